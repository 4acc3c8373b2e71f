import { FILTERABLE_ATTRIBUTES, isFilterCode, priceBounds, PRICE_PARAM, type FilterParam } from '@/lib/catalog/listing-params';
import { formatMoney } from '@/lib/i18n/format';
import type { Aggregation } from '@/lib/magento/listing';
import type { Translate } from './translate';

/** What the layered navigation needs to name things: the `Listing` translator and the store's money. */
export interface FilterLabelContext {
  t: Translate;
  locale: string;
  currency: string;
}

/**
 * A price range in the store's money, as Luma shows it: `100_200` → "£100.00 – £199.99" (a range
 * holds its lower bound only), `200_*` → "£200.00 and above".
 */
export function priceRangeLabel(value: string, { t, locale, currency }: FilterLabelContext): string {
  const bounds = priceBounds(value);
  if (!bounds) return value;
  const from = formatMoney(bounds.from, currency, locale);
  if (bounds.to === null) return t('priceAbove', { from });
  return t('priceRange', { from, to: formatMoney(Math.max(bounds.from, bounds.to - 0.01), currency, locale) });
}

/**
 * The group's heading: Magento's (translated) label for attributes, ours for category and price,
 * and ours for a shop attribute Magento returned no group for (a filtered listing with no products).
 */
export function filterGroupLabel(aggregation: Pick<Aggregation, 'attribute_code' | 'label'>, { t }: FilterLabelContext): string {
  const code = aggregation.attribute_code;
  if (code === PRICE_PARAM) return t('priceFilter');
  if (code === 'category_uid') return t('categoryFilter');
  if (aggregation.label) return aggregation.label;
  return (FILTERABLE_ATTRIBUTES as readonly string[]).includes(code) ? t(`attribute_${code}`) : code;
}

/** Aggregations the listing can filter by through its URL (unknown attributes of a real Magento are left out). */
export function isListableAggregation(code: string): code is FilterParam {
  return code === PRICE_PARAM || isFilterCode(code);
}

/** An option's label: the price range for prices, else Magento's label (or its value when it has none). */
export function filterOptionLabel(code: string, option: { value: string; label: string | null }, context: FilterLabelContext): string {
  if (code === PRICE_PARAM) return priceRangeLabel(option.value, context);
  return option.label || option.value;
}
