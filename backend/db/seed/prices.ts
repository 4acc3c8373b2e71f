/**
 * Catalogue prices: a base price in EUR converted to each store view's currency and rounded the
 * way a real shop prices (x.99 / x.95 / whole numbers), so a product never costs 106.92.
 */
import { EXCHANGE_RATES, STORE_VIEWS, type CurrencyCode } from './stores';

/**
 * 'retail': shelf prices (USD and PLN end in .99, GBP in .95, AED whole, HKD in tens, MXN in 9).
 * 'whole': face values such as gift cards, whole units (tens for HKD and MXN).
 */
export type Rounding = 'retail' | 'whole';

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Converts a base EUR amount into `currency`. Zero stays zero. */
export function localPrice(eur: number, currency: CurrencyCode, rounding: Rounding = 'retail'): number {
  if (eur === 0) return 0;
  if (currency === 'EUR') return round2(eur);
  const v = eur * EXCHANGE_RATES[currency];
  if (rounding === 'whole') {
    return currency === 'HKD' || currency === 'MXN' ? Math.max(10, Math.round(v / 10) * 10) : Math.max(1, Math.round(v));
  }
  switch (currency) {
    case 'USD':
    case 'PLN':
      return round2(Math.max(1, Math.ceil(v)) - 0.01);
    case 'GBP':
      return round2(Math.max(1, Math.ceil(v)) - 0.05);
    case 'AED':
      return Math.max(1, Math.round(v));
    case 'HKD':
      return Math.max(10, Math.round(v / 10) * 10);
    case 'MXN':
      return Math.max(9, Math.round(v / 10) * 10 - 1);
  }
}

/** Price scopes written for every product: 0 (base, EUR) and every store view id. */
export const PRICE_SCOPES: readonly { store_id: number; currency: CurrencyCode }[] = [
  { store_id: 0, currency: 'EUR' },
  ...STORE_VIEWS.map((s) => ({ store_id: s.store_id, currency: s.currency })),
];

const cache = new Map<string, number[]>();

/** The price in every PRICE_SCOPES entry, in order (memoised: the scale seed asks millions of times). */
export function pricesByScope(eur: number, rounding: Rounding = 'retail'): number[] {
  const key = `${eur}|${rounding}`;
  let prices = cache.get(key);
  if (!prices) {
    prices = PRICE_SCOPES.map((s) => localPrice(eur, s.currency, rounding));
    cache.set(key, prices);
  }
  return prices;
}

/** A sale price about `discount` below `eur`, ending in .95 (or .00 under 10). */
export function salePrice(eur: number, discount: number): number {
  const raw = eur * (1 - discount);
  return raw < 10 ? Math.max(1, Math.round(raw)) : round2(Math.round(raw) - 0.05);
}
