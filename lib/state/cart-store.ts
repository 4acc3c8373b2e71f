import { create } from 'zustand';
import { getMagentoClient, type MagentoClient, type MagentoRequestOptions } from '@/lib/magento/client';
import { browserStorage, type BrowserStorage } from '@/lib/magento/browser-storage';
import { isInvalidCartError, type RemovedListItem } from '@/lib/magento/errors';
import {
  AddProductsToCart,
  ApplyCouponToCart,
  CreateEmptyCart,
  GetCartDetails,
  RemoveCouponFromCart,
  RemoveItemFromCart,
  UpdateCartItems,
  type CartDetails,
  type CartItem,
  type CartItemInput,
} from '@/lib/magento/operations/cart';
import { CreateCartAfterSignIn, GetCustomerCart, MergeCartsAfterSignIn } from '@/lib/magento/operations/customer';
import { hasLiveSigninRecord } from '@/lib/session/signin-record';
import { cartScope, createActionRunner, createActionScope, toError, type ActionScope } from '@/lib/state/actions';
import { cartIdStorageKey, noteShopperTrace } from './shopper-keys';

/**
 * Cart state (specification, sections 3, 4 and 8): the guest cart's id per store view, its
 * details, busy flags and one error per action. After every add, update or remove the details
 * are read again from the network; an invalid cart is replaced by a new one (add and update are
 * then tried once more); a cart id changed by another tab reloads the page.
 */

/** Section 8: the error stored when no cart can be created. */
export const UNABLE_TO_CREATE_CART = 'Unable to create cart';

/** Section 3: the local-storage key of the cart id, scoped by store view (`cartId:uk`). */
export { cartIdStorageKey };

/** Section 3: one image per SKU, kept when a product is added. */
export const IMAGES_BY_SKU_KEY = 'imagesBySku';

/**
 * Session-storage key of an add to cart not yet answered in a store view. A shopper who leaves the
 * page right after the click (the browser drops the request) gets it added on the next page, unless
 * the cart shows it arrived.
 */
export function pendingAddStorageKey(store: string): string {
  return `cart_pending_add:${store}`;
}

interface PendingAdd {
  item: CartItemInput;
  /** The cart it was sent to (null: the cart was being created) and its quantity before. */
  cartId: string | null;
  quantityBefore: number;
}

/** The tab's sessionStorage, if the browser lets the page have it. */
export function browserSession(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** What is kept under `key` in session storage (JSON), or null. */
export function readSession<T>(key: string, session: () => Storage | undefined = browserSession): T | null {
  try {
    const raw = session()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` in session storage (JSON; null removes it); without session storage, nothing. */
export function writeSession(key: string, value: unknown, session: () => Storage | undefined = browserSession): void {
  try {
    if (value === null) session()?.removeItem(key);
    else session()?.setItem(key, JSON.stringify(value));
  } catch {
    // Kept in memory only.
  }
}

export interface CartImage {
  url: string;
  label: string;
}

/** What the add-to-cart form hands over (the variant, its parent and the chosen option value uids). */
export interface AddItemInput {
  sku: string;
  parentSku?: string;
  quantity: number;
  selectedOptions?: string[];
  /** Text typed into the product's text options (Magento's `entered_options`: the option's uid and the text). */
  enteredOptions?: Array<{ uid: string; value: string }>;
  /** The product's gallery (in position order): its first entry (position 1) is kept for the SKU. */
  images?: CartImage[];
}

export interface CartStateFields {
  /** The store view whose cart this is. */
  store: string | null;
  cartId: string | null;
  details: CartDetails | null;
  /** Lines Magento's answer carried with a silently removed (stock) error. */
  removedItems: RemovedListItem[];
  isLoading: boolean;
  isAddingItem: boolean;
  isUpdatingItem: boolean;
  /** A coupon is being applied or removed. */
  isUpdatingCoupon: boolean;
  shippingMethods: unknown[];
  getCartError: Error | null;
  getDetailsError: Error | null;
  addItemError: Error | null;
  updateItemError: Error | null;
  removeItemError: Error | null;
  applyCouponError: Error | null;
  removeCouponError: Error | null;
}

export interface CartActions {
  /** The cart id of `store`: the stored one, else a new empty cart's. Null (and getCartError) on failure. */
  getCart(store: string): Promise<string | null>;
  /**
   * On page load: takes `store` as the cart's store view and, when a cart id is stored for it,
   * loads that cart. Creates no cart: one is created by the first add (or getCart).
   */
  restoreCart(store: string): Promise<void>;
  /** Reads the cart from the network (section 7: network-only). */
  getDetails(): Promise<void>;
  addItem(input: AddItemInput): Promise<void>;
  updateItem(input: { uid: string; quantity: number }): Promise<void>;
  removeItem(input: { uid: string }): Promise<void>;
  /** Applies a coupon code (Magento's message in applyCouponError on failure), then reads the cart again. */
  applyCoupon(code: string): Promise<void>;
  /** Removes the applied coupon (removeCouponError on failure), then reads the cart again. */
  removeCoupon(): Promise<void>;
  /** Forgets the cart (the id in storage stays unless the caller removes it). */
  reset(): void;
  /**
   * Section 8 for the other areas (the checkout steps and the order): forget the invalid cart,
   * start a new one and read it.
   */
  recoverCart(): Promise<void>;
  /**
   * After sign-in (section 4): the customer's cart (customerCart, else a new one) becomes the
   * cart, with the guest cart merged into it (source the guest cart, destination the customer's).
   */
  adoptCustomerCart(store: string): Promise<void>;
  /** After sign-out: forgets the customer's cart (state and stored id) and starts a new guest cart. */
  startGuestCart(store: string): Promise<void>;
}

export type CartState = CartStateFields & CartActions;

export const initialCartState: CartStateFields = {
  store: null,
  cartId: null,
  details: null,
  removedItems: [],
  isLoading: false,
  isAddingItem: false,
  isUpdatingItem: false,
  isUpdatingCoupon: false,
  shippingMethods: [],
  getCartError: null,
  getDetailsError: null,
  addItemError: null,
  updateItemError: null,
  removeItemError: null,
  applyCouponError: null,
  removeCouponError: null,
};

export interface CartStoreDependencies {
  client?: () => MagentoClient;
  storage?: BrowserStorage;
  /** Whether the shopper is signed in; default: a live sign-in record in browser storage. */
  isSignedIn?: () => boolean;
  /**
   * What an invalid cart means beyond the cart (section 6); default: signInvalidCartOut, which
   * loads the user store.
   */
  invalidCartHandler?: () => InvalidCartHandler | null;
  /** Where an unanswered add to cart is kept (default: sessionStorage). */
  session?: () => Storage | undefined;
  /** The queue the cart's changes wait their turn in (default: one of this store's own). */
  scope?: ActionScope;
}

/** Called on an invalid cart before a new one is made; `signedIn` tells whose cart it was. */
export type InvalidCartHandler = (signedIn: boolean) => Promise<void>;

/**
 * Section 6 beyond the cart: a signed-in shopper is signed out (sign-out starts their new guest
 * cart); for a guest, any session cookie left behind is ended so the new cart is a guest's. The
 * user store is loaded for it (it loads this store on demand too, so neither is in the other's
 * first load: issue 16).
 */
const signInvalidCartOut: InvalidCartHandler = async (signedIn) => {
  if (signedIn) {
    const { useUserStore } = await import('@/lib/state/user-store');
    await useUserStore.getState().signOut({ revoke: false });
  } else {
    const { sessionEndpoint } = await import('@/lib/session/browser');
    await sessionEndpoint.end().catch(() => undefined);
  }
};

/** A line of a configurable product: its quantity changes by removing and adding it again. */
function isConfigurableLine(item: CartItem): boolean {
  return Boolean(item.configurable_options?.length);
}

/**
 * The add-to-cart input that gives `line` again: the product with its configurable values and
 * its customizable options (chosen values as selected options, typed text as entered options).
 */
export function sameChoices(line: CartItem): CartItemInput {
  const selected = (line.configurable_options ?? []).map((option) => option.configurable_product_option_value_uid);
  const entered: Array<{ uid: string; value: string }> = [];
  for (const option of line.customizable_options ?? []) {
    for (const value of option?.values ?? []) {
      if (!option || !value) continue;
      if (value.customizable_option_value_uid === option.customizable_option_uid) {
        entered.push({ uid: option.customizable_option_uid, value: value.value });
      } else {
        selected.push(value.customizable_option_value_uid);
      }
    }
  }
  // A line always has its product's SKU (Magento's schema allows null): an empty one is refused as unknown.
  const input: CartItemInput = { sku: line.product.sku ?? '', quantity: line.quantity };
  if (selected.length) input.selected_options = selected;
  if (entered.length) input.entered_options = entered;
  return input;
}

export function createCartStore(dependencies: CartStoreDependencies = {}) {
  const clientOf = dependencies.client ?? getMagentoClient;
  const storage = dependencies.storage ?? browserStorage;
  const isSignedIn = dependencies.isSignedIn ?? (() => hasLiveSigninRecord());
  const invalidCartHandler = dependencies.invalidCartHandler ?? (() => signInvalidCartOut);
  const session = dependencies.session ?? browserSession;
  const scope = dependencies.scope ?? createActionScope();
  /** One creation at a time: the header, mini cart and page may all ask at once. */
  let pendingCart: Promise<string> | null = null;
  /**
   * Reads and writes in flight: a read that started before another read, or that overlapped a
   * change of the cart, is older than what a later read brings and is dropped (under load an old
   * answer could otherwise land last and hide a line just added).
   */
  let reads = 0;
  let writes = 0;
  let writeGeneration = 0;
  /** Adds asked for on this page and not yet answered: the pending add they keep is theirs, never replayed. */
  let adding = 0;

  function readPendingAdd(store: string): PendingAdd | null {
    return readSession<PendingAdd>(pendingAddStorageKey(store), session);
  }

  /** Keeps the store view's cart id; the page's islands, if still waiting for the shopper, load now. */
  function keepCartId(store: string, id: string): void {
    storage.setItem(cartIdStorageKey(store), id);
    noteShopperTrace();
  }

  /** Without session storage an add dropped by leaving the page is not replayed. */
  function writePendingAdd(store: string, pending: PendingAdd | null): void {
    writeSession(pendingAddStorageKey(store), pending, session);
  }

  return create<CartState>()((set, get) => {
    const run = createActionRunner<CartState>(set, scope);

    /** Every request names the store view, whatever browser storage says yet. */
    function requestOptions(extra: MagentoRequestOptions = {}): MagentoRequestOptions {
      const store = get().store;
      return store ? { ...extra, headers: { ...extra.headers, store } } : extra;
    }

    async function createCart(store: string): Promise<string> {
      // A signed-in shopper's cart comes from customerCart (section 6): Magento makes one when there is none.
      if (isSignedIn()) return customerCartId(store);
      try {
        const { data } = await clientOf().mutate(CreateEmptyCart, undefined, requestOptions());
        if (!data.createEmptyCart) throw new Error(UNABLE_TO_CREATE_CART);
        keepCartId(store, data.createEmptyCart);
        return data.createEmptyCart;
      } catch (error) {
        throw new Error(UNABLE_TO_CREATE_CART, { cause: error });
      }
    }

    /** The signed-in shopper's cart of this store view: customerCart, else CreateCartAfterSignIn. */
    async function customerCartId(store: string): Promise<string> {
      let id: string | null = null;
      try {
        const { data } = await clientOf().query(GetCustomerCart, undefined, requestOptions({ cache: 'no-store' }));
        id = data.customerCart?.id ?? null;
      } catch {
        // No cart to be had this way: create one below.
      }
      if (!id) {
        try {
          const { data } = await clientOf().mutate(CreateCartAfterSignIn, undefined, requestOptions());
          id = data.createEmptyCart;
        } catch (error) {
          throw new Error(UNABLE_TO_CREATE_CART, { cause: error });
        }
        if (!id) throw new Error(UNABLE_TO_CREATE_CART);
      }
      keepCartId(store, id);
      return id;
    }

    /** The cart id, reused from state or storage, else created; throws "Unable to create cart". */
    async function ensureCartId(): Promise<string> {
      const { cartId, store } = get();
      if (cartId) return cartId;
      if (!store) throw new Error(UNABLE_TO_CREATE_CART);
      const stored = storage.getItem<unknown>(cartIdStorageKey(store));
      if (typeof stored === 'string' && stored) {
        set({ cartId: stored });
        return stored;
      }
      pendingCart ??= createCart(store).finally(() => {
        pendingCart = null;
      });
      const created = await pendingCart;
      if (get().store === store) set({ cartId: created, getCartError: null });
      return created;
    }

    async function fetchDetails(): Promise<void> {
      const cartId = get().cartId;
      if (!cartId) return;
      const ticket = ++reads;
      const generation = writeGeneration;
      const result = await clientOf().query(GetCartDetails, { cartId }, requestOptions({ cache: 'no-store' }));
      if (get().cartId !== cartId) return;
      if (ticket !== reads || generation !== writeGeneration || writes > 0) return;
      set({ details: result.data.cart, removedItems: result.removedItems ?? [], getDetailsError: null });
    }

    /**
     * Sections 6 and 8: forget the invalid cart, create a new one and read it. A signed-in shopper
     * is signed out first (which starts their new guest cart); a guest's cart is just cleared.
     */
    async function recoverInvalidCart(): Promise<void> {
      const store = get().store;
      const signedIn = isSignedIn();
      if (store) storage.removeItem(cartIdStorageKey(store));
      set({ ...initialCartState, store });
      await invalidCartHandler()?.(signedIn);
      await ensureCartId();
      await fetchDetails();
    }

    /** Runs `operation`; on an invalid cart recovers, then (when `retry`) runs it once more. */
    async function withCartRecovery(operation: (cartId: string) => Promise<void>, retry: boolean): Promise<void> {
      writes += 1;
      try {
        await operation(await ensureCartId());
      } catch (error) {
        if (!isInvalidCartError(error)) throw error;
        await recoverInvalidCart();
        if (retry) await operation(await ensureCartId());
      } finally {
        writes -= 1;
        writeGeneration += 1;
      }
    }

    /** The add sent before the shopper left the last page, if the cart does not show it: send it again. */
    async function replayPendingAdd(store: string): Promise<void> {
      const pending = readPendingAdd(store);
      if (!pending || adding > 0) return;
      const arrived =
        pending.cartId !== null && pending.cartId === get().cartId && (get().details?.total_quantity ?? 0) > pending.quantityBefore;
      if (arrived) {
        writePendingAdd(store, null);
        return;
      }
      await get()
        .addItem({
          sku: pending.item.sku,
          quantity: pending.item.quantity,
          parentSku: pending.item.parent_sku ?? undefined,
          selectedOptions: pending.item.selected_options ?? undefined,
          enteredOptions: pending.item.entered_options ?? undefined,
        })
        .catch(() => undefined);
    }

    async function add(cartId: string, item: CartItemInput): Promise<void> {
      const { data } = await clientOf().mutate(AddProductsToCart, { cartId, cartItems: [item] }, requestOptions());
      const userErrors = data.addProductsToCart?.user_errors ?? [];
      if (userErrors.length) throw new Error(userErrors.map((entry) => entry.message).join('\n'));
    }

    function keepImage(input: AddItemInput): void {
      // The gallery comes in position order, so its first entry is the one at position 1.
      const image = input.images?.[0];
      if (!image) return;
      const known = storage.getItem<Record<string, CartImage>>(IMAGES_BY_SKU_KEY) ?? {};
      storage.setItem(IMAGES_BY_SKU_KEY, { ...known, [input.sku]: image });
    }

    /**
     * A change of the cart (add, update, remove, coupon), on the actions' pattern: busy at once, in
     * the cart's turn, the error stored and thrown on failure, the cart read again either way.
     * `work` runs its operation through withCartRecovery (an invalid cart replaced, maybe retried).
     */
    function change(
      busy: 'isAddingItem' | 'isUpdatingItem' | 'isUpdatingCoupon',
      error: 'addItemError' | 'updateItemError' | 'removeItemError' | 'applyCouponError' | 'removeCouponError',
      work: () => Promise<void>,
      clears?: Array<'applyCouponError' | 'removeCouponError'>,
    ): Promise<void> {
      return run({ busy, error, clears, work, refresh: get().getDetails });
    }

    return {
      ...initialCartState,

      async getCart(store) {
        if (get().store !== store) set({ ...initialCartState, store });
        try {
          return await ensureCartId();
        } catch (error) {
          set({ getCartError: toError(error) });
          return null;
        }
      },

      async restoreCart(store) {
        if (get().store !== store) set({ ...initialCartState, store });
        const stored = storage.getItem<unknown>(cartIdStorageKey(store));
        // A signed-in shopper's cart of this store view comes from customerCart, even when none is stored here yet.
        if (!get().cartId && !(typeof stored === 'string' && stored) && !isSignedIn()) {
          await replayPendingAdd(store);
          return;
        }
        if (await get().getCart(store)) await get().getDetails();
        await replayPendingAdd(store);
      },

      async getDetails() {
        if (!get().cartId) return;
        set({ isLoading: true });
        try {
          await fetchDetails();
        } catch (error) {
          if (isInvalidCartError(error)) {
            try {
              await recoverInvalidCart();
            } catch (recoveryError) {
              set({ getDetailsError: toError(recoveryError) });
            }
          } else {
            set({ getDetailsError: toError(error) });
          }
        } finally {
          set({ isLoading: false });
        }
      },

      addItem(input) {
        const item: CartItemInput = { sku: input.sku, quantity: input.quantity };
        if (input.parentSku) item.parent_sku = input.parentSku;
        if (input.selectedOptions?.length) item.selected_options = input.selectedOptions;
        if (input.enteredOptions?.length) item.entered_options = input.enteredOptions;
        const store = get().store;
        if (store) writePendingAdd(store, { item, cartId: get().cartId, quantityBefore: get().details?.total_quantity ?? 0 });
        adding += 1;
        return change('isAddingItem', 'addItemError', async () => {
          try {
            keepImage(input);
            await withCartRecovery(async (cartId) => {
              const pending = store ? readPendingAdd(store) : null;
              if (store && pending && pending.cartId !== cartId) writePendingAdd(store, { ...pending, cartId });
              await add(cartId, item);
            }, true);
          } finally {
            // Answered: added, or refused with a reason the shopper is shown. Either way, not to replay.
            if (store) writePendingAdd(store, null);
            adding -= 1;
          }
        });
      },

      updateItem({ uid, quantity }) {
        return change('isUpdatingItem', 'updateItemError', () =>
          withCartRecovery(async (cartId) => {
            const line = get().details?.items?.find((item) => item?.uid === uid);
            if (line && isConfigurableLine(line)) {
              await clientOf().mutate(RemoveItemFromCart, { cartId, itemUid: uid }, requestOptions());
              await add(cartId, { ...sameChoices(line), quantity });
            } else {
              await clientOf().mutate(UpdateCartItems, { cartId, itemUid: uid, quantity }, requestOptions());
            }
          }, true),
        );
      },

      removeItem({ uid }) {
        // Section 8: a signed-in shopper's operation is retried on the recovered cart.
        const retry = isSignedIn();
        return change('isUpdatingItem', 'removeItemError', () =>
          withCartRecovery(async (cartId) => {
            await clientOf().mutate(RemoveItemFromCart, { cartId, itemUid: uid }, requestOptions());
          }, retry),
        );
      },

      applyCoupon(code) {
        const couponCode = code.trim();
        const retry = isSignedIn();
        return change(
          'isUpdatingCoupon',
          'applyCouponError',
          () =>
            withCartRecovery(async (cartId) => {
              await clientOf().mutate(ApplyCouponToCart, { cartId, couponCode }, requestOptions());
            }, retry),
          ['removeCouponError'],
        );
      },

      removeCoupon() {
        return change(
          'isUpdatingCoupon',
          'removeCouponError',
          () =>
            withCartRecovery(async (cartId) => {
              await clientOf().mutate(RemoveCouponFromCart, { cartId }, requestOptions());
            }, false),
          ['applyCouponError'],
        );
      },

      async recoverCart() {
        try {
          await recoverInvalidCart();
        } catch (error) {
          set({ getCartError: toError(error) });
        }
      },

      reset() {
        set({ ...initialCartState, store: get().store });
      },

      async adoptCustomerCart(store) {
        const guestCartId = get().store === store ? get().cartId : null;
        const storedGuestCartId = storage.getItem<unknown>(cartIdStorageKey(store));
        const sourceCartId = guestCartId ?? (typeof storedGuestCartId === 'string' && storedGuestCartId ? storedGuestCartId : null);
        set({ ...initialCartState, store, isLoading: true });
        storage.removeItem(cartIdStorageKey(store));
        try {
          const destinationCartId = await customerCartId(store);
          let details: CartDetails | null = null;
          if (sourceCartId && sourceCartId !== destinationCartId) {
            try {
              const { data } = await clientOf().mutate(MergeCartsAfterSignIn, { sourceCartId, destinationCartId }, requestOptions());
              details = data.mergeCarts;
            } catch {
              // A guest cart that is gone or empty has nothing to give: the customer's cart stays as it is.
            }
          }
          set({ cartId: destinationCartId, getCartError: null });
          if (details) set({ details, getDetailsError: null });
          else await fetchDetails();
        } catch (error) {
          set({ getCartError: toError(error) });
        } finally {
          set({ isLoading: false });
        }
      },

      async startGuestCart(store) {
        storage.removeItem(cartIdStorageKey(store));
        set({ ...initialCartState, store });
        await get().getCart(store);
      },
    };
  });
}

export type CartStore = ReturnType<typeof createCartStore>;

export const useCartStore: CartStore = createCartStore({ scope: cartScope });

/** Section 3: the derived cart summary. */
export interface CartSummary {
  currencyCode: string;
  numItems: number;
  subtotal: number;
}

/** currencyCode, numItems (sum of quantities) and subtotal (grand total); an empty cart gives USD, 0, 0. */
export function cartSummary(details: CartDetails | null): CartSummary {
  const items = (details?.items ?? []).filter((item): item is CartItem => item !== null);
  if (!items.length) return { currencyCode: 'USD', numItems: 0, subtotal: 0 };
  const grandTotal = details?.prices?.grand_total;
  return {
    currencyCode: grandTotal?.currency ?? 'USD',
    numItems: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: grandTotal?.value ?? 0,
  };
}

/** The image kept for a SKU when it was added, if any. */
export function imageForSku(sku: string, storage: BrowserStorage = browserStorage): CartImage | undefined {
  return storage.getItem<Record<string, CartImage>>(IMAGES_BY_SKU_KEY)?.[sku];
}

/**
 * Section 4: when another tab changes the stored cart id of `store`, reload the page. Call once
 * from a client effect; returns the function that stops listening.
 */
export function watchCartIdInOtherTabs(store: string, reload: () => void = () => window.location.reload()): () => void {
  const key = cartIdStorageKey(store);
  function onStorage(event: StorageEvent) {
    if (event.key !== key && event.key !== null) return;
    if (event.oldValue === event.newValue) return;
    reload();
  }
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
