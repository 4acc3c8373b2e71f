/**
 * Browser-storage keys the client reads (section 3) and the platform cache id it keeps. A module of
 * its own: the app providers of every page write the store view under these keys without loading
 * the GraphQL client (lib/magento/client.ts) in the page's first load.
 */
export const STORAGE_KEYS = {
  storeViewCode: 'store_view_code',
  storeViewCurrency: 'store_view_currency',
  cacheId: 'magento_cache_id',
} as const;
