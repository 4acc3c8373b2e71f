/**
 * Offline carriers as Magento configures them per store view: flatrate (per order), freeshipping
 * (from a subtotal, or with a free-shipping coupon) and express. Prices come from shipping_rate in
 * the store view's currency; tax follows the store view's tax configuration and the destination.
 */
import type { RequestContext } from '../../graphql/context';
import { roundPrice, taxIncluded, taxOn } from './money';
import type { TaxConfig, TaxRate } from './tax';

export interface ShippingRateRow {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  price: number;
  min_subtotal: number | null;
  sort_order: number;
}

export interface ShippingMethodQuote {
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  /** The carrier's price as configured (tax-inclusive where the store's shipping prices are). */
  amount: number;
  priceExclTax: number;
  priceInclTax: number;
  tax: number;
}

export interface ShippingRequest {
  country_id: string;
  /** Subtotal of the items that ship, after discount, as the store's prices are (incl./excl. tax). */
  packageValueWithDiscount: number;
  /** A cart price rule grants free shipping. */
  freeShipping: boolean;
  taxConfig: TaxConfig;
  taxRate: TaxRate | null;
}

/** Carriers that ship free when a cart price rule says so (Magento's flatrate and freeshipping). */
const HONOURS_FREE_SHIPPING = new Set(['flatrate', 'freeshipping']);

export const shippingMethodCode = (carrier: string, method: string) => `${carrier}_${method}`;

export function ratesFor(context: RequestContext, country: string): ShippingRateRow[] {
  // Per carrier and method, the destination's own row wins over the '*' row.
  return context.db
    .prepare(
      `SELECT carrier_code, method_code, carrier_title, method_title, price, min_subtotal, sort_order FROM (
         SELECT *, ROW_NUMBER() OVER (PARTITION BY carrier_code, method_code ORDER BY dest_country_id = '*') AS pick
           FROM shipping_rate WHERE store_id = ? AND dest_country_id IN (?, '*'))
        WHERE pick = 1 ORDER BY sort_order, carrier_code`,
    )
    .all(context.store.store_id, country) as ShippingRateRow[];
}

/** The methods a cart can ship with to the destination, priced; empty when nothing ships. */
export function quoteShippingMethods(context: RequestContext, request: ShippingRequest): ShippingMethodQuote[] {
  const allowed = context.store.allowed_countries.split(',').map((c) => c.trim());
  if (!allowed.includes(request.country_id)) return [];
  return ratesFor(context, request.country_id)
    .filter(
      (rate) =>
        rate.carrier_code !== 'freeshipping' ||
        request.freeShipping ||
        (rate.min_subtotal !== null && request.packageValueWithDiscount >= rate.min_subtotal),
    )
    .map((rate) => {
      const amount = request.freeShipping && HONOURS_FREE_SHIPPING.has(rate.carrier_code) ? 0 : rate.price;
      const { taxConfig, taxRate } = request;
      const rateValue = taxConfig.shippingTaxable && taxRate ? taxRate.rate : 0;
      const tax = taxConfig.shippingIncludesTax ? taxIncluded(amount, rateValue) : taxOn(amount, rateValue);
      const priceExclTax = taxConfig.shippingIncludesTax ? roundPrice(amount - tax) : amount;
      return {
        carrier_code: rate.carrier_code,
        method_code: rate.method_code,
        carrier_title: rate.carrier_title,
        method_title: rate.method_title,
        amount,
        priceExclTax,
        priceInclTax: roundPrice(priceExclTax + tax),
        tax,
      };
    });
}
