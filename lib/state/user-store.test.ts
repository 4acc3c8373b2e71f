import type { MagentoClient } from '@/lib/magento/client';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import type { SessionEndpoint } from '@/lib/session/browser';
import { SIGNED_IN_MARKER, SIGNIN_TOKEN_KEY, type SessionStatus } from '@/lib/session/record';
import { CHECKOUT_STORAGE_KEYS } from './checkout-store';
import { createUserStore, type UserCart } from './user-store';

/** localStorage in memory. */
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

type Answer = unknown | ((variables: unknown) => unknown);

/** A GraphQL client that answers by operation name and records what was asked. */
function fakeClient(answers: Record<string, Answer>) {
  const calls: Array<{ operation: string; variables: unknown }> = [];
  const run = async (document: string, variables?: unknown) => {
    const operation = /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? '';
    calls.push({ operation, variables });
    const answer = answers[operation];
    const value = typeof answer === 'function' ? (answer as (v: unknown) => unknown)(variables) : answer;
    if (value instanceof Error) throw value;
    return { data: value };
  };
  const client = { query: run, mutate: run } as unknown as MagentoClient;
  return { client, calls, operations: () => calls.map((call) => call.operation) };
}

const authorizationError = () =>
  new MagentoGraphQlError([{ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } }]);

const NOW = 1_700_000_000_000;
const customer = { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', is_subscribed: false };

function setup(answers: Record<string, Answer> = {}, status: SessionStatus = { signedIn: true, timeStored: NOW, ttl: 3600 }) {
  const storage = memoryStorage();
  const events: string[] = [];
  const graphql = fakeClient({
    SignIn: { generateCustomerToken: { token: '' } },
    GetCustomerAfterSignIn: { customer },
    RevokeCustomerToken: { revokeCustomerToken: { result: true } },
    ...answers,
  });
  const session: SessionEndpoint = {
    status: jest.fn(async () => status),
    end: jest.fn(async () => {
      events.push('session ended');
    }),
  };
  const cart: UserCart = {
    store: () => 'uk',
    adoptCustomerCart: jest.fn(async () => {
      events.push('customer cart adopted');
    }),
    startGuestCart: jest.fn(async () => {
      events.push('guest cart started');
    }),
  };
  const cache = { evict: jest.fn(() => events.push('cache evicted')) };
  const resetCheckout = jest.fn();
  const reload = jest.fn();
  const store = createUserStore({
    client: () => graphql.client,
    webStorage: () => storage,
    session,
    cart,
    resetCheckout,
    reload,
    now: () => Date.now(),
  });
  store.getState().attachCache(cache);
  return { store, storage, graphql, session, cart, cache, resetCheckout, reload, events };
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('sign-in', () => {
  it('signs in, reads the customer and merges the guest cart, keeping no token in the browser', async () => {
    const { store, storage, graphql, cart } = setup();
    const signingIn = store.getState().signIn({ email: 'ada@example.com', password: 'Secret123!' }, 'uk');
    expect(store.getState().isSigningIn).toBe(true);
    await expect(signingIn).resolves.toBe(true);

    expect(graphql.operations()).toEqual(['SignIn', 'GetCustomerAfterSignIn']);
    expect(cart.adoptCustomerCart).toHaveBeenCalledWith('uk');
    const state = store.getState();
    expect(state).toMatchObject({
      isSignedIn: true,
      isSigningIn: false,
      token: SIGNED_IN_MARKER,
      currentUser: customer,
      signInError: null,
    });
    expect(state.sessionEndsAt).toBe(NOW + 3600 * 1000);
    expect(JSON.parse(storage.getItem(SIGNIN_TOKEN_KEY)!)).toEqual({ value: SIGNED_IN_MARKER, timeStored: NOW, ttl: 3600 });
  });

  it('signs in with a social provider’s one-time code the same way', async () => {
    const { store, graphql, cart } = setup({ SignInBySocialLogin: { generateCustomerTokenBySocialLogin: { token: '' } } });
    await expect(store.getState().signInWithSocialCode({ provider: 'GOOGLE', code: 'one-time' }, 'uk')).resolves.toBe(true);
    expect(graphql.calls[0]).toEqual({ operation: 'SignInBySocialLogin', variables: { provider: 'GOOGLE', code: 'one-time' } });
    expect(cart.adoptCustomerCart).toHaveBeenCalledWith('uk');
    expect(store.getState().isSignedIn).toBe(true);
  });

  it('keeps Magento’s refusal as the sign-in error and stays signed out', async () => {
    const refusal = new MagentoGraphQlError([{ message: 'The account sign-in was incorrect or your account is disabled temporarily.' }]);
    const { store, storage, cart } = setup({ SignIn: refusal });
    await expect(store.getState().signIn({ email: 'ada@example.com', password: 'wrong' }, 'uk')).resolves.toBe(false);
    expect(store.getState()).toMatchObject({ isSignedIn: false, isSigningIn: false, signInError: refusal });
    expect(storage.getItem(SIGNIN_TOKEN_KEY)).toBeNull();
    expect(cart.adoptCustomerCart).not.toHaveBeenCalled();
  });

  it('does not count as signed in when the server kept no session', async () => {
    const { store } = setup({}, { signedIn: false });
    await expect(store.getState().signIn({ email: 'ada@example.com', password: 'Secret123!' }, 'uk')).resolves.toBe(false);
    expect(store.getState().isSignedIn).toBe(false);
  });

  it('creates the account, then signs in with it', async () => {
    const { store, graphql } = setup({ CreateAccount: { createCustomerV2: { customer } } });
    const input = { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', password: 'Secret123!', is_subscribed: true };
    await expect(store.getState().createAccount(input, 'uk')).resolves.toBe(true);
    expect(graphql.operations()).toEqual(['CreateAccount', 'SignIn', 'GetCustomerAfterSignIn']);
    expect(graphql.calls[0].variables).toEqual({ input });
    expect(store.getState()).toMatchObject({ isSignedIn: true, isCreatingAccount: false, createAccountError: null });
  });

  it('keeps the account-creation error when Magento refuses', async () => {
    const refusal = new MagentoGraphQlError([
      { message: 'A customer with the same email address already exists in an associated website.' },
    ]);
    const { store, graphql } = setup({ CreateAccount: refusal });
    const input = { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace', password: 'Secret123!' };
    await expect(store.getState().createAccount(input, 'uk')).resolves.toBe(false);
    expect(graphql.operations()).toEqual(['CreateAccount']);
    expect(store.getState()).toMatchObject({ isCreatingAccount: false, createAccountError: refusal, isSignedIn: false });
  });
});

describe('the session timer (every second, section 4)', () => {
  it('signs out and reloads the page when the session ends', async () => {
    const { store, storage, reload, session, graphql } = setup({}, { signedIn: true, timeStored: NOW, ttl: 10 });
    await store.getState().signIn({ email: 'ada@example.com', password: 'Secret123!' }, 'uk');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(store.getState().isSignedIn).toBe(true);
    expect(reload).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1_000);
    expect(store.getState().isSignedIn).toBe(false);
    expect(session.end).toHaveBeenCalled();
    expect(storage.getItem(SIGNIN_TOKEN_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
    // The token had ended anyway: no revoke.
    expect(graphql.operations()).not.toContain('RevokeCustomerToken');
  });

  it('is cancelled by clearing the token', async () => {
    const { store, reload } = setup();
    store.getState().setToken({ signedIn: true, timeStored: NOW, ttl: 5 });
    store.getState().clearToken();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(reload).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ isSignedIn: false, token: null, sessionEndsAt: null });
  });

  it('runs one check at a time, however often the token is set', async () => {
    const { store, reload } = setup();
    store.getState().setToken({ signedIn: true, timeStored: NOW, ttl: 5 });
    store.getState().setToken({ signedIn: true, timeStored: NOW, ttl: 5 });
    await jest.advanceTimersByTimeAsync(7_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('on load', () => {
  it('signs out a session whose record has expired, clearing everything the customer left', async () => {
    const { store, storage, session, graphql, resetCheckout, cache, cart } = setup();
    storage.setItem(SIGNIN_TOKEN_KEY, JSON.stringify({ value: SIGNED_IN_MARKER, timeStored: NOW - 3601 * 1000, ttl: 3600 }));
    storage.setItem(CHECKOUT_STORAGE_KEYS.shippingAddress, JSON.stringify({ value: { city: 'London' }, timeStored: NOW }));
    storage.setItem('cartId:uk', JSON.stringify({ value: 'customer-cart', timeStored: NOW }));

    await store.getState().restoreSession('uk');
    expect(session.end).toHaveBeenCalled();
    expect(graphql.operations()).toEqual([]);
    expect(storage.getItem(SIGNIN_TOKEN_KEY)).toBeNull();
    expect(storage.getItem(CHECKOUT_STORAGE_KEYS.shippingAddress)).toBeNull();
    expect(storage.getItem('cartId:uk')).toBeNull();
    expect(resetCheckout).toHaveBeenCalled();
    expect(cache.evict).toHaveBeenCalledWith(['cart', 'customer']);
    expect(cart.startGuestCart).toHaveBeenCalledWith('uk');
    expect(store.getState().isSignedIn).toBe(false);
  });

  it('resumes a live session and checks that the cart is still the shopper’s', async () => {
    const { store, storage, graphql } = setup(
      { checkUserIsAuthed: { cart: { id: 'customer-cart' } } },
      { signedIn: true, timeStored: NOW - 60_000, ttl: 3600 },
    );
    storage.setItem(SIGNIN_TOKEN_KEY, JSON.stringify({ value: SIGNED_IN_MARKER, timeStored: NOW - 60_000, ttl: 3600 }));
    storage.setItem('cartId:uk', JSON.stringify({ value: 'customer-cart', timeStored: NOW }));
    await store.getState().restoreSession('uk');
    expect(graphql.calls).toEqual([{ operation: 'checkUserIsAuthed', variables: { cartId: 'customer-cart' } }]);
    expect(store.getState()).toMatchObject({ isSignedIn: true, sessionEndsAt: NOW - 60_000 + 3600 * 1000 });
  });

  it('signs out when the check says the cart is no longer theirs', async () => {
    const { store, storage, session } = setup({
      checkUserIsAuthed: new MagentoGraphQlError([{ message: 'The current user cannot perform operations on cart "customer-cart"' }]),
    });
    storage.setItem(SIGNIN_TOKEN_KEY, JSON.stringify({ value: SIGNED_IN_MARKER, timeStored: NOW, ttl: 3600 }));
    storage.setItem('cartId:uk', JSON.stringify({ value: 'customer-cart', timeStored: NOW }));
    await store.getState().restoreSession('uk');
    expect(session.end).toHaveBeenCalled();
    expect(store.getState().isSignedIn).toBe(false);
  });

  it('believes the server over the record: a session the server ended shows the shopper signed out', async () => {
    const { store, storage, session, graphql } = setup({}, { signedIn: false });
    storage.setItem(SIGNIN_TOKEN_KEY, JSON.stringify({ value: SIGNED_IN_MARKER, timeStored: NOW - 60_000, ttl: 3600 }));
    await store.getState().restoreSession('uk');
    expect(session.status).toHaveBeenCalled();
    expect(store.getState().isSignedIn).toBe(false);
    expect(storage.getItem(SIGNIN_TOKEN_KEY)).toBeNull();
    expect(graphql.operations()).not.toContain('RevokeCustomerToken');
  });

  it('takes the session’s end from the server when resuming', async () => {
    const { store, storage } = setup({ checkUserIsAuthed: { cart: { id: 'customer-cart' } } }, { signedIn: true, timeStored: NOW - 5_000, ttl: 600 });
    storage.setItem(SIGNIN_TOKEN_KEY, JSON.stringify({ value: SIGNED_IN_MARKER, timeStored: NOW - 60_000, ttl: 3600 }));
    await store.getState().restoreSession('uk');
    expect(store.getState()).toMatchObject({ isSignedIn: true, sessionEndsAt: NOW - 5_000 + 600 * 1000 });
  });

  it('leaves a guest alone', async () => {
    const { store, session, graphql } = setup();
    await store.getState().restoreSession('uk');
    expect(session.end).not.toHaveBeenCalled();
    expect(graphql.calls).toEqual([]);
  });
});

describe('sign-out (section 4)', () => {
  it('revokes the token, ends the session, then clears the customer’s data and starts a guest cart', async () => {
    const { store, graphql, events, resetCheckout } = setup();
    await store.getState().signIn({ email: 'ada@example.com', password: 'Secret123!' }, 'uk');
    events.length = 0;
    await store.getState().signOut();
    expect(graphql.operations()).toContain('RevokeCustomerToken');
    // The new cart must be a guest's: the session ends before it is made.
    expect(events).toEqual(['session ended', 'cache evicted', 'guest cart started']);
    expect(resetCheckout).toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ isSignedIn: false, currentUser: null, token: null });
  });

  it('ignores a failed revoke', async () => {
    const { store, session } = setup({ RevokeCustomerToken: new Error('offline') });
    await store.getState().signIn({ email: 'ada@example.com', password: 'Secret123!' }, 'uk');
    await expect(store.getState().signOut()).resolves.toBeUndefined();
    expect(session.end).toHaveBeenCalled();
    expect(store.getState().isSignedIn).toBe(false);
  });

  it('signs out when Magento no longer accepts the token while reading the customer', async () => {
    const { store, session } = setup({ GetCustomerAfterSignIn: authorizationError() });
    store.getState().setToken({ signedIn: true, timeStored: NOW, ttl: 3600 });
    await expect(store.getState().getDetails()).resolves.toBeNull();
    expect(session.end).toHaveBeenCalled();
    expect(store.getState().isSignedIn).toBe(false);
  });
});

describe('password reset', () => {
  it('asks for the e-mail with flags only, and never tells whether the address exists', async () => {
    const { store, graphql } = setup({
      RequestPasswordResetEmail: new MagentoGraphQlError([{ message: 'Cannot reset the customer’s password' }]),
    });
    const request = store.getState().requestPasswordReset('nobody@example.com');
    expect(store.getState().isResettingPassword).toBe(true);
    await expect(request).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({ isResettingPassword: false, resetPasswordError: null });
    expect(graphql.calls[0]).toEqual({ operation: 'RequestPasswordResetEmail', variables: { email: 'nobody@example.com' } });
  });

  it('sets the new password with the token, and rejects with Magento’s message', async () => {
    const expired = new MagentoGraphQlError([{ message: 'The password token is expired. Reset and try again.' }]);
    const { store, graphql } = setup({ ResetPassword: expired });
    const input = { email: 'ada@example.com', resetPasswordToken: 'tok', newPassword: 'Secret456!' };
    await expect(store.getState().resetPassword(input)).rejects.toBe(expired);
    expect(graphql.calls[0].variables).toEqual(input);
    expect(store.getState().resetPasswordError).toBe(expired);
  });
});
