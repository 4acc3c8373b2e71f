/**
 * One `Intl.NumberFormat` per locale and options, kept: making one costs (the locale's ICU data is
 * looked up and its patterns built; a product page made hundreds while it rendered its prices),
 * using one is cheap. Locales may be Magento's (`en_GB`) or BCP 47 (`en-GB`).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const bcp47 = locale.replace(/_/g, '-');
  const key = options ? `${bcp47} ${JSON.stringify(options)}` : bcp47;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(bcp47, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** Money in the store view's currency and locale (spec section 9: `en_GB` → `en-GB`). */
export function formatMoney(value: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency }).format(value);
}
