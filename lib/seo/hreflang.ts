import { defaultStoreCode, storeViews, toBcp47, type StoreCode } from '@/lib/store-views';

/**
 * hreflang of each public store view, from the store views the backend lists: the BCP 47 tag of
 * its locale. Several store views may share a locale (uk and eu are both en_GB), and two
 * alternates may not share a tag, so where they do, the shop's default store view (`eu`) takes
 * the bare language (`en`, Europe-wide English). `default` is not a public market while other
 * store views exist: it gets no hreflang, no sitemap, and is never an alternate; on a Magento
 * with only `default`, it is the market.
 */
export type PublicStoreCode = StoreCode;

/** Store views that are public markets, in the backend's order. */
export function publicStoreCodes(): readonly PublicStoreCode[] {
  const codes = storeViews().map((view) => view.code);
  return codes.length > 1 ? codes.filter((code) => code !== 'default') : codes;
}

export function isPublicStore(store: string): store is PublicStoreCode {
  return publicStoreCodes().includes(store);
}

/** The store view whose URL is `x-default` (the one `/` sends a shopper to without a choice). */
export function xDefaultStore(): StoreCode {
  return defaultStoreCode();
}

/** hreflang of every public store view. */
export function hreflangByStore(): ReadonlyMap<PublicStoreCode, string> {
  const views = storeViews().filter((view) => isPublicStore(view.code));
  const tagOf = (locale: string) => toBcp47(locale);
  const shared = (code: string, tag: string) => views.some((other) => other.code !== code && tagOf(other.locale) === tag);
  const fallback = xDefaultStore();
  return new Map(
    views.map((view) => {
      const tag = tagOf(view.locale);
      return [view.code, view.code === fallback && shared(view.code, tag) ? tag.split('-')[0] : tag] as const;
    }),
  );
}

/** hreflang of a store view, or undefined for one that is not a public market (`default`). */
export function hreflangOf(store: string): string | undefined {
  return hreflangByStore().get(store);
}

/**
 * hreflang → absolute URL for the store views in `urls` that are public markets, plus
 * `x-default` when the x-default store has a URL. Keys follow the store table's order.
 */
export function hreflangLanguages(urls: Partial<Record<StoreCode, string>>): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const [store, tag] of hreflangByStore()) {
    const url = urls[store];
    if (url) languages[tag] = url;
  }
  const fallback = urls[xDefaultStore()];
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
