/**
 * The comparison of frames (/compare): which rows it shows (price and stock, then the frame's own
 * attributes), each product's value in them, formatted for the store view's language, and how many
 * products it compares at most.
 */
import type { CompareListData } from '@/lib/magento/operations/compare';
import type { ProductCardData } from '@/lib/magento/types';
import { numberFormat } from '@/lib/i18n/format';

/** Side by side, four frames still fit a laptop screen and stay readable; more is a scroll, not a comparison. */
export const MAX_COMPARED_PRODUCTS = 4;

/** The attributes that tell frames apart, in the order shown (Magento's comparable attributes). */
export const FRAME_ATTRIBUTES = ['frame_shape', 'frame_material', 'lens_width', 'bridge_width', 'temple_length', 'weight'] as const;
export type FrameAttribute = (typeof FRAME_ATTRIBUTES)[number];

/** Units of the measured attributes (lengths in millimetres, weight in grams). */
const UNITS: Partial<Record<FrameAttribute, 'millimeter' | 'gram'>> = {
  lens_width: 'millimeter',
  bridge_width: 'millimeter',
  temple_length: 'millimeter',
  weight: 'gram',
};

/** Magento's value for a product without the attribute. */
const NOT_APPLICABLE = new Set(['', 'N/A']);

export interface ComparedProduct {
  /** Magento's product ID (what the compare list mutations take). */
  id: string;
  product: ProductCardData;
  /** Attribute code → display value, null when the product has none. */
  values: Partial<Record<FrameAttribute, string | null>>;
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/**
 * The list's products with their values: measured values formatted with their unit in `locale`
 * ("52 mm", "52 мм"), option labels as Magento gives them, and null where a product has none.
 */
export function comparedProducts(list: CompareListData, locale: string): ComparedProduct[] {
  return (list.items ?? []).filter(present).map((item) => {
    const byCode = new Map(item.attributes.filter(present).map((attribute) => [attribute.code, attribute.value]));
    const values: ComparedProduct['values'] = {};
    for (const code of FRAME_ATTRIBUTES) values[code] = formatValue(code, byCode.get(code), locale);
    return { id: item.uid, product: item.product, values };
  });
}

export function formatValue(code: FrameAttribute, value: string | undefined, locale: string): string | null {
  if (value === undefined || NOT_APPLICABLE.has(value.trim())) return null;
  const unit = UNITS[code];
  const number = Number(value);
  if (!unit || value.trim() === '' || !Number.isFinite(number)) return value;
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(number);
}

/** The frame attributes at least one compared product has (a row of dashes compares nothing). */
export function shownAttributes(products: readonly ComparedProduct[]): FrameAttribute[] {
  return FRAME_ATTRIBUTES.filter((code) => products.some((product) => product.values[code] !== null));
}

/** Magento's product ID from a product uid (Magento's uids are base64 of the ID); null for anything else. */
export function productIdFromUid(uid: string): string | null {
  try {
    const decoded = atob(uid);
    return /^\d{1,15}$/.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** Whether the list holds the product (by its uid). */
export function listHolds(list: CompareListData | null | undefined, productUid: string): boolean {
  return (list?.items ?? []).some((item) => item?.product.uid === productUid);
}

export const comparedCount = (list: CompareListData | null | undefined) => (list?.items ?? []).filter(present).length;
