/**
 * A small fake catalogue answering the SEO layer's operations per store view, for tests that mock
 * `@/lib/magento/server` (`queryCatalog.mockImplementation(fakeQueryCatalog(...))`).
 */

export interface FakeCatalogOptions {
  /** Store views whose every request fails (a backend error). */
  failingStores?: string[];
  /** Store views that do not sell the product `ASL-MARGAUX`. */
  storesWithoutProduct?: string[];
  /** Products under the root category per store view (default 3). */
  productCount?: number;
}

const FRENCH = {
  eyeglasses: 'lunettes-de-vue',
  women: 'lunettes-de-vue/femme',
  product: 'lunettes-atelier-soline-margaux',
  about: 'qui-sommes-nous',
};

function categoriesOf(store: string) {
  const fr = store === 'fr';
  return [
    { uid: 'Mw==', parent: 'Mg==', url_path: fr ? FRENCH.eyeglasses : 'eyeglasses', url_suffix: '.html', children_count: '1' },
    { uid: 'NA==', parent: 'Mw==', url_path: fr ? FRENCH.women : 'eyeglasses/women', url_suffix: '.html', children_count: '0' },
    { uid: 'Nw==', parent: 'Mg==', url_path: fr ? 'lunettes-de-soleil' : 'sunglasses', url_suffix: '.html', children_count: '0' },
  ];
}

export function fakeQueryCatalog(options: FakeCatalogOptions = {}) {
  const productCount = options.productCount ?? 3;
  return async (store: string, document: string, variables: Record<string, unknown> = {}): Promise<unknown> => {
    if (options.failingStores?.includes(store)) throw new Error(`backend down for ${store}`);
    const operation = /query (\w+)/.exec(document)?.[1];
    switch (operation) {
      case 'GetStoreConfig':
        return { storeConfig: { store_code: store, root_category_uid: 'Mg==' } };
      case 'SeoProductUrl': {
        const sells = variables.sku === 'ASL-MARGAUX' && !options.storesWithoutProduct?.includes(store);
        const url_key = store === 'fr' ? FRENCH.product : 'atelier-soline-margaux';
        return { products: { items: sells ? [{ sku: 'ASL-MARGAUX', url_key, url_suffix: '.html' }] : [] } };
      }
      case 'SeoCategoryUrl': {
        const category = categoriesOf(store).find((item) => item.uid === variables.uid);
        return { categories: { items: category ? [category] : [] } };
      }
      case 'SeoCmsPageUrl': {
        if (variables.identifier === 'privacy-policy' && store === 'us') return { cmsPage: null };
        const known = ['home', 'about-us', 'shipping-and-returns', 'privacy-policy'];
        if (!known.includes(String(variables.identifier))) return { cmsPage: null };
        const url_key = store === 'fr' && variables.identifier === 'about-us' ? FRENCH.about : variables.identifier;
        return { cmsPage: { identifier: variables.identifier, url_key } };
      }
      case 'SeoCategoryLevel': {
        const parents = variables.parentUids as string[];
        const items = categoriesOf(store).filter((item) => parents.includes(item.parent));
        return { categories: { total_count: items.length, page_info: { total_pages: 1 }, items } };
      }
      case 'SeoSitemapProducts': {
        const pageSize = variables.pageSize as number;
        const currentPage = variables.currentPage as number;
        const from = (currentPage - 1) * pageSize;
        const items = Array.from({ length: Math.max(0, Math.min(pageSize, productCount - from)) }, (_, index) => ({
          uid: `p${from + index}`,
          url_key: `frame-${from + index}`,
          url_suffix: '.html',
          updated_at: '2026-01-15 10:00:00',
        }));
        return { products: { total_count: productCount, items } };
      }
      default:
        throw new Error(`unexpected operation ${operation}`);
    }
  };
}
