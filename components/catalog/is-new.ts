import type { ProductCardData } from '@/lib/magento/types';

/** Magento dates are `YYYY-MM-DD HH:MM:SS` in UTC; a bare date is read as that day's start. */
function magentoDate(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?/.exec(value.trim());
  if (!match) return null;
  const time = Date.parse(`${match[1]}T${match[2] ?? '00:00:00'}Z`);
  return Number.isNaN(time) ? null : time;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a product is "new", as Magento decides it: "Set Product as New From" is on or before
 * today, and "Set Product as New To" (when set) is today or later (the whole day counts).
 */
export function isNewProduct(product: Pick<ProductCardData, 'new_from_date' | 'new_to_date'>, now: Date = new Date()): boolean {
  const from = magentoDate(product.new_from_date);
  if (from === null || from > now.getTime()) return false;
  const to = magentoDate(product.new_to_date);
  return to === null || now.getTime() < to + DAY_MS;
}
