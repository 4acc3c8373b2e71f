import { ACCESSORY_FAMILY, SHOP_NAME, type AccessoryFamily, type FrameKind, type MaterialKey, type ShapeKey } from '../vocabulary';
import { euros, inText, joinList, sizeList, ul } from './format';
import { count as n } from './format';
import type { LanguagePack } from './types';

const FRAME_NAME: Record<FrameKind, Record<ShapeKey, string>> = {
  eyeglasses: {
    round: 'Ronde bril',
    square: 'Vierkante bril',
    rectangle: 'Rechthoekige bril',
    'cat-eye': 'Cat-eye bril',
    aviator: 'Pilotenbril',
    oval: 'Ovale bril',
    browline: 'Browline bril',
    geometric: 'Geometrische bril',
  },
  sunglasses: {
    round: 'Ronde zonnebril',
    square: 'Vierkante zonnebril',
    rectangle: 'Rechthoekige zonnebril',
    'cat-eye': 'Cat-eye zonnebril',
    aviator: 'Pilotenzonnebril',
    oval: 'Ovale zonnebril',
    browline: 'Browline zonnebril',
    geometric: 'Geometrische zonnebril',
  },
};
/** "een {…}" with M = montuur / zonnebrilmontuur. */
const SHAPE_FRAME: Record<ShapeKey, string> = {
  round: 'ronde M',
  square: 'vierkante M',
  rectangle: 'rechthoekige M',
  'cat-eye': 'cat-eye M',
  aviator: 'M in pilotenstijl',
  oval: 'ovale M',
  browline: 'browline M',
  geometric: 'geometrische M',
};
const SHAPE_CATEGORY: Record<ShapeKey, string> = {
  round: 'Ronde monturen',
  square: 'Vierkante monturen',
  rectangle: 'Rechthoekige monturen',
  'cat-eye': 'Cat-eye monturen',
  aviator: 'Pilotenmonturen',
  oval: 'Ovale monturen',
  browline: 'Browline monturen',
  geometric: 'Geometrische monturen',
};
const MATERIAL_OF: Record<MaterialKey, string> = {
  acetate: 'acetaat',
  metal: 'metaal',
  titanium: 'titanium',
  'bio-acetate': 'bio-acetaat',
  combination: 'acetaat en metaal',
};
const MATERIAL_TEXT: Record<MaterialKey, string> = {
  acetate: 'handgepolijst acetaat',
  metal: 'roestvrij staal',
  titanium: 'puur titanium',
  'bio-acetate': 'plantaardig bio-acetaat',
  combination: 'acetaat en metaal',
};
const MATERIAL_BLURB: Record<MaterialKey, string> = {
  acetate: 'Het acetaat wordt uit platen gefreesd en met de hand gepolijst, voor een kleurdiepte die geen spuitgegoten kunststof evenaart.',
  metal: 'Dankzij de dunne randen en verstelbare neuspads zit hij licht en is hij eenvoudig aan te passen.',
  titanium: 'Titanium weegt bijna niets, roest niet en is hypoallergeen: ideaal voor een gevoelige huid.',
  'bio-acetate': 'Bio-acetaat behoudt de warmte en rijkdom van klassiek acetaat, met een kleinere ecologische voetafdruk.',
  combination: 'Een front van acetaat en slanke metalen poten zorgen voor een balans tussen karakter en lichtheid.',
};
const MATERIAL_FEATURE: Record<MaterialKey, (w: number) => string> = {
  acetate: (w) => `Handgepolijst acetaat met vijfvoudige scharnieren, ${w} g`,
  metal: (w) => `Roestvrij staal met verstelbare neuspads, ${w} g`,
  titanium: (w) => `Hypoallergeen puur titanium, slechts ${w} g`,
  'bio-acetate': (w) => `Plantaardig bio-acetaat, ${w} g`,
  combination: (w) => `Front van acetaat, poten van metaal, ${w} g`,
};
const GENDER_TEXT = {
  women: 'ontworpen voor vrouwen',
  men: 'ontworpen voor mannen',
  unisex: 'die bij elk gezicht past',
  kids: 'op kindermaat',
} as const;
const FAMILY: Record<AccessoryFamily, { blurb: string; features: [string, string]; short: string }> = {
  case: {
    blurb:
      'Een stevige schaal en een zachte, pluisvrije voering beschermen je montuur en glazen tegen stoten en krassen, in je tas of in je jaszak.',
    features: ['Past om de meeste monturen tot 150 mm breed', 'Voering die de glazen niet bekrast'],
    short: 'Beschermende koker voor brillen en zonnebrillen.',
  },
  cloth: {
    blurb: 'Ultrafijne microvezel verwijdert vingerafdrukken, stof en vegen van glazen en schermen, zonder chemicaliën en zonder krassen.',
    features: ['18 × 18 cm, wasbaar op 40 °C', 'Veilig voor alle glascoatings'],
    short: 'Microvezeldoek voor brillenglazen en schermen.',
  },
  spray: {
    blurb:
      'Een alcoholvrije formule die veilig is voor alle glascoatings, ook voor ontspiegeling en blauwlichtfilters. Sprayen, afvegen met een microvezeldoek, klaar.',
    features: ['Zonder alcohol en ammoniak', 'Recyclebare fles'],
    short: 'Alcoholvrije reiniger voor alle brillenglazen.',
  },
  chain: {
    blurb:
      'Draag je bril om je nek en altijd binnen handbereik: de siliconen lusjes schuiven over de poten van de meeste monturen en houden ze stevig vast.',
    features: ['Verstelbare siliconen lusjes', 'Lengte circa 70 cm'],
    short: 'Houdt je bril altijd binnen handbereik.',
  },
  kit: {
    blurb: 'Alles om je bril schoon en in vorm te houden, thuis of op reis, in één compact etui met rits.',
    features: ['Compact etui met rits', 'Ideaal op reis'],
    short: 'Alles voor de verzorging van je bril in één etui.',
  },
};

export const nl: LanguagePack = {
  lang: 'nl',
  attributeLabels: {
    brand: 'Merk',
    frame_shape: 'Montuurvorm',
    frame_material: 'Montuurmateriaal',
    color: 'Kleur',
    gender: 'Geslacht',
    frame_size: 'Montuurmaat',
    lens_width: 'Glasbreedte',
    bridge_width: 'Brugbreedte',
    temple_length: 'Pootlengte',
    polarized: 'Gepolariseerd',
  },
  colors: {
    black: 'Zwart',
    tortoise: 'Havanna',
    crystal: 'Kristal',
    honey: 'Honing',
    navy: 'Marineblauw',
    burgundy: 'Bordeaux',
    olive: 'Olijfgroen',
    rose: 'Roze',
    grey: 'Grijs',
    gold: 'Goud',
    silver: 'Zilver',
    blue: 'Blauw',
    brown: 'Bruin',
    white: 'Wit',
    green: 'Groen',
  },
  shapes: {
    round: 'Rond',
    square: 'Vierkant',
    rectangle: 'Rechthoekig',
    'cat-eye': 'Cat-eye',
    aviator: 'Piloot',
    oval: 'Ovaal',
    browline: 'Browline',
    geometric: 'Geometrisch',
  },
  materials: { acetate: 'Acetaat', metal: 'Metaal', titanium: 'Titanium', 'bio-acetate': 'Bio-acetaat', combination: 'Acetaat en metaal' },
  genders: { women: 'Dames', men: 'Heren', unisex: 'Unisex', kids: 'Kinderen' },
  tints: {
    grey: 'grijze glazen',
    brown: 'bruine glazen',
    green: 'groene glazen',
    'blue-mirror': 'blauw gespiegelde glazen',
    'gold-mirror': 'goud gespiegelde glazen',
    'rose-gradient': 'glazen met roze verloop',
  },

  categories: {
    eyeglasses: {
      name: 'Brillen',
      title: 'Brillen',
      description:
        'Brillen van acetaat, metaal en titanium, met glazen op jouw sterkte. Gratis afstellen en twee jaar garantie op elk montuur.',
    },
    sunglasses: {
      name: 'Zonnebrillen',
      title: 'Zonnebrillen',
      description: 'Zonnebrillen met 100% UV-bescherming, met of zonder gepolariseerde glazen, ook op sterkte verkrijgbaar.',
    },
    'contact-lenses': {
      name: 'Contactlenzen',
      title: 'Contactlenzen',
      description: 'Dag- en maandlenzen bij bijziendheid, verziendheid, astigmatisme en ouderdomsverziendheid, thuisbezorgd.',
    },
    'contact-lenses-daily': {
      name: 'Daglenzen',
      title: 'Daglenzen',
      description: 'Daglenzen voor eenmalig gebruik: elke ochtend een fris, hygiënisch paar, zonder onderhoud of lenzendoosje.',
    },
    'contact-lenses-monthly': {
      name: 'Maandlenzen',
      title: 'Maandlenzen',
      description: 'Lenzen die je tot 30 dagen elke dag draagt: de voordelige keuze voor wie dagelijks lenzen draagt.',
    },
    accessories: {
      name: 'Accessoires',
      title: 'Brillenaccessoires',
      description: 'Kokers, poetsdoekjes, reinigingssprays en kettingen om je bril te verzorgen.',
    },
    'gift-cards': {
      name: 'Cadeaukaarten',
      title: 'Cadeaukaarten',
      description: 'Digitale cadeaukaarten voor monturen, zonnebrillen en contactlenzen, per e-mail bezorgd.',
    },
    'frame-shapes': {
      name: 'Montuurvormen',
      title: 'Shoppen op montuurvorm',
      description: 'Vind brillen en zonnebrillen op vorm: rond, vierkant, cat-eye, piloot en meer.',
    },
    'new-arrivals': { name: 'Nieuw', title: 'Nieuw binnen', description: 'De nieuwste monturen en zonnebrillen, net binnen.' },
    sale: {
      name: 'Sale',
      title: 'Sale',
      description: 'Geselecteerde monturen, zonnebrillen en accessoires met korting, zolang de voorraad strekt.',
    },
    outlet: { name: 'Outlet', title: 'Outlet', description: 'Laatste stuks en uitlopende modellen.' },
  },
  genderCategory(kind, gender) {
    const name = { women: 'Dames', men: 'Heren', kids: 'Kinderen' }[gender];
    const prefix = { women: 'Dames', men: 'Heren', kids: 'Kinder' }[gender];
    const noun = kind === 'eyeglasses' ? 'brillen' : 'zonnebrillen';
    const title = `${prefix}${noun}`;
    const description =
      gender === 'kids'
        ? `Lichte, stevige ${noun} op kindermaat met flexibele scharnieren ${kind === 'eyeglasses' ? 'en glazen op sterkte' : 'en 100% UV-bescherming'}.`
        : `${title} in alle vormen, materialen en kleuren, ${kind === 'eyeglasses' ? 'met glazen op jouw sterkte' : 'met 100% UV-bescherming'}.`;
    return { name, title, description };
  },
  shapeCategory(shape) {
    const texts: Record<ShapeKey, string> = {
      round: 'Ronde monturen verzachten hoekige gelaatstrekken en geven een vleugje vintage.',
      square: 'Vierkante monturen geven structuur aan ronde en ovale gezichten.',
      rectangle: 'Tijdloos en ingetogen: rechthoekige monturen passen bij de meeste gezichten.',
      'cat-eye': 'Cat-eye monturen lopen aan de buitenkant omhoog en openen de blik.',
      aviator: 'Druppelvormige glazen en een dubbele brug: pilotenbrillen werden oorspronkelijk voor piloten gemaakt.',
      oval: 'Evenwichtig en bescheiden: ovale monturen zijn makkelijk om elke dag te dragen.',
      browline: 'Browline monturen accentueren de ogen met een krachtige bovenrand en een lichte onderkant.',
      geometric: 'Zes- en achthoekige monturen voor een zelfverzekerde, architecturale look.',
    };
    return { name: nl.shapes[shape], title: SHAPE_CATEGORY[shape], description: texts[shape] };
  },
  frameShapesOldUrlKey: 'shoppen-op-vorm',

  frameName(kind, shape, material) {
    return `${FRAME_NAME[kind][shape]}${material ? ` van ${MATERIAL_OF[material]}` : ''}`;
  },
  productName: (brand, model, frameName) => `${brand} ${model} – ${frameName}`,
  frameDescription(c) {
    const colors = joinList(
      'nl',
      c.colors.map((k) => inText('nl', nl.colors[k])),
    );
    const frame = SHAPE_FRAME[c.shape].replace('M', c.kind === 'sunglasses' ? 'zonnebrilmontuur' : 'montuur');
    const p1 = `De ${c.model} van ${c.brand} is een ${frame} van ${MATERIAL_TEXT[c.material]}, ${GENDER_TEXT[c.gender]}. ${MATERIAL_BLURB[c.material]}`;
    const p2 =
      c.kind === 'eyeglasses'
        ? 'Bestel hem met enkelvoudige, multifocale of leesglazen op jouw sterkte, of met glazen zonder sterkte. Dunnere glazen, een blauwlichtfilter en een ontspiegeling zijn als optie verkrijgbaar.'
        : `De ${nl.tints[c.tint ?? 'grey']} blokkeren 100% van de UVA- en UVB-straling${c.polarized ? ' en zijn gepolariseerd tegen schittering van water, sneeuw en natte wegen' : ''}. Deze montuur is ook verkrijgbaar met zonneglazen op sterkte.`;
    const kindFeature =
      c.kind === 'eyeglasses'
        ? 'Geschikt voor enkelvoudige, multifocale of leesglazen'
        : c.polarized
          ? 'Gepolariseerde glazen categorie 3, UV400'
          : 'Glazen categorie 3, UV400';
    return `<p>${p1}</p><p>${p2}</p>${ul([
      MATERIAL_FEATURE[c.material](c.weight),
      `Maten (glas-brug-poot, mm): ${sizeList(c.sizes)}`,
      kindFeature,
      `Kleuren: ${colors}`,
    ])}`;
  },
  frameShortDescription(c) {
    const name = nl.frameName(c.kind, c.shape, c.material);
    return `<p>${c.brand}: ${name.charAt(0).toLowerCase()}${name.slice(1)} in ${n(c.colors.length, 'kleur', 'kleuren')} en ${n(c.sizes.length, 'maat', 'maten')}.</p>`;
  },

  contactName: (line, pack) => `${line} – ${pack} stuks`,
  contactDescription(c) {
    const modality =
      c.modality === 'daily'
        ? `De daglenzen ${c.line} draag je één dag en gooi je daarna weg: geen onderhoud, geen lenzendoosje, elke ochtend een fris paar.`
        : `De maandlenzen ${c.line} draag je elke dag, tot 30 dagen lang; 's nachts reinig en bewaar je ze in alles-in-één-vloeistof.`;
    const design = {
      spherical: 'Ze corrigeren bijziendheid en verziendheid.',
      toric: 'Hun torische ontwerp blijft stabiel op het oog en corrigeert astigmatisme.',
      multifocal: 'Hun multifocale ontwerp geeft scherp zicht dichtbij, veraf en daartussen, bij ouderdomsverziendheid.',
    }[c.design];
    const duration = c.modality === 'daily' ? `${c.pack} dagen voor één oog` : `${c.pack} maanden voor één oog`;
    return `<p>${modality} ${design}</p><p>Gemaakt van siliconenhydrogel laten ze veel zuurstof door, voor witte, comfortabele ogen de hele dag. Bestel ze met de waarden van je huidige lensvoorschrift.</p>${ul(
      [`Verpakking met ${c.pack} lenzen (${duration})`, `Watergehalte ${c.water}%`, 'Siliconenhydrogel met UV-filter'],
    )}`;
  },
  contactShortDescription(c) {
    const modality = c.modality === 'daily' ? 'daglenzen' : 'maandlenzen';
    const design = { spherical: '', toric: 'Torische ', multifocal: 'Multifocale ' }[c.design];
    const name = design ? `${design}${modality}` : modality.charAt(0).toUpperCase() + modality.slice(1);
    return `<p>${name}, ${c.pack} lenzen per verpakking.</p>`;
  },

  accessoryTypes: {
    'hard-case': 'Harde brillenkoker',
    'folding-case': 'Opvouwbare brillenkoker',
    pouch: 'Brillenhoes van vegan leer',
    cloth: 'Microvezel poetsdoek',
    'cloth-3-pack': 'Microvezeldoekjes 3-pack',
    'spray-30': 'Brillenreinigingsspray 30 ml',
    'spray-100': 'Brillenreinigingsspray 100 ml',
    'anti-fog': 'Anticondensspray 30 ml',
    chain: 'Brillenketting',
    cord: 'Brillenkoord met kralen',
    strap: 'Sportband',
    'cleaning-kit': 'Reinigingsset',
    'repair-kit': 'Brillenreparatieset',
    'travel-kit': 'Reisverzorgingsset',
  },
  accessoryName: (brand, type, color) => `${brand} ${nl.accessoryTypes[type]}${color ? ` – ${nl.colors[color]}` : ''}`,
  accessoryDescription(c) {
    const f = FAMILY[ACCESSORY_FAMILY[c.type]];
    const items = [...f.features];
    if (c.color) items.push(`Kleur: ${nl.colors[c.color]}`);
    return `<p>${f.blurb}</p>${ul(items)}`;
  },
  accessoryShortDescription: (c) => `<p>${FAMILY[ACCESSORY_FAMILY[c.type]].short}</p>`,

  giftCardName: (amount) => (amount ? `Cadeaukaart ${euros('nl', amount)}` : 'Cadeaukaart – bedrag naar keuze'),
  giftCardDescription(amount) {
    return `<p>Geef een mooie bril cadeau: de ${SHOP_NAME}-cadeaukaart is te besteden aan monturen, zonnebrillen, brillenglazen op sterkte, contactlenzen en accessoires.</p><p>Hij wordt per e-mail verstuurd met jouw persoonlijke boodschap en is twee jaar geldig vanaf de aankoopdatum.</p>${ul(
      [
        amount ? `Waarde: ${euros('nl', amount)}` : `Kies een bedrag tussen ${euros('nl', 10)} en ${euros('nl', 500)}`,
        'Binnen enkele minuten per e-mail bezorgd',
        'Te gebruiken voor meerdere bestellingen tot het saldo op is',
      ],
    )}`;
  },
  giftCardShortDescription: (amount) =>
    `<p>Digitale cadeaukaart ${amount ? `ter waarde van ${euros('nl', amount)}` : 'voor een bedrag naar keuze'}, per e-mail bezorgd.</p>`,

  lensOptions: {
    usage: 'Gebruik',
    lens_type: 'Type glazen',
    lens_index: 'Brekingsindex',
    coatings: 'Coatings',
    prescription: 'Brilvoorschrift',
  },
  lensValues: {
    'single-vision': 'Enkelvoudig',
    progressive: 'Multifocaal',
    reading: 'Lezen',
    'non-prescription': 'Zonder sterkte',
    clear: 'Helder',
    'blue-light': 'Blauwlichtfilter',
    photochromic: 'Fotochromatisch',
    'sun-tint': 'Zonnetint',
    'standard-tint': 'Standaard tint',
    polarised: 'Gepolariseerd',
    gradient: 'Verloop',
    mirrored: 'Gespiegeld',
    'index-150': '1,50 standaard',
    'index-160': '1,60 dun',
    'index-167': '1,67 extra dun',
    'index-174': '1,74 ultradun',
    'anti-reflective': 'Ontspiegeling',
    'scratch-resistant': 'Krasbestendig',
    'water-repellent': 'Waterafstotend',
    'uv-protection': 'UV-bescherming',
  },

  cmsPages: {
    home: {
      title: 'Home',
      heading: '',
      content:
        '<h1>Brillen om goed te zien en gezien te worden</h1>' +
        '<p>Designmonturen, zonnebrillen en contactlenzen, met glazen op sterkte uit ons eigen lab, gratis verzending en gratis retourneren binnen 30 dagen.</p>' +
        '<h2>Vind het montuur dat bij je past</h2>' +
        '<p>Bekijk brillen en zonnebrillen op vorm, materiaal en kleur, vergelijk de maten met de maten in je huidige montuur en kies in een paar klikken enkelvoudige, multifocale of leesglazen.</p>',
      metaTitle: `${SHOP_NAME} – Brillen, zonnebrillen en contactlenzen`,
      metaDescription: 'Brillen, zonnebrillen en contactlenzen met glazen uit ons eigen lab. Gratis verzending en gratis retourneren.',
      metaKeywords: 'brillen, zonnebrillen, contactlenzen, opticien',
    },
    'about-us': {
      title: 'Over ons',
      heading: 'Over ons',
      content:
        `<p>${SHOP_NAME} is een onafhankelijke online opticien, opgericht door opticiens en brillenmakers. We ontwerpen onze monturen met kleine ateliers, voorzien ze van glazen uit ons eigen lab en controleren elke bril met de hand voordat hij vertrekt.</p>` +
        '<h2>Onze belofte</h2>' +
        '<ul><li>Eerlijke prijzen, met de glazen inbegrepen in de prijs die je ziet</li><li>Gediplomeerde opticiens die je vragen beantwoorden per e-mail en chat</li><li>Gratis afstellen en twee jaar garantie op elk montuur</li></ul>' +
        '<p>Van je eerste leesbril tot multifocale glazen: we willen dat een bril online kopen net zo vertrouwd voelt als een bezoek aan je opticien om de hoek.</p>',
      metaTitle: `Over ons | ${SHOP_NAME}`,
      metaDescription: `${SHOP_NAME} is een onafhankelijke online opticien: monturen van kleine ateliers en glazen uit ons eigen lab.`,
      metaKeywords: 'over ons, opticien, glazenlab',
    },
    'shipping-and-returns': {
      title: 'Verzending en retourneren',
      heading: 'Verzending en retourneren',
      content:
        '<h2>Verzending</h2>' +
        '<p>Monturen zonder glazen, zonnebrillen, contactlenzen en accessoires verzenden we binnen één werkdag. Brillen met glazen op sterkte worden in ons lab gemaakt en binnen 5 tot 7 werkdagen verzonden.</p>' +
        '<ul><li>Gratis standaardverzending op elke bestelling</li><li>Expreslevering mogelijk bij het afrekenen</li><li>Track-and-tracecode per e-mail zodra je pakket onderweg is</li></ul>' +
        '<h2>Retourneren</h2>' +
        '<p>Je kunt elk artikel binnen 30 dagen na levering retourneren en krijgt het volledige bedrag terug, ook voor brillen met glazen op sterkte. Contactlenzen kun je retourneren in ongeopende verpakkingen.</p>' +
        '<p>Start een retour vanuit je account of neem contact op met onze klantenservice; we sturen je een gefrankeerd label.</p>',
      metaTitle: `Verzending en retourneren | ${SHOP_NAME}`,
      metaDescription: 'Gratis standaardverzending en gratis retourneren binnen 30 dagen, ook voor brillen op sterkte.',
      metaKeywords: 'verzending, levering, retourneren, terugbetaling',
    },
    'privacy-policy': {
      title: 'Privacybeleid',
      heading: 'Privacybeleid',
      content:
        `<p>Dit beleid legt uit welke persoonsgegevens ${SHOP_NAME} verzamelt, waarom, en welke rechten je hebt. We verzamelen alleen wat nodig is om je bestellingen te verwerken en onze service te verbeteren.</p>` +
        '<h2>Welke gegevens we verzamelen</h2>' +
        '<ul><li>Je naam, adressen, e-mailadres en telefoonnummer, om je bestellingen te leveren</li><li>Je brilvoorschriften, om je glazen te maken; dit zijn gezondheidsgegevens die we alleen daarvoor gebruiken</li><li>Je bestelgeschiedenis en voorkeuren, als je een account hebt</li></ul>' +
        '<h2>Hoe lang we ze bewaren</h2>' +
        '<p>Bestelgegevens bewaren we zo lang als de wet voorschrijft. Brilvoorschriften bewaren we zolang je account bestaat, en je kunt ze op elk moment verwijderen.</p>' +
        '<h2>Jouw rechten</h2>' +
        '<p>Je kunt vragen om inzage, correctie, overdracht of verwijdering van je gegevens en je op elk moment afmelden voor marketingmails, via onze klantenservice.</p>',
      metaTitle: `Privacybeleid | ${SHOP_NAME}`,
      metaDescription: `Hoe ${SHOP_NAME} je persoonsgegevens en brilvoorschriften verzamelt, gebruikt en beschermt.`,
      metaKeywords: 'privacy, persoonsgegevens, AVG',
    },
    'no-route': {
      title: '404 Pagina niet gevonden',
      heading: 'We kunnen deze pagina niet vinden',
      content:
        '<p>De opgevraagde pagina bestaat niet of is niet meer beschikbaar.</p>' +
        '<ul><li>Controleer of het adres goed is gespeld.</li><li>Gebruik het menu of de zoekfunctie om een product te vinden.</li><li>Ga terug naar de vorige pagina.</li></ul>',
      metaTitle: 'Pagina niet gevonden',
      metaDescription: 'De opgevraagde pagina is niet gevonden.',
      metaKeywords: '',
    },
  },
  cmsBlocks: {
    'home-hero': {
      title: 'Homepagebanner',
      content:
        '<h2>Monturen van het seizoen</h2><p>Nieuwe vormen in handgepolijst acetaat en vederlicht titanium, klaar voor jouw glazen op sterkte.</p>',
    },
    'usp-bar': {
      title: 'Waarom bij ons',
      content:
        '<ul><li>Gratis standaardverzending</li><li>Gratis retourneren binnen 30 dagen</li><li>Twee jaar garantie op elk montuur</li></ul>',
    },
    'footer-about': {
      title: 'Over de winkel',
      content: `<p>${SHOP_NAME} is een onafhankelijke online opticien. Onze monturen worden ontworpen met kleine ateliers en voorzien van glazen uit ons eigen lab.</p>`,
    },
    'category-banner-eyeglasses': {
      title: 'Banner brillen',
      content:
        '<h2>Complete brillen, glazen inbegrepen</h2><p>Bij elk montuur horen enkelvoudige glazen op jouw sterkte, met ontspiegeling en krasbestendige coating.</p>',
    },
  },
};
