import type { MagentoClient } from '@/lib/magento/client';
import type { SessionEndpoint } from '@/lib/session/browser';
import { createUserStore, type UserCart } from './user-store';

/**
 * What other areas finish at sign-in (the wish list's waiting product, the compare list handed to
 * the customer) and forget at sign-out, through the user store's afterSignIn / afterSignOut.
 */

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

function setup(afterSignIn: (store: string, client: MagentoClient) => Promise<void>) {
  const events: string[] = [];
  const run = async (document: string) => {
    const operation = /(?:query|mutation)\s+(\w+)/.exec(document)?.[1];
    if (operation === 'SignIn') return { data: { generateCustomerToken: { token: '' } } };
    if (operation === 'GetCustomerAfterSignIn')
      return { data: { customer: { email: 'a@example.com', firstname: 'Ada', lastname: 'L', is_subscribed: false } } };
    return { data: {} };
  };
  const client = { query: run, mutate: run } as unknown as MagentoClient;
  const session: SessionEndpoint = {
    status: jest.fn(async () => ({ signedIn: true as const, timeStored: Date.now(), ttl: 3600 })),
    end: jest.fn(async () => undefined),
  };
  const cart: UserCart = {
    store: () => 'uk',
    adoptCustomerCart: jest.fn(async () => void events.push('cart adopted')),
    startGuestCart: jest.fn(async () => undefined),
  };
  const afterSignOut = jest.fn(() => void events.push('areas forgotten'));
  const store = createUserStore({
    client: () => client,
    webStorage: () => memoryStorage(),
    session,
    cart,
    resetCheckout: jest.fn(),
    reload: jest.fn(),
    afterSignIn: async (code, given) => {
      events.push(`after sign-in ${code} ${given === client}`);
      await afterSignIn(code, given);
    },
    afterSignOut,
  });
  return { store, events, afterSignOut };
}

describe('the user store and the other areas', () => {
  it('lets them finish after the cart is adopted and before sign-in resolves', async () => {
    let finished = false;
    const { store, events } = setup(async () => {
      await Promise.resolve();
      finished = true;
    });
    await expect(store.getState().signIn({ email: 'a@example.com', password: 'Secret123!' }, 'uk')).resolves.toBe(true);
    expect(events).toEqual(['cart adopted', 'after sign-in uk true']);
    expect(finished).toBe(true);
    store.getState().clearToken();
  });

  it('never lets their failure undo the sign-in', async () => {
    const { store } = setup(async () => {
      throw new Error('the wish list is down');
    });
    await expect(store.getState().signIn({ email: 'a@example.com', password: 'Secret123!' }, 'uk')).resolves.toBe(true);
    expect(store.getState()).toMatchObject({ isSignedIn: true, signInError: null });
    store.getState().clearToken();
  });

  it('has them forget the customer’s data at sign-out', async () => {
    const { store, afterSignOut } = setup(async () => undefined);
    await store.getState().signIn({ email: 'a@example.com', password: 'Secret123!' }, 'uk');
    await store.getState().signOut();
    expect(afterSignOut).toHaveBeenCalledTimes(1);
    expect(store.getState().isSignedIn).toBe(false);
  });
});
