import type { MagentoClient } from '@/lib/magento/client';
import type { SessionEndpoint } from '@/lib/session/browser';
import { CHECKOUT_STORAGE_KEYS } from './shopper-keys';
import { createUserStore } from './user-store';

/**
 * The cart and checkout stores, the wish list's waiting product and the compare lists are not part of the user store's module (issue 16: a page with a
 * sign-in form does not carry them): the actions that need them load them. Here they are module
 * mocks that note when they are loaded, so the tests see both that and what the actions ask of them.
 */

const mockLoaded: string[] = [];
const mockCart = {
  store: 'uk' as string | null,
  adoptCustomerCart: jest.fn(async () => undefined),
  startGuestCart: jest.fn(async () => undefined),
};
const mockCheckout = { reset: jest.fn() };

jest.mock('./cart-store', () => {
  mockLoaded.push('cart');
  return { useCartStore: { getState: () => mockCart } };
});
jest.mock('./checkout-store', () => {
  mockLoaded.push('checkout');
  return { useCheckoutStore: { getState: () => mockCheckout } };
});
const mockAddPendingWishlistItem = jest.fn(async () => false);
jest.mock('@/lib/wishlist/pending', () => {
  mockLoaded.push('wishlist');
  return { addPendingWishlistItem: mockAddPendingWishlistItem };
});
const mockCompareLists = { assignToCustomer: jest.fn(async () => undefined), forgetCustomerLists: jest.fn() };
jest.mock('@/lib/compare/compare-list-storage', () => {
  mockLoaded.push('compare');
  return { compareListStorage: mockCompareLists };
});

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

function setup() {
  const operations: Array<{ name: string; store: string | undefined }> = [];
  const run = async (document: string, _variables?: unknown, options?: { headers?: Record<string, string> }) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? '';
    operations.push({ name, store: options?.headers?.store });
    if (name === 'SignIn') return { data: { generateCustomerToken: { token: '' } } };
    if (name === 'GetCustomerAfterSignIn')
      return { data: { customer: { email: 'a@example.com', firstname: 'Ada', lastname: 'L', is_subscribed: false } } };
    return { data: {} };
  };
  const client = { query: run, mutate: run } as unknown as MagentoClient;
  const session: SessionEndpoint = {
    status: jest.fn(async () => ({ signedIn: true as const, timeStored: Date.now(), ttl: 3600 })),
    end: jest.fn(async () => undefined),
  };
  const webStorage = memoryStorage();
  const store = createUserStore({
    client: () => client,
    webStorage: () => webStorage,
    session,
    reload: jest.fn(),
  });
  return { store, operations, webStorage };
}

describe('the user store with the cart and checkout stores and the lists loaded on demand', () => {
  it('loads none of them with the user store', () => {
    setup();
    expect(mockLoaded).toEqual([]);
  });

  it('loads the cart store at sign-in and merges the guest cart into the customer’s there', async () => {
    const { store, operations } = setup();
    await expect(store.getState().signIn({ email: 'a@example.com', password: 'Secret123!' }, 'uk')).resolves.toBe(true);
    expect(mockLoaded).toEqual(['cart', 'wishlist', 'compare']);
    expect(mockCart.adoptCustomerCart).toHaveBeenCalledWith('uk');
    // Then the wish list's waiting product and the guest's compare list go to the customer.
    expect(mockAddPendingWishlistItem).toHaveBeenCalledWith('uk', expect.anything());
    expect(mockCompareLists.assignToCustomer).toHaveBeenCalledWith('uk', expect.anything());
    expect(store.getState()).toMatchObject({ isSignedIn: true, signInError: null });
    // Once it is loaded, the store view of the cart goes with the user store's calls again.
    await store.getState().getDetails();
    expect(operations.at(-1)).toEqual({ name: 'GetCustomerAfterSignIn', store: 'uk' });
    store.getState().clearToken();
  });

  it('loads the checkout store at sign-out to forget the checkout, and starts a guest cart', async () => {
    const { store, webStorage } = setup();
    await store.getState().signIn({ email: 'a@example.com', password: 'Secret123!' }, 'uk');
    webStorage.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, JSON.stringify({ value: { city: 'London' }, timeStored: Date.now() }));
    await store.getState().signOut();
    expect(mockLoaded).toEqual(['cart', 'wishlist', 'compare', 'checkout']);
    expect(mockCompareLists.forgetCustomerLists).toHaveBeenCalledTimes(1);
    expect(mockCheckout.reset).toHaveBeenCalledTimes(1);
    expect(webStorage.getItem(CHECKOUT_STORAGE_KEYS.shippingAddress)).toBeNull();
    expect(mockCart.startGuestCart).toHaveBeenCalledWith('uk');
    expect(store.getState().isSignedIn).toBe(false);
  });
});
