import { createMagentoClient, type FetchFunction } from './magento/client';
import { MagentoError } from './magento/errors';
import { GetAvailableStores, GetStoreCurrency } from './magento/operations/store';
import { present } from './magento/types';

/**
 * The store views the shop runs in (specification, section 3): the store code is the first
 * segment of every storefront URL and the `Store` header of every GraphQL request.
 *
 * They come from the backend (`availableStores`, `storeConfig`, `currency`), not from a table:
 * the embedded backend seeds the specification's fifteen, a fresh Magento has only `default`.
 * The list is kept in memory per process (on `globalThis`, so the server's render layers and
 * the instrumentation hook share one copy; the edge middleware keeps its own) and refreshed
 * after STORE_VIEWS_TTL_MS in the background; when the backend is down the last-known list
 * stays. The accessors below are synchronous and read that list: the server loads it before it
 * renders (instrumentation.ts, the store layout, the middleware) and the browser gets it from
 * the layout (AppProviders).
 */

export type TextDirection = 'ltr' | 'rtl';

/** A store code as it appears in URLs and the `Store` header (`uk`, `ae_ar`, `default`). */
export type StoreCode = string;

export interface StoreView {
  /** Magento store code, e.g. `uk`. */
  code: StoreCode;
  /** Magento store id. */
  id: number;
  /** The store view's name (`store_name`). */
  name: string;
  /** Magento locale, e.g. `en_GB`, `zh_Hant_HK`. */
  locale: string;
  direction: TextDirection;
  /** Default display currency (ISO 4217). */
  currency: string;
  /** Display currencies the store view allows (`currency.available_currency_codes`). */
  currencies: readonly string[];
  /** Where the store view's media live (`secure_base_media_url`), with a trailing slash. */
  mediaUrl: string;
  /** Magento's default store view of its store group. */
  isDefault: boolean;
}

/** `/` goes here when the backend has it; else to the backend's default store view. */
export const PREFERRED_STORE_CODE = 'eu';

/** Default locale when none is known (specification, section 9). */
export const DEFAULT_LOCALE = 'en_GB';

/** How long a loaded list is used before it is refreshed in the background. */
export const STORE_VIEWS_TTL_MS = 5 * 60 * 1000;

/** After a failed load, how long before the next attempt. */
const RETRY_AFTER_FAILURE_MS = 5 * 1000;

interface StoreViewRegistry {
  views: readonly StoreView[];
  byCode: Map<string, StoreView>;
  /** Longer codes match before shorter ones (specification, section 2). */
  codesLongestFirst: readonly string[];
  defaultCode: string | undefined;
  loadedAt: number;
  failedAt: number;
  loading: Promise<void> | null;
}

const REGISTRY_KEY = Symbol.for('brillora.store-views');

function registry(): StoreViewRegistry {
  const global = globalThis as { [REGISTRY_KEY]?: StoreViewRegistry };
  global[REGISTRY_KEY] ??= {
    views: [],
    byCode: new Map(),
    codesLongestFirst: [],
    defaultCode: undefined,
    loadedAt: 0,
    failedAt: 0,
    loading: null,
  };
  return global[REGISTRY_KEY];
}

/** Languages written right to left (the first subtag of a locale). */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'iw', 'ks', 'ps', 'sd', 'ug', 'ur', 'yi']);

/** The text direction of a Magento locale or BCP 47 tag: `ar_AE` → rtl. */
export function textDirection(locale: string): TextDirection {
  return RTL_LANGUAGES.has(locale.split(/[-_]/)[0].toLowerCase()) ? 'rtl' : 'ltr';
}

/** Magento locale to BCP 47 language tag: `zh_Hant_HK` → `zh-Hant-HK`. */
export function toBcp47(locale: string): string {
  return locale.replace(/_/g, '-');
}

/** The code `/` goes to: `eu` when the list has it, else the default store view, else the first. */
export function pickDefaultStoreCode(views: readonly StoreView[]): string | undefined {
  return (views.find((view) => view.code === PREFERRED_STORE_CODE) ?? views.find((view) => view.isDefault) ?? views[0])?.code;
}

/** Replaces the known list (from the backend, from the server's props in the browser, or a test fixture). */
export function setStoreViews(views: readonly StoreView[], now = Date.now()): void {
  const state = registry();
  state.views = views;
  state.byCode = new Map(views.map((view) => [view.code, view]));
  state.codesLongestFirst = views.map((view) => view.code).sort((a, b) => b.length - a.length);
  state.defaultCode = pickDefaultStoreCode(views);
  state.loadedAt = now;
  state.failedAt = 0;
}

/** Whether a list has been loaded in this process. */
export function storeViewsKnown(): boolean {
  return registry().views.length > 0;
}

/** Every known store view, in the backend's order. */
export function storeViews(): readonly StoreView[] {
  return registry().views;
}

/** A code that could be a Magento store code (used only while no list is known). */
const STORE_CODE_SHAPE = /^[a-z][a-z0-9_]*$/;

/**
 * Whether `value` is a store code of the backend. While no list is known (the backend has been
 * down since the server started) any code-shaped value passes, so the page renders and its own
 * data fetch shows the shop's error page instead of a wrong not-found.
 */
export function isStoreCode(value: unknown): value is StoreCode {
  if (typeof value !== 'string' || !value) return false;
  const state = registry();
  return state.views.length ? state.byCode.has(value) : STORE_CODE_SHAPE.test(value);
}

/** The store view of `code`, or undefined when the backend has no such store view. */
export function findStoreView(code: string): StoreView | undefined {
  return registry().byCode.get(code);
}

/**
 * The store view of a code the caller already checked (isStoreCode). When the code is not (or
 * no longer) in the list, a provisional view in the default locale stands in, so a render never
 * fails on it; its data fetches then answer as the backend does.
 */
export function storeView(code: StoreCode): StoreView {
  return findStoreView(code) ?? provisionalStoreView(code);
}

/**
 * Locales of the specification's known store views (section 2: default, eu, ..., pl), as the
 * embedded backend seeds them: only for a page rendered while no list has ever loaded (the backend
 * down since the server started), so `/fr/...`'s error page is French. The backend's list wins
 * as soon as it is known.
 */
const KNOWN_STORE_LOCALES: Readonly<Record<string, string>> = {
  default: 'en_GB',
  eu: 'en_GB',
  us: 'en_US',
  fr: 'fr_FR',
  es: 'es_ES',
  uk: 'en_GB',
  nl: 'nl_NL',
  hk: 'zh_Hant_HK',
  mx: 'es_MX',
  de: 'de_DE',
  id: 'id_ID',
  ae_ar: 'ar_AE',
  ae_en: 'en_AE',
  ar: 'es_AR',
  pl: 'pl_PL',
};

function provisionalStoreView(code: string): StoreView {
  const known = storeViewsKnown() ? undefined : Object.hasOwn(KNOWN_STORE_LOCALES, code) ? KNOWN_STORE_LOCALES[code] : undefined;
  const locale = known ?? DEFAULT_LOCALE;
  return {
    code,
    id: 0,
    name: code,
    locale,
    direction: textDirection(locale),
    currency: '',
    currencies: [],
    mediaUrl: '',
    isDefault: false,
  };
}

/**
 * The store view `/` goes to (see pickDefaultStoreCode). While no list is known (the backend has
 * been down since the server started) the preferred `eu`: its page then shows the shop's error
 * page, or its last cached copy.
 */
export function defaultStoreCode(): StoreCode {
  return registry().defaultCode ?? PREFERRED_STORE_CODE;
}

/**
 * The store code in the first segment of a pathname (`/ae_ar/sunglasses.html` → `ae_ar`),
 * or undefined when the first segment is not a known store code.
 */
export function matchStoreCode(pathname: string): StoreCode | undefined {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const state = registry();
  if (!state.views.length) {
    const first = path.split('/')[1] ?? '';
    return STORE_CODE_SHAPE.test(first) ? first : undefined;
  }
  return state.codesLongestFirst.find((code) => path === `/${code}` || path.startsWith(`/${code}/`));
}

/**
 * Whether the store view allows `currency` as display currency: `Content-Currency` is sent only
 * then (Magento refuses a currency the store view does not allow).
 */
export function allowsCurrency(code: StoreCode, currency: string | undefined | null): currency is string {
  if (!currency) return false;
  const view = findStoreView(code);
  return Boolean(view && (view.currencies.length ? view.currencies : [view.currency]).includes(currency));
}

// --- Loading from the backend -----------------------------------------------------------------

interface AvailableStore {
  id?: number | null;
  store_code?: string | null;
  store_name?: string | null;
  locale?: string | null;
  base_currency_code?: string | null;
  default_display_currency_code?: string | null;
  secure_base_media_url?: string | null;
  is_default_store?: boolean | null;
  store_sort_order?: number | null;
}

interface StoreCurrency {
  default_display_currency_code?: string | null;
  available_currency_codes?: Array<string | null> | null;
}

export interface StoreViewLoadOptions {
  /** Backend origin; default MAGENTO_BACKEND_URL (the GraphQL client's default). */
  endpoint?: string;
  fetch?: FetchFunction;
}

/** Turns Magento's answers into store views (missing fields get Magento's defaults). */
export function storeViewsFromMagento(
  stores: ReadonlyArray<AvailableStore | null>,
  currencies: ReadonlyMap<string, StoreCurrency | null>,
): StoreView[] {
  return stores
    .filter((store): store is AvailableStore & { store_code: string } => Boolean(store?.store_code))
    .map((store) => {
      const locale = store.locale || DEFAULT_LOCALE;
      const answer = currencies.get(store.store_code);
      const currency = answer?.default_display_currency_code || store.default_display_currency_code || store.base_currency_code || 'USD';
      const allowed = (answer?.available_currency_codes ?? []).filter((code): code is string => Boolean(code));
      return {
        code: store.store_code,
        id: store.id ?? 0,
        name: store.store_name || store.store_code,
        locale,
        direction: textDirection(locale),
        currency,
        currencies: allowed.length ? allowed : [currency],
        mediaUrl: withTrailingSlash(store.secure_base_media_url ?? ''),
        isDefault: Boolean(store.is_default_store),
      };
    });
}

function withTrailingSlash(url: string): string {
  return url && !url.endsWith('/') ? `${url}/` : url;
}

/** Asks the backend for its store views and each one's allowed currencies. */
export async function fetchStoreViews(options: StoreViewLoadOptions = {}): Promise<StoreView[]> {
  const next = { revalidate: STORE_VIEWS_TTL_MS / 1000, tags: ['stores'] };
  const endpoint = options.endpoint ? `${options.endpoint.replace(/\/+$/, '')}/graphql` : undefined;
  // No store header: Magento answers for its default store view's website.
  const { data } = await createMagentoClient({ endpoint, store: '', fetch: options.fetch, next }).query(GetAvailableStores);
  const stores = present(data?.availableStores);
  if (!stores.length) throw new MagentoError('The backend lists no store views');
  const currencies = new Map<string, StoreCurrency | null>(
    await Promise.all(
      stores
        .filter((store) => store.store_code)
        .map(async (store) => {
          const code = store.store_code as string;
          try {
            const storeClient = createMagentoClient({ endpoint, store: code, fetch: options.fetch, next });
            const answer = await storeClient.query(GetStoreCurrency);
            return [code, answer.data?.currency ?? null] as const;
          } catch {
            return [code, null] as const;
          }
        }),
    ),
  );
  return storeViewsFromMagento(stores, currencies);
}

/**
 * Makes sure a list is known and fresh enough. A stale list is refreshed in the background and
 * used meanwhile; without any list this waits for the backend and throws its error when it is
 * unreachable (the caller decides: the middleware passes the request on, a page shows the error
 * page). Concurrent callers share one load.
 */
export async function loadStoreViews(options: StoreViewLoadOptions = {}, now = Date.now()): Promise<readonly StoreView[]> {
  const state = registry();
  const fresh = state.views.length && now - state.loadedAt < STORE_VIEWS_TTL_MS;
  if (fresh) return state.views;
  const recentlyFailed = state.failedAt && now - state.failedAt < RETRY_AFTER_FAILURE_MS;
  if (!state.loading && !recentlyFailed) {
    state.loading = fetchStoreViews(options)
      .then((views) => setStoreViews(views))
      .catch((error: unknown) => {
        state.failedAt = Date.now();
        if (!state.views.length) throw error;
        console.warn(`[store-views] keeping the last-known store views: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        state.loading = null;
      });
  }
  if (state.views.length) return state.views;
  if (state.loading) await state.loading;
  if (!state.views.length) throw new MagentoError('The backend is unreachable and no store views are known');
  return state.views;
}
