/**
 * The words of the eyewear catalogue: keys of attribute options, colours with their swatches,
 * frame sizes, lens tints, accessory types, categories, lens options and CMS identifiers.
 * Texts for each key live in the language packs (`i18n/<lang>.ts`).
 */

export const SHAPES = ['round', 'square', 'rectangle', 'cat-eye', 'aviator', 'oval', 'browline', 'geometric'] as const;
export type ShapeKey = (typeof SHAPES)[number];

export const MATERIALS = ['acetate', 'metal', 'titanium', 'bio-acetate', 'combination'] as const;
export type MaterialKey = (typeof MATERIALS)[number];

export const GENDERS = ['women', 'men', 'unisex', 'kids'] as const;
export type GenderKey = (typeof GENDERS)[number];

/** Colour options with their swatch (and image) colour. */
export const COLORS = {
  black: '#1a1a1a',
  tortoise: '#6b3e26',
  crystal: '#dfe6e9',
  honey: '#c68a3a',
  navy: '#1f2f4f',
  burgundy: '#6d1f2b',
  olive: '#556b2f',
  rose: '#d9a3a0',
  grey: '#707070',
  gold: '#c9a44c',
  silver: '#b8bcc2',
  blue: '#2f6db5',
  brown: '#5c3b22',
  white: '#f4f4f2',
  green: '#2e6b4f',
} as const;
export type ColorKey = keyof typeof COLORS;
export const COLOR_KEYS = Object.keys(COLORS) as ColorKey[];

export const SIZES = ['S', 'M', 'L'] as const;
export type SizeKey = (typeof SIZES)[number];

/** Frame measurements (mm) of each size for adult frames; kids' frames are 6 mm narrower. */
export const SIZE_MEASUREMENTS: Readonly<Record<SizeKey, { lens: number; bridge: number; temple: number }>> = {
  S: { lens: 48, bridge: 18, temple: 140 },
  M: { lens: 51, bridge: 19, temple: 145 },
  L: { lens: 54, bridge: 20, temple: 150 },
};

/** Sunglass lens tints (drawn on the images, named in descriptions). */
export const TINTS = {
  grey: '#3a3f44',
  brown: '#5a3d2b',
  green: '#3d4f3a',
  'blue-mirror': '#2f5f9e',
  'gold-mirror': '#b8862f',
  'rose-gradient': '#b7707a',
} as const;
export type TintKey = keyof typeof TINTS;

export type FrameKind = 'eyeglasses' | 'sunglasses';

export const ACCESSORY_TYPES = [
  'hard-case',
  'folding-case',
  'pouch',
  'cloth',
  'cloth-3-pack',
  'spray-30',
  'spray-100',
  'anti-fog',
  'chain',
  'cord',
  'strap',
  'cleaning-kit',
  'repair-kit',
  'travel-kit',
] as const;
export type AccessoryType = (typeof ACCESSORY_TYPES)[number];
export type AccessoryFamily = 'case' | 'cloth' | 'spray' | 'chain' | 'kit';
export const ACCESSORY_FAMILY: Readonly<Record<AccessoryType, AccessoryFamily>> = {
  'hard-case': 'case',
  'folding-case': 'case',
  pouch: 'case',
  cloth: 'cloth',
  'cloth-3-pack': 'cloth',
  'spray-30': 'spray',
  'spray-100': 'spray',
  'anti-fog': 'spray',
  chain: 'chain',
  cord: 'chain',
  strap: 'chain',
  'cleaning-kit': 'kit',
  'repair-kit': 'kit',
  'travel-kit': 'kit',
};

export type ContactModality = 'daily' | 'monthly';
export type ContactDesign = 'spherical' | 'toric' | 'multifocal';

/** Categories with their own texts (gender and shape subcategories are composed). */
export const TOP_CATEGORY_KEYS = [
  'eyeglasses',
  'sunglasses',
  'contact-lenses',
  'contact-lenses-daily',
  'contact-lenses-monthly',
  'accessories',
  'gift-cards',
  'frame-shapes',
  'new-arrivals',
  'sale',
  'outlet',
] as const;
export type TopCategoryKey = (typeof TOP_CATEGORY_KEYS)[number];
export type GenderCategoryKey = Exclude<GenderKey, 'unisex'>;

export const ATTRIBUTE_CODES = [
  'brand',
  'frame_shape',
  'frame_material',
  'color',
  'gender',
  'frame_size',
  'lens_width',
  'bridge_width',
  'temple_length',
  'polarized',
] as const;
export type AttributeCode = (typeof ATTRIBUTE_CODES)[number];

/** Lens choices (customizable options) of frames. */
export const LENS_OPTION_KEYS = ['usage', 'lens_type', 'lens_index', 'coatings', 'prescription'] as const;
export type LensOptionKey = (typeof LENS_OPTION_KEYS)[number];
export const LENS_VALUE_KEYS = [
  'single-vision',
  'progressive',
  'reading',
  'non-prescription',
  'clear',
  'blue-light',
  'photochromic',
  'sun-tint',
  'standard-tint',
  'polarised',
  'gradient',
  'mirrored',
  'index-150',
  'index-160',
  'index-167',
  'index-174',
  'anti-reflective',
  'scratch-resistant',
  'water-repellent',
  'uv-protection',
] as const;
export type LensValueKey = (typeof LENS_VALUE_KEYS)[number];

export const CMS_PAGE_KEYS = ['home', 'about-us', 'shipping-and-returns', 'privacy-policy', 'no-route'] as const;
export type CmsPageKey = (typeof CMS_PAGE_KEYS)[number];
export const CMS_BLOCK_KEYS = ['home-hero', 'usp-bar', 'footer-about', 'category-banner-eyeglasses'] as const;
export type CmsBlockKey = (typeof CMS_BLOCK_KEYS)[number];

/** The shop's (fictional) name, used in meta titles and CMS copy. */
export const SHOP_NAME = 'Brillora';
