import { SIGNIN_TOKEN_KEY } from '@/lib/session/record';

/*
 * The browser-storage keys under which a shopper's own things are kept (the cart, the compare
 * list), in a module of their own: every page asks whether any is there (shopperHasTraces below)
 * without loading the stores that write them.
 */

/** Section 3: the local-storage key of the cart id, scoped by store view (`cartId:uk`). */
export const CART_ID_KEY_PREFIX = 'cartId:';
export function cartIdStorageKey(store: string): string {
  return `${CART_ID_KEY_PREFIX}${store}`;
}

/** The compare list of a store view: `compare_list:{store}` (lib/compare/compare-list-storage.ts). */
export const COMPARE_LIST_KEY_PREFIX = 'compare_list:';
export const compareListKey = (store: string) => `${COMPARE_LIST_KEY_PREFIX}${store}`;

/**
 * Section 3: the local-storage keys of the checkout's saved data (lib/state/checkout-store.ts). Here
 * so that sign-out removes them without loading the checkout store (lib/state/user-store.ts).
 */
export const CHECKOUT_STORAGE_KEYS = {
  billingAddress: 'billing_address',
  paymentMethod: 'paymentMethod',
  shippingAddress: 'shipping_address',
  shippingMethod: 'shippingMethod',
  availableShippingMethods: 'availableShippingMethods',
} as const;

/**
 * Whether this browser keeps anything of the shopper's that a page's islands would show (issue 16):
 * a sign-in record, a cart or a compare list, of any store view. A first-time visitor has none: the
 * server's markup (a guest's account link, an empty cart, unpressed hearts) is already right, and
 * the islands' code waits for the visitor's first interaction instead of the browser's first idle
 * moment.
 */
export function shopperHasTraces(storage: () => Storage | undefined = localStorageOrNothing): boolean {
  try {
    const web = storage();
    if (!web) return false;
    for (let index = 0; index < web.length; index += 1) {
      const key = web.key(index);
      if (key && (key === SIGNIN_TOKEN_KEY || key.startsWith(CART_ID_KEY_PREFIX) || key.startsWith(COMPARE_LIST_KEY_PREFIX))) return true;
    }
  } catch {
    // Storage refused: nothing kept.
  }
  return false;
}

function localStorageOrNothing(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The event by which a page learns that the shopper now has something kept (lib/state/shopper-keys.ts). */
const TRACE_EVENT = 'brillora:shopper-trace';

/** Tells the page that a sign-in, cart or compare list has just been kept in this browser. */
export function noteShopperTrace(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(TRACE_EVENT));
}

/** Calls `listener` when the shopper's first thing is kept while the page is open; returns the unsubscribe. */
export function onShopperTrace(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener(TRACE_EVENT, listener);
  return () => window.removeEventListener(TRACE_EVENT, listener);
}
