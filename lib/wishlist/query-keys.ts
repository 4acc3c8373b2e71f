/**
 * React Query keys of the wish list, shared by server pages (which seed the cache) and client
 * islands. All start with `wishlist`, so sign-out evicts them with the customer's other data
 * (lib/state/query-persistence.ts).
 */

/** Every wish list query of a store view. */
export const wishlistKey = (store: string) => ['wishlist', store] as const;

/** Which products the signed-in customer's list holds: what the hearts show. */
export const wishlistProductsKey = (store: string) => ['wishlist', store, 'products'] as const;

/** The /wishlist page's items: page 1 as the server read it replaces what was there, later pages are appended (spec section 3). */
export const wishlistPageKey = (store: string) => ['wishlist', store, 'items'] as const;

/** Items per page of the /wishlist page. */
export const WISHLIST_PAGE_SIZE = 12;
