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
