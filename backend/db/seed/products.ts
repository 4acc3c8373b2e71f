/**
 * Turns language-independent product plans (a frame, a contact lens pack, an accessory, a gift
 * card) into the records the writer stores: text per scope composed by the language packs, image
 * specs, search rows and URL keys. Used by both the hand-made catalogue and the scale seed.
 */
import { BRANDS, optionId, type Brand } from './attributes';
import { CATEGORIES, categoryText } from './categories';
import { PACKS, metaDescription, plainText, slugify, urlKeyLang, type LanguagePack } from './i18n';
import type { FrameSize } from './i18n/types';
import { productImagePath, type ImageKind, type ImageSpec } from './images';
import type { Rounding } from './prices';
import type { Lang } from './stores';
import {
  ACCESSORY_FAMILY,
  COLORS,
  SHOP_NAME,
  TINTS,
  type AccessoryType,
  type ColorKey,
  type ContactDesign,
  type ContactModality,
  type FrameKind,
  type GenderKey,
  type MaterialKey,
  type ShapeKey,
  type TintKey,
} from './vocabulary';
import type { ProductRecord, ProductRow, ProductText, SearchText } from './writer';

export interface TextScope {
  store_id: number;
  language: Lang;
}

export const SEED_CREATED_AT = '2025-09-01 09:00:00';
export const SEED_UPDATED_AT = '2026-01-15 10:00:00';
export const NEW_FROM_DATE = '2026-01-10 00:00:00';

export interface FramePlan {
  kind: FrameKind;
  brand: Brand;
  model: string;
  sku: string;
  shape: ShapeKey;
  material: MaterialKey;
  gender: GenderKey;
  colors: ColorKey[];
  sizes: FrameSize[];
  polarized: boolean;
  tint: TintKey | null;
  weight: number;
  price: number;
  special: number | null;
  isNew: boolean;
  /** Renamed products keep a 301 from their old URL key (the name without the material). */
  renamed: boolean;
  categories: number[];
}

export interface ContactPlan {
  brand: Brand;
  line: string;
  sku: string;
  modality: ContactModality;
  design: ContactDesign;
  pack: number;
  water: number;
  price: number;
  special: number | null;
  color: string;
  categories: number[];
}

export interface AccessoryPlan {
  brand: Brand;
  type: AccessoryType;
  color: ColorKey | null;
  sku: string;
  price: number;
  special: number | null;
  categories: number[];
}

export interface GiftCardPlan {
  amount: number | null;
  sku: string;
  price: number;
  categories: number[];
}

/** Collects every image spec once (by path). */
export class ImageSet {
  private readonly byPath = new Map<string, ImageSpec>();

  /** The three views of a spec, registered; returns their paths. */
  views(spec: Omit<ImageSpec, 'view'>): string[] {
    return (['front', 'angle', 'side'] as const).map((view) => {
      const full: ImageSpec = { ...spec, view };
      const path = productImagePath(full);
      if (!this.byPath.has(path)) this.byPath.set(path, full);
      return path;
    });
  }

  get specs(): ImageSpec[] {
    return [...this.byPath.values()];
  }

  get size(): number {
    return this.byPath.size;
  }
}

const EMPTY_ROW: Omit<ProductRow, 'entity_id' | 'sku' | 'type_id' | 'attribute_set' | 'visibility'> = {
  weight: null,
  brand: null,
  frame_shape: null,
  frame_material: null,
  color: null,
  gender: null,
  frame_size: null,
  lens_width: null,
  bridge_width: null,
  temple_length: null,
  polarized: null,
  new_from_date: null,
  created_at: SEED_CREATED_AT,
  updated_at: SEED_UPDATED_AT,
};

const categoryNames = new Map<string, string>();
function categoryName(id: number, lang: Lang): string {
  const key = `${id}/${lang}`;
  let name = categoryNames.get(key);
  if (name === undefined) {
    const def = CATEGORIES.find((c) => c.entity_id === id)!;
    name = categoryText(def, lang).name;
    categoryNames.set(key, name);
  }
  return name;
}

interface Copy {
  name: string;
  description: string;
  short: string;
  keywords: string[];
}

/**
 * Text rows and search rows for every scope. URL keys are slugs of the name in the scope's URL
 * language (English for Arabic and Chinese).
 */
function textsFor(
  scopes: readonly TextScope[],
  sku: string,
  brand: string,
  categories: readonly number[],
  copy: (pack: LanguagePack) => Copy,
  options: { search: boolean; oldName?: (pack: LanguagePack) => string },
): { texts: ProductText[]; search: SearchText[]; oldUrlKeys?: Map<number, string> } {
  const texts: ProductText[] = [];
  const search: SearchText[] = [];
  const oldUrlKeys = options.oldName ? new Map<number, string>() : undefined;
  const byLang = new Map<Lang, Copy>();
  const get = (lang: Lang) => {
    let c = byLang.get(lang);
    if (!c) byLang.set(lang, (c = copy(PACKS[lang])));
    return c;
  };
  for (const scope of scopes) {
    const c = get(scope.language);
    const urlLang = urlKeyLang(scope.language);
    const urlKey = slugify(get(urlLang).name, urlLang);
    const keywords = [...c.keywords, ...categories.map((id) => categoryName(id, scope.language))];
    texts.push({
      store_id: scope.store_id,
      name: c.name,
      description: c.description,
      short_description: c.short,
      url_key: urlKey,
      meta_title: `${c.name} | ${SHOP_NAME}`,
      meta_description: metaDescription(c.short),
      meta_keyword: [...new Set(c.keywords)].join(', '),
    });
    if (options.search) {
      search.push({
        store_id: scope.store_id,
        name: c.name,
        sku,
        brand,
        keywords: [...new Set(keywords)].join(' '),
        description: plainText(c.description),
      });
    }
    if (oldUrlKeys && options.oldName) oldUrlKeys.set(scope.store_id, slugify(options.oldName(PACKS[urlLang]), urlLang));
  }
  return { texts, search, oldUrlKeys };
}

function media(paths: string[], label: string): { file: string; label: string }[] {
  return paths.map((file) => ({ file, label }));
}

export function frameImageSpec(plan: Pick<FramePlan, 'kind' | 'shape' | 'tint'>, color: ColorKey): Omit<ImageSpec, 'view'> {
  return plan.kind === 'sunglasses'
    ? { kind: 'sunglasses', shape: plan.shape, color: COLORS[color], lens: TINTS[plan.tint ?? 'grey'] }
    : { kind: 'eyeglasses', shape: plan.shape, color: COLORS[color] };
}

export interface FrameVariant {
  color: ColorKey;
  size: FrameSize;
  stock: { qty: number; is_in_stock: 0 | 1 };
}

/**
 * A configurable frame (variants = colour x size, visibility 1) or, with `variants` empty, a simple
 * visible frame in its first colour and size. Entity ids are taken from `nextId`.
 */
export function frameRecords(
  plan: FramePlan,
  variants: FrameVariant[],
  scopes: readonly TextScope[],
  images: ImageSet,
  nextId: () => number,
  simpleStock?: { qty: number; is_in_stock: 0 | 1 },
  /** 'default': variants only get store 0 text (their names are rarely shown; saves rows at scale). */
  variantTexts: 'all' | 'default' = 'all',
): { parent: ProductRecord; children: ProductRecord[] } {
  const configurable = variants.length > 0;
  const copy = (pack: LanguagePack): Copy => {
    const frameName = pack.frameName(plan.kind, plan.shape, plan.material);
    const c = { ...plan, brand: plan.brand.name };
    return {
      name: pack.productName(plan.brand.name, plan.model, frameName),
      description: pack.frameDescription(c),
      short: pack.frameShortDescription(c),
      keywords: [
        pack.shapes[plan.shape],
        pack.materials[plan.material],
        pack.genders[plan.gender],
        ...plan.colors.map((k) => pack.colors[k]),
      ],
    };
  };
  const oldName = plan.renamed
    ? (pack: LanguagePack) => pack.productName(plan.brand.name, plan.model, pack.frameName(plan.kind, plan.shape, null))
    : undefined;
  const { texts, search, oldUrlKeys } = textsFor(scopes, plan.sku, plan.brand.name, plan.categories, copy, { search: true, oldName });
  const first = plan.sizes[0];
  const attributeSet = plan.kind === 'eyeglasses' ? 'Frames' : 'Sunglasses';
  const common = {
    ...EMPTY_ROW,
    attribute_set: attributeSet,
    weight: plan.weight,
    brand: optionId('brand', plan.brand.key as (typeof BRANDS)[number]['key']),
    frame_shape: optionId('frame_shape', plan.shape),
    frame_material: optionId('frame_material', plan.material),
    gender: optionId('gender', plan.gender),
    polarized: plan.kind === 'sunglasses' ? (plan.polarized ? 1 : 0) : null,
  } as const;
  const parentId = nextId();
  const parentColor = configurable ? variants[0].color : plan.colors[0];
  const name0 = texts[0].name;
  const parent: ProductRecord = {
    row: {
      ...common,
      entity_id: parentId,
      sku: plan.sku,
      type_id: configurable ? 'configurable' : 'simple',
      visibility: 4,
      color: optionId('color', parentColor),
      frame_size: configurable ? null : optionId('frame_size', first.size),
      lens_width: first.lens,
      bridge_width: first.bridge,
      temple_length: first.temple,
      new_from_date: plan.isNew ? NEW_FROM_DATE : null,
      created_at: plan.isNew ? NEW_FROM_DATE.replace('00:00:00', '09:00:00') : SEED_CREATED_AT,
    },
    texts,
    oldUrlKeys,
    price: plan.price,
    special: plan.special,
    stock: configurable
      ? { qty: 0, is_in_stock: variants.some((v) => v.stock.is_in_stock) ? 1 : 0 }
      : (simpleStock ?? { qty: 100, is_in_stock: 1 }),
    media: media(images.views(frameImageSpec(plan, parentColor)), name0),
    categories: plan.categories,
    search,
  };
  const children: ProductRecord[] = variants.map((v) => {
    const id = nextId();
    const sku = `${plan.sku}-${v.color.toUpperCase()}-${v.size.size}`;
    const childTexts = (variantTexts === 'all' ? texts : texts.slice(0, 1)).map((t) => {
      const lang = scopes.find((s) => s.store_id === t.store_id)!.language;
      const name = `${t.name} – ${PACKS[lang].colors[v.color]} ${v.size.size}`;
      return {
        store_id: t.store_id,
        name,
        description: null,
        short_description: null,
        url_key: `${t.url_key}-${v.color}-${v.size.size.toLowerCase()}`,
        meta_title: null,
        meta_description: null,
        meta_keyword: null,
      };
    });
    return {
      row: {
        ...common,
        entity_id: id,
        sku,
        type_id: 'simple',
        visibility: 1,
        color: optionId('color', v.color),
        frame_size: optionId('frame_size', v.size.size),
        lens_width: v.size.lens,
        bridge_width: v.size.bridge,
        temple_length: v.size.temple,
      },
      texts: childTexts,
      price: plan.price,
      special: plan.special,
      stock: v.stock,
      media: media(images.views(frameImageSpec(plan, v.color)), childTexts[0].name),
      categories: [],
      search: [],
    };
  });
  return { parent, children };
}

export function contactRecord(
  plan: ContactPlan,
  scopes: readonly TextScope[],
  images: ImageSet,
  id: number,
  stock: { qty: number; is_in_stock: 0 | 1 },
): ProductRecord {
  const copy = (pack: LanguagePack): Copy => ({
    name: pack.contactName(plan.line, plan.pack),
    description: pack.contactDescription({ ...plan, brand: plan.brand.name }),
    short: pack.contactShortDescription({ ...plan, brand: plan.brand.name }),
    keywords: [
      pack.categories['contact-lenses'].name,
      pack.categories[plan.modality === 'daily' ? 'contact-lenses-daily' : 'contact-lenses-monthly'].title,
    ],
  });
  const { texts, search } = textsFor(scopes, plan.sku, plan.brand.name, plan.categories, copy, { search: true });
  return {
    row: {
      ...EMPTY_ROW,
      entity_id: id,
      sku: plan.sku,
      type_id: 'simple',
      attribute_set: 'ContactLenses',
      visibility: 4,
      brand: optionId('brand', plan.brand.key as (typeof BRANDS)[number]['key']),
      weight: plan.modality === 'daily' ? 60 + plan.pack : 40,
    },
    texts,
    price: plan.price,
    special: plan.special,
    stock,
    media: media(images.views({ kind: 'contact-lenses', color: plan.color, text: texts[0].name }), texts[0].name),
    categories: plan.categories,
    search,
  };
}

const ACCESSORY_IMAGE: Record<AccessoryType, ImageKind> = {
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
  'cleaning-kit': 'spray',
  'repair-kit': 'case',
  'travel-kit': 'case',
};

export function accessoryRecord(
  plan: AccessoryPlan,
  scopes: readonly TextScope[],
  images: ImageSet,
  id: number,
  stock: { qty: number; is_in_stock: 0 | 1 },
): ProductRecord {
  const copy = (pack: LanguagePack): Copy => ({
    name: pack.accessoryName(plan.brand.name, plan.type, plan.color),
    description: pack.accessoryDescription({ ...plan, brand: plan.brand.name }),
    short: pack.accessoryShortDescription({ ...plan, brand: plan.brand.name }),
    keywords: [pack.accessoryTypes[plan.type], ...(plan.color ? [pack.colors[plan.color]] : [])],
  });
  const { texts, search } = textsFor(scopes, plan.sku, plan.brand.name, plan.categories, copy, { search: true });
  const family = ACCESSORY_FAMILY[plan.type];
  return {
    row: {
      ...EMPTY_ROW,
      entity_id: id,
      sku: plan.sku,
      type_id: 'simple',
      attribute_set: 'Accessories',
      visibility: 4,
      brand: optionId('brand', plan.brand.key as (typeof BRANDS)[number]['key']),
      color: plan.color ? optionId('color', plan.color) : null,
      weight: { case: 90, cloth: 10, spray: 60, chain: 15, kit: 150 }[family],
    },
    texts,
    price: plan.price,
    special: plan.special,
    stock,
    media: media(images.views({ kind: ACCESSORY_IMAGE[plan.type], color: COLORS[plan.color ?? 'grey'] }), texts[0].name),
    categories: plan.categories,
    search,
  };
}

export const GIFT_CARD_COLOR = '#7b3fa0';

export function giftCardRecord(plan: GiftCardPlan, scopes: readonly TextScope[], images: ImageSet, id: number): ProductRecord {
  const copy = (pack: LanguagePack): Copy => ({
    name: pack.giftCardName(plan.amount),
    description: pack.giftCardDescription(plan.amount),
    short: pack.giftCardShortDescription(plan.amount),
    keywords: [pack.categories['gift-cards'].name],
  });
  const { texts, search } = textsFor(scopes, plan.sku, SHOP_NAME, plan.categories, copy, { search: true });
  return {
    row: { ...EMPTY_ROW, entity_id: id, sku: plan.sku, type_id: 'giftcard', attribute_set: 'GiftCard', visibility: 4 },
    texts,
    price: plan.price,
    special: null,
    rounding: 'whole' satisfies Rounding,
    stock: { qty: 100000, is_in_stock: 1 },
    media: media(
      // No amount on the picture: one image serves every store view, and each sells in its own currency.
      images.views({ kind: 'giftcard', color: GIFT_CARD_COLOR }),
      texts[0].name,
    ),
    categories: plan.categories,
    search,
  };
}
