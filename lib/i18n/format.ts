/** Money in the store view's currency and locale (spec section 9: `en_GB` → `en-GB`). */
export function formatMoney(value: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale.replace(/_/g, '-'), { style: 'currency', currency }).format(value);
}
