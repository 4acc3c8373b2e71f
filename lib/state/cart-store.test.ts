/** @jest-environment jsdom */
import { createBrowserStorage } from '@/lib/magento/browser-storage';
import type { MagentoClient } from '@/lib/magento/client';
import { MagentoGraphQlError } from '@/lib/magento/errors';
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
} from '@/lib/magento/operations/cart';
import { cartIdStorageKey, cartSummary, createCartStore, imageForSku, UNABLE_TO_CREATE_CART, watchCartIdInOtherTabs } from './cart-store';

const NAMES = new Map<string, string>([
  [CreateEmptyCart, 'CreateEmptyCart'],
  [GetCartDetails, 'GetCartDetails'],
  [AddProductsToCart, 'AddProductsToCart'],
  [UpdateCartItems, 'UpdateCartItems'],
  [RemoveItemFromCart, 'RemoveItemFromCart'],
  [ApplyCouponToCart, 'ApplyCouponToCart'],
  [RemoveCouponFromCart, 'RemoveCouponFromCart'],
]);

type Handler = (variables: Record<string, unknown>) => unknown;

function line(uid: string, quantity: number, configurable = false): CartItem {
  return {
    uid,
    quantity,
    product: { uid: `p-${uid}`, sku: `SKU-${uid}`, name: uid },
    configurable_options: configurable
      ? [
          {
            configurable_product_option_uid: 'o1',
            option_label: 'Colour',
            configurable_product_option_value_uid: 'v1',
            value_label: 'Black',
          },
        ]
      : [],
    customizable_options: configurable
      ? [
          {
            customizable_option_uid: 'lens',
            label: 'Lens type',
            values: [{ customizable_option_value_uid: 'lens-clear', label: 'Clear', value: '7' }],
          },
          {
            customizable_option_uid: 'rx',
            label: 'Prescription',
            values: [{ customizable_option_value_uid: 'rx', label: '', value: 'OD -1.25' }],
          },
        ]
      : [],
  } as unknown as CartItem; // A stub line: the fields the store reads.
}

function cart(id: string, items: CartItem[], total = 10): CartDetails {
  // A stub answer: the fields the store reads.
  return { id, total_quantity: items.length, items, prices: { grand_total: { value: total, currency: 'GBP' } } } as unknown as CartDetails;
}

function setup(handlers: Record<string, Handler>) {
  const calls: Array<{ name: string; variables: Record<string, unknown>; store?: string }> = [];
  const run = async (document: string, variables?: object, options?: { headers?: Record<string, string> }) => {
    const name = NAMES.get(document) ?? 'unknown';
    const vars = (variables ?? {}) as Record<string, unknown>;
    calls.push({ name, variables: vars, store: options?.headers?.store });
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected ${name}`);
    return { data: await handler(vars) };
  };
  const client = { query: run, mutate: run } as unknown as MagentoClient;
  window.localStorage.clear();
  const storage = createBrowserStorage();
  const store = createCartStore({ client: () => client, storage });
  return { store, storage, calls, names: () => calls.map((call) => call.name) };
}

const invalidCart = () =>
  new MagentoGraphQlError([{ message: 'Could not find a cart with ID "old"', extensions: { category: 'graphql-no-such-entity' } }]);

describe('cart store', () => {
  it('creates an empty cart when none is stored, and keeps its id per store view', async () => {
    const { store, storage, calls } = setup({ CreateEmptyCart: () => ({ createEmptyCart: 'new-id' }) });
    await expect(store.getState().getCart('uk')).resolves.toBe('new-id');
    expect(store.getState().cartId).toBe('new-id');
    expect(storage.getItem(cartIdStorageKey('uk'))).toBe('new-id');
    expect(calls).toEqual([{ name: 'CreateEmptyCart', variables: {}, store: 'uk' }]);
  });

  it('reuses the id stored for the store view without creating a cart', async () => {
    const { store, storage, calls } = setup({});
    storage.setItem(cartIdStorageKey('uk'), 'kept-id');
    await expect(store.getState().getCart('uk')).resolves.toBe('kept-id');
    expect(calls).toEqual([]);
  });

  it('restores a stored cart with its details on load, and creates none when none is stored', async () => {
    const { store, storage, names } = setup({ GetCartDetails: () => ({ cart: cart('kept', [line('a', 1)]) }) });
    await store.getState().restoreCart('uk');
    expect(names()).toEqual([]);
    expect(store.getState()).toMatchObject({ store: 'uk', cartId: null });
    storage.setItem(cartIdStorageKey('uk'), 'kept');
    await store.getState().restoreCart('uk');
    expect(names()).toEqual(['GetCartDetails']);
    expect(store.getState()).toMatchObject({ cartId: 'kept', isLoading: false });
    expect(store.getState().details?.items).toHaveLength(1);
  });

  it('stores "Unable to create cart" when the cart cannot be created', async () => {
    const { store } = setup({
      CreateEmptyCart: () => {
        throw new Error('boom');
      },
    });
    await expect(store.getState().getCart('uk')).resolves.toBeNull();
    expect(store.getState().getCartError?.message).toBe(UNABLE_TO_CREATE_CART);
  });

  it('adds an item, keeps its image, then refetches the details from the network', async () => {
    const { store, storage, calls, names } = setup({
      AddProductsToCart: () => ({ addProductsToCart: { user_errors: [], cart: cart('c1', []) } }),
      GetCartDetails: () => ({ cart: cart('c1', [line('a', 1)]) }),
    });
    storage.setItem(cartIdStorageKey('uk'), 'c1');
    await store.getState().getCart('uk');
    await store.getState().addItem({
      sku: 'V-1',
      parentSku: 'P-1',
      quantity: 1,
      selectedOptions: ['v1'],
      images: [
        { url: 'first.jpg', label: 'front' },
        { url: 'second.jpg', label: 'side' },
      ],
    });
    expect(names()).toEqual(['AddProductsToCart', 'GetCartDetails']);
    expect(calls[0].variables).toEqual({
      cartId: 'c1',
      cartItems: [{ sku: 'V-1', parent_sku: 'P-1', quantity: 1, selected_options: ['v1'] }],
    });
    expect(store.getState().details?.items).toHaveLength(1);
    expect(store.getState().isAddingItem).toBe(false);
    expect(imageForSku('V-1', storage)).toEqual({ url: 'first.jpg', label: 'front' });
  });

  it('stores an add error from user_errors and still refetches', async () => {
    const { store, storage, names } = setup({
      AddProductsToCart: () => ({
        addProductsToCart: {
          user_errors: [{ code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' }],
          cart: cart('c1', []),
        },
      }),
      GetCartDetails: () => ({ cart: cart('c1', []) }),
    });
    storage.setItem(cartIdStorageKey('uk'), 'c1');
    await store.getState().getCart('uk');
    await expect(store.getState().addItem({ sku: 'S', quantity: 1 })).rejects.toThrow('The requested qty is not available');
    expect(store.getState().addItemError?.message).toBe('The requested qty is not available');
    expect(names()).toEqual(['AddProductsToCart', 'GetCartDetails']);
  });

  it('updates a simple line directly, then refetches', async () => {
    const { store, storage, calls, names } = setup({
      GetCartDetails: () => ({ cart: cart('c1', [line('a', 2)]) }),
      UpdateCartItems: () => ({ updateCartItems: { cart: cart('c1', [line('a', 2)]) } }),
    });
    storage.setItem(cartIdStorageKey('uk'), 'c1');
    await store.getState().getCart('uk');
    await store.getState().getDetails();
    await store.getState().updateItem({ uid: 'a', quantity: 2 });
    expect(names()).toEqual(['GetCartDetails', 'UpdateCartItems', 'GetCartDetails']);
    expect(calls[1].variables).toEqual({ cartId: 'c1', itemUid: 'a', quantity: 2 });
  });

  it('updates a configurable line by removing it and adding it again with its options', async () => {
    let details = cart('c1', [line('a', 1, true)]);
    const { store, storage, calls, names } = setup({
      GetCartDetails: () => ({ cart: details }),
      RemoveItemFromCart: () => ({ removeItemFromCart: { cart: cart('c1', []) } }),
      AddProductsToCart: () => {
        details = cart('c1', [line('b', 3, true)]);
        return { addProductsToCart: { user_errors: [], cart: details } };
      },
    });
    storage.setItem(cartIdStorageKey('uk'), 'c1');
    await store.getState().getCart('uk');
    await store.getState().getDetails();
    await store.getState().updateItem({ uid: 'a', quantity: 3 });
    expect(names()).toEqual(['GetCartDetails', 'RemoveItemFromCart', 'AddProductsToCart', 'GetCartDetails']);
    expect(calls[2].variables).toEqual({
      cartId: 'c1',
      cartItems: [
        { sku: 'SKU-a', quantity: 3, selected_options: ['v1', 'lens-clear'], entered_options: [{ uid: 'rx', value: 'OD -1.25' }] },
      ],
    });
    expect(store.getState().details?.items?.[0]?.quantity).toBe(3);
  });

  it('replaces an invalid cart with a new one and retries the add once', async () => {
    let adds = 0;
    const { store, storage, calls, names } = setup({
      AddProductsToCart: (variables) => {
        adds += 1;
        if (variables.cartId === 'old') throw invalidCart();
        return { addProductsToCart: { user_errors: [], cart: cart('new', [line('a', 1)]) } };
      },
      CreateEmptyCart: () => ({ createEmptyCart: 'new' }),
      GetCartDetails: (variables) => ({
        cart: cart(String(variables.cartId), variables.cartId === 'new' && adds > 1 ? [line('a', 1)] : []),
      }),
    });
    storage.setItem(cartIdStorageKey('uk'), 'old');
    await store.getState().getCart('uk');
    await store.getState().addItem({ sku: 'S', quantity: 1 });
    expect(names()).toEqual(['AddProductsToCart', 'CreateEmptyCart', 'GetCartDetails', 'AddProductsToCart', 'GetCartDetails']);
    expect(calls[3].variables.cartId).toBe('new');
    expect(storage.getItem(cartIdStorageKey('uk'))).toBe('new');
    expect(store.getState()).toMatchObject({ cartId: 'new', addItemError: null });
    expect(store.getState().details?.items).toHaveLength(1);
  });

  it('does not retry a remove on an invalid cart, but recovers', async () => {
    const { store, storage, names } = setup({
      RemoveItemFromCart: () => {
        throw invalidCart();
      },
      CreateEmptyCart: () => ({ createEmptyCart: 'new' }),
      GetCartDetails: (variables) => ({ cart: cart(String(variables.cartId), []) }),
    });
    storage.setItem(cartIdStorageKey('uk'), 'old');
    await store.getState().getCart('uk');
    await store.getState().removeItem({ uid: 'a' });
    expect(names()).toEqual(['RemoveItemFromCart', 'CreateEmptyCart', 'GetCartDetails', 'GetCartDetails']);
    expect(store.getState().cartId).toBe('new');
  });

  it('applies a coupon code, then refetches the totals', async () => {
    const { store, storage, calls, names } = setup({
      ApplyCouponToCart: () => ({ applyCouponToCart: { cart: cart('c1', []) } }),
      GetCartDetails: () => ({ cart: { ...cart('c1', [line('a', 1)], 9), applied_coupons: [{ code: 'WELCOME10' }] } }),
    });
    storage.setItem(cartIdStorageKey('uk'), 'c1');
    await store.getState().getCart('uk');
    await store.getState().applyCoupon(' WELCOME10 ');
    expect(names()).toEqual(['ApplyCouponToCart', 'GetCartDetails']);
    expect(calls[0]).toEqual({ name: 'ApplyCouponToCart', variables: { cartId: 'c1', couponCode: 'WELCOME10' }, store: 'uk' });
    expect(store.getState()).toMatchObject({ isUpdatingCoupon: false, applyCouponError: null });
    expect(store.getState().details?.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
  });

  it("keeps Magento's message when a coupon is refused, and still refetches the cart", async () => {
    const refused = new MagentoGraphQlError([
      { message: "The coupon code isn't valid. Verify the code and try again.", extensions: { category: 'graphql-input' } },
    ]);
    const { store, storage, names } = setup({
      ApplyCouponToCart: () => {
        throw refused;
      },
      GetCartDetails: () => ({ cart: cart('c1', [line('a', 1)]) }),
    });
    storage.setItem(cartIdStorageKey('uk'), 'c1');
    await store.getState().getCart('uk');
    await expect(store.getState().applyCoupon('SPRING2020')).rejects.toBe(refused);
    expect(names()).toEqual(['ApplyCouponToCart', 'GetCartDetails']);
    expect(store.getState().applyCouponError?.message).toContain("The coupon code isn't valid");
    expect(store.getState().removeCouponError).toBeNull();
    expect(store.getState().isUpdatingCoupon).toBe(false);
  });

  it('removes the coupon, clearing an earlier coupon error, then refetches the totals', async () => {
    const { store, storage, calls, names } = setup({
      ApplyCouponToCart: () => {
        throw new Error('refused');
      },
      RemoveCouponFromCart: () => ({ removeCouponFromCart: { cart: cart('c1', []) } }),
      GetCartDetails: () => ({ cart: cart('c1', [line('a', 1)]) }),
    });
    storage.setItem(cartIdStorageKey('uk'), 'c1');
    await store.getState().getCart('uk');
    await expect(store.getState().applyCoupon('NOPE')).rejects.toThrow('refused');
    await store.getState().removeCoupon();
    expect(names()).toEqual(['ApplyCouponToCart', 'GetCartDetails', 'RemoveCouponFromCart', 'GetCartDetails']);
    expect(calls[2].variables).toEqual({ cartId: 'c1' });
    expect(store.getState()).toMatchObject({ applyCouponError: null, removeCouponError: null });
  });

  it('stores its own error when the coupon cannot be removed', async () => {
    const { store, storage } = setup({
      RemoveCouponFromCart: () => {
        throw new Error('down');
      },
      GetCartDetails: () => ({ cart: cart('c1', []) }),
    });
    storage.setItem(cartIdStorageKey('uk'), 'c1');
    await store.getState().getCart('uk');
    await expect(store.getState().removeCoupon()).rejects.toThrow('down');
    expect(store.getState().removeCouponError?.message).toBe('down');
    expect(store.getState().applyCouponError).toBeNull();
  });

  it('reset forgets the cart of the store view', async () => {
    const { store, storage } = setup({ GetCartDetails: () => ({ cart: cart('c1', [line('a', 1)]) }) });
    storage.setItem(cartIdStorageKey('uk'), 'c1');
    await store.getState().getCart('uk');
    await store.getState().getDetails();
    store.getState().reset();
    expect(store.getState()).toMatchObject({ store: 'uk', cartId: null, details: null });
  });
});

describe('cartSummary', () => {
  it('gives USD, 0 items and 0 for an empty or missing cart', () => {
    expect(cartSummary(null)).toEqual({ currencyCode: 'USD', numItems: 0, subtotal: 0 });
    expect(cartSummary(cart('c', [], 0))).toEqual({ currencyCode: 'USD', numItems: 0, subtotal: 0 });
  });

  it('sums the quantities and takes the grand total and its currency', () => {
    expect(cartSummary(cart('c', [line('a', 2), line('b', 3)], 125.5))).toEqual({ currencyCode: 'GBP', numItems: 5, subtotal: 125.5 });
  });
});

describe('watchCartIdInOtherTabs', () => {
  it('reloads when another tab changes the stored cart id of the store view, and only then', () => {
    const reload = jest.fn();
    const stop = watchCartIdInOtherTabs('uk', reload);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cartId:fr', oldValue: 'a', newValue: 'b' }));
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'cartId:uk', oldValue: 'a', newValue: 'b' }));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'cartId:uk', oldValue: 'b', newValue: 'c' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('an add to cart the shopper leaves the page on', () => {
  beforeEach(() => window.sessionStorage.clear());

  /** The first page: the add is sent but never answered (the browser dropped it on leaving). */
  async function leaveDuringAdd(): Promise<void> {
    const first = setup({
      GetCartDetails: () => ({ cart: cart('c1', []) }),
      AddProductsToCart: () => new Promise(() => undefined),
    });
    first.storage.setItem(cartIdStorageKey('uk'), 'c1');
    await first.store.getState().restoreCart('uk');
    void first.store.getState().addItem({ sku: 'FRAME-BLK', parentSku: 'FRAME', quantity: 1, selectedOptions: ['v1'] });
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it('is sent again on the next page when the cart does not show it, once', async () => {
    await leaveDuringAdd();
    const added = cart('c1', [line('a', 1, true)]);
    let lines: CartItem[] = [];
    const { store, storage, names, calls } = setup({
      GetCartDetails: () => ({ cart: { ...added, items: lines, total_quantity: lines.length } }),
      AddProductsToCart: () => {
        lines = added.items as CartItem[];
        return { addProductsToCart: { user_errors: [], cart: added } };
      },
    });
    storage.setItem(cartIdStorageKey('uk'), 'c1');
    await store.getState().restoreCart('uk');
    expect(names()).toEqual(['GetCartDetails', 'AddProductsToCart', 'GetCartDetails']);
    expect(calls[1]?.variables).toEqual({ cartId: 'c1', cartItems: [{ sku: 'FRAME-BLK', parent_sku: 'FRAME', quantity: 1, selected_options: ['v1'] }] });
    expect(store.getState().details?.total_quantity).toBe(1);
    // Not again on the page after.
    const next = setup({ GetCartDetails: () => ({ cart: added }) });
    next.storage.setItem(cartIdStorageKey('uk'), 'c1');
    await next.store.getState().restoreCart('uk');
    expect(next.names()).toEqual(['GetCartDetails']);
  });

  it('is not sent again when the cart shows it arrived', async () => {
    await leaveDuringAdd();
    const { store, storage, names } = setup({ GetCartDetails: () => ({ cart: cart('c1', [line('a', 1, true)]) }) });
    storage.setItem(cartIdStorageKey('uk'), 'c1');
    await store.getState().restoreCart('uk');
    expect(names()).toEqual(['GetCartDetails']);
  });
});

describe('reads that answer out of order', () => {
  it('keeps the newest cart when an older read lands last', async () => {
    let answer!: (value: unknown) => void;
    const answers: Array<Promise<unknown>> = [new Promise((resolve) => (answer = resolve))];
    const { store, storage } = setup({
      GetCartDetails: () => answers.shift() ?? { cart: cart('c1', [line('a', 1)]) },
      AddProductsToCart: () => ({ addProductsToCart: { user_errors: [], cart: cart('c1', [line('a', 1)]) } }),
    });
    storage.setItem(cartIdStorageKey('uk'), 'c1');
    await store.getState().getCart('uk');
    // The cart page's read, slow, from before the add…
    const slow = store.getState().getDetails();
    await store.getState().addItem({ sku: 'SKU-a', quantity: 1 });
    expect(store.getState().details?.items).toHaveLength(1);
    // …lands last with the cart as it was: it must not hide the new line.
    answer({ cart: cart('c1', []) });
    await slow;
    expect(store.getState().details?.items).toHaveLength(1);
  });
});
