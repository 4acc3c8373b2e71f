/**
 * The store views the shop runs in (specification, section 3): the store code is the first
 * segment of every storefront URL and the `Store` header of every GraphQL request.
 */

export type TextDirection = 'ltr' | 'rtl';

export interface StoreView {
  /** Magento store code, e.g. `uk`. */
  code: string;
  /** Magento store id. */
  id: number;
  /** Default display currency (ISO 4217). */
  currency: string;
  /** Magento locale, e.g. `en_GB`, `zh_Hant_HK`. */
  locale: string;
  direction: TextDirection;
}

export const STORE_VIEWS = [
  { code: 'default', id: 1, currency: 'EUR', locale: 'en_GB', direction: 'ltr' },
  { code: 'eu', id: 2, currency: 'EUR', locale: 'en_GB', direction: 'ltr' },
  { code: 'us', id: 3, currency: 'USD', locale: 'en_US', direction: 'ltr' },
  { code: 'fr', id: 4, currency: 'EUR', locale: 'fr_FR', direction: 'ltr' },
  { code: 'es', id: 5, currency: 'EUR', locale: 'es_ES', direction: 'ltr' },
  { code: 'uk', id: 6, currency: 'GBP', locale: 'en_GB', direction: 'ltr' },
  { code: 'nl', id: 7, currency: 'EUR', locale: 'nl_NL', direction: 'ltr' },
  { code: 'hk', id: 8, currency: 'HKD', locale: 'zh_Hant_HK', direction: 'ltr' },
  { code: 'mx', id: 11, currency: 'MXN', locale: 'es_MX', direction: 'ltr' },
  { code: 'de', id: 12, currency: 'EUR', locale: 'de_DE', direction: 'ltr' },
  { code: 'id', id: 13, currency: 'EUR', locale: 'id_ID', direction: 'ltr' },
  { code: 'ae_ar', id: 14, currency: 'AED', locale: 'ar_AE', direction: 'rtl' },
  { code: 'ae_en', id: 15, currency: 'AED', locale: 'en_AE', direction: 'ltr' },
  { code: 'ar', id: 16, currency: 'USD', locale: 'es_AR', direction: 'ltr' },
  { code: 'pl', id: 17, currency: 'PLN', locale: 'pl_PL', direction: 'ltr' },
] as const satisfies readonly StoreView[];

export type StoreCode = (typeof STORE_VIEWS)[number]['code'];

export const DEFAULT_STORE_CODE: StoreCode = 'eu';

/** Default locale when none is known (specification, section 9). */
export const DEFAULT_LOCALE = 'en_GB';

const byCode = new Map<string, StoreView>(STORE_VIEWS.map((view) => [view.code, view]));

/** Longer codes match before shorter ones (specification, section 2). */
const codesLongestFirst: readonly StoreCode[] = STORE_VIEWS.map((view) => view.code).sort((a, b) => b.length - a.length);

export function isStoreCode(value: unknown): value is StoreCode {
  return typeof value === 'string' && byCode.has(value);
}

export function storeView(code: StoreCode): StoreView;
export function storeView(code: string): StoreView | undefined;
export function storeView(code: string): StoreView | undefined {
  return byCode.get(code);
}

/** Magento locale to BCP 47 language tag: `zh_Hant_HK` → `zh-Hant-HK`. */
export function toBcp47(locale: string): string {
  return locale.replace(/_/g, '-');
}

/**
 * The store code in the first segment of a pathname (`/ae_ar/sunglasses.html` → `ae_ar`),
 * or undefined when the first segment is not a known store code.
 */
export function matchStoreCode(pathname: string): StoreCode | undefined {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  return codesLongestFirst.find((code) => path === `/${code}` || path.startsWith(`/${code}/`));
}
