import { categoryHref } from '@/lib/magento/catalog';
import { SeoCategoryUrl, SeoCmsPageUrl, SeoProductUrl } from '@/lib/magento/operations/seo';
import { queryCatalog } from '@/lib/magento/server';
import { productHref } from '@/lib/magento/types';
import { storeViews, type StoreCode } from '@/lib/store-views';
import { hreflangLanguages } from './hreflang';
import { absoluteUrl } from './site';

/** What a page shows, in terms that identify it in every store view. */
export type SeoEntity =
  | { type: 'PRODUCT'; sku: string }
  | { type: 'CATEGORY'; uid: string }
  | { type: 'CMS_PAGE'; identifier: string }
  | { type: 'HOME' }
  /** A route of the storefront itself, the same in every store view: `path` without the store, e.g. `/contact`. */
  | { type: 'STATIC'; path: string };

export interface Alternates {
  /** Absolute URL of the page in the asking store view. */
  canonical: string;
  /** hreflang → absolute URL, for every public store view where the entity exists, plus `x-default`. */
  languages: Record<string, string>;
}

export interface AlternatesOptions {
  /** The page's own path in the asking store view (it wins over the lookup; used when the lookup fails). */
  path?: string;
  /** Query string appended to every URL, e.g. `?p=2` for the second page of a category. */
  search?: string;
}

/** The CMS page every store view shows at its root (`/{store}`). */
export const CMS_HOME_IDENTIFIER = 'home';

/** Data-cache tag of the lookups, so they can be invalidated together. */
const SEO_TAG = 'seo';

/**
 * The entity's path (`/{store}/...`) in every store view where it exists (the `default` store view
 * included). Each store view is asked in parallel with its own Store header; a store view that fails
 * to answer is left out. `store` is the asking store view: its own path comes first.
 */
export async function getStoreUrls(store: StoreCode, entity: SeoEntity): Promise<Partial<Record<StoreCode, string>>> {
  const stores = [
    store,
    ...storeViews()
      .map((view) => view.code)
      .filter((code) => code !== store),
  ];
  const settled = await Promise.allSettled(stores.map((code) => getStorePath(code, entity)));
  const urls: Partial<Record<StoreCode, string>> = {};
  settled.forEach((result, index) => {
    if (result.status === 'fulfilled' && result.value) urls[stores[index]] = result.value;
  });
  return urls;
}

/** Canonical URL and hreflang alternates of a page, for `generateMetadata` and the sitemaps. */
export async function getAlternates(store: StoreCode, entity: SeoEntity, options: AlternatesOptions = {}): Promise<Alternates> {
  const paths = await getStoreUrls(store, entity);
  if (options.path) paths[store] = options.path;
  return alternatesFromPaths(store, paths, options.search);
}

/** Alternates from known paths (no lookup): what getAlternates returns for them. */
export function alternatesFromPaths(store: StoreCode, paths: Partial<Record<StoreCode, string>>, search = ''): Alternates {
  const urls: Partial<Record<StoreCode, string>> = {};
  for (const [code, path] of Object.entries(paths) as [StoreCode, string | undefined][]) {
    if (path) urls[code] = absoluteUrl(`${path}${search}`);
  }
  return { canonical: urls[store] ?? absoluteUrl(`/${store}${search}`), languages: hreflangLanguages(urls) };
}

/** The entity's path in one store view, or undefined when it does not exist there (errors are thrown). */
export async function getStorePath(store: StoreCode, entity: SeoEntity): Promise<string | undefined> {
  switch (entity.type) {
    case 'HOME':
      return `/${store}`;
    case 'STATIC':
      return `/${store}${entity.path.startsWith('/') ? entity.path : `/${entity.path}`}`;
    case 'PRODUCT': {
      const data = await queryCatalog(store, SeoProductUrl, { sku: entity.sku }, [SEO_TAG]);
      const product = data.products?.items?.find((item) => item?.sku?.toLowerCase() === entity.sku.toLowerCase());
      return product?.url_key ? productHref(store, product) : undefined;
    }
    case 'CATEGORY': {
      const data = await queryCatalog(store, SeoCategoryUrl, { uid: entity.uid }, [SEO_TAG]);
      const category = data.categories?.items?.find((item) => item?.uid === entity.uid);
      return category?.url_path ? categoryHref(store, { ...category, name: null }) : undefined;
    }
    case 'CMS_PAGE': {
      if (entity.identifier === CMS_HOME_IDENTIFIER) return `/${store}`;
      const data = await queryCatalog(store, SeoCmsPageUrl, { identifier: entity.identifier }, [SEO_TAG]);
      return data.cmsPage?.url_key ? `/${store}/${data.cmsPage.url_key}` : undefined;
    }
  }
}

interface ProductUrl {
  sku: string | null;
  url_key: string | null;
  url_suffix: string | null;
}

interface CategoryUrl {
  uid: string;
  url_path: string | null;
  url_suffix: string | null;
}

interface CmsPageUrl {
  identifier: string | null;
  url_key: string | null;
}
