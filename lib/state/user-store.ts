import { create } from 'zustand';
import { createActionRunner } from '@/lib/state/actions';
import { getMagentoClient, type MagentoClient, type MagentoRequestOptions } from '@/lib/magento/client';
import { createBrowserStorage } from '@/lib/magento/browser-storage';
import { throttleWaitSeconds } from '@/lib/magento/throttle';
import { isInvalidCartError, MagentoGraphQlError, MagentoServerError, type GraphQlErrorEntry } from '@/lib/magento/errors';
import {
  CheckUserIsAuthed,
  CreateAccount,
  customerAfterSignIn,
  GetCustomerAfterSignIn,
  RequestPasswordResetEmail,
  ResetPassword,
  RevokeCustomerToken,
  SignIn,
  SignInBySocialLogin,
  type CheckUserIsAuthedData,
  type CustomerAfterSignIn,
  type CustomerCreateInput,
  type SocialLoginProvider,
} from '@/lib/magento/operations/customer';
import { sessionEndpoint, type SessionEndpoint } from '@/lib/session/browser';
import { SIGNED_IN_MARKER, type SessionStatus } from '@/lib/session/record';
import { readSigninRecord, removeSigninRecord, writeSigninRecord, type WebStorage } from '@/lib/session/signin-record';
import type { CartStore } from '@/lib/state/cart-store';
import { CHECKOUT_STORAGE_KEYS, cartIdStorageKey } from '@/lib/state/shopper-keys';
import type { CustomerDataKind } from '@/lib/state/query-persistence';

/**
 * User state (specification, sections 3, 4 and 6): who is signed in, the sign-in, account,
 * password-reset and sign-out actions, and the session timer.
 *
 * The token itself never reaches the browser: the /graphql proxy keeps it in an HttpOnly cookie.
 * `token` here is a marker that says "signed in", and the `signin_token` record in browser
 * storage holds only that marker with the server's timeStored and ttl. On load an expired record
 * signs out; while signed in a 1-second check signs out and reloads at expiry; clearing the token
 * cancels the check.
 */

/** Section 9: the session check interval. */
export const SESSION_CHECK_INTERVAL_MS = 1000;

export type CurrentUser = CustomerAfterSignIn;

export interface UserStateFields {
  currentUser: CurrentUser | null;
  /** The signed-in marker (never the token), or null for a guest. */
  token: string | null;
  /** When the session ends (ms since the epoch), or null. */
  sessionEndsAt: number | null;
  isSignedIn: boolean;
  isSigningIn: boolean;
  isGettingDetails: boolean;
  isCreatingAccount: boolean;
  isResettingPassword: boolean;
  signInError: Error | null;
  getDetailsError: Error | null;
  createAccountError: Error | null;
  resetPasswordError: Error | null;
}

export interface Credentials {
  email: string;
  password: string;
}

export interface NewPassword {
  email: string;
  resetPasswordToken: string;
  newPassword: string;
}

export interface SignOutOptions {
  /** Revoke the token at Magento first (failures ignored); default true. */
  revoke?: boolean;
  /** The store view whose new guest cart to start; default the cart's. */
  store?: string;
}

/** What the user store needs of the query cache (lib/state/query-persistence.ts). */
export interface CustomerCache {
  evict(kinds: readonly CustomerDataKind[]): void;
}

export interface UserActions {
  /** On load: signs out an expired session, else resumes it (timer, and the check that the cart is still theirs). */
  restoreSession(store: string): Promise<void>;
  /** Signs in, reads the customer and merges the guest cart into theirs. Resolves to whether it worked. */
  signIn(credentials: Credentials, store: string): Promise<boolean>;
  /** Signs in with a social provider's one-time code, then as signIn. Resolves to whether it worked. */
  signInWithSocialCode(input: { provider: SocialLoginProvider; code: string }, store: string): Promise<boolean>;
  /** Reads the customer (GetCustomerAfterSignIn). Resolves to them, or null on failure. */
  getDetails(): Promise<CurrentUser | null>;
  /** Creates the account, then signs in. Resolves to whether both worked. */
  createAccount(input: CustomerCreateInput, store: string): Promise<boolean>;
  /** Asks for the reset e-mail. Never tells whether the address has an account: rejects only when throttled. */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password with the e-mailed token; rejects with Magento's error. */
  resetPassword(input: NewPassword): Promise<void>;
  /** Section 4: the session the server confirmed; starts the timer. */
  setToken(status: Extract<SessionStatus, { signedIn: true }>): void;
  /** Section 4: forgets the session in the browser and cancels the timer. */
  clearToken(): void;
  signOut(options?: SignOutOptions): Promise<void>;
  /** Back to the initial state (the session timer keeps running while there is a token). */
  reset(): void;
  /** The query cache of the page, whose customer and cart data sign-out evicts. */
  attachCache(cache: CustomerCache | null): void;
}

export type UserState = UserStateFields & UserActions;

export const initialUserState: UserStateFields = {
  currentUser: null,
  token: null,
  sessionEndsAt: null,
  isSignedIn: false,
  isSigningIn: false,
  isGettingDetails: false,
  isCreatingAccount: false,
  isResettingPassword: false,
  signInError: null,
  getDetailsError: null,
  createAccountError: null,
  resetPasswordError: null,
};

/** What the user store needs of the cart (lib/state/cart-store.ts). */
export interface UserCart {
  store(): string | null;
  adoptCustomerCart(store: string): Promise<void>;
  startGuestCart(store: string): Promise<void>;
}

export interface UserStoreDependencies {
  client?: () => MagentoClient;
  /** Where the sign-in record and the saved checkout data live; default window.localStorage. */
  webStorage?: WebStorage;
  session?: SessionEndpoint;
  cart?: UserCart;
  /** Forgets the checkout's state (its saved data is removed from storage here). */
  resetCheckout?: () => void | Promise<void>;
  now?: () => number;
  reload?: () => void;
  /**
   * What other areas finish once the shopper is signed in, before sign-in resolves: the product a
   * guest asked to keep (lib/wishlist/pending.ts) and the guest's compare list handed to the
   * customer (lib/compare/compare-list-storage.ts). Failures never undo the sign-in.
   */
  afterSignIn?: (store: string, client: MagentoClient) => Promise<void>;
  /** What other areas forget at sign-out: the customer's compare lists. */
  afterSignOut?: () => void | Promise<void>;
}

/*
 * The wish list's and the compare list's parts are loaded when a sign-in or sign-out needs them, like
 * the cart store below: a page with the user store does not carry their operations (issue 16).
 */
const compareLists = () => import('@/lib/compare/compare-list-storage').then(({ compareListStorage }) => compareListStorage);

async function defaultAfterSignIn(store: string, client: MagentoClient): Promise<void> {
  const request = { client, options: { headers: { store } } };
  const { addPendingWishlistItem } = await import('@/lib/wishlist/pending');
  await addPendingWishlistItem(store, request).catch(() => false);
  await (await compareLists()).assignToCustomer(store, request);
}

async function defaultAfterSignOut(): Promise<void> {
  (await compareLists()).forgetCustomerLists();
}

/**
 * The cart and checkout stores, loaded by the actions that need them (sign-in adopts the customer's
 * cart, sign-out starts a guest's and forgets the checkout) rather than with this store: a page
 * with a sign-in form or an account menu does not carry the cart and checkout code and what they
 * pull in (issue 16). Until then the cart store cannot have a store view of its own: the client's
 * default (the one in browser storage) goes.
 */
let loadedCartStore: CartStore | undefined;

function cartStore(): Promise<CartStore> {
  return import('@/lib/state/cart-store').then(({ useCartStore }) => (loadedCartStore = useCartStore));
}

const defaultCart: UserCart = {
  store: () => loadedCartStore?.getState().store ?? null,
  adoptCustomerCart: async (store) => (await cartStore()).getState().adoptCustomerCart(store),
  startGuestCart: async (store) => (await cartStore()).getState().startGuestCart(store),
};

async function resetCheckoutStore(): Promise<void> {
  const { useCheckoutStore } = await import('@/lib/state/checkout-store');
  useCheckoutStore.getState().reset();
}

function defaultWebStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function errorEntries(error: unknown): GraphQlErrorEntry[] {
  return error instanceof MagentoGraphQlError || error instanceof MagentoServerError ? error.errors : [];
}

/** Magento refuses the token (expired, revoked): `graphql-authorization`. */
export function isAuthorizationError(error: unknown): boolean {
  return errorEntries(error).some((entry) => entry.extensions?.category === 'graphql-authorization');
}

export function createUserStore(dependencies: UserStoreDependencies = {}) {
  const clientOf = dependencies.client ?? getMagentoClient;
  const webStorage = dependencies.webStorage ?? defaultWebStorage;
  const session = dependencies.session ?? sessionEndpoint;
  const cart = dependencies.cart ?? defaultCart;
  const resetCheckout = dependencies.resetCheckout ?? resetCheckoutStore;
  const now = dependencies.now ?? Date.now;
  const reload = dependencies.reload ?? (() => window.location.reload());
  const afterSignIn = dependencies.afterSignIn ?? defaultAfterSignIn;
  const afterSignOut = dependencies.afterSignOut ?? defaultAfterSignOut;
  const storage = createBrowserStorage({ storage: webStorage, now });

  let timer: ReturnType<typeof setInterval> | undefined;
  let cache: CustomerCache | null = null;
  let signingOut: Promise<void> | null = null;

  return create<UserState>()((set, get) => {
    // No queue: creating an account signs in, an action within an action.
    const run = createActionRunner<UserState>(set);

    function requestOptions(extra: MagentoRequestOptions = {}): MagentoRequestOptions {
      const store = cart.store();
      return store ? { ...extra, headers: { ...extra.headers, store } } : extra;
    }

    function cancelTimer(): void {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    }

    /** Section 4: checked every second; at the end of the session, sign out and reload. */
    function startTimer(): void {
      cancelTimer();
      timer = setInterval(() => {
        const endsAt = get().sessionEndsAt;
        if (endsAt === null || now() <= endsAt) return;
        cancelTimer();
        void get()
          .signOut({ revoke: false })
          .finally(() => reload());
      }, SESSION_CHECK_INTERVAL_MS);
    }

    /** Section 4 "Sign-out", in its order; the session ends before the new guest cart is made. */
    async function runSignOut(revoke: boolean, store: string | null): Promise<void> {
      if (revoke && get().isSignedIn) {
        try {
          await clientOf().mutate(RevokeCustomerToken, undefined, requestOptions());
        } catch {
          // Section 4: failures to revoke are ignored.
        }
      }
      try {
        await session.end();
      } catch {
        // The cookie ends with its ttl anyway.
      }
      get().clearToken();
      set({ ...initialUserState });
      for (const key of Object.values(CHECKOUT_STORAGE_KEYS)) storage.removeItem(key);
      await Promise.resolve(resetCheckout()).catch(() => undefined);
      if (store) storage.removeItem(cartIdStorageKey(store));
      await Promise.resolve(afterSignOut()).catch(() => undefined);
      cache?.evict(['cart', 'customer']);
      if (store) {
        try {
          await cart.startGuestCart(store);
        } catch {
          // The next add creates a cart.
        }
      }
    }

    /**
     * Section 4 "Sign-in": the sign-in call (the proxy keeps its token in the session), then the
     * session's end as the server has it, the customer, the guest cart merged into theirs, and what
     * other areas finish at sign-in (afterSignIn).
     */
    function signInWith(signInCall: () => Promise<boolean>, store: string): Promise<boolean> {
      return run({
        busy: 'isSigningIn',
        error: 'signInError',
        failed: () => false,
        work: async () => {
          if (!(await signInCall())) throw new Error('Unable to sign in');
          const status = await session.status();
          if (!status.signedIn) throw new Error('Unable to sign in');
          get().setToken(status);
          await get().getDetails();
          await cart.adoptCustomerCart(store);
          await afterSignIn(store, clientOf()).catch(() => undefined);
          return true;
        },
      });
    }

    return {
      ...initialUserState,

      async restoreSession(store) {
        const record = readSigninRecord(webStorage, now());
        if (!record) return;
        if (record.expired) {
          await get().signOut({ revoke: false });
          return;
        }
        // The header shows what the server sees: a record the session cookie no longer backs (a
        // sign-out or sign-in cut short by leaving the page) signs out here, not on the next click.
        let status: SessionStatus | null = null;
        try {
          status = await session.status();
        } catch {
          // The server cannot say now: the record stands until the first call that needs it.
        }
        if (status && !status.signedIn) {
          await get().signOut({ revoke: false });
          return;
        }
        // The session ends at whichever end comes first: the server's or the one this browser keeps.
        const kept = { signedIn: true as const, timeStored: record.timeStored, ttl: record.ttl };
        const endOf = (entry: { timeStored: number; ttl: number }) => entry.timeStored + entry.ttl * 1000;
        get().setToken(status && endOf(status) < endOf(kept) ? status : kept);
        const stored = storage.getItem<unknown>(cartIdStorageKey(store));
        if (typeof stored !== 'string' || !stored) return;
        try {
          await clientOf().query(CheckUserIsAuthed, { cartId: stored }, { cache: 'no-store', headers: { store } });
        } catch (error) {
          // Section 6: the cart is no longer theirs (or the token no longer valid): sign out.
          if (isInvalidCartError(error) || isAuthorizationError(error)) await get().signOut({ revoke: false });
        }
      },

      signIn({ email, password }, store) {
        return signInWith(async () => {
          const { data } = await clientOf().mutate(SignIn, { email, password }, requestOptions());
          return data.generateCustomerToken !== null;
        }, store);
      },

      signInWithSocialCode({ provider, code }, store) {
        return signInWith(async () => {
          const { data } = await clientOf().mutate(SignInBySocialLogin, { provider, code }, requestOptions());
          return data.generateCustomerTokenBySocialLogin !== null;
        }, store);
      },

      getDetails() {
        return run({
          busy: 'isGettingDetails',
          error: 'getDetailsError',
          work: async () => {
            const { data } = await clientOf().query(GetCustomerAfterSignIn, undefined, requestOptions({ cache: 'no-store' }));
            return customerAfterSignIn(data.customer);
          },
          accept: (currentUser) => {
            if (get().token) startTimer();
            return { currentUser };
          },
          failed: async (error) => {
            if (isAuthorizationError(error) && get().isSignedIn) await get().signOut({ revoke: false });
            return null;
          },
        });
      },

      createAccount(input, store) {
        return run({
          busy: 'isCreatingAccount',
          error: 'createAccountError',
          failed: () => false,
          work: async () => {
            await clientOf().mutate(CreateAccount, { input }, requestOptions());
            // Created: the sign-in's error (if any) is the account's.
            if (!(await get().signIn({ email: input.email, password: input.password }, store))) {
              throw get().signInError ?? new Error('Unable to sign in');
            }
            return true;
          },
        });
      },

      requestPasswordReset(email) {
        return run({
          busy: 'isResettingPassword',
          clears: ['resetPasswordError'],
          work: async () => {
            await clientOf().mutate(RequestPasswordResetEmail, { email }, requestOptions());
          },
          // The same confirmation whether or not the address has an account; only a throttled request
          // (refused per address and e-mail alike, so it tells nothing) is reported, with its wait.
          failed: (error) => {
            if (throttleWaitSeconds(error) !== null) throw error;
          },
        });
      },

      resetPassword(input) {
        return run({
          busy: 'isResettingPassword',
          error: 'resetPasswordError',
          work: async () => {
            const { data } = await clientOf().mutate(ResetPassword, input, requestOptions());
            if (!data.resetPassword) throw new Error('Unable to reset the password');
          },
        });
      },

      setToken(status) {
        writeSigninRecord(status, webStorage);
        set({ token: SIGNED_IN_MARKER, isSignedIn: true, sessionEndsAt: status.timeStored + status.ttl * 1000 });
        startTimer();
      },

      clearToken() {
        cancelTimer();
        removeSigninRecord(webStorage);
        set({ token: null, isSignedIn: false, sessionEndsAt: null });
      },

      signOut({ revoke = true, store } = {}) {
        signingOut ??= runSignOut(revoke, store ?? cart.store()).finally(() => {
          signingOut = null;
        });
        return signingOut;
      },

      reset() {
        const { token, isSignedIn, sessionEndsAt } = get();
        set({ ...initialUserState, token, isSignedIn, sessionEndsAt });
      },

      attachCache(next) {
        cache = next;
      },
    };
  });
}

export type UserStore = ReturnType<typeof createUserStore>;

export const useUserStore: UserStore = createUserStore();
