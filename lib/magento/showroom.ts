/**
 * The showroom's server side (server components, cached like the catalogue): what the frame finder
 * offers a store view, saved results and their products. Kept apart from the documents
 * (operations/showroom.ts) because the finder imports those in the browser, and this module
 * imports the server's fetch.
 */
import { budgetLimits, frameStyleOf, materialOf, type FinderCatalog, type SavedAnswers } from '@/lib/eyewear/finder';
import type { FrameStyle } from '@/lib/eyewear/frame-drawing';
import { colourSwatches, sampleFrames, tryOnFrame, type TryOnFrame } from '@/lib/eyewear/try-on-frames';
import { MagentoGraphQlError } from './errors';
import type { ShowroomFrameFieldsFragment } from './generated/graphql';
import type { ProductCardData } from './types';
import { queryCatalog } from './server';
import { GetShowroomResult, ShowroomCatalog, ShowroomProducts, ShowroomVocabulary, type ShowroomResult } from './operations/showroom';


/** The store view whose labels name shapes and materials, and the URL keys of the usage categories there. */
export const VOCABULARY_STORE = 'default';
export const USAGE_URL_KEYS = { eyeglasses: 'eyeglasses', sunglasses: 'sunglasses' } as const;

/** Frames (and as many sunglasses) read to find colour swatches and the frames to try on first. */
const CATALOG_FRAMES = 40;
export const TRY_ON_SAMPLE_SIZE = 8;

export interface ShowroomCatalogData {
  catalog: FinderCatalog;
  /** `frame_shape` value → drawing style and `color` value → swatch, for the try-on. */
  styles: Map<string, FrameStyle>;
  swatches: Map<string, string>;
  /** A few frames of different shapes to try on before answering. */
  sampleFrames: TryOnFrame[];
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** Everything the finder and the try-on need of a store view, or null when it has no frames categories. */
export async function getShowroomCatalog(store: string, currency: string): Promise<ShowroomCatalogData | null> {
  const vocabulary = await queryCatalog(
    VOCABULARY_STORE,
    ShowroomVocabulary,
    {
      usageUrlKeys: Object.values(USAGE_URL_KEYS),
    },
    ['showroom'],
  );
  const categories = (vocabulary.categories?.items ?? []).filter(present);
  const eyeglasses = categories.find((category) => category.url_key === USAGE_URL_KEYS.eyeglasses)?.uid;
  const sunglasses = categories.find((category) => category.url_key === USAGE_URL_KEYS.sunglasses)?.uid;
  if (!eyeglasses || !sunglasses) return null;
  const attributeOptions = (code: string) =>
    (vocabulary.customAttributeMetadata?.items ?? []).find((item) => item?.attribute_code === code)?.attribute_options?.filter(present) ??
    [];
  const styles = new Map<string, FrameStyle>();
  for (const option of attributeOptions('frame_shape')) {
    const style = frameStyleOf(option.label);
    if (style && option.value) styles.set(option.value, style);
  }
  const materials = new Map(attributeOptions('frame_material').map((option) => [option.value, materialOf(option.label)]));

  const data = await queryCatalog(
    store,
    ShowroomCatalog,
    { usageUids: [eyeglasses, sunglasses], sunglassesUid: sunglasses, pageSize: CATALOG_FRAMES },
    ['showroom', 'products'],
  );
  const products = [...(data.frames?.items ?? []), ...(data.sunglasses?.items ?? [])].filter(present);
  const swatches = colourSwatches(products);
  const aggregation = (code: string) =>
    (data.frames?.aggregations ?? []).find((item) => item?.attribute_code === code)?.options?.filter(present) ?? [];
  const labelled = (options: ReturnType<typeof aggregation>) => options.map((option) => ({ value: option.value, label: option.label ?? option.value }));

  const catalog: FinderCatalog = {
    usageCategories: { eyeglasses, sunglasses },
    shapes: labelled(aggregation('frame_shape')).map((option) => ({ ...option, style: styles.get(option.value) ?? null })),
    materials: labelled(aggregation('frame_material')).map((option) => ({ ...option, material: materials.get(option.value) ?? null })),
    colors: labelled(aggregation('color')).map((option) => ({ ...option, swatch: swatches.get(option.value) ?? null })),
    genders: labelled(aggregation('gender')),
    budgets: budgetLimits(aggregation('price')),
    currency,
  };
  const vocabularyOfFrames = { styles, swatches, sunglassesCategory: sunglasses };
  const frames = products.map((product) => tryOnFrame(product, vocabularyOfFrames)).filter(present);
  return { catalog, styles, swatches, sampleFrames: sampleFrames(frames, TRY_ON_SAMPLE_SIZE) };
}

/** A saved result, or null when the id is unknown. */
export async function getShowroomResult(store: string, id: string): Promise<ShowroomResult | null> {
  try {
    const data = await queryCatalog(store, GetShowroomResult, { id }, [`showroom-result:${id}`]);
    return data.showroomResult ?? null;
  } catch (error) {
    // An unknown id answers with no data but a no-such-entity error.
    if (error instanceof MagentoGraphQlError && error.errors.some((entry) => entry.extensions?.category === 'graphql-no-such-entity'))
      return null;
    throw error;
  }
}

/** A product of a saved result: its card and the frame fields the try-on draws (generated from ShowroomFrameFields). */
export type ShowroomProduct = ProductCardData & ShowroomFrameFieldsFragment;

/** The products of a result in the result's order (products no longer in the catalogue are left out). */
export async function getShowroomProducts(store: string, skus: readonly string[]): Promise<ShowroomProduct[]> {
  if (skus.length === 0) return [];
  const data = await queryCatalog(store, ShowroomProducts, { skus: [...skus], pageSize: skus.length }, ['products']);
  const bySku = new Map((data.products?.items ?? []).filter(present).map((product) => [product.sku, product]));
  return skus.map((sku) => bySku.get(sku)).filter(present);
}
