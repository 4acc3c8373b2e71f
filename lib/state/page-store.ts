/**
 * The store view of the page in the browser, set by the app providers as they render (before any
 * island or page below them), so code loaded later (late islands, the start-up chunk) knows which
 * store view's query client and cache to use without a provider carrying it down.
 */

/** The store code `queryClientFor` falls back to outside a store view's pages (unit tests). */
export const UNKNOWN_PAGE_STORE = 'default';

let pageStore = UNKNOWN_PAGE_STORE;

export function setPageStore(store: string): void {
  pageStore = store;
}

export function currentPageStore(): string {
  return pageStore;
}
