/**
 * Money in carts: amounts in the store view's currency, rounded to cents half away from zero as
 * Magento's PriceCurrency::round does, per line first and then per total.
 */
export function roundPrice(amount: number): number {
  // The epsilon absorbs binary noise (1.005 * 100 = 100.49999...) before rounding.
  return (Math.sign(amount) * Math.round(Math.abs(amount) * 100 + 1e-7)) / 100;
}

export interface Money {
  value: number;
  currency: string;
}

export const money = (value: number, currency: string): Money => ({ value: roundPrice(value), currency });

/** Tax contained in a tax-inclusive amount at `rate` percent. */
export const taxIncluded = (amountInclTax: number, rate: number): number => roundPrice((amountInclTax * rate) / (100 + rate));

/** Tax due on a tax-exclusive amount at `rate` percent. */
export const taxOn = (amountExclTax: number, rate: number): number => roundPrice((amountExclTax * rate) / 100);

/** The currency's symbol as the store view's locale writes it (units of option prices). */
export function currencySymbol(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale.replace(/_/g, '-'), { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}
