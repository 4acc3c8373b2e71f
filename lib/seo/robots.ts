import type { MetadataRoute } from 'next';

/**
 * Routes under every store view that are personal, transactional or endless (specification,
 * section 2): a crawler has nothing to index there. Each is blocked as an exact path (`cart$`), a
 * folder (`cart/`) and with a query string (`cart?`), each under any store code, but never as a bare
 * prefix, so a product such as `/uk/cartier-round.html` stays crawlable.
 */
export const PRIVATE_ROUTES = [
  'cart',
  'checkout',
  'delivery',
  'sign-in',
  'create-account',
  'forgot-password',
  'customer',
  'order-history',
  'address-book',
  'account-information',
  'wishlist',
  'saved-payments',
  'communications',
  'social-accounts',
  'giftcard',
  'prescription',
  'prescriptionfix',
  'addEditDialog',
  'payment-result',
  'paymentfail',
  'success',
  'paypal',
  'ayden',
  'abandonedcart',
  'productalert',
  'unsubscribe',
  'stock',
  'price',
  'compare',
] as const;

/**
 * Query parameters that only reorder or narrow a listing into endless duplicates: sorting anywhere,
 * and any parameter after `query` on the search page (search with filters). Plain search results
 * and category pages, filtered or paginated, stay crawlable (their canonical URL points home).
 */
const FACETED_PATHS = ['/*/search.html?*&', '/*?*product_list_order=', '/*?*product_list_dir='];

/** Paths served by the backend or by proxies, not pages. */
const NON_PAGE_PATHS = ['/graphql', '/rest/', '/api/', '/switch-store'];

export function robotsRules(): MetadataRoute.Robots['rules'] {
  const disallow = [
    ...PRIVATE_ROUTES.flatMap((route) => [`/*/${route}$`, `/*/${route}/`, `/*/${route}?`]),
    ...FACETED_PATHS,
    ...NON_PAGE_PATHS,
  ];
  return [{ userAgent: '*', allow: '/', disallow }];
}
