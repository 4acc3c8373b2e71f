import { ACCESSORY_FAMILY, SHOP_NAME, type AccessoryFamily, type MaterialKey, type ShapeKey } from '../vocabulary';
import { euros, inText, joinList, sizeList, ul } from './format';
import { count as n } from './format';
import type { LanguagePack } from './types';

/** Agreeing with "okulary" (plural). */
const SHAPE_PLURAL: Record<ShapeKey, string> = {
  round: 'okrągłe',
  square: 'kwadratowe',
  rectangle: 'prostokątne',
  'cat-eye': 'kocie oko',
  aviator: 'pilotki',
  oval: 'owalne',
  browline: 'browline',
  geometric: 'geometryczne',
};
/** "… oprawka" with O = oprawka / oprawka przeciwsłoneczna. */
const SHAPE_FRAME: Record<ShapeKey, string> = {
  round: 'okrągła O',
  square: 'kwadratowa O',
  rectangle: 'prostokątna O',
  'cat-eye': 'O typu kocie oko',
  aviator: 'O w stylu pilotek',
  oval: 'owalna O',
  browline: 'O typu browline',
  geometric: 'geometryczna O',
};
const MATERIAL_OF: Record<MaterialKey, string> = {
  acetate: 'z acetatu',
  metal: 'z metalu',
  titanium: 'z tytanu',
  'bio-acetate': 'z bioacetatu',
  combination: 'z acetatu i metalu',
};
const MATERIAL_TEXT: Record<MaterialKey, string> = {
  acetate: 'z ręcznie polerowanego acetatu',
  metal: 'ze stali nierdzewnej',
  titanium: 'z czystego tytanu',
  'bio-acetate': 'z roślinnego bioacetatu',
  combination: 'z acetatu i metalu',
};
const MATERIAL_BLURB: Record<MaterialKey, string> = {
  acetate: 'Wycinana z płyt octanu celulozy i polerowana ręcznie, ma głębię koloru, której nie dorówna żadne wtryskiwane tworzywo.',
  metal: 'Cienkie obręcze i regulowane noski sprawiają, że jest lekka i łatwa do dopasowania.',
  titanium: 'Tytan prawie nic nie waży, nie koroduje i jest hipoalergiczny – idealny dla wrażliwej skóry.',
  'bio-acetate': 'Bioacetat zachowuje ciepło i głębię klasycznego acetatu przy mniejszym wpływie na środowisko.',
  combination: 'Front z acetatu i smukłe metalowe zauszniki łączą charakter z lekkością.',
};
const MATERIAL_FEATURE: Record<MaterialKey, (w: number) => string> = {
  acetate: (w) => `Ręcznie polerowany acetat, zawiasy pięciobeczkowe, ${w} g`,
  metal: (w) => `Stal nierdzewna, regulowane noski, ${w} g`,
  titanium: (w) => `Hipoalergiczny czysty tytan, tylko ${w} g`,
  'bio-acetate': (w) => `Roślinny bioacetat, ${w} g`,
  combination: (w) => `Front z acetatu, metalowe zauszniki, ${w} g`,
};
const GENDER_TEXT = {
  women: 'zaprojektowana dla kobiet',
  men: 'zaprojektowana dla mężczyzn',
  unisex: 'pasująca do każdego typu twarzy',
  kids: 'w rozmiarze dziecięcym',
} as const;
const SHAPE_CATEGORY: Record<ShapeKey, string> = {
  round: 'Oprawki okrągłe',
  square: 'Oprawki kwadratowe',
  rectangle: 'Oprawki prostokątne',
  'cat-eye': 'Oprawki kocie oko',
  aviator: 'Oprawki pilotki',
  oval: 'Oprawki owalne',
  browline: 'Oprawki browline',
  geometric: 'Oprawki geometryczne',
};
const FAMILY: Record<AccessoryFamily, { blurb: string; features: [string, string]; short: string }> = {
  case: {
    blurb:
      'Sztywna skorupa i miękka, niepyląca wyściółka chronią oprawki i soczewki przed uderzeniami i zarysowaniami – w torbie i w kieszeni.',
    features: ['Pasuje do większości oprawek o szerokości do 150 mm', 'Wyściółka, która nie rysuje soczewek'],
    short: 'Etui ochronne na okulary korekcyjne i przeciwsłoneczne.',
  },
  cloth: {
    blurb: 'Bardzo cienka mikrofibra usuwa odciski palców, kurz i smugi z soczewek i ekranów bez chemii i bez rys.',
    features: ['18 × 18 cm, można prać w 40 °C', 'Bezpieczna dla wszystkich powłok soczewek'],
    short: 'Ściereczka z mikrofibry do soczewek i ekranów.',
  },
  spray: {
    blurb:
      'Bezalkoholowa formuła bezpieczna dla wszystkich powłok soczewek, także antyrefleksyjnych i filtrów światła niebieskiego. Spryskaj, przetrzyj ściereczką z mikrofibry i gotowe.',
    features: ['Bez alkoholu i amoniaku', 'Butelka nadająca się do recyklingu'],
    short: 'Bezalkoholowy płyn do wszystkich soczewek.',
  },
  chain: {
    blurb: 'Noś okulary na szyi i zawsze pod ręką: silikonowe końcówki nasuwa się na zauszniki większości oprawek i pewnie je trzymają.',
    features: ['Regulowane silikonowe końcówki', 'Długość ok. 70 cm'],
    short: 'Twoje okulary zawsze pod ręką.',
  },
  kit: {
    blurb: 'Wszystko, czego potrzeba, by okulary były czyste i dobrze dopasowane – w domu i w podróży – w kompaktowym etui na suwak.',
    features: ['Kompaktowe etui na suwak', 'Idealny w podróży'],
    short: 'Niezbędnik do pielęgnacji okularów w jednym etui.',
  },
};

/** Polish plural of "miesiąc" after a number. */
function months(n: number): string {
  const few = n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14);
  return n === 1 ? 'miesiąc' : few ? 'miesiące' : 'miesięcy';
}

export const pl: LanguagePack = {
  lang: 'pl',
  attributeLabels: {
    brand: 'Marka',
    frame_shape: 'Kształt oprawki',
    frame_material: 'Materiał oprawki',
    color: 'Kolor',
    gender: 'Płeć',
    frame_size: 'Rozmiar oprawki',
    lens_width: 'Szerokość soczewki',
    bridge_width: 'Szerokość mostka',
    temple_length: 'Długość zausznika',
    polarized: 'Polaryzacja',
  },
  colors: {
    black: 'Czarny',
    tortoise: 'Szylkret',
    crystal: 'Przezroczysty',
    honey: 'Miodowy',
    navy: 'Granatowy',
    burgundy: 'Bordowy',
    olive: 'Oliwkowy',
    rose: 'Różowy',
    grey: 'Szary',
    gold: 'Złoty',
    silver: 'Srebrny',
    blue: 'Niebieski',
    brown: 'Brązowy',
    white: 'Biały',
    green: 'Zielony',
  },
  shapes: {
    round: 'Okrągłe',
    square: 'Kwadratowe',
    rectangle: 'Prostokątne',
    'cat-eye': 'Kocie oko',
    aviator: 'Pilotki',
    oval: 'Owalne',
    browline: 'Browline',
    geometric: 'Geometryczne',
  },
  materials: { acetate: 'Acetat', metal: 'Metal', titanium: 'Tytan', 'bio-acetate': 'Bioacetat', combination: 'Acetat i metal' },
  genders: { women: 'Damskie', men: 'Męskie', unisex: 'Unisex', kids: 'Dziecięce' },
  tints: {
    grey: 'szare',
    brown: 'brązowe',
    green: 'zielone',
    'blue-mirror': 'z niebieskim lustrem',
    'gold-mirror': 'ze złotym lustrem',
    'rose-gradient': 'z różowym gradientem',
  },

  categories: {
    eyeglasses: {
      name: 'Okulary korekcyjne',
      title: 'Okulary korekcyjne',
      description:
        'Okulary korekcyjne z acetatu, metalu i tytanu, z soczewkami wykonanymi według Twojej recepty. Bezpłatne dopasowanie i dwa lata gwarancji na każdą oprawkę.',
    },
    sunglasses: {
      name: 'Okulary przeciwsłoneczne',
      title: 'Okulary przeciwsłoneczne',
      description: 'Okulary przeciwsłoneczne ze 100% ochroną UV, z soczewkami polaryzacyjnymi lub bez, dostępne także z korekcją.',
    },
    'contact-lenses': {
      name: 'Soczewki kontaktowe',
      title: 'Soczewki kontaktowe',
      description:
        'Soczewki jednodniowe i miesięczne przy krótkowzroczności, nadwzroczności, astygmatyzmie i prezbiopii, z dostawą do domu.',
    },
    'contact-lenses-daily': {
      name: 'Jednodniowe',
      title: 'Soczewki jednodniowe',
      description: 'Soczewki jednorazowe: każdego ranka nowa, higieniczna para, bez pielęgnacji i bez pojemnika.',
    },
    'contact-lenses-monthly': {
      name: 'Miesięczne',
      title: 'Soczewki miesięczne',
      description: 'Soczewki noszone codziennie do 30 dni: ekonomiczny wybór przy codziennym noszeniu.',
    },
    accessories: {
      name: 'Akcesoria',
      title: 'Akcesoria do okularów',
      description: 'Etui, ściereczki, płyny do czyszczenia i łańcuszki do pielęgnacji okularów.',
    },
    'gift-cards': {
      name: 'Karty podarunkowe',
      title: 'Karty podarunkowe',
      description: 'Cyfrowe karty podarunkowe na oprawki, okulary przeciwsłoneczne i soczewki kontaktowe, wysyłane e-mailem.',
    },
    'frame-shapes': {
      name: 'Kształty oprawek',
      title: 'Wybierz według kształtu oprawki',
      description: 'Znajdź okulary korekcyjne i przeciwsłoneczne według kształtu: okrągłe, kwadratowe, kocie oko, pilotki i inne.',
    },
    'new-arrivals': { name: 'Nowości', title: 'Nowości', description: 'Najnowsze oprawki i okulary przeciwsłoneczne, prosto z dostawy.' },
    sale: {
      name: 'Wyprzedaż',
      title: 'Wyprzedaż',
      description: 'Wybrane oprawki, okulary przeciwsłoneczne i akcesoria w obniżonych cenach, do wyczerpania zapasów.',
    },
    outlet: { name: 'Outlet', title: 'Outlet', description: 'Ostatnie sztuki i wycofane modele.' },
  },
  genderCategory(kind, gender) {
    const noun = kind === 'eyeglasses' ? 'Okulary korekcyjne' : 'Okulary przeciwsłoneczne';
    const name = { women: 'Damskie', men: 'Męskie', kids: 'Dziecięce' }[gender];
    const title = `${noun} ${name.toLowerCase()}`;
    const description =
      gender === 'kids'
        ? `Lekkie i wytrzymałe ${noun.toLowerCase()} w rozmiarach dziecięcych, z elastycznymi zawiasami ${kind === 'eyeglasses' ? 'i soczewkami według recepty' : 'i 100% ochroną UV'}.`
        : `${title} we wszystkich kształtach, materiałach i kolorach, ${kind === 'eyeglasses' ? 'z soczewkami według Twojej recepty' : 'ze 100% ochroną UV'}.`;
    return { name, title, description };
  },
  shapeCategory(shape) {
    const texts: Record<ShapeKey, string> = {
      round: 'Okrągłe oprawki łagodzą kanciaste rysy i dodają nuty vintage.',
      square: 'Kwadratowe oprawki nadają strukturę twarzom okrągłym i owalnym.',
      rectangle: 'Ponadczasowe i stonowane prostokątne oprawki pasują do większości twarzy.',
      'cat-eye': 'Oprawki typu kocie oko unoszą się w zewnętrznych kącikach i podkreślają spojrzenie.',
      aviator: 'Soczewki w kształcie kropli i podwójny mostek: pilotki powstały z myślą o lotnikach.',
      oval: 'Wyważone i dyskretne owalne oprawki łatwo nosić na co dzień.',
      browline: 'Oprawki browline podkreślają oczy wyrazistą górną krawędzią i lekką dolną częścią.',
      geometric: 'Sześcio- i ośmiokątne oprawki dla pewnego siebie, architektonicznego stylu.',
    };
    return { name: pl.shapes[shape], title: SHAPE_CATEGORY[shape], description: texts[shape] };
  },
  frameShapesOldUrlKey: 'wybierz-wedlug-ksztaltu',

  frameName(kind, shape, material) {
    const noun = kind === 'eyeglasses' ? 'Okulary korekcyjne' : 'Okulary przeciwsłoneczne';
    return `${noun} ${SHAPE_PLURAL[shape]}${material ? ` ${MATERIAL_OF[material]}` : ''}`;
  },
  productName: (brand, model, frameName) => `${frameName} ${brand} ${model}`,
  frameDescription(c) {
    const colors = joinList(
      'pl',
      c.colors.map((k) => inText('pl', pl.colors[k])),
    );
    const frame = SHAPE_FRAME[c.shape].replace('O', c.kind === 'sunglasses' ? 'oprawka przeciwsłoneczna' : 'oprawka');
    const p1 = `Model ${c.model} marki ${c.brand} to ${frame} ${MATERIAL_TEXT[c.material]}, ${GENDER_TEXT[c.gender]}. ${MATERIAL_BLURB[c.material]}`;
    const p2 =
      c.kind === 'eyeglasses'
        ? 'Zamów ją z soczewkami jednoogniskowymi, progresywnymi lub do czytania wykonanymi według Twojej recepty albo z soczewkami bez korekcji. Cieńsze soczewki, filtr światła niebieskiego i powłoka antyrefleksyjna są dostępne jako opcje.'
        : `Soczewki ${pl.tints[c.tint ?? 'grey']} blokują 100% promieni UVA i UVB${c.polarized ? ' i są spolaryzowane, aby eliminować odblaski od wody, śniegu i mokrej nawierzchni' : ''}. Tę oprawkę można też wyposażyć w korekcyjne soczewki przeciwsłoneczne.`;
    const kindFeature =
      c.kind === 'eyeglasses'
        ? 'Do soczewek korekcyjnych: jednoogniskowych, progresywnych lub do czytania'
        : c.polarized
          ? 'Soczewki polaryzacyjne kategorii 3, UV400'
          : 'Soczewki kategorii 3, UV400';
    return `<p>${p1}</p><p>${p2}</p>${ul([
      MATERIAL_FEATURE[c.material](c.weight),
      `Rozmiary (soczewka-mostek-zausznik, mm): ${sizeList(c.sizes)}`,
      kindFeature,
      `Kolory: ${colors}`,
    ])}`;
  },
  frameShortDescription(c) {
    return `<p>${pl.frameName(c.kind, c.shape, c.material)} marki ${c.brand}, dostępne w ${n(c.colors.length, 'kolorze', 'kolorach')} i ${n(c.sizes.length, 'rozmiarze', 'rozmiarach')}.</p>`;
  },

  contactName: (line, pack) => `${line} – ${pack} szt.`,
  contactDescription(c) {
    const modality =
      c.modality === 'daily'
        ? `Soczewki jednodniowe ${c.line} nosi się przez jeden dzień, a potem wyrzuca: bez pielęgnacji, bez pojemnika, każdego ranka nowa para.`
        : `Soczewki miesięczne ${c.line} nosi się codziennie przez maksymalnie 30 dni, a na noc czyści i przechowuje w płynie wielofunkcyjnym.`;
    const design = {
      spherical: 'Korygują krótkowzroczność i nadwzroczność.',
      toric: 'Ich toryczna konstrukcja stabilnie utrzymuje się na oku i koryguje astygmatyzm.',
      multifocal: 'Ich wieloogniskowa konstrukcja zapewnia ostre widzenie z bliska, z daleka i na odległości pośrednie – przy prezbiopii.',
    }[c.design];
    const duration = c.modality === 'daily' ? `${c.pack} dni dla jednego oka` : `${c.pack} ${months(c.pack)} dla jednego oka`;
    return `<p>${modality} ${design}</p><p>Wykonane z hydrożelu silikonowego przepuszczają dużo tlenu, dzięki czemu oczy pozostają białe i komfortowe przez cały dzień. Zamów je z parametrami z aktualnej recepty na soczewki kontaktowe.</p>${ul(
      [`Opakowanie: ${c.pack} szt. (${duration})`, `Zawartość wody ${c.water}%`, 'Hydrożel silikonowy z filtrem UV'],
    )}`;
  },
  contactShortDescription(c) {
    const modality = c.modality === 'daily' ? 'jednodniowe' : 'miesięczne';
    const design = { spherical: '', toric: 'Toryczne ', multifocal: 'Wieloogniskowe ' }[c.design];
    return `<p>${design ? `${design}soczewki` : 'Soczewki'} ${modality}, ${c.pack} szt. w opakowaniu.</p>`;
  },

  accessoryTypes: {
    'hard-case': 'Etui sztywne',
    'folding-case': 'Etui składane',
    pouch: 'Etui z wegańskiej skóry',
    cloth: 'Ściereczka z mikrofibry',
    'cloth-3-pack': 'Ściereczki z mikrofibry, 3 szt.',
    'spray-30': 'Płyn do czyszczenia okularów 30 ml',
    'spray-100': 'Płyn do czyszczenia okularów 100 ml',
    'anti-fog': 'Spray przeciw parowaniu 30 ml',
    chain: 'Łańcuszek do okularów',
    cord: 'Sznurek do okularów z koralikami',
    strap: 'Pasek sportowy do okularów',
    'cleaning-kit': 'Zestaw do czyszczenia okularów',
    'repair-kit': 'Zestaw naprawczy do okularów',
    'travel-kit': 'Podróżny zestaw do pielęgnacji okularów',
  },
  accessoryName: (brand, type, color) => `${pl.accessoryTypes[type]} ${brand}${color ? ` – ${pl.colors[color]}` : ''}`,
  accessoryDescription(c) {
    const f = FAMILY[ACCESSORY_FAMILY[c.type]];
    const items = [...f.features];
    if (c.color) items.push(`Kolor: ${pl.colors[c.color]}`);
    return `<p>${f.blurb}</p>${ul(items)}`;
  },
  accessoryShortDescription: (c) => `<p>${FAMILY[ACCESSORY_FAMILY[c.type]].short}</p>`,

  giftCardName: (amount) => (amount ? `Karta podarunkowa ${euros('pl', amount)}` : 'Karta podarunkowa – dowolna kwota'),
  giftCardDescription(amount) {
    return `<p>Podaruj piękne okulary: kartę podarunkową ${SHOP_NAME} można wykorzystać na oprawki, okulary przeciwsłoneczne, soczewki korekcyjne, soczewki kontaktowe i akcesoria.</p><p>Wysyłamy ją e-mailem z Twoją osobistą wiadomością; jest ważna przez dwa lata od daty zakupu.</p>${ul(
      [
        amount ? `Wartość: ${euros('pl', amount)}` : `Dowolna kwota od ${euros('pl', 10)} do ${euros('pl', 500)}`,
        'Dostarczana e-mailem w kilka minut',
        'Można ją wykorzystać w kilku zamówieniach, aż do wyczerpania salda',
      ],
    )}`;
  },
  giftCardShortDescription: (amount) =>
    `<p>Cyfrowa karta podarunkowa ${amount ? `o wartości ${euros('pl', amount)}` : 'na wybraną przez Ciebie kwotę'}, dostarczana e-mailem.</p>`,

  lensOptions: {
    usage: 'Przeznaczenie',
    lens_type: 'Rodzaj soczewek',
    lens_index: 'Współczynnik załamania',
    coatings: 'Powłoki',
    prescription: 'Recepta',
  },
  lensValues: {
    'single-vision': 'Jednoogniskowe',
    progressive: 'Progresywne',
    reading: 'Do czytania',
    'non-prescription': 'Bez korekcji',
    clear: 'Bezbarwne',
    'blue-light': 'Filtr światła niebieskiego',
    photochromic: 'Fotochromowe',
    'sun-tint': 'Przyciemnienie przeciwsłoneczne',
    'standard-tint': 'Standardowe przyciemnienie',
    polarised: 'Polaryzacyjne',
    gradient: 'Gradientowe',
    mirrored: 'Lustrzane',
    'index-150': '1,50 standardowe',
    'index-160': '1,60 cienkie',
    'index-167': '1,67 bardzo cienkie',
    'index-174': '1,74 ultracienkie',
    'anti-reflective': 'Antyrefleks',
    'scratch-resistant': 'Utwardzenie',
    'water-repellent': 'Powłoka hydrofobowa',
    'uv-protection': 'Ochrona UV',
  },

  cmsPages: {
    home: {
      title: 'Strona główna',
      heading: '',
      content:
        '<h1>Okulary, w których dobrze widać i dobrze wyglądasz</h1>' +
        '<p>Designerskie oprawki, okulary przeciwsłoneczne i soczewki kontaktowe, z soczewkami korekcyjnymi z naszego własnego laboratorium, darmową dostawą i darmowym zwrotem w ciągu 30 dni.</p>' +
        '<h2>Znajdź oprawkę dla siebie</h2>' +
        '<p>Przeglądaj okulary korekcyjne i przeciwsłoneczne według kształtu, materiału i koloru, porównaj rozmiary z wymiarami na Twojej obecnej oprawce i w kilku kliknięciach dobierz soczewki jednoogniskowe, progresywne lub do czytania.</p>',
      metaTitle: `${SHOP_NAME} – Okulary korekcyjne, przeciwsłoneczne i soczewki kontaktowe`,
      metaDescription:
        'Okulary korekcyjne, przeciwsłoneczne i soczewki kontaktowe z soczewkami z naszego laboratorium. Darmowa dostawa i darmowy zwrot.',
      metaKeywords: 'okulary korekcyjne, okulary przeciwsłoneczne, soczewki kontaktowe, optyk',
    },
    'about-us': {
      title: 'O nas',
      heading: 'O nas',
      content:
        `<p>${SHOP_NAME} to niezależny optyk internetowy założony przez optyków i twórców oprawek. Projektujemy oprawki z małymi pracowniami, szlifujemy do nich soczewki w naszym laboratorium i ręcznie sprawdzamy każdą parę przed wysyłką.</p>` +
        '<h2>Nasza obietnica</h2>' +
        '<ul><li>Uczciwe ceny – soczewki są wliczone w widoczną cenę</li><li>Dyplomowani optycy odpowiadają na pytania e-mailem i na czacie</li><li>Bezpłatne dopasowanie i dwa lata gwarancji na każdą oprawkę</li></ul>' +
        '<p>Od pierwszych okularów do czytania po soczewki progresywne – chcemy, by zakup okularów online był tak spokojny jak wizyta u optyka za rogiem.</p>',
      metaTitle: `O nas | ${SHOP_NAME}`,
      metaDescription: `${SHOP_NAME} to niezależny optyk internetowy: oprawki z małych pracowni i soczewki z naszego laboratorium.`,
      metaKeywords: 'o nas, optyk, laboratorium soczewek',
    },
    'shipping-and-returns': {
      title: 'Dostawa i zwroty',
      heading: 'Dostawa i zwroty',
      content:
        '<h2>Dostawa</h2>' +
        '<p>Oprawki bez soczewek, okulary przeciwsłoneczne, soczewki kontaktowe i akcesoria wysyłamy w ciągu jednego dnia roboczego. Okulary z soczewkami korekcyjnymi wykonujemy w naszym laboratorium i wysyłamy w ciągu 5–7 dni roboczych.</p>' +
        '<ul><li>Darmowa dostawa standardowa przy każdym zamówieniu</li><li>Dostawa ekspresowa do wyboru przy zamówieniu</li><li>Numer przesyłki e-mailem, gdy tylko paczka wyruszy</li></ul>' +
        '<h2>Zwroty</h2>' +
        '<p>Każdy produkt możesz zwrócić w ciągu 30 dni od dostawy i otrzymać pełny zwrot pieniędzy, także okulary z soczewkami korekcyjnymi. Soczewki kontaktowe przyjmujemy w nieotwartych opakowaniach.</p>' +
        '<p>Rozpocznij zwrot w swoim koncie lub skontaktuj się z obsługą klienta – wyślemy Ci opłaconą etykietę.</p>',
      metaTitle: `Dostawa i zwroty | ${SHOP_NAME}`,
      metaDescription: 'Darmowa dostawa standardowa i darmowy zwrot w ciągu 30 dni, także okularów korekcyjnych.',
      metaKeywords: 'dostawa, wysyłka, zwroty, zwrot pieniędzy',
    },
    'privacy-policy': {
      title: 'Polityka prywatności',
      heading: 'Polityka prywatności',
      content:
        `<p>Niniejsza polityka wyjaśnia, jakie dane osobowe zbiera ${SHOP_NAME}, w jakim celu i jakie prawa Ci przysługują. Zbieramy tylko to, co potrzebne do realizacji zamówień i ulepszania naszych usług.</p>` +
        '<h2>Jakie dane zbieramy</h2>' +
        '<ul><li>Imię i nazwisko, adresy, e-mail i numer telefonu – aby dostarczyć zamówienia</li><li>Recepty – aby wykonać soczewki; to dane o zdrowiu, wykorzystywane wyłącznie w tym celu</li><li>Historię zamówień i preferencje – jeśli masz konto</li></ul>' +
        '<h2>Jak długo je przechowujemy</h2>' +
        '<p>Dane zamówień przechowujemy tak długo, jak wymaga tego prawo. Recepty przechowujemy, dopóki masz konto, i w każdej chwili możesz je usunąć.</p>' +
        '<h2>Twoje prawa</h2>' +
        '<p>Możesz zażądać dostępu do swoich danych, ich sprostowania, przeniesienia lub usunięcia oraz w każdej chwili zrezygnować z e-maili marketingowych, kontaktując się z obsługą klienta.</p>',
      metaTitle: `Polityka prywatności | ${SHOP_NAME}`,
      metaDescription: `Jak ${SHOP_NAME} zbiera, wykorzystuje i chroni Twoje dane osobowe i recepty.`,
      metaKeywords: 'prywatność, dane osobowe, RODO',
    },
    'no-route': {
      title: '404 Nie znaleziono strony',
      heading: 'Nie możemy znaleźć tej strony',
      content:
        '<p>Strona, której szukasz, nie istnieje lub nie jest już dostępna.</p>' +
        '<ul><li>Sprawdź, czy adres jest wpisany poprawnie.</li><li>Skorzystaj z menu lub wyszukiwarki, aby znaleźć produkt.</li><li>Wróć do poprzedniej strony.</li></ul>',
      metaTitle: 'Nie znaleziono strony',
      metaDescription: 'Nie znaleziono żądanej strony.',
      metaKeywords: '',
    },
  },
  cmsBlocks: {
    'home-hero': {
      title: 'Baner strony głównej',
      content:
        '<h2>Oprawki nowego sezonu</h2><p>Nowe kształty z ręcznie polerowanego acetatu i lekkiego jak piórko tytanu, gotowe na Twoje soczewki korekcyjne.</p>',
    },
    'usp-bar': {
      title: 'Dlaczego warto u nas kupować',
      content:
        '<ul><li>Darmowa dostawa standardowa</li><li>Darmowy zwrot w ciągu 30 dni</li><li>Dwa lata gwarancji na każdą oprawkę</li></ul>',
    },
    'footer-about': {
      title: 'O sklepie',
      content: `<p>${SHOP_NAME} to niezależny optyk internetowy. Nasze oprawki powstają z małymi pracowniami i otrzymują soczewki z naszego własnego laboratorium.</p>`,
    },
    'category-banner-eyeglasses': {
      title: 'Baner okularów korekcyjnych',
      content:
        '<h2>Kompletne okulary z soczewkami w cenie</h2><p>Do każdej oprawki dołączamy soczewki jednoogniskowe według Twojej recepty, z powłoką antyrefleksyjną i utwardzającą.</p>',
    },
  },
};
