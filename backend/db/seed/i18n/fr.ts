import { ACCESSORY_FAMILY, SHOP_NAME, type AccessoryFamily, type MaterialKey, type ShapeKey } from '../vocabulary';
import { euros, inText, joinList, sizeList, ul } from './format';
import { count as n } from './format';
import type { LanguagePack } from './types';

/** Adjectives agreeing with "lunettes" (feminine plural) and "monture" (feminine singular). */
const SHAPE_PLURAL: Record<ShapeKey, string> = {
  round: 'rondes',
  square: 'carrées',
  rectangle: 'rectangulaires',
  'cat-eye': 'papillon',
  aviator: 'aviateur',
  oval: 'ovales',
  browline: 'browline',
  geometric: 'géométriques',
};
const SHAPE_SINGULAR: Record<ShapeKey, string> = {
  round: 'ronde',
  square: 'carrée',
  rectangle: 'rectangulaire',
  'cat-eye': 'papillon',
  aviator: 'aviateur',
  oval: 'ovale',
  browline: 'browline',
  geometric: 'géométrique',
};
const MATERIAL_IN: Record<MaterialKey, string> = {
  acetate: 'acétate',
  metal: 'métal',
  titanium: 'titane',
  'bio-acetate': 'bio-acétate',
  combination: 'acétate et métal',
};
const MATERIAL_TEXT: Record<MaterialKey, string> = {
  acetate: 'acétate poli à la main',
  metal: 'acier inoxydable',
  titanium: 'titane pur',
  'bio-acetate': "bio-acétate d'origine végétale",
  combination: 'acétate et métal',
};
const MATERIAL_BLURB: Record<MaterialKey, string> = {
  acetate:
    "Découpée dans des plaques d'acétate de cellulose et polie à la main, elle offre une profondeur de couleur qu'aucun plastique injecté ne peut égaler.",
  metal: 'Ses cercles fins et ses plaquettes réglables la rendent légère et facile à ajuster.',
  titanium: "Le titane ne pèse presque rien, ne s'oxyde pas et est hypoallergénique : idéal pour les peaux sensibles.",
  'bio-acetate': "Le bio-acétate conserve la chaleur et la richesse de l'acétate classique avec un impact environnemental réduit.",
  combination: 'Une face en acétate et de fines branches en métal allient caractère et légèreté.',
};
const MATERIAL_FEATURE: Record<MaterialKey, (w: number) => string> = {
  acetate: (w) => `Acétate poli à la main, charnières à cinq barillets, ${w} g`,
  metal: (w) => `Acier inoxydable, plaquettes réglables, ${w} g`,
  titanium: (w) => `Titane pur hypoallergénique, seulement ${w} g`,
  'bio-acetate': (w) => `Bio-acétate d'origine végétale, ${w} g`,
  combination: (w) => `Face en acétate et branches en métal, ${w} g`,
};
const GENDER_TEXT = {
  women: 'pensée pour les femmes',
  men: 'pensée pour les hommes',
  unisex: "qui s'adapte à tous les visages",
  kids: 'à la taille des enfants',
} as const;
const FAMILY: Record<AccessoryFamily, { blurb: string; features: [string, string]; short: string }> = {
  case: {
    blurb:
      'Une coque rigide et une doublure douce qui ne peluche pas protègent vos montures et vos verres des chocs et des rayures, dans un sac comme dans une poche.',
    features: ["Convient à la plupart des montures jusqu'à 150 mm de large", 'Doublure qui ne raye pas les verres'],
    short: 'Étui de protection pour lunettes de vue et de soleil.',
  },
  cloth: {
    blurb:
      'Une microfibre ultrafine retire traces de doigts, poussière et salissures des verres et des écrans, sans produit et sans rayer.',
    features: ['18 × 18 cm, lavable en machine à 40 °C', 'Sans danger pour tous les traitements de verres'],
    short: 'Chiffonnette microfibre pour verres et écrans.',
  },
  spray: {
    blurb:
      "Une formule sans alcool, sans danger pour tous les traitements de verres, y compris l'antireflet et le filtre lumière bleue. Vaporisez, essuyez avec une microfibre, c'est propre.",
    features: ['Sans alcool ni ammoniaque', 'Flacon recyclable'],
    short: 'Nettoyant sans alcool pour tous les verres.',
  },
  chain: {
    blurb:
      "Gardez vos lunettes autour du cou et toujours à portée de main : les embouts en silicone s'enfilent sur les branches de la plupart des montures et les tiennent fermement.",
    features: ['Embouts en silicone ajustables', 'Longueur environ 70 cm'],
    short: 'Pour garder vos lunettes à portée de main.',
  },
  kit: {
    blurb:
      'Tout le nécessaire pour garder vos lunettes propres et bien ajustées, à la maison comme en voyage, dans une trousse zippée compacte.',
    features: ['Trousse zippée compacte', 'Idéal en voyage'],
    short: "L'essentiel de l'entretien des lunettes dans une trousse.",
  },
};

export const fr: LanguagePack = {
  lang: 'fr',
  attributeLabels: {
    brand: 'Marque',
    frame_shape: 'Forme de la monture',
    frame_material: 'Matière de la monture',
    color: 'Couleur',
    gender: 'Genre',
    frame_size: 'Taille de la monture',
    lens_width: 'Largeur du verre',
    bridge_width: 'Largeur du pont',
    temple_length: 'Longueur des branches',
    polarized: 'Polarisé',
  },
  colors: {
    black: 'Noir',
    tortoise: 'Écaille',
    crystal: 'Cristal',
    honey: 'Miel',
    navy: 'Bleu marine',
    burgundy: 'Bordeaux',
    olive: 'Vert olive',
    rose: 'Rose',
    grey: 'Gris',
    gold: 'Doré',
    silver: 'Argenté',
    blue: 'Bleu',
    brown: 'Marron',
    white: 'Blanc',
    green: 'Vert',
  },
  shapes: {
    round: 'Ronde',
    square: 'Carrée',
    rectangle: 'Rectangulaire',
    'cat-eye': 'Papillon',
    aviator: 'Aviateur',
    oval: 'Ovale',
    browline: 'Browline',
    geometric: 'Géométrique',
  },
  materials: { acetate: 'Acétate', metal: 'Métal', titanium: 'Titane', 'bio-acetate': 'Bio-acétate', combination: 'Acétate et métal' },
  genders: { women: 'Femme', men: 'Homme', unisex: 'Mixte', kids: 'Enfant' },
  tints: {
    grey: 'gris',
    brown: 'marron',
    green: 'verts',
    'blue-mirror': 'miroir bleu',
    'gold-mirror': 'miroir doré',
    'rose-gradient': 'dégradé rose',
  },

  categories: {
    eyeglasses: {
      name: 'Lunettes de vue',
      title: 'Lunettes de vue',
      description:
        'Lunettes de vue en acétate, métal et titane, avec des verres réalisés selon votre ordonnance. Ajustements offerts et garantie de deux ans sur chaque monture.',
    },
    sunglasses: {
      name: 'Lunettes de soleil',
      title: 'Lunettes de soleil',
      description: 'Lunettes de soleil avec protection UV 100 %, avec ou sans verres polarisés, disponibles à votre vue.',
    },
    'contact-lenses': {
      name: 'Lentilles de contact',
      title: 'Lentilles de contact',
      description:
        "Lentilles journalières et mensuelles pour la myopie, l'hypermétropie, l'astigmatisme et la presbytie, livrées chez vous.",
    },
    'contact-lenses-daily': {
      name: 'Journalières',
      title: 'Lentilles journalières',
      description: 'Des lentilles jetables chaque jour : une paire neuve et hygiénique chaque matin, sans entretien ni étui.',
    },
    'contact-lenses-monthly': {
      name: 'Mensuelles',
      title: 'Lentilles mensuelles',
      description: "Des lentilles portées chaque jour jusqu'à 30 jours : le choix économique pour un port quotidien.",
    },
    accessories: {
      name: 'Accessoires',
      title: 'Accessoires pour lunettes',
      description: 'Étuis, chiffonnettes, sprays nettoyants et chaînes pour prendre soin de vos lunettes.',
    },
    'gift-cards': {
      name: 'Cartes cadeaux',
      title: 'Cartes cadeaux',
      description: 'Cartes cadeaux numériques pour montures, lunettes de soleil et lentilles, envoyées par e-mail.',
    },
    'frame-shapes': {
      name: 'Formes de montures',
      title: 'Choisir par forme de monture',
      description: 'Trouvez vos lunettes de vue et de soleil par forme : rondes, carrées, papillon, aviateur et bien plus.',
    },
    'new-arrivals': { name: 'Nouveautés', title: 'Nouveautés', description: 'Les dernières montures et lunettes de soleil arrivées.' },
    sale: {
      name: 'Soldes',
      title: 'Soldes',
      description: 'Une sélection de montures, lunettes de soleil et accessoires à prix réduits, dans la limite des stocks disponibles.',
    },
    outlet: { name: 'Outlet', title: 'Outlet', description: 'Dernières pièces et fins de série.' },
  },
  genderCategory(kind, gender) {
    const noun = kind === 'eyeglasses' ? 'Lunettes de vue' : 'Lunettes de soleil';
    const name = { women: 'Femme', men: 'Homme', kids: 'Enfant' }[gender];
    const title = `${noun} ${name.toLowerCase()}`;
    const description =
      gender === 'kids'
        ? `Des ${noun.toLowerCase()} légères et solides à la taille des enfants, avec charnières flexibles ${kind === 'eyeglasses' ? 'et verres réalisés selon votre ordonnance' : 'et protection UV 100 %'}.`
        : `${title} dans toutes les formes, matières et couleurs, ${kind === 'eyeglasses' ? 'avec des verres réalisés selon votre ordonnance' : 'avec une protection UV 100 %'}.`;
    return { name, title, description };
  },
  shapeCategory(shape) {
    const texts: Record<ShapeKey, string> = {
      round: 'Les montures rondes adoucissent les traits anguleux et apportent une touche vintage.',
      square: 'Les montures carrées structurent les visages ronds et ovales.',
      rectangle: 'Intemporelles et sobres, les montures rectangulaires conviennent à la plupart des visages.',
      'cat-eye': "Les montures papillon s'étirent vers le haut aux coins extérieurs pour illuminer le regard.",
      aviator: "Verres en goutte d'eau et double pont : les montures aviateur ont d'abord été conçues pour les pilotes.",
      oval: 'Équilibrées et discrètes, les montures ovales se portent facilement au quotidien.',
      browline: 'Les montures browline soulignent le regard avec un haut de cercle marqué et un bas tout en légèreté.',
      geometric: 'Des montures hexagonales et octogonales pour un style affirmé et architectural.',
    };
    const plural = SHAPE_PLURAL[shape];
    return { name: plural.charAt(0).toUpperCase() + plural.slice(1), title: `Montures ${plural}`, description: texts[shape] };
  },
  frameShapesOldUrlKey: 'acheter-par-forme',

  frameName(kind, shape, material) {
    const noun = kind === 'eyeglasses' ? 'Lunettes de vue' : 'Lunettes de soleil';
    return `${noun} ${SHAPE_PLURAL[shape]}${material ? ` en ${MATERIAL_IN[material]}` : ''}`;
  },
  productName: (brand, model, frameName) => `${frameName} ${brand} ${model}`,
  frameDescription(c) {
    const colors = joinList(
      'fr',
      c.colors.map((k) => inText('fr', fr.colors[k])),
    );
    const frame = c.kind === 'sunglasses' ? 'monture solaire' : 'monture';
    const p1 = `Le modèle ${c.model} de ${c.brand} est une ${frame} ${SHAPE_SINGULAR[c.shape]} en ${MATERIAL_TEXT[c.material]}, ${GENDER_TEXT[c.gender]}. ${MATERIAL_BLURB[c.material]}`;
    const p2 =
      c.kind === 'eyeglasses'
        ? 'Commandez-la avec des verres unifocaux, progressifs ou de lecture réalisés selon votre ordonnance, ou avec des verres sans correction. Des verres amincis, un filtre lumière bleue et un traitement antireflet sont disponibles en option.'
        : `Ses verres ${fr.tints[c.tint ?? 'grey']} bloquent 100 % des rayons UVA et UVB${c.polarized ? " et sont polarisés pour supprimer les reflets sur l'eau, la neige et la route mouillée" : ''}. Cette monture peut aussi recevoir des verres solaires à votre vue.`;
    const kindFeature =
      c.kind === 'eyeglasses'
        ? 'Compatible avec des verres correcteurs unifocaux, progressifs ou de lecture'
        : c.polarized
          ? 'Verres polarisés catégorie 3, UV400'
          : 'Verres catégorie 3, UV400';
    return `<p>${p1}</p><p>${p2}</p>${ul([
      MATERIAL_FEATURE[c.material](c.weight),
      `Tailles (verre-pont-branche, mm) : ${sizeList(c.sizes)}`,
      kindFeature,
      `Coloris : ${colors}`,
    ])}`;
  },
  frameShortDescription(c) {
    const noun = c.kind === 'eyeglasses' ? 'Lunettes de vue' : 'Lunettes de soleil';
    return `<p>${noun} ${SHAPE_PLURAL[c.shape]} en ${MATERIAL_IN[c.material]} signées ${c.brand}, en ${c.colors.length} coloris et ${n(c.sizes.length, 'taille', 'tailles')}.</p>`;
  },

  contactName: (line, pack) => `${line} – boîte de ${pack}`,
  contactDescription(c) {
    const modality =
      c.modality === 'daily'
        ? `Les lentilles journalières ${c.line} se portent une journée puis se jettent : pas d'entretien, pas d'étui, une paire neuve chaque matin.`
        : `Les lentilles mensuelles ${c.line} se portent chaque jour pendant 30 jours au maximum, nettoyées et conservées la nuit dans une solution multifonction.`;
    const design = {
      spherical: "Elles corrigent la myopie et l'hypermétropie.",
      toric: "Leur géométrie torique reste stable sur l'œil pour corriger l'astigmatisme.",
      multifocal: 'Leur géométrie multifocale offre une vision nette de près, de loin et à distance intermédiaire, pour la presbytie.',
    }[c.design];
    const duration = c.modality === 'daily' ? `${c.pack} jours pour un œil` : `${c.pack} mois pour un œil`;
    return `<p>${modality} ${design}</p><p>En silicone hydrogel, elles laissent passer beaucoup d'oxygène pour des yeux blancs et confortables toute la journée. Commandez-les avec les valeurs de votre ordonnance de lentilles en cours.</p>${ul(
      [`Boîte de ${c.pack} lentilles (${duration})`, `Teneur en eau ${c.water} %`, 'Silicone hydrogel avec filtre UV'],
    )}`;
  },
  contactShortDescription(c) {
    const modality = c.modality === 'daily' ? 'journalières' : 'mensuelles';
    const design = { spherical: '', toric: ' toriques', multifocal: ' multifocales' }[c.design];
    return `<p>Lentilles ${modality}${design}, ${c.pack} lentilles par boîte.</p>`;
  },

  accessoryTypes: {
    'hard-case': 'Étui rigide',
    'folding-case': 'Étui pliable',
    pouch: 'Pochette en cuir végan',
    cloth: 'Chiffonnette microfibre',
    'cloth-3-pack': 'Lot de 3 chiffonnettes microfibre',
    'spray-30': 'Spray nettoyant pour verres 30 ml',
    'spray-100': 'Spray nettoyant pour verres 100 ml',
    'anti-fog': 'Spray antibuée 30 ml',
    chain: 'Chaîne à lunettes',
    cord: 'Cordon à lunettes en perles',
    strap: 'Cordon sport',
    'cleaning-kit': 'Kit de nettoyage',
    'repair-kit': 'Kit de réparation pour lunettes',
    'travel-kit': "Trousse d'entretien de voyage",
  },
  accessoryName: (brand, type, color) => `${fr.accessoryTypes[type]} ${brand}${color ? ` – ${fr.colors[color]}` : ''}`,
  accessoryDescription(c) {
    const f = FAMILY[ACCESSORY_FAMILY[c.type]];
    const items = [...f.features];
    if (c.color) items.push(`Coloris : ${fr.colors[c.color]}`);
    return `<p>${f.blurb}</p>${ul(items)}`;
  },
  accessoryShortDescription: (c) => `<p>${FAMILY[ACCESSORY_FAMILY[c.type]].short}</p>`,

  giftCardName: (amount) => (amount ? `Carte cadeau ${euros('fr', amount)}` : 'Carte cadeau – montant au choix'),
  giftCardDescription(amount) {
    return `<p>Offrez de belles lunettes : la carte cadeau ${SHOP_NAME} est valable sur les montures, les lunettes de soleil, les verres correcteurs, les lentilles et les accessoires.</p><p>Elle est envoyée par e-mail avec votre message personnel et reste valable deux ans à compter de la date d'achat.</p>${ul(
      [
        amount ? `Valeur : ${euros('fr', amount)}` : `Montant au choix de ${euros('fr', 10)} à ${euros('fr', 500)}`,
        'Envoyée par e-mail en quelques minutes',
        "Utilisable en plusieurs commandes jusqu'à épuisement du solde",
      ],
    )}`;
  },
  giftCardShortDescription: (amount) =>
    `<p>Carte cadeau numérique ${amount ? `d'une valeur de ${euros('fr', amount)}` : 'du montant de votre choix'}, envoyée par e-mail.</p>`,

  lensOptions: {
    usage: 'Utilisation',
    lens_type: 'Type de verres',
    lens_index: 'Indice des verres',
    coatings: 'Traitements',
    prescription: 'Ordonnance',
  },
  lensValues: {
    'single-vision': 'Unifocaux',
    progressive: 'Progressifs',
    reading: 'Lecture',
    'non-prescription': 'Sans correction',
    clear: 'Transparents',
    'blue-light': 'Filtre lumière bleue',
    photochromic: 'Photochromiques',
    'sun-tint': 'Teinte solaire',
    'standard-tint': 'Teinte standard',
    polarised: 'Polarisés',
    gradient: 'Dégradés',
    mirrored: 'Miroir',
    'index-150': '1,50 standard',
    'index-160': '1,60 aminci',
    'index-167': '1,67 très aminci',
    'index-174': '1,74 ultra-aminci',
    'anti-reflective': 'Antireflet',
    'scratch-resistant': 'Anti-rayures',
    'water-repellent': 'Hydrophobe',
    'uv-protection': 'Protection UV',
  },

  cmsPages: {
    home: {
      title: 'Accueil',
      heading: '',
      content:
        '<h1>Des lunettes pour bien voir et être vu</h1>' +
        '<p>Montures de créateurs, lunettes de soleil et lentilles de contact, avec des verres correcteurs fabriqués dans notre propre laboratoire, livraison offerte et retours gratuits sous 30 jours.</p>' +
        '<h2>Trouvez la monture qui vous va</h2>' +
        '<p>Parcourez les lunettes de vue et de soleil par forme, matière et couleur, comparez les tailles grâce aux mesures inscrites dans votre monture actuelle et ajoutez des verres unifocaux, progressifs ou de lecture en quelques clics.</p>',
      metaTitle: `${SHOP_NAME} – Lunettes de vue, lunettes de soleil et lentilles`,
      metaDescription:
        'Lunettes de vue, lunettes de soleil et lentilles de contact, avec des verres fabriqués dans notre laboratoire. Livraison et retours offerts.',
      metaKeywords: 'lunettes de vue, lunettes de soleil, lentilles de contact, opticien',
    },
    'about-us': {
      title: 'Qui sommes-nous',
      heading: 'Qui sommes-nous',
      content:
        `<p>${SHOP_NAME} est un opticien en ligne indépendant fondé par des opticiens et des lunetiers. Nous dessinons nos montures avec de petits ateliers, les équipons de verres taillés dans notre propre laboratoire et contrôlons chaque paire à la main avant son départ.</p>` +
        '<h2>Notre promesse</h2>' +
        '<ul><li>Des prix honnêtes, verres compris dans le prix affiché</li><li>Des opticiens diplômés qui répondent à vos questions par e-mail et par chat</li><li>Ajustements offerts et garantie de deux ans sur chaque monture</li></ul>' +
        "<p>De la première paire de lunettes de lecture aux verres progressifs, nous voulons qu'acheter ses lunettes en ligne soit aussi rassurant que chez votre opticien de quartier.</p>",
      metaTitle: `Qui sommes-nous | ${SHOP_NAME}`,
      metaDescription: `${SHOP_NAME} est un opticien en ligne indépendant : des montures dessinées avec de petits ateliers et des verres fabriqués dans notre laboratoire.`,
      metaKeywords: 'à propos, opticien, laboratoire de verres',
    },
    'shipping-and-returns': {
      title: 'Livraison et retours',
      heading: 'Livraison et retours',
      content:
        '<h2>Livraison</h2>' +
        '<p>Les montures sans verres, lunettes de soleil, lentilles et accessoires sont expédiés sous un jour ouvré. Les lunettes avec verres correcteurs sont fabriquées dans notre laboratoire et expédiées sous 5 à 7 jours ouvrés.</p>' +
        '<ul><li>Livraison standard offerte sur toutes les commandes</li><li>Livraison express disponible lors de la commande</li><li>Numéro de suivi envoyé par e-mail dès le départ de votre colis</li></ul>' +
        '<h2>Retours</h2>' +
        '<p>Vous pouvez retourner tout article dans les 30 jours suivant la livraison pour un remboursement complet, y compris les lunettes avec verres correcteurs. Les lentilles peuvent être retournées dans leurs boîtes non ouvertes.</p>' +
        '<p>Lancez un retour depuis votre compte ou contactez notre service client : nous vous enverrons une étiquette prépayée.</p>',
      metaTitle: `Livraison et retours | ${SHOP_NAME}`,
      metaDescription: 'Livraison standard offerte et retours gratuits sous 30 jours, y compris pour les lunettes de vue.',
      metaKeywords: 'livraison, expédition, retours, remboursement',
    },
    'privacy-policy': {
      title: 'Politique de confidentialité',
      heading: 'Politique de confidentialité',
      content:
        `<p>Cette politique explique quelles données personnelles ${SHOP_NAME} collecte, pourquoi, et quels sont vos droits. Nous ne collectons que ce qui est nécessaire pour traiter vos commandes et améliorer notre service.</p>` +
        '<h2>Données collectées</h2>' +
        '<ul><li>Vos nom, adresses, e-mail et numéro de téléphone, pour livrer vos commandes</li><li>Vos ordonnances, pour fabriquer vos verres ; ce sont des données de santé, utilisées uniquement à cette fin</li><li>Votre historique de commandes et vos préférences, lorsque vous avez un compte</li></ul>' +
        '<h2>Durée de conservation</h2>' +
        "<p>Les données de commande sont conservées aussi longtemps que la loi l'exige. Les ordonnances sont conservées tant que votre compte existe et vous pouvez les supprimer à tout moment.</p>" +
        '<h2>Vos droits</h2>' +
        "<p>Vous pouvez demander l'accès, la rectification, la portabilité ou la suppression de vos données, et vous opposer à tout moment aux e-mails marketing, en contactant notre service client.</p>",
      metaTitle: `Politique de confidentialité | ${SHOP_NAME}`,
      metaDescription: `Comment ${SHOP_NAME} collecte, utilise et protège vos données personnelles et vos ordonnances.`,
      metaKeywords: 'confidentialité, données personnelles, RGPD',
    },
    'no-route': {
      title: '404 Page introuvable',
      heading: 'Cette page est introuvable',
      content:
        "<p>La page demandée n'existe pas ou n'est plus disponible.</p>" +
        "<ul><li>Vérifiez que l'adresse est correctement saisie.</li><li>Utilisez le menu ou la recherche pour trouver un produit.</li><li>Revenez à la page précédente.</li></ul>",
      metaTitle: 'Page introuvable',
      metaDescription: "La page demandée n'a pas été trouvée.",
      metaKeywords: '',
    },
  },
  cmsBlocks: {
    'home-hero': {
      title: "Bannière d'accueil",
      content:
        '<h2>Les montures de la saison</h2><p>De nouvelles formes en acétate poli à la main et en titane ultraléger, prêtes à recevoir vos verres correcteurs.</p>',
    },
    'usp-bar': {
      title: 'Nos engagements',
      content:
        '<ul><li>Livraison standard offerte</li><li>Retours gratuits sous 30 jours</li><li>Garantie de deux ans sur chaque monture</li></ul>',
    },
    'footer-about': {
      title: 'À propos de la boutique',
      content: `<p>${SHOP_NAME} est un opticien en ligne indépendant. Nos montures sont dessinées avec de petits ateliers et équipées de verres fabriqués dans notre propre laboratoire.</p>`,
    },
    'category-banner-eyeglasses': {
      title: 'Bannière lunettes de vue',
      content:
        '<h2>Des lunettes complètes, verres compris</h2><p>Chaque monture est livrée avec des verres unifocaux à votre vue, avec traitements antireflet et anti-rayures.</p>',
    },
  },
};
