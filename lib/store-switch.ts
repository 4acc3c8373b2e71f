import type { queryCatalog } from '@/lib/magento/server';
import { StoreSwitchCategory, StoreSwitchCmsPage, StoreSwitchProduct, StoreSwitchResolveRoute } from '@/lib/magento/operations/navigation';
import { QUERY_SEGMENT, isStaticRoute } from '@/lib/routing/static-routes';
import { defaultStoreCode, isStoreCode, loadStoreViews, matchStoreCode, type StoreCode } from '@/lib/store-views';
import { sameSitePath } from '@/lib/security/safe-path';

/**
 * The store switcher (DESIGN.md: "Store switching keeps the shopper on the same product or
 * category in the target store view"): where `/switch-store?to=fr&from=/uk/some-product.html`
 * sends the shopper. Always a path on this site under a known store code: `from` is only ever
 * read as a path, never used as a destination.
 */

/** queryCatalog's signature (lib/magento/server.ts), injectable for tests. */
export type CatalogQuery = typeof queryCatalog;

/** `from` split into its store view and the rest of its path, or null when it is not a path of this site. */
export function parseFromPath(from: string | null | undefined): { store: StoreCode | undefined; path: string; search: string } | null {
  if (!from) return null;
  const withoutHash = from.split('#')[0];
  const queryStart = withoutHash.indexOf('?');
  let pathname = queryStart < 0 ? withoutHash : withoutHash.slice(0, queryStart);
  const search = queryStart < 0 ? '' : withoutHash.slice(queryStart);
  // A listing whose query string the middleware moved into the path (`/sunglasses.html/~q/color%3D3`).
  const marker = pathname.indexOf(`/${QUERY_SEGMENT}/`);
  if (marker >= 0) pathname = pathname.slice(0, marker);
  // Only a plain path of this site is read (lib/security/safe-path.ts): dot segments, backslashes
  // and encoded slashes would let the target leave it.
  const safe = sameSitePath(`${pathname}${search}`);
  if (!safe) return null;
  const safeQueryStart = safe.indexOf('?');
  const safePathname = safeQueryStart < 0 ? safe : safe.slice(0, safeQueryStart);
  const safeSearch = safeQueryStart < 0 ? '' : safe.slice(safeQueryStart);
  const store = matchStoreCode(safePathname);
  const path = store ? safePathname.slice(store.length + 1) : safePathname;
  return { store, path: path || '/', search: safeSearch === '?' ? '' : safeSearch };
}

/** The target store view's path of the entity behind `path` in the source store view, if it has one. */
async function sameEntityIn(query: CatalogQuery, source: StoreCode, to: StoreCode, path: string): Promise<string | null> {
  const url = path.replace(/^\/+/, '');
  const answer = await query(source, StoreSwitchResolveRoute, { url }, ['routes']);
  // Each kind of route has its own key (a product's SKU, a category's uid, a page's identifier).
  const route = answer.route && { sku: null, uid: null, identifier: null, ...answer.route };
  if (!route) return null;

  if (route.type === 'PRODUCT' && route.sku) {
    const { products } = await query(to, StoreSwitchProduct, { sku: route.sku }, ['products']);
    const product = products?.items?.[0];
    return product?.url_key ? `/${to}/${product.url_key}${product.url_suffix ?? '.html'}` : null;
  }

  if (route.type === 'CATEGORY' && route.uid) {
    const { categories } = await query(to, StoreSwitchCategory, { uid: route.uid }, ['categories']);
    const category = categories?.items?.[0];
    return category?.url_path ? `/${to}/${category.url_path}${category.url_suffix ?? ''}` : null;
  }

  if (route.type === 'CMS_PAGE' && route.identifier) {
    const { cmsPage } = await query(to, StoreSwitchCmsPage, { identifier: route.identifier }, [`cms:${route.identifier}`]);
    const key = cmsPage?.url_key || cmsPage?.identifier;
    return key ? `/${to}/${key}` : null;
  }

  return null;
}

/**
 * Where to send a shopper who asked for store view `to` while on `from`: the same product,
 * category or CMS page there; the same static page (`/uk/cart` → `/fr/cart`); else the target's
 * home. An unknown `to` sends to the default store view's home.
 */
export async function storeSwitchTarget(
  to: string | null | undefined,
  from: string | null | undefined,
  query: CatalogQuery,
): Promise<string> {
  // The backend's store views (lib/store-views.ts): the route may be the first request served.
  await loadStoreViews().catch(() => undefined);
  if (!isStoreCode(to)) return `/${defaultStoreCode()}`;
  const home = `/${to}`;
  const parsed = parseFromPath(from);
  if (!parsed || parsed.path === '/') return home;
  if (isStaticRoute(parsed.path)) return `${home}${parsed.path}${parsed.search}`;

  try {
    const target = await sameEntityIn(query, parsed.store ?? defaultStoreCode(), to, parsed.path);
    return target ? `${target}${parsed.search}` : home;
  } catch {
    // The backend could not answer: the shopper still gets the store view they asked for.
    return home;
  }
}
