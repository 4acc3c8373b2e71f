import type { Lang } from '../stores';
import type {
  AccessoryType,
  AttributeCode,
  CmsBlockKey,
  CmsPageKey,
  ColorKey,
  ContactDesign,
  ContactModality,
  FrameKind,
  GenderCategoryKey,
  GenderKey,
  LensOptionKey,
  LensValueKey,
  MaterialKey,
  ShapeKey,
  SizeKey,
  TintKey,
  TopCategoryKey,
} from '../vocabulary';

export interface CategoryText {
  /** Menu name. */
  name: string;
  /** Longer title used for the meta title ("Women's eyeglasses"). */
  title: string;
  /** One or two sentences (plain text, wrapped in <p> by the seed). */
  description: string;
  /** Defaults to the slug of `name`. */
  urlKey?: string;
}

export interface FrameSize {
  size: SizeKey;
  lens: number;
  bridge: number;
  temple: number;
}

/** What product copy is written from. Colour and material texts are looked up in the pack. */
export interface FrameCopy {
  kind: FrameKind;
  brand: string;
  model: string;
  shape: ShapeKey;
  material: MaterialKey;
  gender: GenderKey;
  colors: ColorKey[];
  sizes: FrameSize[];
  polarized: boolean;
  tint: TintKey | null;
  /** Grams. */
  weight: number;
}

export interface ContactCopy {
  brand: string;
  line: string;
  modality: ContactModality;
  design: ContactDesign;
  pack: number;
  /** Water content, %. */
  water: number;
}

export interface AccessoryCopy {
  brand: string;
  type: AccessoryType;
  color: ColorKey | null;
}

export interface CmsPageText {
  title: string;
  heading: string;
  /** HTML. */
  content: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
}

export interface CmsBlockText {
  title: string;
  /** HTML. */
  content: string;
}

/** Every text of the shop in one language. TypeScript makes each pack complete. */
export interface LanguagePack {
  lang: Lang;
  attributeLabels: Record<AttributeCode, string>;
  colors: Record<ColorKey, string>;
  shapes: Record<ShapeKey, string>;
  materials: Record<MaterialKey, string>;
  genders: Record<GenderKey, string>;
  tints: Record<TintKey, string>;

  categories: Record<TopCategoryKey, CategoryText>;
  genderCategory(kind: FrameKind, gender: GenderCategoryKey): CategoryText;
  shapeCategory(shape: ShapeKey): CategoryText;
  /** The url key "Frame Shapes" had before it was renamed (a 301 redirect is kept). */
  frameShapesOldUrlKey: string;

  /** "Round Acetate Eyeglasses"; without material for the old (renamed) product names. */
  frameName(kind: FrameKind, shape: ShapeKey, material: MaterialKey | null): string;
  /** Brand + model + frame name, in the language's order. */
  productName(brand: string, model: string, frameName: string): string;
  frameDescription(c: FrameCopy): string;
  frameShortDescription(c: FrameCopy): string;

  contactName(line: string, pack: number): string;
  contactDescription(c: ContactCopy): string;
  contactShortDescription(c: ContactCopy): string;

  accessoryTypes: Record<AccessoryType, string>;
  accessoryName(brand: string, type: AccessoryType, color: ColorKey | null): string;
  accessoryDescription(c: AccessoryCopy): string;
  accessoryShortDescription(c: AccessoryCopy): string;

  /** amount null = the "any amount" card. */
  giftCardName(amount: number | null): string;
  giftCardDescription(amount: number | null): string;
  giftCardShortDescription(amount: number | null): string;

  lensOptions: Record<LensOptionKey, string>;
  lensValues: Record<LensValueKey, string>;

  cmsPages: Record<CmsPageKey, CmsPageText>;
  cmsBlocks: Record<CmsBlockKey, CmsBlockText>;
}
