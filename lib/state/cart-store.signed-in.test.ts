import { createBrowserStorage } from '@/lib/magento/browser-storage';
import type { MagentoClient } from '@/lib/magento/client';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import type { CartDetails } from '@/lib/magento/operations/cart';
import { cartIdStorageKey, createCartStore } from './cart-store';

/** The signed-in parts of the cart store: the customer's cart, the guest cart merged into it, invalid carts. */

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const cart = (id: string, skus: string[] = []): CartDetails => ({
  id,
  total_quantity: skus.length,
  items: skus.map((sku) => ({ uid: `line-${sku}`, quantity: 1, product: { uid: sku, sku } })),
}) as unknown as CartDetails; // A stub answer: the fields the store reads.

function setup(answers: Record<string, unknown>, signedIn = true) {
  const calls: Array<{ operation: string; variables: unknown }> = [];
  const run = async (document: string, variables?: unknown) => {
    const operation = /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? '';
    calls.push({ operation, variables });
    const answer = answers[operation];
    if (answer instanceof Error) throw answer;
    return { data: typeof answer === 'function' ? answer(variables) : answer };
  };
  const client = { query: run, mutate: run } as unknown as MagentoClient;
  const webStorage = memoryStorage();
  const storage = createBrowserStorage({ storage: () => webStorage });
  const handler = jest.fn(async () => undefined);
  let isSignedIn = signedIn;
  const store = createCartStore({ client: () => client, storage, isSignedIn: () => isSignedIn, invalidCartHandler: () => handler });
  return { store, storage, calls, handler, signOut: () => (isSignedIn = false) };
}

describe('the customer’s cart after sign-in', () => {
  it('merges the guest cart (source) into the customer’s cart (destination) and keeps the merged cart', async () => {
    const { store, storage, calls } = setup({
      GetCustomerCart: { customerCart: cart('customer-cart', ['A']) },
      MergeCartsAfterSignIn: { mergeCarts: cart('customer-cart', ['A', 'B']) },
    });
    storage.setItem(cartIdStorageKey('uk'), 'guest-cart');
    await store.getState().adoptCustomerCart('uk');
    expect(calls.map((call) => call.operation)).toEqual(['GetCustomerCart', 'MergeCartsAfterSignIn']);
    expect(calls[1].variables).toEqual({ sourceCartId: 'guest-cart', destinationCartId: 'customer-cart' });
    expect(store.getState()).toMatchObject({ cartId: 'customer-cart', isLoading: false, getCartError: null });
    expect(store.getState().details?.items).toHaveLength(2);
    expect(storage.getItem(cartIdStorageKey('uk'))).toBe('customer-cart');
  });

  it('only reads the customer’s cart when there is no guest cart', async () => {
    const { store, calls } = setup({
      GetCustomerCart: { customerCart: cart('customer-cart', ['A']) },
      GetCartDetails: { cart: cart('customer-cart', ['A']) },
    });
    await store.getState().adoptCustomerCart('uk');
    expect(calls.map((call) => call.operation)).toEqual(['GetCustomerCart', 'GetCartDetails']);
    expect(store.getState().cartId).toBe('customer-cart');
  });

  it('creates the customer’s cart when customerCart gives none', async () => {
    const { store, calls } = setup({
      GetCustomerCart: new MagentoGraphQlError([{ message: 'Something went wrong' }]),
      CreateCartAfterSignIn: { createEmptyCart: 'new-customer-cart' },
      GetCartDetails: { cart: cart('new-customer-cart') },
    });
    await store.getState().adoptCustomerCart('uk');
    expect(calls.map((call) => call.operation)).toEqual(['GetCustomerCart', 'CreateCartAfterSignIn', 'GetCartDetails']);
    expect(store.getState().cartId).toBe('new-customer-cart');
  });

  it('gets a signed-in shopper’s cart from customerCart, never from createEmptyCart', async () => {
    const { store, calls } = setup({ GetCustomerCart: { customerCart: cart('customer-cart') } });
    await expect(store.getState().getCart('uk')).resolves.toBe('customer-cart');
    expect(calls.map((call) => call.operation)).toEqual(['GetCustomerCart']);
  });
});

describe('an invalid cart (section 6)', () => {
  const invalid = new MagentoGraphQlError([{ message: 'The current user cannot perform operations on cart "customer-cart"' }]);

  it('signs a signed-in shopper out before the cart is made anew', async () => {
    const { store, storage, handler } = setup({ GetCartDetails: invalid, GetCustomerCart: { customerCart: cart('next-cart') } });
    storage.setItem(cartIdStorageKey('uk'), 'customer-cart');
    await store.getState().restoreCart('uk');
    expect(handler).toHaveBeenCalledWith(true);
  });

  it('clears a guest’s cart (the handler hears it was a guest’s)', async () => {
    const { store, storage, handler } = setup({ GetCartDetails: invalid, CreateEmptyCart: { createEmptyCart: 'new-guest-cart' } }, false);
    storage.setItem(cartIdStorageKey('uk'), 'old-guest-cart');
    await store.getState().restoreCart('uk');
    expect(handler).toHaveBeenCalledWith(false);
    expect(store.getState().cartId).toBe('new-guest-cart');
  });
});

describe('removing a line of an invalid cart (section 8: signed-in shoppers retry)', () => {
  const invalid = new MagentoGraphQlError([{ message: 'The current user cannot perform operations on cart "customer-cart"' }]);

  function removing(signedIn: boolean) {
    let removals = 0;
    const context = setup(
      {
        RemoveItemFromCart: () => {
          removals += 1;
          if (removals === 1) throw invalid;
          return { removeItemFromCart: { cart: cart('next-cart') } };
        },
        GetCustomerCart: { customerCart: cart('next-cart', ['A']) },
        CreateEmptyCart: { createEmptyCart: 'next-cart' },
        GetCartDetails: { cart: cart('next-cart', ['A']) },
      },
      signedIn,
    );
    context.store.setState({ store: 'uk', cartId: 'customer-cart' });
    return context;
  }

  it('retries the removal on the recovered cart for a signed-in shopper', async () => {
    const { store, calls } = removing(true);
    await store.getState().removeItem({ uid: 'line-A' });
    expect(calls.filter((call) => call.operation === 'RemoveItemFromCart').map((call) => call.variables)).toEqual([
      { cartId: 'customer-cart', itemUid: 'line-A' },
      { cartId: 'next-cart', itemUid: 'line-A' },
    ]);
  });

  it('does not retry it for a guest', async () => {
    const { store, calls } = removing(false);
    await store.getState().removeItem({ uid: 'line-A' });
    expect(calls.filter((call) => call.operation === 'RemoveItemFromCart')).toHaveLength(1);
  });
});

describe('sign-out', () => {
  it('forgets the customer’s cart and starts a guest cart', async () => {
    const { store, storage, calls, signOut } = setup({ CreateEmptyCart: { createEmptyCart: 'guest-cart' } });
    storage.setItem(cartIdStorageKey('uk'), 'customer-cart');
    signOut();
    await store.getState().startGuestCart('uk');
    expect(calls.map((call) => call.operation)).toEqual(['CreateEmptyCart']);
    expect(store.getState().cartId).toBe('guest-cart');
    expect(storage.getItem(cartIdStorageKey('uk'))).toBe('guest-cart');
  });
});

describe('on load', () => {
  it('loads a signed-in shopper’s cart in a store view where none is stored yet', async () => {
    const { store, calls } = setup({
      GetCustomerCart: { customerCart: cart('fr-cart', ['A']) },
      GetCartDetails: { cart: cart('fr-cart', ['A']) },
    });
    await store.getState().restoreCart('fr');
    expect(calls.map((call) => call.operation)).toEqual(['GetCustomerCart', 'GetCartDetails']);
    expect(store.getState().details?.items).toHaveLength(1);
  });

  it('creates no cart for a guest with none', async () => {
    const { store, calls } = setup({}, false);
    await store.getState().restoreCart('fr');
    expect(calls).toEqual([]);
  });
});
