/**
 * Tax by destination (Magento's tax/calculation/based_on = shipping address): the rate of the
 * destination country, or of its region where one is set (US states). Before an address is known,
 * the store view's own country is the destination (tax/defaults/country), with no region.
 */
import type { RequestContext } from '../../graphql/context';

export interface TaxConfig {
  /** Catalogue prices include tax (EU, UK, ...); the `us` store view's exclude it. */
  priceIncludesTax: boolean;
  shippingIncludesTax: boolean;
  shippingTaxable: boolean;
}

export interface TaxRate {
  id: number;
  /** The rate's title for the store view, else its code: what applied_taxes shows. */
  label: string;
  rate: number;
}

export interface TaxDestination {
  country_id: string;
  region_id: number | null;
}

export function taxConfig(context: RequestContext): TaxConfig {
  const row = context.db
    .prepare('SELECT price_includes_tax, shipping_includes_tax, shipping_taxable FROM tax_store_config WHERE store_id = ?')
    .get(context.store.store_id) as { price_includes_tax: number; shipping_includes_tax: number; shipping_taxable: number } | undefined;
  // A store view without configuration behaves as Magento's defaults: prices exclude tax.
  return {
    priceIncludesTax: Boolean(row?.price_includes_tax),
    shippingIncludesTax: Boolean(row?.shipping_includes_tax),
    shippingTaxable: Boolean(row?.shipping_taxable),
  };
}

/** The most specific rate for the destination (region over whole country); null when untaxed. */
export function taxRateFor(context: RequestContext, destination: TaxDestination): TaxRate | null {
  const row = context.db
    .prepare(
      `SELECT r.tax_calculation_rate_id AS id, COALESCE(t.value, r.code) AS label, r.rate
         FROM tax_calculation_rate r
         LEFT JOIN tax_calculation_rate_title t ON t.tax_calculation_rate_id = r.tax_calculation_rate_id AND t.store_id = ?
        WHERE r.tax_country_id = ? AND (r.tax_region_id = 0 OR r.tax_region_id = ?)
        ORDER BY r.tax_region_id DESC LIMIT 1`,
    )
    .get(context.store.store_id, destination.country_id, destination.region_id ?? -1) as TaxRate | undefined;
  return row && row.rate > 0 ? row : null;
}

/** Magento's tax display types (Magento\Tax\Model\Config::DISPLAY_TYPE_*). */
const DISPLAY_EXCLUDING_TAX = 1;
const DISPLAY_INCLUDING_TAX = 2;

/**
 * The store view's shopping-cart tax display (tax/cart_display/*) in the shape of Magento 2.4.7's
 * StoreConfig fields: a store view whose prices include tax shows cart prices, subtotal and
 * shipping including tax, and its order total with and without tax; the others show them excluding
 * tax, the tax on its own line.
 */
export function cartTaxDisplay(context: RequestContext, storeId: number) {
  const including = displaysPricesWithTax(context.db, storeId);
  const type = including ? DISPLAY_INCLUDING_TAX : DISPLAY_EXCLUDING_TAX;
  return {
    shopping_cart_display_price: type,
    shopping_cart_display_shipping: type,
    shopping_cart_display_subtotal: type,
    shopping_cart_display_grand_total: including,
    shopping_cart_display_full_summary: false,
    shopping_cart_display_zero_tax: false,
    shopping_cart_display_tax_gift_wrapping: including ? 'DISPLAY_INCLUDING_TAX' : 'DISPLAY_EXCLUDING_TAX',
  };
}

/**
 * Whether a store view displays its amounts including tax: Magento's tax/display/type,
 * tax/cart_display/* and tax/sales_display/* (orders and their e-mails) all follow it here, as
 * they do in a shop whose catalogue prices are entered with tax (EU, UK, AE; not the US).
 */
export function displaysPricesWithTax(db: RequestContext['db'], storeId: number): boolean {
  const row = db.prepare('SELECT price_includes_tax FROM tax_store_config WHERE store_id = ?').get(storeId) as
    | { price_includes_tax: number }
    | undefined;
  return Boolean(row?.price_includes_tax);
}
