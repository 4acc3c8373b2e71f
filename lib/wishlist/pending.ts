/**
 * The product a guest asked to keep: the heart sends a guest to sign in, and the product waits
 * here (in sessionStorage, this tab only, 30 minutes) until they are signed in. It is then added
 * once, by whoever takes it first: the user store right after sign-in (lib/state/user-store.ts),
 * or the hearts' first read of the wish list (a shopper who turns out to be signed in already).
 */
import { createBrowserStorage } from '@/lib/magento/browser-storage';
import type { AccountRequest } from '@/lib/magento/operations/account';
import { OWN_WISHLIST_ID, addProductsToWishlist, type WishlistItemInput } from '@/lib/magento/operations/wishlist';

export const PENDING_WISHLIST_KEY = 'pending_wishlist_item';
/** Time enough to sign in or create an account; not a surprise the next day. */
export const PENDING_WISHLIST_TTL_SECONDS = 30 * 60;

export interface PendingWishlistItem {
  store: string;
  item: WishlistItemInput;
}

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * What storage holds, checked before use (anything can write there): a store code, a SKU, a
 * quantity, maybe a parent SKU and the chosen value uids. Hand-written: the validation library
 * (valibot) would load with every catalogue page for this one check.
 */
export function isPendingWishlistItem(value: unknown): value is PendingWishlistItem {
  if (typeof value !== 'object' || value === null) return false;
  const { store, item } = value as Partial<PendingWishlistItem>;
  if (!isText(store, 16) || typeof item !== 'object' || item === null) return false;
  const { sku, quantity, parent_sku, selected_options } = item;
  return (
    isText(sku, 64) &&
    typeof quantity === 'number' &&
    quantity > 0 &&
    quantity <= 10_000 &&
    (parent_sku === undefined || isText(parent_sku, 64)) &&
    (selected_options === undefined ||
      (Array.isArray(selected_options) && selected_options.length <= 20 && selected_options.every((uid) => isText(uid, 128))))
  );
}

function sessionStorageOf(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const storage = createBrowserStorage({ storage: sessionStorageOf, now: () => Date.now() });

export function rememberPendingWishlistItem(store: string, item: WishlistItemInput): void {
  const { sku, quantity, parent_sku, selected_options } = item;
  storage.setItem<PendingWishlistItem>(
    PENDING_WISHLIST_KEY,
    { store, item: { sku, quantity, ...(parent_sku ? { parent_sku } : {}), ...(selected_options?.length ? { selected_options } : {}) } },
    PENDING_WISHLIST_TTL_SECONDS,
  );
}

/** The waiting product of `store`, taken out of storage (so it is added once); null when there is none. */
export function takePendingWishlistItem(store: string): WishlistItemInput | null {
  const pending = storage.getItem<unknown>(PENDING_WISHLIST_KEY);
  if (pending === undefined) return null;
  if (!isPendingWishlistItem(pending)) {
    storage.removeItem(PENDING_WISHLIST_KEY);
    return null;
  }
  // Another store view's product waits for a sign-in there.
  if (pending.store !== store) return null;
  storage.removeItem(PENDING_WISHLIST_KEY);
  return pending.item;
}

/** Adds the waiting product to the signed-in customer's wish list. Resolves to whether one was added. */
export async function addPendingWishlistItem(store: string, request: AccountRequest): Promise<boolean> {
  const item = takePendingWishlistItem(store);
  if (!item) return false;
  const { user_errors } = await addProductsToWishlist(request, OWN_WISHLIST_ID, [item]);
  return user_errors.length === 0;
}
