/**
 * What a compare list compares (Magento's GetComparableAttributes and GetComparableItems): the
 * product attributes marked "Comparable on Storefront" (eav_attribute.is_comparable), labelled in
 * the store view's language, plus the product's weight, each with its display value per product:
 * an option's label for select attributes, Yes or No for booleans, the value itself otherwise, and
 * Magento's "N/A" when the product has none.
 */
import type { RequestContext } from '../../graphql/context';
import { attributeOptionLabels } from '../catalog/product-search';
import type { ProductRow } from '../catalog/products';

export interface ComparableAttribute {
  code: string;
  label: string;
  input: string;
}

/** Magento's text for a product without the attribute (ListCompare::getProductAttributeValue). */
export const NOT_APPLICABLE = 'N/A';

/** Weight is Magento's system attribute, outside this shop's own attributes (eav_attribute). */
const WEIGHT: ComparableAttribute = { code: 'weight', label: 'Weight', input: 'weight' };

export function comparableAttributes(context: RequestContext): ComparableAttribute[] {
  const rows = context.db
    .prepare(
      `SELECT a.attribute_code AS code, COALESCE(s.label, d.label, a.attribute_code) AS label, a.frontend_input AS input
         FROM eav_attribute a
         LEFT JOIN eav_attribute_label d ON d.attribute_code = a.attribute_code AND d.store_id = 0
         LEFT JOIN eav_attribute_label s ON s.attribute_code = a.attribute_code AND s.store_id = ?
        WHERE a.is_comparable = 1
        ORDER BY a.position, a.attribute_code`,
    )
    .all(context.store.store_id) as ComparableAttribute[];
  return [...rows, WEIGHT];
}

/** The product's raw value of an attribute, null when it has none. */
function rawValue(product: ProductRow, code: string): unknown {
  const value = (product as unknown as Record<string, unknown>)[code];
  return value === undefined ? null : value;
}

/** Whether any of the products has a value for the attribute (only those are compared). */
export function anyHasValue(products: readonly ProductRow[], attribute: ComparableAttribute): boolean {
  return products.some((product) => rawValue(product, attribute.code) !== null);
}

export function displayValue(context: RequestContext, product: ProductRow, attribute: ComparableAttribute): string {
  const value = rawValue(product, attribute.code);
  if (value === null || value === '') return NOT_APPLICABLE;
  if (attribute.input === 'select') {
    return attributeOptionLabels(context).get(attribute.code)?.get(Number(value))?.label ?? NOT_APPLICABLE;
  }
  if (attribute.input === 'boolean') return Number(value) ? 'Yes' : 'No';
  return typeof value === 'number' ? String(Number(value.toFixed(4))) : String(value);
}
