import { cache } from 'react';
import { isFeatureEnabled } from '@/lib/features/server';
import { ProductPageAttributeOptions, ProductPageByUrlKey, ProductPageEyewearAttributes } from './operations/product';
import { queryCatalog } from './server';
import type { Money, ProductCardData, ProductPrice } from './types';
import type { ProductStockStatus } from './generated/graphql';

/** A picture of the product or of one of its variants. */
export interface ProductImage {
  url: string | null;
  label: string | null;
  position: number | null;
  disabled: boolean | null;
}

export interface ProductPagePriceRange {
  minimum_price: ProductPrice;
}

/** Magento's ProductStockStatus. */
export type StockStatus = ProductStockStatus;

/** One value of a configurable option; `value_index` (the option id, used in URLs) is taken from the variants. */
export interface ConfigurableOptionValue {
  uid: string;
  value_index: number | null;
  label: string | null;
  swatch_data: { value: string | null } | null;
}

export interface ConfigurableOption {
  uid: string;
  attribute_code: string;
  label: string | null;
  position: number | null;
  values: ConfigurableOptionValue[];
}

export interface VariantAttribute {
  code: string | null;
  uid: string;
  label: string | null;
  value_index: number | null;
}

export interface VariantProduct {
  uid: string;
  sku: string | null;
  stock_status: StockStatus | null;
  only_x_left_in_stock: number | null;
  lens_width: number | null;
  bridge_width: number | null;
  temple_length: number | null;
  price_range: ProductPagePriceRange;
  /** As Magento answers it (entries may be null): visibleImages picks what to show. */
  media_gallery: (ProductImage | null)[] | null;
}

export interface ConfigurableVariant {
  attributes: VariantAttribute[];
  product: VariantProduct;
}

export interface ProductCategory {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  breadcrumbs:
    { category_uid: string; category_name: string | null; category_url_path: string | null; category_level: number | null }[] | null;
}

export type OptionPriceType = 'FIXED' | 'PERCENT' | 'DYNAMIC';

/** A value to choose of a radio, checkbox or drop-down custom option. */
export interface CustomizableOptionValue {
  uid: string;
  /** The merchant's SKU of the value (`usage-progressive`): what it means, whatever its title's language. */
  sku?: string | null;
  title: string | null;
  price: number | null;
  price_type: OptionPriceType | null;
  sort_order: number | null;
}

/** A custom option of the product (the lens choices of a frame): values to choose, or text to type. */
export interface CustomizableOption {
  uid: string;
  title: string | null;
  required: boolean | null;
  sort_order: number | null;
  __typename: string;
  /** Radio, checkbox and drop-down options: their values, by position (normalised: never null). */
  choices?: CustomizableOptionValue[];
  /** Area and field options: the text's price and length limit. */
  text?: {
    uid: string;
    sku?: string | null;
    price: number | null;
    price_type: OptionPriceType | null;
    max_characters: number | null;
  } | null;
}

type CustomizableOptionAnswer = Omit<CustomizableOption, 'choices'> & { choices?: (CustomizableOptionValue | null)[] | null };

const byPosition = (a: { sort_order: number | null }, b: { sort_order: number | null }) => (a.sort_order ?? 0) - (b.sort_order ?? 0);

function normaliseOption(option: CustomizableOptionAnswer): CustomizableOption {
  const { choices, ...rest } = option;
  return choices === undefined ? rest : { ...rest, choices: (choices ?? []).filter(present).sort(byPosition) };
}

/** The select attributes whose option ids the page shows as labels. */
export type LabelledAttributeCode = 'brand' | 'frame_shape' | 'frame_material' | 'gender';
export const LABELLED_ATTRIBUTE_CODES: readonly LabelledAttributeCode[] = ['brand', 'frame_shape', 'frame_material', 'gender'];

/** Option id → label, per attribute code. */
export type AttributeOptionLabels = Partial<Record<string, Record<string, string>>>;

/** An approved review (Magento_Review): ratings out of 5, average_rating in percent. */
export interface ProductReview {
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
  average_rating: number;
  ratings_breakdown: { name: string; value: string }[];
}

/** The product page's product, as Magento answers it (normalised: lists are never null, options sorted). */
export interface ProductPageData {
  __typename: string;
  uid: string;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  meta_title: string | null;
  meta_keyword: string | null;
  meta_description: string | null;
  description: { html: string } | null;
  short_description: { html: string } | null;
  stock_status: StockStatus | null;
  only_x_left_in_stock: number | null;
  /** Average of the approved reviews' ratings, in percent (0 without reviews). */
  rating_summary: number;
  review_count: number;
  /** The newest approved reviews (the first page). */
  reviews: ProductReview[];
  brand: number | null;
  frame_shape: number | null;
  frame_material: number | null;
  gender: number | null;
  lens_width: number | null;
  bridge_width: number | null;
  temple_length: number | null;
  polarized: number | null;
  weight: number | null;
  small_image: { url: string | null; label: string | null } | null;
  media_gallery: ProductImage[];
  /** The highest price too (a configurable product's dearest variant), for structured data. */
  price_range: ProductPagePriceRange & { maximum_price?: { final_price: Money } | null };
  categories: ProductCategory[];
  configurable_options: ConfigurableOption[];
  variants: ConfigurableVariant[];
  options: CustomizableOption[];
  related_products: ProductCardData[];
  /** Labels of the select attributes (brand, frame_shape, frame_material, gender) in the store view's language. */
  attribute_labels: Partial<Record<LabelledAttributeCode, string>>;
}

/** The product as the page reads it, before normalisation. */
type ProductAnswer = Omit<
  ProductPageData,
  | 'media_gallery'
  | 'categories'
  | 'configurable_options'
  | 'variants'
  | 'options'
  | 'related_products'
  | 'attribute_labels'
  | 'weight'
  | 'rating_summary'
  | 'review_count'
  | 'reviews'
> & {
  rating_summary?: number | null;
  review_count?: number | null;
  reviews?: { items: (ProductReview | null)[] | null } | null;
  weight?: number | null;
  media_gallery: (ProductImage | null)[] | null;
  categories:
    | (
        | (Omit<ProductCategory, 'breadcrumbs'> & { breadcrumbs: (NonNullable<ProductCategory['breadcrumbs']>[number] | null)[] | null })
        | null
      )[]
    | null;
  configurable_options?:
    | (
        | (Omit<ConfigurableOption, 'values' | 'attribute_code'> & {
            attribute_code: string | null;
            values: ((Omit<ConfigurableOptionValue, 'value_index' | 'uid'> & { uid: string | null }) | null)[] | null;
          })
        | null
      )[]
    | null;
  variants?: ({ attributes: (VariantAttribute | null)[] | null; product: VariantProduct | null } | null)[] | null;
  options?: (CustomizableOptionAnswer | null)[] | null;
  related_products: (ProductCardData | null)[] | null;
};

/** The eyewear attributes of a product (ProductPageEyewearAttributes); null where the backend has none. */
const EYEWEAR_FIELDS = [
  'brand',
  'frame_shape',
  'frame_material',
  'gender',
  'lens_width',
  'bridge_width',
  'temple_length',
  'polarized',
] as const;
type EyewearFields = Pick<ProductPageData, (typeof EYEWEAR_FIELDS)[number]>;
const VARIANT_SIZE_FIELDS = ['lens_width', 'bridge_width', 'temple_length'] as const;
type VariantSizes = Pick<VariantProduct, (typeof VARIANT_SIZE_FIELDS)[number]>;

/** What ProductPageByUrlKey selects: the product without its eyewear attributes. */
type CoreProductAnswer = Omit<ProductAnswer, keyof EyewearFields | 'variants'> & {
  variants?: ({ attributes: (VariantAttribute | null)[] | null; product: Omit<VariantProduct, keyof VariantSizes> | null } | null)[] | null;
};

interface EyewearAnswerItem extends Partial<EyewearFields> {
  uid: string;
  url_key: string | null;
  variants?: ({ product: ({ uid: string } & Partial<VariantSizes>) | null } | null)[] | null;
}

interface ProductPageAnswer {
  products: { items: (CoreProductAnswer | null)[] | null } | null;
}

interface EyewearAnswer {
  products: { items: (EyewearAnswerItem | null)[] | null } | null;
}

/** The core answer with the eyewear attributes where there are any, else null in their place. */
export function withEyewearAttributes(product: CoreProductAnswer, eyewear: EyewearAnswerItem | null | undefined): ProductAnswer {
  const own = eyewear?.uid === product.uid ? eyewear : undefined;
  const attributes = Object.fromEntries(EYEWEAR_FIELDS.map((field) => [field, own?.[field] ?? null])) as EyewearFields;
  const sizes = new Map(
    (own?.variants ?? []).flatMap((variant) => (variant?.product ? [[variant.product.uid, variant.product] as const] : [])),
  );
  const sizesOf = (uid: string) =>
    Object.fromEntries(VARIANT_SIZE_FIELDS.map((field) => [field, sizes.get(uid)?.[field] ?? null])) as VariantSizes;
  return {
    ...product,
    ...attributes,
    variants: product.variants?.map((variant) =>
      variant?.product ? { ...variant, product: { ...variant.product, ...sizesOf(variant.product.uid) } } : (variant as null),
    ),
  };
}

interface AttributeOptionsAnswer {
  customAttributeMetadata: {
    items:
      | ({ attribute_code: string | null; attribute_options: ({ value: string | null; label: string | null } | null)[] | null } | null)[]
      | null;
  } | null;
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Option labels of the brand, shape, material and gender attributes for a store view (cached per store view). */
export const getAttributeOptionLabels = cache(async (store: string): Promise<AttributeOptionLabels> => {
  const data = await queryCatalog(store, ProductPageAttributeOptions, {}, ['attribute-metadata']);
  const labels: AttributeOptionLabels = {};
  for (const item of data.customAttributeMetadata?.items ?? []) {
    if (!item?.attribute_code) continue;
    const options: Record<string, string> = {};
    for (const option of item.attribute_options ?? []) if (option?.value && option.label) options[option.value] = option.label;
    labels[item.attribute_code] = options;
  }
  return labels;
});

/** Brings the answer into the page's shape: no null lists, option values with their value_index, options by position. */
export function normaliseProduct(product: ProductAnswer, labels: AttributeOptionLabels): ProductPageData {
  const variants: ConfigurableVariant[] = (product.variants ?? [])
    .filter(present)
    .flatMap((variant) => (variant.product ? [{ attributes: (variant.attributes ?? []).filter(present), product: variant.product }] : []));
  const valueIndexByUid = new Map(variants.flatMap((variant) => variant.attributes.map((a) => [a.uid, a.value_index] as const)));
  const configurable_options = (product.configurable_options ?? [])
    .flatMap((option) => (option?.attribute_code ? [{ ...option, attribute_code: option.attribute_code }] : []))
    .map((option) => ({
      ...option,
      // A value without a uid cannot be chosen (nor added to the cart): left out.
      values: (option.values ?? []).flatMap((value) =>
        value?.uid ? [{ ...value, uid: value.uid, value_index: valueIndexByUid.get(value.uid) ?? null }] : [],
      ),
    }))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const attribute_labels: ProductPageData['attribute_labels'] = {};
  for (const code of LABELLED_ATTRIBUTE_CODES) {
    const id = product[code];
    const label = id === null || id === undefined ? undefined : labels[code]?.[String(id)];
    if (label) attribute_labels[code] = label;
  }
  return {
    ...product,
    weight: product.weight ?? null,
    rating_summary: product.rating_summary ?? 0,
    review_count: product.review_count ?? 0,
    reviews: (product.reviews?.items ?? []).filter(present),
    media_gallery: (product.media_gallery ?? []).filter(present),
    categories: (product.categories ?? [])
      .filter(present)
      .map((category) => ({ ...category, breadcrumbs: category.breadcrumbs && category.breadcrumbs.filter(present) })),
    configurable_options,
    variants,
    options: (product.options ?? []).filter(present).map(normaliseOption).sort(byPosition),
    related_products: (product.related_products ?? []).filter(present),
    attribute_labels,
  };
}

/**
 * The product with this URL key in a store view, or null when there is none. Cached per request
 * (page and metadata share one call) and in Next's data cache per store view, tagged by URL key.
 */
export const getProductByUrlKey = cache(async (store: string, urlKey: string): Promise<ProductPageData | null> => {
  const tags = ['products', `product:${urlKey}`];
  const withEyewear = await isFeatureEnabled(store, 'eyewear-attributes');
  // The eyewear attributes are extra: when they fail, the page shows the product without them.
  const [data, eyewear, labels] = await Promise.all([
    queryCatalog(store, ProductPageByUrlKey, { urlKey }, tags),
    withEyewear ? queryCatalog(store, ProductPageEyewearAttributes, { urlKey }, tags).catch(() => null) : null,
    withEyewear ? getAttributeOptionLabels(store).catch((): AttributeOptionLabels => ({})) : ({} as AttributeOptionLabels),
  ]);
  const product = (data.products?.items ?? []).find((item) => item?.url_key === urlKey);
  if (!product) return null;
  const attributes = (eyewear?.products?.items ?? []).find((item) => item?.url_key === urlKey);
  return normaliseProduct(withEyewearAttributes(product, attributes), labels);
});

/** The pictures to show, in gallery order: enabled ones with a URL, by position. */
export function visibleImages(gallery: readonly (ProductImage | null)[] | null | undefined): (ProductImage & { url: string })[] {
  return (gallery ?? [])
    .filter((image): image is ProductImage & { url: string } => Boolean(image?.url) && !image?.disabled)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
}
