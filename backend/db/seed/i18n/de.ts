import { ACCESSORY_FAMILY, SHOP_NAME, type AccessoryFamily, type FrameKind, type MaterialKey, type ShapeKey } from '../vocabulary';
import { euros, inText, joinList, sizeList, ul } from './format';
import { count as n } from './format';
import type { LanguagePack } from './types';

const FRAME_NAME: Record<FrameKind, Record<ShapeKey, string>> = {
  eyeglasses: {
    round: 'Runde Brille',
    square: 'Eckige Brille',
    rectangle: 'Rechteckige Brille',
    'cat-eye': 'Cat-Eye-Brille',
    aviator: 'Pilotenbrille',
    oval: 'Ovale Brille',
    browline: 'Browline-Brille',
    geometric: 'Geometrische Brille',
  },
  sunglasses: {
    round: 'Runde Sonnenbrille',
    square: 'Eckige Sonnenbrille',
    rectangle: 'Rechteckige Sonnenbrille',
    'cat-eye': 'Cat-Eye-Sonnenbrille',
    aviator: 'Pilotensonnenbrille',
    oval: 'Ovale Sonnenbrille',
    browline: 'Browline-Sonnenbrille',
    geometric: 'Geometrische Sonnenbrille',
  },
};
/** "eine {…}" with F = Fassung / Sonnenbrillenfassung. */
const SHAPE_FRAME: Record<ShapeKey, string> = {
  round: 'runde F',
  square: 'eckige F',
  rectangle: 'rechteckige F',
  'cat-eye': 'Cat-Eye-F',
  aviator: 'F im Pilotenstil',
  oval: 'ovale F',
  browline: 'Browline-F',
  geometric: 'geometrische F',
};
const SHAPE_CATEGORY: Record<ShapeKey, string> = {
  round: 'Runde Fassungen',
  square: 'Eckige Fassungen',
  rectangle: 'Rechteckige Fassungen',
  'cat-eye': 'Cat-Eye-Fassungen',
  aviator: 'Pilotenfassungen',
  oval: 'Ovale Fassungen',
  browline: 'Browline-Fassungen',
  geometric: 'Geometrische Fassungen',
};
const MATERIAL_FROM: Record<MaterialKey, string> = {
  acetate: 'Acetat',
  metal: 'Metall',
  titanium: 'Titan',
  'bio-acetate': 'Bio-Acetat',
  combination: 'Acetat und Metall',
};
const MATERIAL_TEXT: Record<MaterialKey, string> = {
  acetate: 'handpoliertem Acetat',
  metal: 'Edelstahl',
  titanium: 'reinem Titan',
  'bio-acetate': 'pflanzenbasiertem Bio-Acetat',
  combination: 'Acetat und Metall',
};
const MATERIAL_BLURB: Record<MaterialKey, string> = {
  acetate: 'Aus Acetatplatten gefräst und von Hand poliert, hat sie eine Farbtiefe, die kein gespritzter Kunststoff erreicht.',
  metal: 'Schmale Ränder und verstellbare Nasenpads machen sie leicht und einfach anzupassen.',
  titanium: 'Titan wiegt fast nichts, korrodiert nicht und ist hypoallergen – ideal bei empfindlicher Haut.',
  'bio-acetate': 'Bio-Acetat bewahrt die Wärme und Farbtiefe von klassischem Acetat, mit einem kleineren ökologischen Fußabdruck.',
  combination: 'Eine Front aus Acetat trifft auf schlanke Metallbügel: Charakter und Leichtigkeit in Balance.',
};
const MATERIAL_FEATURE: Record<MaterialKey, (w: number) => string> = {
  acetate: (w) => `Handpoliertes Acetat mit Fünffach-Scharnieren, ${w} g`,
  metal: (w) => `Edelstahl mit verstellbaren Nasenpads, ${w} g`,
  titanium: (w) => `Hypoallergenes Reintitan, nur ${w} g`,
  'bio-acetate': (w) => `Pflanzenbasiertes Bio-Acetat, ${w} g`,
  combination: (w) => `Front aus Acetat, Bügel aus Metall, ${w} g`,
};
const GENDER_TEXT = {
  women: 'für Damen entworfen',
  men: 'für Herren entworfen',
  unisex: 'die zu jedem Gesicht passt',
  kids: 'in Kindergröße',
} as const;
const FAMILY: Record<AccessoryFamily, { blurb: string; features: [string, string]; short: string }> = {
  case: {
    blurb:
      'Eine feste Schale und ein weiches, fusselfreies Innenfutter schützen Fassung und Gläser vor Stößen und Kratzern – in der Tasche wie in der Jacke.',
    features: ['Passend für die meisten Fassungen bis 150 mm Breite', 'Innenfutter, das die Gläser nicht zerkratzt'],
    short: 'Schutzetui für Brillen und Sonnenbrillen.',
  },
  cloth: {
    blurb: 'Feinste Mikrofaser entfernt Fingerabdrücke, Staub und Schlieren von Gläsern und Bildschirmen – ohne Chemie und ohne Kratzer.',
    features: ['18 × 18 cm, bei 40 °C waschbar', 'Für alle Glasveredelungen geeignet'],
    short: 'Mikrofasertuch für Brillengläser und Bildschirme.',
  },
  spray: {
    blurb:
      'Eine alkoholfreie Formel, die alle Glasveredelungen schont, auch Entspiegelung und Blaulichtfilter. Aufsprühen, mit einem Mikrofasertuch abwischen, fertig.',
    features: ['Ohne Alkohol und Ammoniak', 'Recycelbare Flasche'],
    short: 'Alkoholfreier Reiniger für alle Brillengläser.',
  },
  chain: {
    blurb:
      'So hängt Ihre Brille um den Hals und ist immer griffbereit: Die Silikonschlaufen passen über die Bügel der meisten Fassungen und halten sie sicher.',
    features: ['Verstellbare Silikonschlaufen', 'Länge ca. 70 cm'],
    short: 'Damit Ihre Brille immer griffbereit ist.',
  },
  kit: {
    blurb: 'Alles, was Ihre Brille sauber und in Form hält, zu Hause oder auf Reisen, in einem kompakten Reißverschlussetui.',
    features: ['Kompaktes Reißverschlussetui', 'Ideal für unterwegs'],
    short: 'Das Wichtigste zur Brillenpflege in einem Etui.',
  },
};

export const de: LanguagePack = {
  lang: 'de',
  attributeLabels: {
    brand: 'Marke',
    frame_shape: 'Fassungsform',
    frame_material: 'Fassungsmaterial',
    color: 'Farbe',
    gender: 'Geschlecht',
    frame_size: 'Fassungsgröße',
    lens_width: 'Glasbreite',
    bridge_width: 'Stegbreite',
    temple_length: 'Bügellänge',
    polarized: 'Polarisiert',
  },
  colors: {
    black: 'Schwarz',
    tortoise: 'Havanna',
    crystal: 'Kristall',
    honey: 'Honig',
    navy: 'Marineblau',
    burgundy: 'Bordeaux',
    olive: 'Oliv',
    rose: 'Rosé',
    grey: 'Grau',
    gold: 'Gold',
    silver: 'Silber',
    blue: 'Blau',
    brown: 'Braun',
    white: 'Weiß',
    green: 'Grün',
  },
  shapes: {
    round: 'Rund',
    square: 'Eckig',
    rectangle: 'Rechteckig',
    'cat-eye': 'Cat-Eye',
    aviator: 'Pilot',
    oval: 'Oval',
    browline: 'Browline',
    geometric: 'Geometrisch',
  },
  materials: { acetate: 'Acetat', metal: 'Metall', titanium: 'Titan', 'bio-acetate': 'Bio-Acetat', combination: 'Acetat und Metall' },
  genders: { women: 'Damen', men: 'Herren', unisex: 'Unisex', kids: 'Kinder' },
  tints: {
    grey: 'grauen Gläser',
    brown: 'braunen Gläser',
    green: 'grünen Gläser',
    'blue-mirror': 'blau verspiegelten Gläser',
    'gold-mirror': 'gold verspiegelten Gläser',
    'rose-gradient': 'Gläser mit Rosé-Verlauf',
  },

  categories: {
    eyeglasses: {
      name: 'Brillen',
      title: 'Brillen',
      description:
        'Korrektionsbrillen aus Acetat, Metall und Titan, mit Gläsern nach Ihren Werten. Kostenlose Anpassung und zwei Jahre Garantie auf jede Fassung.',
    },
    sunglasses: {
      name: 'Sonnenbrillen',
      title: 'Sonnenbrillen',
      description: 'Sonnenbrillen mit 100 % UV-Schutz, mit oder ohne polarisierte Gläser, auch in Ihrer Sehstärke erhältlich.',
    },
    'contact-lenses': {
      name: 'Kontaktlinsen',
      title: 'Kontaktlinsen',
      description:
        'Tages- und Monatslinsen bei Kurz- und Weitsichtigkeit, Hornhautverkrümmung und Alterssichtigkeit, bequem nach Hause geliefert.',
    },
    'contact-lenses-daily': {
      name: 'Tageslinsen',
      title: 'Tageslinsen',
      description: 'Einweglinsen für einen Tag: jeden Morgen ein frisches, hygienisches Paar, ohne Pflege und ohne Behälter.',
    },
    'contact-lenses-monthly': {
      name: 'Monatslinsen',
      title: 'Monatslinsen',
      description: 'Linsen, die bis zu 30 Tage täglich getragen werden: die günstige Wahl für alle, die jeden Tag Linsen tragen.',
    },
    accessories: {
      name: 'Zubehör',
      title: 'Brillenzubehör',
      description: 'Etuis, Putztücher, Reinigungssprays und Ketten für die Pflege Ihrer Brille.',
    },
    'gift-cards': {
      name: 'Geschenkkarten',
      title: 'Geschenkkarten',
      description: 'Digitale Geschenkkarten für Fassungen, Sonnenbrillen und Kontaktlinsen, per E-Mail zugestellt.',
    },
    'frame-shapes': {
      name: 'Fassungsformen',
      title: 'Nach Fassungsform einkaufen',
      description: 'Finden Sie Brillen und Sonnenbrillen nach Form: rund, eckig, Cat-Eye, Pilot und viele mehr.',
    },
    'new-arrivals': {
      name: 'Neuheiten',
      title: 'Neuheiten',
      description: 'Die neuesten Fassungen und Sonnenbrillen, frisch eingetroffen.',
    },
    sale: {
      name: 'Sale',
      title: 'Sale',
      description: 'Ausgewählte Fassungen, Sonnenbrillen und Zubehör zu reduzierten Preisen, solange der Vorrat reicht.',
    },
    outlet: { name: 'Outlet', title: 'Outlet', description: 'Letzte Stücke und auslaufende Modelle.' },
  },
  genderCategory(kind, gender) {
    const name = { women: 'Damen', men: 'Herren', kids: 'Kinder' }[gender];
    const noun = kind === 'eyeglasses' ? 'brillen' : 'sonnenbrillen';
    const title = `${name}${noun}`;
    const description =
      gender === 'kids'
        ? `Leichte, robuste ${kind === 'eyeglasses' ? 'Brillen' : 'Sonnenbrillen'} in Kindergröße mit flexiblen Scharnieren ${kind === 'eyeglasses' ? 'und Gläsern nach Rezept' : 'und 100 % UV-Schutz'}.`
        : `${title} in allen Formen, Materialien und Farben, ${kind === 'eyeglasses' ? 'mit Gläsern nach Ihren Werten' : 'mit 100 % UV-Schutz'}.`;
    return { name, title, description };
  },
  shapeCategory(shape) {
    const texts: Record<ShapeKey, string> = {
      round: 'Runde Fassungen mildern kantige Gesichtszüge und bringen einen Hauch Vintage.',
      square: 'Eckige Fassungen geben runden und ovalen Gesichtern Struktur.',
      rectangle: 'Zeitlos und zurückhaltend: Rechteckige Fassungen passen zu den meisten Gesichtern.',
      'cat-eye': 'Cat-Eye-Fassungen laufen an den äußeren Ecken nach oben aus und öffnen den Blick.',
      aviator: 'Tropfenförmige Gläser und Doppelsteg: Pilotenbrillen wurden ursprünglich für Piloten entwickelt.',
      oval: 'Ausgewogen und dezent: Ovale Fassungen lassen sich jeden Tag leicht tragen.',
      browline: 'Browline-Fassungen betonen die Augen mit einem kräftigen Oberrand und einer leichten unteren Hälfte.',
      geometric: 'Sechs- und achteckige Fassungen für einen selbstbewussten, architektonischen Look.',
    };
    return { name: de.shapes[shape], title: SHAPE_CATEGORY[shape], description: texts[shape] };
  },
  frameShapesOldUrlKey: 'nach-form-einkaufen',

  frameName(kind, shape, material) {
    return `${FRAME_NAME[kind][shape]}${material ? ` aus ${MATERIAL_FROM[material]}` : ''}`;
  },
  productName: (brand, model, frameName) => `${brand} ${model} – ${frameName}`,
  frameDescription(c) {
    const colors = joinList(
      'de',
      c.colors.map((k) => inText('de', de.colors[k])),
    );
    const frame = SHAPE_FRAME[c.shape].replace('F', c.kind === 'sunglasses' ? 'Sonnenbrillenfassung' : 'Fassung');
    const p1 = `Das Modell ${c.model} von ${c.brand} ist eine ${frame} aus ${MATERIAL_TEXT[c.material]}, ${GENDER_TEXT[c.gender]}. ${MATERIAL_BLURB[c.material]}`;
    const p2 =
      c.kind === 'eyeglasses'
        ? 'Bestellen Sie sie mit Einstärken-, Gleitsicht- oder Lesegläsern nach Ihren Werten oder mit Gläsern ohne Sehstärke. Dünnere Gläser, ein Blaulichtfilter und eine Entspiegelung sind als Option erhältlich.'
        : `Die ${de.tints[c.tint ?? 'grey']} blockieren 100 % der UVA- und UVB-Strahlen${c.polarized ? ' und sind polarisiert, um Blendung durch Wasser, Schnee und nasse Straßen zu mindern' : ''}. Diese Fassung ist auch mit Sonnenschutzgläsern in Ihrer Sehstärke erhältlich.`;
    const kindFeature =
      c.kind === 'eyeglasses'
        ? 'Für Einstärken-, Gleitsicht- oder Lesegläser geeignet'
        : c.polarized
          ? 'Polarisierte Gläser der Kategorie 3, UV400'
          : 'Gläser der Kategorie 3, UV400';
    return `<p>${p1}</p><p>${p2}</p>${ul([
      MATERIAL_FEATURE[c.material](c.weight),
      `Größen (Glas-Steg-Bügel, mm): ${sizeList(c.sizes)}`,
      kindFeature,
      `Farben: ${colors}`,
    ])}`;
  },
  frameShortDescription(c) {
    return `<p>${de.frameName(c.kind, c.shape, c.material)} von ${c.brand}, in ${n(c.colors.length, 'Farbe', 'Farben')} und ${n(c.sizes.length, 'Größe', 'Größen')}.</p>`;
  },

  contactName: (line, pack) => `${line} – ${pack}er-Packung`,
  contactDescription(c) {
    const modality =
      c.modality === 'daily'
        ? `Die Tageslinsen ${c.line} werden einen Tag lang getragen und dann entsorgt: keine Pflege, kein Behälter, jeden Morgen ein frisches Paar.`
        : `Die Monatslinsen ${c.line} werden bis zu 30 Tage lang täglich getragen und über Nacht in einer All-in-One-Lösung gereinigt und aufbewahrt.`;
    const design = {
      spherical: 'Sie korrigieren Kurz- und Weitsichtigkeit.',
      toric: 'Ihr torisches Design sitzt stabil auf dem Auge und korrigiert Hornhautverkrümmung.',
      multifocal: 'Ihr multifokales Design sorgt bei Alterssichtigkeit für klare Sicht in der Nähe, in der Ferne und dazwischen.',
    }[c.design];
    const duration = c.modality === 'daily' ? `${c.pack} Tage für ein Auge` : `${c.pack} Monate für ein Auge`;
    return `<p>${modality} ${design}</p><p>Aus Silikon-Hydrogel gefertigt, lassen sie viel Sauerstoff durch – für weiße, entspannte Augen den ganzen Tag. Bestellen Sie sie mit den Werten Ihres aktuellen Kontaktlinsenpasses.</p>${ul(
      [`Packung mit ${c.pack} Linsen (${duration})`, `Wassergehalt ${c.water} %`, 'Silikon-Hydrogel mit UV-Filter'],
    )}`;
  },
  contactShortDescription(c) {
    const design = { spherical: '', toric: 'Torische ', multifocal: 'Multifokale ' }[c.design];
    const modality = c.modality === 'daily' ? 'Tageslinsen' : 'Monatslinsen';
    return `<p>${design}${modality}, ${c.pack} Linsen pro Packung.</p>`;
  },

  accessoryTypes: {
    'hard-case': 'Hartschalenetui',
    'folding-case': 'Faltetui',
    pouch: 'Etui aus veganem Leder',
    cloth: 'Mikrofaser-Putztuch',
    'cloth-3-pack': 'Mikrofasertücher im 3er-Pack',
    'spray-30': 'Brillenreinigungsspray 30 ml',
    'spray-100': 'Brillenreinigungsspray 100 ml',
    'anti-fog': 'Antibeschlagspray 30 ml',
    chain: 'Brillenkette',
    cord: 'Brillenband mit Perlen',
    strap: 'Sportband',
    'cleaning-kit': 'Brillenpflege-Set',
    'repair-kit': 'Brillen-Reparaturset',
    'travel-kit': 'Reise-Pflegeset',
  },
  accessoryName: (brand, type, color) => `${brand} ${de.accessoryTypes[type]}${color ? ` – ${de.colors[color]}` : ''}`,
  accessoryDescription(c) {
    const f = FAMILY[ACCESSORY_FAMILY[c.type]];
    const items = [...f.features];
    if (c.color) items.push(`Farbe: ${de.colors[c.color]}`);
    return `<p>${f.blurb}</p>${ul(items)}`;
  },
  accessoryShortDescription: (c) => `<p>${FAMILY[ACCESSORY_FAMILY[c.type]].short}</p>`,

  giftCardName: (amount) => (amount ? `Geschenkkarte ${euros('de', amount)}` : 'Geschenkkarte – Betrag frei wählbar'),
  giftCardDescription(amount) {
    return `<p>Verschenken Sie gutes Sehen: Die ${SHOP_NAME}-Geschenkkarte gilt für Fassungen, Sonnenbrillen, Korrektionsgläser, Kontaktlinsen und Zubehör.</p><p>Sie wird per E-Mail mit Ihrer persönlichen Nachricht verschickt und ist ab Kaufdatum zwei Jahre gültig.</p>${ul(
      [
        amount ? `Wert: ${euros('de', amount)}` : `Beliebiger Betrag von ${euros('de', 10)} bis ${euros('de', 500)}`,
        'Versand per E-Mail innerhalb weniger Minuten',
        'In mehreren Bestellungen einlösbar, bis das Guthaben aufgebraucht ist',
      ],
    )}`;
  },
  giftCardShortDescription: (amount) =>
    `<p>Digitale Geschenkkarte ${amount ? `im Wert von ${euros('de', amount)}` : 'über einen Betrag Ihrer Wahl'}, per E-Mail zugestellt.</p>`,

  lensOptions: {
    usage: 'Verwendung',
    lens_type: 'Glasart',
    lens_index: 'Brechungsindex',
    coatings: 'Veredelungen',
    prescription: 'Sehstärke (Rezept)',
  },
  lensValues: {
    'single-vision': 'Einstärken',
    progressive: 'Gleitsicht',
    reading: 'Lesebrille',
    'non-prescription': 'Ohne Sehstärke',
    clear: 'Klar',
    'blue-light': 'Blaulichtfilter',
    photochromic: 'Selbsttönend',
    'sun-tint': 'Sonnentönung',
    'standard-tint': 'Standardtönung',
    polarised: 'Polarisiert',
    gradient: 'Verlauf',
    mirrored: 'Verspiegelt',
    'index-150': '1,50 Standard',
    'index-160': '1,60 dünn',
    'index-167': '1,67 extra dünn',
    'index-174': '1,74 ultradünn',
    'anti-reflective': 'Entspiegelung',
    'scratch-resistant': 'Hartschicht',
    'water-repellent': 'Wasserabweisend',
    'uv-protection': 'UV-Schutz',
  },

  cmsPages: {
    home: {
      title: 'Startseite',
      heading: '',
      content:
        '<h1>Brillen zum Sehen und Gesehenwerden</h1>' +
        '<p>Designerfassungen, Sonnenbrillen und Kontaktlinsen, mit Korrektionsgläsern aus unserem eigenen Labor, kostenlosem Versand und kostenloser Rücksendung innerhalb von 30 Tagen.</p>' +
        '<h2>Finden Sie die Fassung, die zu Ihnen passt</h2>' +
        '<p>Stöbern Sie in Brillen und Sonnenbrillen nach Form, Material und Farbe, vergleichen Sie die Größen mit den Maßen in Ihrer aktuellen Fassung und wählen Sie mit wenigen Klicks Einstärken-, Gleitsicht- oder Lesegläser.</p>',
      metaTitle: `${SHOP_NAME} – Brillen, Sonnenbrillen und Kontaktlinsen`,
      metaDescription:
        'Brillen, Sonnenbrillen und Kontaktlinsen mit Gläsern aus unserem eigenen Labor. Kostenloser Versand und kostenlose Rücksendung.',
      metaKeywords: 'Brillen, Sonnenbrillen, Kontaktlinsen, Optiker',
    },
    'about-us': {
      title: 'Über uns',
      heading: 'Über uns',
      content:
        `<p>${SHOP_NAME} ist ein unabhängiger Online-Optiker, gegründet von Augenoptikern und Brillenmachern. Wir entwerfen unsere Fassungen mit kleinen Manufakturen, verglasen sie mit Gläsern aus unserem eigenen Labor und prüfen jede Brille von Hand, bevor sie unser Haus verlässt.</p>` +
        '<h2>Unser Versprechen</h2>' +
        '<ul><li>Ehrliche Preise, die Gläser sind im angezeigten Preis enthalten</li><li>Ausgebildete Augenoptiker beantworten Ihre Fragen per E-Mail und Chat</li><li>Kostenlose Anpassung und zwei Jahre Garantie auf jede Fassung</li></ul>' +
        '<p>Von der ersten Lesebrille bis zu Gleitsichtgläsern: Eine Brille online zu kaufen soll so beruhigend sein wie der Besuch bei Ihrem Optiker um die Ecke.</p>',
      metaTitle: `Über uns | ${SHOP_NAME}`,
      metaDescription: `${SHOP_NAME} ist ein unabhängiger Online-Optiker: Fassungen aus kleinen Manufakturen und Gläser aus unserem eigenen Labor.`,
      metaKeywords: 'über uns, Optiker, Glaslabor',
    },
    'shipping-and-returns': {
      title: 'Versand und Rücksendung',
      heading: 'Versand und Rücksendung',
      content:
        '<h2>Versand</h2>' +
        '<p>Fassungen ohne Gläser, Sonnenbrillen, Kontaktlinsen und Zubehör verschicken wir innerhalb eines Werktags. Brillen mit Korrektionsgläsern werden in unserem Labor gefertigt und innerhalb von 5 bis 7 Werktagen versandt.</p>' +
        '<ul><li>Kostenloser Standardversand für jede Bestellung</li><li>Expressversand an der Kasse wählbar</li><li>Sendungsnummer per E-Mail, sobald Ihr Paket unterwegs ist</li></ul>' +
        '<h2>Rücksendung</h2>' +
        '<p>Sie können jeden Artikel innerhalb von 30 Tagen nach Erhalt zurücksenden und erhalten den vollen Betrag zurück, auch Brillen mit Korrektionsgläsern. Kontaktlinsen nehmen wir in ungeöffneten Packungen zurück.</p>' +
        '<p>Starten Sie die Rücksendung in Ihrem Kundenkonto oder kontaktieren Sie unseren Kundenservice – wir senden Ihnen ein frankiertes Etikett.</p>',
      metaTitle: `Versand und Rücksendung | ${SHOP_NAME}`,
      metaDescription: 'Kostenloser Standardversand und kostenlose Rücksendung innerhalb von 30 Tagen, auch für Korrektionsbrillen.',
      metaKeywords: 'Versand, Lieferung, Rücksendung, Erstattung',
    },
    'privacy-policy': {
      title: 'Datenschutzerklärung',
      heading: 'Datenschutzerklärung',
      content:
        `<p>Diese Erklärung beschreibt, welche personenbezogenen Daten ${SHOP_NAME} erhebt, wozu und welche Rechte Sie haben. Wir erheben nur, was wir für die Abwicklung Ihrer Bestellungen und die Verbesserung unseres Service brauchen.</p>` +
        '<h2>Welche Daten wir erheben</h2>' +
        '<ul><li>Ihren Namen, Ihre Adressen, E-Mail-Adresse und Telefonnummer, um Ihre Bestellungen zu liefern</li><li>Ihre Brillenwerte, um Ihre Gläser zu fertigen; es sind Gesundheitsdaten, die nur zu diesem Zweck genutzt werden</li><li>Ihre Bestellhistorie und Ihre Einstellungen, wenn Sie ein Kundenkonto haben</li></ul>' +
        '<h2>Wie lange wir sie speichern</h2>' +
        '<p>Bestelldaten speichern wir so lange, wie es das Gesetz verlangt. Brillenwerte bleiben gespeichert, solange Ihr Kundenkonto besteht, und Sie können sie jederzeit löschen.</p>' +
        '<h2>Ihre Rechte</h2>' +
        '<p>Sie können Auskunft, Berichtigung, Datenübertragung oder Löschung Ihrer Daten verlangen und Werbe-E-Mails jederzeit widersprechen – wenden Sie sich dazu an unseren Kundenservice.</p>',
      metaTitle: `Datenschutzerklärung | ${SHOP_NAME}`,
      metaDescription: `Wie ${SHOP_NAME} Ihre personenbezogenen Daten und Brillenwerte erhebt, nutzt und schützt.`,
      metaKeywords: 'Datenschutz, personenbezogene Daten, DSGVO',
    },
    'no-route': {
      title: '404 Seite nicht gefunden',
      heading: 'Diese Seite gibt es nicht',
      content:
        '<p>Die aufgerufene Seite existiert nicht oder ist nicht mehr verfügbar.</p>' +
        '<ul><li>Prüfen Sie, ob die Adresse richtig geschrieben ist.</li><li>Nutzen Sie das Menü oder die Suche, um ein Produkt zu finden.</li><li>Kehren Sie zur vorherigen Seite zurück.</li></ul>',
      metaTitle: 'Seite nicht gefunden',
      metaDescription: 'Die angeforderte Seite wurde nicht gefunden.',
      metaKeywords: '',
    },
  },
  cmsBlocks: {
    'home-hero': {
      title: 'Startseiten-Banner',
      content:
        '<h2>Die Fassungen der Saison</h2><p>Neue Formen aus handpoliertem Acetat und federleichtem Titan, bereit für Ihre Korrektionsgläser.</p>',
    },
    'usp-bar': {
      title: 'Gute Gründe für uns',
      content:
        '<ul><li>Kostenloser Standardversand</li><li>Kostenlose Rücksendung innerhalb von 30 Tagen</li><li>Zwei Jahre Garantie auf jede Fassung</li></ul>',
    },
    'footer-about': {
      title: 'Über den Shop',
      content: `<p>${SHOP_NAME} ist ein unabhängiger Online-Optiker. Unsere Fassungen entstehen mit kleinen Manufakturen und werden mit Gläsern aus unserem eigenen Labor verglast.</p>`,
    },
    'category-banner-eyeglasses': {
      title: 'Banner Brillen',
      content:
        '<h2>Komplette Brillen, Gläser inklusive</h2><p>Zu jeder Fassung gehören Einstärkengläser nach Ihren Werten, entspiegelt und gehärtet.</p>',
    },
  },
};
