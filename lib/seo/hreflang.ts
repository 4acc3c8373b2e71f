import { STORE_VIEWS, type StoreCode } from '@/lib/store-views';

/**
 * hreflang of each public store view. Several store views share a locale (uk and eu are both
 * en_GB, ar is es_AR but sells in USD...), and two alternates may not share a tag, so each
 * market gets its own: `eu` is Europe-wide English (`en`). `default` is not a public market: it
 * gets no hreflang, no sitemap, and is never an alternate.
 */
export const HREFLANG_BY_STORE: Readonly<Record<Exclude<StoreCode, 'default'>, string>> = {
  uk: 'en-GB',
  us: 'en-US',
  eu: 'en',
  fr: 'fr-FR',
  es: 'es-ES',
  nl: 'nl-NL',
  hk: 'zh-Hant-HK',
  mx: 'es-MX',
  de: 'de-DE',
  id: 'id-ID',
  ae_ar: 'ar-AE',
  ae_en: 'en-AE',
  ar: 'es-AR',
  pl: 'pl-PL',
};

/** The store view whose URL is `x-default` (the one `/` sends a shopper to without a choice). */
export const X_DEFAULT_STORE: StoreCode = 'eu';

export type PublicStoreCode = keyof typeof HREFLANG_BY_STORE;

/** Store views that are public markets, in the store table's order. */
export const PUBLIC_STORE_CODES: readonly PublicStoreCode[] = STORE_VIEWS.map((view) => view.code).filter(isPublicStore);

export function isPublicStore(store: string): store is PublicStoreCode {
  return Object.prototype.hasOwnProperty.call(HREFLANG_BY_STORE, store);
}

/** hreflang of a store view, or undefined for one that is not a public market (`default`). */
export function hreflangOf(store: string): string | undefined {
  return isPublicStore(store) ? HREFLANG_BY_STORE[store] : undefined;
}

/**
 * hreflang → absolute URL for the store views in `urls` that are public markets, plus
 * `x-default` when the x-default store has a URL. Keys follow the store table's order.
 */
export function hreflangLanguages(urls: Partial<Record<StoreCode, string>>): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const store of PUBLIC_STORE_CODES) {
    const url = urls[store];
    if (url) languages[HREFLANG_BY_STORE[store]] = url;
  }
  const fallback = urls[X_DEFAULT_STORE];
  if (fallback) languages['x-default'] = fallback;
  return languages;
}

/** Open Graph locale (`language_TERRITORY`) of a store view: `zh_Hant_HK` → `zh_HK`. */
export function openGraphLocale(locale: string): string {
  const parts = locale.split(/[_-]/);
  const language = parts[0].toLowerCase();
  const territory = parts.slice(1).find((part) => /^([A-Za-z]{2}|\d{3})$/.test(part));
  return territory ? `${language}_${territory.toUpperCase()}` : language;
}
