import { SHOP_NAME, type AccessoryFamily, type MaterialKey, type ShapeKey } from '../vocabulary';
import { ACCESSORY_FAMILY } from '../vocabulary';
import { capitalize, euros, inText, joinList, sizeList, ul } from './format';
import { count as n } from './format';
import type { LanguagePack } from './types';

const SHAPE_ADJ: Record<ShapeKey, string> = {
  round: 'round',
  square: 'square',
  rectangle: 'rectangular',
  'cat-eye': 'cat-eye',
  aviator: 'aviator',
  oval: 'oval',
  browline: 'browline',
  geometric: 'geometric',
};
const MATERIAL_ADJ: Record<MaterialKey, string> = {
  acetate: 'Acetate',
  metal: 'Metal',
  titanium: 'Titanium',
  'bio-acetate': 'Bio-Acetate',
  combination: 'Acetate & Metal',
};
const MATERIAL_TEXT: Record<MaterialKey, string> = {
  acetate: 'hand-polished acetate',
  metal: 'stainless steel',
  titanium: 'pure titanium',
  'bio-acetate': 'plant-based bio-acetate',
  combination: 'acetate and metal',
};
const MATERIAL_BLURB: Record<MaterialKey, string> = {
  acetate: 'Cut from layered cellulose acetate and polished by hand, it has a depth of colour that injected plastic cannot match.',
  metal: 'Its slim rims and adjustable nose pads keep it light on the face and easy to fit.',
  titanium: 'Titanium weighs next to nothing, never corrodes and is hypoallergenic: ideal for sensitive skin.',
  'bio-acetate': 'Bio-acetate keeps the warmth and richness of classic acetate with a smaller environmental footprint.',
  combination: 'An acetate front meets slim metal temples for a balance of character and lightness.',
};
const MATERIAL_FEATURE: Record<MaterialKey, (weight: number) => string> = {
  acetate: (w) => `Hand-polished acetate with five-barrel hinges, ${w} g`,
  metal: (w) => `Stainless steel with adjustable nose pads, ${w} g`,
  titanium: (w) => `Hypoallergenic pure titanium, only ${w} g`,
  'bio-acetate': (w) => `Plant-based bio-acetate, ${w} g`,
  combination: (w) => `Acetate front and metal temples, ${w} g`,
};
const GENDER_TEXT = {
  women: 'designed for women',
  men: 'designed for men',
  unisex: 'made to suit every face',
  kids: 'sized for children',
} as const;
const FAMILY: Record<AccessoryFamily, { blurb: string; features: [string, string]; short: string }> = {
  case: {
    blurb:
      'A rigid shell and a soft, lint-free lining protect your frames and lenses from knocks and scratches, in a bag or in a coat pocket.',
    features: ['Fits most frames up to 150 mm wide', 'Lint-free lining that will not scratch lenses'],
    short: 'A protective case for eyeglasses and sunglasses.',
  },
  cloth: {
    blurb: 'Ultra-fine microfibre lifts fingerprints, dust and smudges from lenses and screens without chemicals and without scratching.',
    features: ['18 × 18 cm, machine-washable at 40 °C', 'Safe for every lens coating'],
    short: 'Microfibre cloth for lenses and screens.',
  },
  spray: {
    blurb:
      'An alcohol-free formula that is safe for every lens coating, including anti-reflective and blue-light filters. Spray, wipe with a microfibre cloth, done.',
    features: ['Alcohol-free and ammonia-free', 'Recyclable bottle'],
    short: 'Alcohol-free cleaner for all lenses.',
  },
  chain: {
    blurb:
      'Keep your glasses around your neck and always within reach: the silicone loops slide over the temples of most frames and hold them securely.',
    features: ['Adjustable silicone loops', 'Length about 70 cm'],
    short: 'Keeps your glasses within reach.',
  },
  kit: {
    blurb: 'Everything needed to keep your glasses clean and in shape, at home or when travelling, in one compact zip pouch.',
    features: ['Compact zip pouch', 'Ideal for travel'],
    short: 'Eyewear care essentials in one pouch.',
  },
};

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export const en: LanguagePack = {
  lang: 'en',
  attributeLabels: {
    brand: 'Brand',
    frame_shape: 'Frame Shape',
    frame_material: 'Frame Material',
    color: 'Colour',
    gender: 'Gender',
    frame_size: 'Frame Size',
    lens_width: 'Lens Width',
    bridge_width: 'Bridge Width',
    temple_length: 'Temple Length',
    polarized: 'Polarised',
  },
  colors: {
    black: 'Black',
    tortoise: 'Tortoise',
    crystal: 'Crystal',
    honey: 'Honey',
    navy: 'Navy',
    burgundy: 'Burgundy',
    olive: 'Olive',
    rose: 'Rose',
    grey: 'Grey',
    gold: 'Gold',
    silver: 'Silver',
    blue: 'Blue',
    brown: 'Brown',
    white: 'White',
    green: 'Green',
  },
  shapes: {
    round: 'Round',
    square: 'Square',
    rectangle: 'Rectangle',
    'cat-eye': 'Cat-Eye',
    aviator: 'Aviator',
    oval: 'Oval',
    browline: 'Browline',
    geometric: 'Geometric',
  },
  materials: { acetate: 'Acetate', metal: 'Metal', titanium: 'Titanium', 'bio-acetate': 'Bio-Acetate', combination: 'Acetate & Metal' },
  genders: { women: 'Women', men: 'Men', unisex: 'Unisex', kids: 'Kids' },
  tints: {
    grey: 'grey',
    brown: 'brown',
    green: 'green',
    'blue-mirror': 'blue mirrored',
    'gold-mirror': 'gold mirrored',
    'rose-gradient': 'rose gradient',
  },

  categories: {
    eyeglasses: {
      name: 'Eyeglasses',
      title: 'Eyeglasses',
      description:
        'Prescription eyeglasses in acetate, metal and titanium, with lenses made to your prescription. Free adjustments and a two-year warranty on every frame.',
    },
    sunglasses: {
      name: 'Sunglasses',
      title: 'Sunglasses',
      description: 'Sunglasses with 100% UV protection, with or without polarised lenses, and available with your prescription.',
    },
    'contact-lenses': {
      name: 'Contact Lenses',
      title: 'Contact lenses',
      description: 'Daily and monthly contact lenses for short sight, long sight, astigmatism and presbyopia, delivered to your door.',
    },
    'contact-lenses-daily': {
      name: 'Daily',
      title: 'Daily contact lenses',
      description: 'Daily disposable lenses: a fresh, hygienic pair every morning, with no cleaning and no case.',
    },
    'contact-lenses-monthly': {
      name: 'Monthly',
      title: 'Monthly contact lenses',
      description: 'Monthly lenses worn every day for up to 30 days: the economical choice for everyday wearers.',
    },
    accessories: {
      name: 'Accessories',
      title: 'Eyewear accessories',
      description: 'Cases, cleaning cloths, lens sprays and chains to look after your glasses.',
    },
    'gift-cards': {
      name: 'Gift Cards',
      title: 'Gift cards',
      description: 'Digital gift cards for frames, sunglasses and contact lenses, delivered by email.',
    },
    'frame-shapes': {
      name: 'Frame Shapes',
      title: 'Shop by frame shape',
      description: 'Find eyeglasses and sunglasses by shape: round, square, cat-eye, aviator and more.',
    },
    'new-arrivals': { name: 'New Arrivals', title: 'New arrivals', description: 'The latest frames and sunglasses, just in.' },
    sale: { name: 'Sale', title: 'Sale', description: 'Selected frames, sunglasses and accessories at reduced prices, while stocks last.' },
    outlet: { name: 'Outlet', title: 'Outlet', description: 'Last pieces and discontinued frames.' },
  },
  genderCategory(kind, gender) {
    const noun = kind === 'eyeglasses' ? 'eyeglasses' : 'sunglasses';
    const name = { women: 'Women', men: 'Men', kids: 'Kids' }[gender];
    const title = { women: `Women's ${noun}`, men: `Men's ${noun}`, kids: `Kids' ${noun}` }[gender];
    const extra = kind === 'eyeglasses' ? 'lenses made to your prescription' : '100% UV protection';
    const description =
      gender === 'kids'
        ? `Light, sturdy ${noun} sized for children, with flexible hinges and ${extra}.`
        : `${title} in every shape, material and colour, with ${extra}.`;
    return { name, title, description };
  },
  shapeCategory(shape) {
    const texts: Record<ShapeKey, string> = {
      round: 'Round frames soften angular features and bring a touch of vintage character.',
      square: 'Square frames add structure to round and oval faces.',
      rectangle: 'Rectangular frames are a timeless, understated choice that suits most faces.',
      'cat-eye': 'Cat-eye frames sweep upwards at the outer corners to lift the face.',
      aviator: 'Aviator frames with teardrop lenses and a double bridge, first made for pilots.',
      oval: 'Oval frames are balanced and discreet, easy to wear every day.',
      browline: 'Browline frames underline the eyes with a bold upper rim and a light lower half.',
      geometric: 'Hexagonal and octagonal frames for a confident, architectural look.',
    };
    return { name: en.shapes[shape], title: `${capitalize(SHAPE_ADJ[shape])} frames`, description: texts[shape] };
  },
  frameShapesOldUrlKey: 'shop-by-shape',

  frameName(kind, shape, material) {
    const parts = [capitalize(SHAPE_ADJ[shape]).replace(/-e/, '-E')];
    if (material) parts.push(MATERIAL_ADJ[material]);
    parts.push(kind === 'eyeglasses' ? 'Eyeglasses' : 'Sunglasses');
    return parts.join(' ');
  },
  productName: (brand, model, frameName) => `${brand} ${model} ${frameName}`,
  frameDescription(c) {
    const adj = SHAPE_ADJ[c.shape];
    const colors = joinList(
      'en',
      c.colors.map((k) => inText('en', en.colors[k])),
    );
    const p1 = `The ${c.brand} ${c.model} is ${article(adj)} ${adj} ${c.kind === 'sunglasses' ? 'sunglass frame' : 'frame'} in ${MATERIAL_TEXT[c.material]}, ${GENDER_TEXT[c.gender]}. ${MATERIAL_BLURB[c.material]}`;
    const p2 =
      c.kind === 'eyeglasses'
        ? 'Order it with single-vision, progressive or reading lenses made to your prescription, or with non-prescription lenses. Thinner lens indexes, a blue-light filter and anti-reflective coatings are available as options.'
        : `Its ${en.tints[c.tint ?? 'grey']} lenses block 100% of UVA and UVB rays${c.polarized ? ' and are polarised to cut glare from water, snow and wet roads' : ''}. The same frame can be fitted with prescription sun lenses.`;
    const kindFeature =
      c.kind === 'eyeglasses'
        ? 'Prescription-ready: single vision, progressive or reading'
        : c.polarized
          ? 'Polarised category 3 lenses, UV400'
          : 'Category 3 lenses, UV400';
    return `<p>${p1}</p><p>${p2}</p>${ul([
      MATERIAL_FEATURE[c.material](c.weight),
      `Sizes (lens-bridge-temple, mm): ${sizeList(c.sizes)}`,
      kindFeature,
      `Colours: ${colors}`,
    ])}`;
  },
  frameShortDescription(c) {
    const kind = c.kind === 'eyeglasses' ? 'eyeglasses' : 'sunglasses';
    return `<p>${capitalize(SHAPE_ADJ[c.shape])} ${MATERIAL_ADJ[c.material].toLowerCase()} ${kind} by ${c.brand}, in ${n(c.colors.length, 'colour', 'colours')} and ${n(c.sizes.length, 'size', 'sizes')}.</p>`;
  },

  contactName: (line, pack) => `${line} ${pack} pack`,
  contactDescription(c) {
    const modality =
      c.modality === 'daily'
        ? 'daily disposable lenses are worn for one day and then thrown away: no cleaning, no case, a fresh pair every morning.'
        : 'monthly lenses are worn every day for up to 30 days and cleaned and stored overnight in a multipurpose solution.';
    const design = {
      spherical: 'They correct short and long sight.',
      toric: 'Their toric design stays stable on the eye to correct astigmatism.',
      multifocal: 'Their multifocal design gives clear vision near, far and in between, for presbyopia.',
    }[c.design];
    const duration = c.modality === 'daily' ? `${c.pack} days for one eye` : `${c.pack} months for one eye`;
    return `<p>${c.line} ${modality} ${design}</p><p>Made from silicone hydrogel, they let plenty of oxygen through to keep eyes white and comfortable all day. Order them with the values from your current contact lens prescription.</p>${ul(
      [`Box of ${c.pack} lenses (${duration})`, `Water content ${c.water}%`, 'Silicone hydrogel with UV filter'],
    )}`;
  },
  contactShortDescription(c) {
    const modality = c.modality === 'daily' ? 'Daily' : 'Monthly';
    const design = { spherical: '', toric: ' toric', multifocal: ' multifocal' }[c.design];
    return `<p>${modality}${design} contact lenses, ${c.pack} lenses per box.</p>`;
  },

  accessoryTypes: {
    'hard-case': 'Hard Case',
    'folding-case': 'Folding Case',
    pouch: 'Vegan Leather Pouch',
    cloth: 'Microfibre Cleaning Cloth',
    'cloth-3-pack': 'Microfibre Cloth 3-Pack',
    'spray-30': 'Lens Cleaning Spray 30 ml',
    'spray-100': 'Lens Cleaning Spray 100 ml',
    'anti-fog': 'Anti-Fog Spray 30 ml',
    chain: 'Glasses Chain',
    cord: 'Beaded Glasses Cord',
    strap: 'Sports Strap',
    'cleaning-kit': 'Lens Cleaning Kit',
    'repair-kit': 'Eyeglass Repair Kit',
    'travel-kit': 'Travel Care Kit',
  },
  accessoryName: (brand, type, color) => `${brand} ${en.accessoryTypes[type]}${color ? ` – ${en.colors[color]}` : ''}`,
  accessoryDescription(c) {
    const f = FAMILY[ACCESSORY_FAMILY[c.type]];
    const items = [...f.features];
    if (c.color) items.push(`Colour: ${en.colors[c.color]}`);
    return `<p>${f.blurb}</p>${ul(items)}`;
  },
  accessoryShortDescription: (c) => `<p>${FAMILY[ACCESSORY_FAMILY[c.type]].short}</p>`,

  giftCardName: (amount) => (amount ? `${euros('en', amount)} Gift Card` : 'Gift Card – Choose Your Amount'),
  giftCardDescription(amount) {
    return `<p>Give the gift of great eyewear: the ${SHOP_NAME} gift card can be spent on frames, sunglasses, prescription lenses, contact lenses and accessories.</p><p>It is sent by email with your personal message and is valid for two years from the date of purchase.</p>${ul(
      [
        amount ? `Value: ${euros('en', amount)}` : `Choose any amount from ${euros('en', 10)} to ${euros('en', 500)}`,
        'Delivered by email within minutes',
        'Can be used over several orders until the balance is spent',
      ],
    )}`;
  },
  giftCardShortDescription: (amount) =>
    `<p>A digital gift card ${amount ? `worth ${euros('en', amount)}` : 'for the amount of your choice'}, delivered by email.</p>`,

  lensOptions: { usage: 'Usage', lens_type: 'Lens type', lens_index: 'Lens index', coatings: 'Coatings', prescription: 'Prescription' },
  lensValues: {
    'single-vision': 'Single vision',
    progressive: 'Progressive',
    reading: 'Reading',
    'non-prescription': 'Non-prescription',
    clear: 'Clear',
    'blue-light': 'Blue-light filter',
    photochromic: 'Photochromic',
    'sun-tint': 'Sun tint',
    'standard-tint': 'Standard tint',
    polarised: 'Polarised',
    gradient: 'Gradient',
    mirrored: 'Mirrored',
    'index-150': '1.50 Standard',
    'index-160': '1.60 Thin',
    'index-167': '1.67 Extra thin',
    'index-174': '1.74 Ultra thin',
    'anti-reflective': 'Anti-reflective',
    'scratch-resistant': 'Scratch-resistant',
    'water-repellent': 'Water-repellent',
    'uv-protection': 'UV protection',
  },

  cmsPages: {
    home: {
      title: 'Home',
      heading: '',
      content:
        '<h1>Eyewear made to see and be seen</h1>' +
        '<p>Designer frames, sunglasses and contact lenses, with prescription lenses made in our own lab, free shipping and free returns within 30 days.</p>' +
        '<h2>Find the frame that suits you</h2>' +
        '<p>Browse eyeglasses and sunglasses by shape, material and colour, compare sizes with the measurements printed inside your current frame, and add single-vision, progressive or reading lenses in a few clicks.</p>',
      metaTitle: `${SHOP_NAME} – Eyeglasses, sunglasses and contact lenses`,
      metaDescription:
        'Designer eyeglasses, sunglasses and contact lenses with prescription lenses made in our own lab. Free shipping and free returns.',
      metaKeywords: 'eyeglasses, sunglasses, contact lenses, prescription glasses, optician',
    },
    'about-us': {
      title: 'About us',
      heading: 'About us',
      content:
        `<p>${SHOP_NAME} is an independent online optician founded by opticians and frame makers. We design our frames with small workshops, fit them with lenses cut in our own lab and check every pair by hand before it leaves us.</p>` +
        '<h2>Our promise</h2>' +
        '<ul><li>Honest prices, with the lenses included in the price you see</li><li>Qualified opticians who answer your questions by email and chat</li><li>Free adjustments and a two-year warranty on every frame</li></ul>' +
        '<p>From a first pair of reading glasses to progressive lenses, we want buying glasses online to be as reassuring as visiting your local optician.</p>',
      metaTitle: `About us | ${SHOP_NAME}`,
      metaDescription: `${SHOP_NAME} is an independent online optician: frames designed with small workshops and lenses made in our own lab.`,
      metaKeywords: 'about, optician, lens lab',
    },
    'shipping-and-returns': {
      title: 'Shipping and returns',
      heading: 'Shipping and returns',
      content:
        '<h2>Shipping</h2>' +
        '<p>Frames without lenses, sunglasses, contact lenses and accessories ship within one working day. Glasses with prescription lenses are made in our lab and ship within 5 to 7 working days.</p>' +
        '<ul><li>Free standard shipping on every order</li><li>Express delivery available at checkout</li><li>Tracking number sent by email as soon as your parcel leaves</li></ul>' +
        '<h2>Returns</h2>' +
        '<p>You can return any item within 30 days of delivery for a full refund, including glasses with prescription lenses. Contact lenses can be returned in their unopened boxes.</p>' +
        '<p>Start a return from your account or contact our customer service, and we will send you a prepaid label.</p>',
      metaTitle: `Shipping and returns | ${SHOP_NAME}`,
      metaDescription: 'Free standard shipping and free returns within 30 days, including prescription glasses.',
      metaKeywords: 'shipping, delivery, returns, refund',
    },
    'privacy-policy': {
      title: 'Privacy policy',
      heading: 'Privacy policy',
      content:
        `<p>This policy explains which personal data ${SHOP_NAME} collects, why, and what rights you have. We only collect what we need to process your orders and improve our service.</p>` +
        '<h2>Data we collect</h2>' +
        '<ul><li>Your name, addresses, email and telephone number, to deliver your orders</li><li>Your prescriptions, to make your lenses; they are health data and are only used for that purpose</li><li>Your order history and preferences, when you have an account</li></ul>' +
        '<h2>How long we keep it</h2>' +
        '<p>Order data is kept for as long as the law requires. Prescriptions are kept for as long as you keep your account, and you can delete them at any time.</p>' +
        '<h2>Your rights</h2>' +
        '<p>You can ask to access, correct, export or delete your data, and object to marketing emails at any time, by contacting our customer service.</p>',
      metaTitle: `Privacy policy | ${SHOP_NAME}`,
      metaDescription: `How ${SHOP_NAME} collects, uses and protects your personal data and prescriptions.`,
      metaKeywords: 'privacy, personal data, GDPR',
    },
    'no-route': {
      title: '404 Not Found',
      heading: 'We cannot find that page',
      content:
        '<p>The page you requested does not exist or is no longer available.</p>' +
        '<ul><li>Check that the address is typed correctly.</li><li>Use the menu or the search to find a product.</li><li>Go back to the previous page.</li></ul>',
      metaTitle: 'Page not found',
      metaDescription: 'The page you requested was not found.',
      metaKeywords: '',
    },
  },
  cmsBlocks: {
    'home-hero': {
      title: 'Home hero',
      content:
        '<h2>New season frames</h2><p>Fresh shapes in hand-polished acetate and featherweight titanium, ready for your prescription.</p>',
    },
    'usp-bar': {
      title: 'Reasons to shop with us',
      content: '<ul><li>Free standard shipping</li><li>Free returns within 30 days</li><li>Two-year warranty on every frame</li></ul>',
    },
    'footer-about': {
      title: 'About the shop',
      content: `<p>${SHOP_NAME} is an independent online optician. Our frames are designed with small workshops and fitted with lenses made in our own lab.</p>`,
    },
    'category-banner-eyeglasses': {
      title: 'Eyeglasses banner',
      content:
        '<h2>Complete glasses, lenses included</h2><p>Every frame comes with single-vision lenses made to your prescription, with anti-reflective and scratch-resistant coatings.</p>',
    },
  },
};
