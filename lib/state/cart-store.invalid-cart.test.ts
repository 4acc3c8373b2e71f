import { createBrowserStorage } from '@/lib/magento/browser-storage';
import type { MagentoClient } from '@/lib/magento/client';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import type { CartDetails } from '@/lib/magento/operations/cart';
import { createCartStore } from './cart-store';

/**
 * Section 6 beyond the cart, by default: an invalid cart signs a signed-in shopper out through the
 * user store, which the cart store loads then (issue 16: neither store is in the other's module),
 * and ends a guest's session cookie. Here both are module mocks that note when they are loaded.
 */

const mockLoaded: string[] = [];
const mockSignOut = jest.fn(async () => undefined);
const mockEndSession = jest.fn(async () => undefined);

jest.mock('./user-store', () => {
  mockLoaded.push('user');
  return { useUserStore: { getState: () => ({ signOut: mockSignOut }) } };
});
jest.mock('@/lib/session/browser', () => {
  mockLoaded.push('session');
  return { sessionEndpoint: { end: mockEndSession } };
});

const cart = (id: string) => ({ id, total_quantity: 0, items: [] }) as unknown as CartDetails; // A stub answer.

function setup(signedIn: boolean) {
  const invalid = new MagentoGraphQlError([{ message: 'The current user cannot perform operations on cart "old-cart"' }]);
  let reads = 0;
  const run = async (document: string) => {
    const operation = /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? '';
    if (operation === 'GetCartDetails' && (reads += 1) === 1) throw invalid;
    if (operation === 'GetCartDetails') return { data: { cart: cart('new-cart') } };
    if (operation === 'CreateEmptyCart') return { data: { createEmptyCart: 'new-cart' } };
    if (operation === 'GetCustomerCart') return { data: { customerCart: cart('new-cart') } };
    return { data: {} };
  };
  const client = { query: run, mutate: run } as unknown as MagentoClient;
  const items = new Map<string, string>();
  const webStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
  const store = createCartStore({
    client: () => client,
    storage: createBrowserStorage({ storage: () => webStorage }),
    isSignedIn: () => signedIn,
  });
  store.setState({ store: 'uk', cartId: 'old-cart' });
  return store;
}

describe('an invalid cart, with the default handler', () => {
  beforeEach(() => {
    mockLoaded.length = 0;
    jest.clearAllMocks();
  });

  it('loads the user store and signs the customer out, then reads the new cart', async () => {
    const store = setup(true);
    expect(mockLoaded).toEqual([]);
    await store.getState().getDetails();
    expect(mockLoaded).toEqual(['user']);
    expect(mockSignOut).toHaveBeenCalledWith({ revoke: false });
    expect(store.getState().cartId).toBe('new-cart');
  });

  it('ends a guest’s session cookie without the user store', async () => {
    const store = setup(false);
    await store.getState().getDetails();
    expect(mockLoaded).toEqual(['session']);
    expect(mockEndSession).toHaveBeenCalled();
    expect(mockSignOut).not.toHaveBeenCalled();
    expect(store.getState().cartId).toBe('new-cart');
  });
});
