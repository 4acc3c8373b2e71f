import { create } from 'zustand';
import { getMagentoClient, type MagentoClient, type MagentoRequestOptions } from '@/lib/magento/client';
import { browserStorage, type BrowserStorage } from '@/lib/magento/browser-storage';
import { INVALID_CART_ERROR_MESSAGES, isInvalidCartError, MagentoNetworkError } from '@/lib/magento/errors';
import { MagentoRestError, restRequest, type RestMethod, type RestRequestOptions } from '@/lib/magento/rest';
import type { CartDetails, CartMoney, CartShippingMethod } from '@/lib/magento/operations/cart';
import {
  GetLatestCustomerOrder,
  SetBillingAddressOnCart,
  SetGuestEmailOnCart,
  SetPaymentMethodOnCart,
  SetShippingAddressOnCart,
  SetShippingMethodOnCart,
  type CartAddressInput,
} from '@/lib/magento/operations/checkout';
import { hasLiveSigninRecord } from '@/lib/session/signin-record';
import { cartScope, createActionRunner, createActionScope, toError, type ActionScope } from '@/lib/state/actions';
import { CHECKOUT_STORAGE_KEYS } from '@/lib/state/shopper-keys';
import { browserSession, cartIdStorageKey, readSession, useCartStore, writeSession } from '@/lib/state/cart-store';

/**
 * Checkout state (specification, sections 3, 4, 5 and 7): each step (shipping address, shipping
 * method, billing address, payment method, order) is submitted (busy, its error cleared), then
 * accepted (value stored, and saved in local storage) or rejected (its error stored). The order is
 * placed over REST: shipping information, then payment information.
 */

export const MISSING_CART_ID = 'Missing required information: cartId';
export const MISSING_EMAIL = 'Missing required information: email';

/** Section 3: the local-storage keys of the saved checkout data (in shopper-keys.ts, which sign-out reads). */
export { CHECKOUT_STORAGE_KEYS };

/**
 * Local-storage key of the store view the saved checkout data belongs to: an address, methods and
 * prices saved in one store view (a UK address, pounds) are not restored in another.
 */
export const CHECKOUT_STORE_VIEW_KEY = 'checkout_store_view';

/** Session-storage key of the last receipt (the success page survives a reload). */
export const RECEIPT_SESSION_KEY = 'checkout_receipt';

/**
 * Session-storage key of the order waiting for a provider's redirect (3-D Secure, PayPal, Adyen):
 * the receipt plus the cart id, for the return page (success) or the payment-failed page (the
 * backend gives the cart back under the same id).
 */
export const PENDING_PAYMENT_SESSION_KEY = 'checkout_pending_payment';
/** payment-information attempts when the network fails it, and the pause before the next (×attempt). */
const PLACE_ORDER_ATTEMPTS = 3;
const PLACE_ORDER_RESEND_DELAY_MS = 500;

export interface PendingPayment {
  receipt: Receipt;
  store: string | null;
  cartId: string;
}

/** Section 3: an address as the checkout keeps it. */
export interface CheckoutAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region_code?: string;
  region_id?: number;
  region?: string;
  postcode?: string;
  telephone: string;
  country_id: string;
  email?: string;
  sameAsShippingAddress?: boolean;
}

/** An available shipping method; carrier_code and carrier_title are exposed as code and title. */
export interface ShippingMethodOption {
  code: string;
  title: string;
  carrier_code: string;
  carrier_title: string;
  method_code: string;
  method_title: string;
  amount: CartMoney;
  /** Magento's tax-inclusive and tax-exclusive prices, as the store view's display asks. */
  price_incl_tax?: CartMoney | null;
  price_excl_tax?: CartMoney | null;
  available: boolean;
}

/** The cart address's priced methods as the checkout keeps them (those with a method code). */
export function toShippingMethodOptions(methods: ReadonlyArray<CartShippingMethod | null> | null | undefined): ShippingMethodOption[] {
  return (methods ?? []).flatMap((method) =>
    method && method.method_code
      ? [
          {
            code: method.carrier_code,
            title: method.carrier_title,
            carrier_code: method.carrier_code,
            carrier_title: method.carrier_title,
            method_code: method.method_code,
            method_title: method.method_title ?? '',
            amount: method.amount,
            price_incl_tax: method.price_incl_tax ?? null,
            price_excl_tax: method.price_excl_tax ?? null,
            available: method.available,
          },
        ]
      : [],
  );
}

export interface ChosenShippingMethod {
  carrier_code: string;
  method_code: string;
  title: string;
}

/** Section 3: the method code plus the payment nonce (methods that need one). */
export interface PaymentData {
  code: string;
  nonce?: string;
  /** Magento's purchase order method: the shopper's PO number (sent as `purchase_order_number` / `po_number`). */
  purchaseOrderNumber?: string;
  /** A signed-in shopper asked to keep the card (sent as `is_active_payment_token_enabler`). */
  saveCard?: boolean;
}

export interface Receipt {
  /**
   * `id`: what payment-information answered (Magento's order entity id); `number`: the order number
   * (increment id) the shopper knows the order by, when the backend could tell it.
   */
  order: { id: string | null; number?: string | null; shippingAddress: CheckoutAddress | null };
}

export interface CheckoutStateFields {
  availableShippingMethods: ShippingMethodOption[];
  billingAddress: CheckoutAddress | null;
  shippingAddress: CheckoutAddress | null;
  shippingMethod: ChosenShippingMethod | null;
  shippingTitle: string;
  paymentCode: string;
  paymentData: PaymentData | null;
  receipt: Receipt;
  isSubmitting: boolean;
  billingAddressError: Error | null;
  shippingAddressError: Error | null;
  shippingMethodError: Error | null;
  paymentMethodError: Error | null;
  orderError: Error | null;
  /** The provider page the shopper is sent to after the order was placed (redirect payments). */
  paymentRedirect: string | null;
}

export interface CheckoutActions {
  /** Resets the state and restores the saved checkout data from local storage. */
  begin(): void;
  /** Back to editing: clears the step errors, keeps every entered value. */
  edit(): void;
  reset(): void;
  submitShippingAddress(address: CheckoutAddress): Promise<void>;
  submitShippingMethod(method: ShippingMethodOption): Promise<void>;
  /**
   * Takes the methods the cart's shipping address has now (a coupon or a changed cart re-prices
   * them), over those saved when the address was given; nothing changes when the cart has none.
   */
  refreshShippingMethods(details: CartDetails | null): void;
  submitBillingAddress(address: CheckoutAddress): Promise<void>;
  submitPaymentMethod(payment: PaymentData): Promise<void>;
  /**
   * Places the order; resolves to the order id. Rejects (and stores orderError) on failure.
   * `agreementIds`: the terms and conditions the shopper ticked (Magento's `agreement_ids`).
   */
  placeOrder(options?: { agreementIds?: string[] }): Promise<string>;
  setReceipt(receipt: Receipt): void;
  /** The order is paid: stores the receipt, clears the saved checkout data and renews the cart. */
  completeOrder(receipt: Receipt): Promise<void>;
  resetReceipt(): void;
}

export type CheckoutState = CheckoutStateFields & CheckoutActions;

const emptyReceipt: Receipt = { order: { id: null, shippingAddress: null } };

export const initialCheckoutState: CheckoutStateFields = {
  availableShippingMethods: [],
  billingAddress: null,
  shippingAddress: null,
  shippingMethod: null,
  shippingTitle: '',
  paymentCode: '',
  paymentData: null,
  receipt: emptyReceipt,
  isSubmitting: false,
  billingAddressError: null,
  shippingAddressError: null,
  shippingMethodError: null,
  paymentMethodError: null,
  orderError: null,
  paymentRedirect: null,
};

export type RestFunction = <T>(method: RestMethod, path: string, body?: unknown, options?: RestRequestOptions) => Promise<T>;

/** What the checkout needs of the cart. */
export interface CheckoutCart {
  store(): string | null;
  cartId(): string | null;
  /** Forgets the ordered cart (state and stored id). */
  remove(): void;
  /** Creates the next cart. */
  create(): Promise<unknown>;
  /** Nothing to ship (gift cards only): the address is the billing address, and there is no shipping step. */
  isVirtual?(): boolean;
  /** Section 8: forgets the invalid cart and starts a new one (the cart store's recovery). */
  recover?(): Promise<void>;
}

/**
 * A step or the order met an invalid cart (section 8: "Could not find a cart…", "The cart isn't
 * active", "The current user cannot perform operations on cart", or their categories): the cart
 * was replaced by a new, empty one, and the shopper is told so rather than shown Magento's text.
 */
export class CartReplacedError extends Error {
  constructor(cause: unknown) {
    super('The cart is no longer available; a new cart was started.', { cause });
    this.name = 'CartReplacedError';
  }
}

/** Section 8's invalid cart, from a GraphQL step or from a REST call of the order. */
export function isInvalidCheckoutCartError(error: unknown): boolean {
  if (isInvalidCartError(error)) return true;
  if (!(error instanceof MagentoRestError)) return false;
  const message = error.serverMessage ?? '';
  return INVALID_CART_ERROR_MESSAGES.some((text) => message.includes(text));
}

export interface CheckoutStoreDependencies {
  client?: () => MagentoClient;
  rest?: RestFunction;
  storage?: BrowserStorage;
  cart?: CheckoutCart;
  /** Where the receipt is kept for the success page; default window.sessionStorage. */
  session?: () => Storage | undefined;
  /**
   * Whether the shopper is signed in (section 6: a customer uses the 'mine' endpoints and needs no
   * guest email); default: a live sign-in record in browser storage.
   */
  isSignedIn?: () => boolean;
  /** The queue the steps and the order wait their turn in (the cart's, so no step overtakes a cart change). */
  scope?: ActionScope;
}

const defaultCart: CheckoutCart = {
  store: () => useCartStore.getState().store,
  cartId: () => useCartStore.getState().cartId,
  remove() {
    const cart = useCartStore.getState();
    if (cart.store) browserStorage.removeItem(cartIdStorageKey(cart.store));
    cart.reset();
    useCartStore.setState({ cartId: null, details: null });
  },
  async create() {
    const cart = useCartStore.getState();
    if (!cart.store) return;
    const created = await cart.getCart(cart.store);
    if (!created) throw cart.getCartError ?? new Error('Unable to create cart');
  },
  isVirtual: () => Boolean(useCartStore.getState().details?.is_virtual),
  recover: () => useCartStore.getState().recoverCart(),
};

/** The GraphQL CartAddressInput of a checkout address. */
export function toCartAddressInput(address: CheckoutAddress): CartAddressInput {
  const input: CartAddressInput = {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street.filter(Boolean),
    city: address.city,
    country_code: address.country_id,
    telephone: address.telephone,
  };
  if (address.postcode) input.postcode = address.postcode;
  if (address.region_id) input.region_id = address.region_id;
  else if (address.region_code || address.region) input.region = address.region_code ?? address.region;
  return input;
}

/** The REST address of a checkout address (Magento's AddressInterface). */
export function toRestAddress(address: CheckoutAddress, email: string): Record<string, unknown> {
  const rest: Record<string, unknown> = {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street.filter(Boolean),
    city: address.city,
    country_id: address.country_id,
    telephone: address.telephone,
    email,
  };
  if (address.postcode) rest.postcode = address.postcode;
  if (address.region_id) rest.region_id = address.region_id;
  if (address.region_code) rest.region_code = address.region_code;
  if (address.region) rest.region = address.region;
  return rest;
}

/** The sandbox methods, whose order may still wait for the provider (payment-action tells). */
function mayRedirect(code: string): boolean {
  return code.startsWith('sandbox_');
}

export function readPendingPayment(session: () => Storage | undefined = browserSession): PendingPayment | null {
  return readSession<PendingPayment>(PENDING_PAYMENT_SESSION_KEY, session);
}

export function readStoredReceipt(session: () => Storage | undefined = browserSession): Receipt | null {
  return readSession<Receipt>(RECEIPT_SESSION_KEY, session);
}

export function createCheckoutStore(dependencies: CheckoutStoreDependencies = {}) {
  const clientOf = dependencies.client ?? getMagentoClient;
  const rest: RestFunction = dependencies.rest ?? restRequest;
  const storage = dependencies.storage ?? browserStorage;
  const cart = dependencies.cart ?? defaultCart;
  const session = dependencies.session ?? browserSession;
  const isSignedIn = dependencies.isSignedIn ?? (() => hasLiveSigninRecord());
  const scope = dependencies.scope ?? createActionScope();

  return create<CheckoutState>()((set, get) => {
    const run = createActionRunner<CheckoutState>(set, scope);

    function requestOptions(): MagentoRequestOptions {
      const store = cart.store();
      return store ? { headers: { store } } : {};
    }

    function requireCartId(): string {
      const cartId = cart.cartId();
      if (!cartId) throw new Error(MISSING_CART_ID);
      return cartId;
    }

    /** Section 5: a guest must give an email; a customer's is their account's. */
    function requireEmail(address: CheckoutAddress | null): string {
      const email = address?.email?.trim();
      if (!email && !isSignedIn()) throw new Error(MISSING_EMAIL);
      return email ?? '';
    }

    /** Section 4: submit (busy, error cleared), then accept (values stored) or reject (error stored). */
    async function step(
      error: 'shippingAddressError' | 'shippingMethodError' | 'billingAddressError' | 'paymentMethodError',
      work: () => Promise<Partial<CheckoutStateFields>>,
    ): Promise<void> {
      await run({ busy: 'isSubmitting', error, work, accept: (accepted) => accepted, message: recovered, failed: () => ({}) });
    }

    /**
     * payment-information sent again when the network failed it (the request never arrived, or its
     * answer was lost after the order was placed): Magento's REST calls are not retried by the
     * client, but the backend answers a repeat for a cart it already ordered with that same order
     * (backend/modules/sales/place-order.ts), so the shopper lands on their order, never on a
     * second one nor on an emptied cart with no word of it.
     */
    async function resentOnNetworkError<T>(send: () => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await send();
        } catch (error) {
          if (!(error instanceof MagentoNetworkError) || attempt >= PLACE_ORDER_ATTEMPTS) throw error;
          await new Promise((resolve) => setTimeout(resolve, PLACE_ORDER_RESEND_DELAY_MS * attempt));
        }
      }
    }

    /** The error to show; an invalid cart is replaced first (section 8), as add and update do. */
    async function recovered(error: unknown): Promise<Error> {
      if (!isInvalidCheckoutCartError(error)) return toError(error);
      try {
        await cart.recover?.();
      } catch {
        // The next step or add creates a cart.
      }
      return new CartReplacedError(error);
    }

    function clearSaved(): void {
      for (const key of Object.values(CHECKOUT_STORAGE_KEYS)) storage.removeItem(key);
      storage.removeItem(CHECKOUT_STORE_VIEW_KEY);
    }

    /** Saves one piece of checkout data, marked with the store view it was entered in. */
    function save(key: (typeof CHECKOUT_STORAGE_KEYS)[keyof typeof CHECKOUT_STORAGE_KEYS], value: unknown): void {
      const store = cart.store();
      if (store && storage.getItem<string>(CHECKOUT_STORE_VIEW_KEY) !== store) {
        clearSaved();
        storage.setItem(CHECKOUT_STORE_VIEW_KEY, store);
      }
      storage.setItem(key, value);
    }

    /** Kept in session storage (null: forgotten); without it, in memory only. */
    function keep(key: string, value: unknown): void {
      writeSession(key, value, session);
    }

    /** The provider page to send the shopper to, or null (paid, or no redirect step known). */
    /**
     * The placed order's number: a customer's newest order (Magento's customer.orders); a guest's
     * through the cart (an extension of this shop's backend). Null when unknown.
     */
    async function orderNumber(path: string, options: RestRequestOptions): Promise<string | null> {
      if (isSignedIn()) {
        try {
          const { data } = await clientOf().query(GetLatestCustomerOrder, undefined, {
            ...requestOptions(),
            cache: 'no-store',
          });
          return data.customer?.orders?.items?.[0]?.number ?? null;
        } catch {
          return null;
        }
      }
      try {
        const answer = await rest<{ increment_id?: unknown } | undefined>('GET', `${path}/order`, undefined, options);
        return typeof answer?.increment_id === 'string' ? answer.increment_id : null;
      } catch {
        // A Magento without the extension: the success page shows the id payment-information gave.
        return null;
      }
    }

    async function paymentAction(path: string, options: RestRequestOptions): Promise<string | null> {
      try {
        const answer = await rest<{ action?: unknown; url?: unknown } | undefined>(
          'GET',
          `sandbox/${path}/payment-action`,
          undefined,
          options,
        );
        return answer?.action === 'redirect' && typeof answer.url === 'string' ? answer.url : null;
      } catch {
        // A backend without the sandbox module: nothing more to do.
        return null;
      }
    }

    async function finish(receipt: Receipt): Promise<void> {
      keep(RECEIPT_SESSION_KEY, receipt);
      keep(PENDING_PAYMENT_SESSION_KEY, null);
      clearSaved();
      set({ ...initialCheckoutState, receipt });
      cart.remove();
      try {
        await cart.create();
      } catch {
        // Section 4: failure creating the next cart is ignored.
      }
    }

    return {
      ...initialCheckoutState,

      begin() {
        const store = cart.store();
        const savedIn = storage.getItem<string>(CHECKOUT_STORE_VIEW_KEY);
        if (store && savedIn && savedIn !== store) clearSaved();
        const paymentData = storage.getItem<PaymentData>(CHECKOUT_STORAGE_KEYS.paymentMethod) ?? null;
        const shippingMethod = storage.getItem<ChosenShippingMethod>(CHECKOUT_STORAGE_KEYS.shippingMethod) ?? null;
        set({
          ...initialCheckoutState,
          receipt: get().receipt,
          billingAddress: storage.getItem<CheckoutAddress>(CHECKOUT_STORAGE_KEYS.billingAddress) ?? null,
          shippingAddress: storage.getItem<CheckoutAddress>(CHECKOUT_STORAGE_KEYS.shippingAddress) ?? null,
          availableShippingMethods: storage.getItem<ShippingMethodOption[]>(CHECKOUT_STORAGE_KEYS.availableShippingMethods) ?? [],
          shippingMethod,
          shippingTitle: shippingMethod?.title ?? '',
          paymentData,
          paymentCode: paymentData?.code ?? '',
        });
      },

      edit() {
        set({
          billingAddressError: null,
          shippingAddressError: null,
          shippingMethodError: null,
          paymentMethodError: null,
          orderError: null,
        });
      },

      reset() {
        set({ ...initialCheckoutState });
      },

      submitShippingAddress(address) {
        return step('shippingAddressError', async () => {
          const cartId = requireCartId();
          const email = requireEmail(address);
          const client = clientOf();
          // Magento refuses a guest email on a customer's cart: it has the account's.
          if (!isSignedIn()) await client.mutate(SetGuestEmailOnCart, { cartId, email }, requestOptions());
          if (cart.isVirtual?.()) {
            // Nothing ships: Magento takes no shipping address, the address is where the order is billed.
            await client.mutate(SetBillingAddressOnCart, { cartId, address: toCartAddressInput(address) }, requestOptions());
            save(CHECKOUT_STORAGE_KEYS.shippingAddress, address);
            save(CHECKOUT_STORAGE_KEYS.availableShippingMethods, []);
            return { shippingAddress: address, availableShippingMethods: [] };
          }
          const { data } = await client.mutate(
            SetShippingAddressOnCart,
            { cartId, address: toCartAddressInput(address) },
            requestOptions(),
          );
          const methods = toShippingMethodOptions(data.setShippingAddressesOnCart?.cart.shipping_addresses[0]?.available_shipping_methods);
          save(CHECKOUT_STORAGE_KEYS.shippingAddress, address);
          save(CHECKOUT_STORAGE_KEYS.availableShippingMethods, methods);
          return { shippingAddress: address, availableShippingMethods: methods };
        });
      },

      refreshShippingMethods(details) {
        const address = details?.shipping_addresses?.[0];
        if (!address?.available_shipping_methods || !get().shippingAddress) return;
        const methods = toShippingMethodOptions(address.available_shipping_methods);
        if (JSON.stringify(methods) === JSON.stringify(get().availableShippingMethods)) return;
        save(CHECKOUT_STORAGE_KEYS.availableShippingMethods, methods);
        set({ availableShippingMethods: methods });
      },

      submitShippingMethod(method) {
        return step('shippingMethodError', async () => {
          const cartId = requireCartId();
          await clientOf().mutate(
            SetShippingMethodOnCart,
            { cartId, carrierCode: method.carrier_code, methodCode: method.method_code },
            requestOptions(),
          );
          const title = [method.carrier_title, method.method_title].filter(Boolean).join(' - ');
          const chosen: ChosenShippingMethod = { carrier_code: method.carrier_code, method_code: method.method_code, title };
          save(CHECKOUT_STORAGE_KEYS.shippingMethod, chosen);
          return { shippingMethod: chosen, shippingTitle: title };
        });
      },

      submitBillingAddress(address) {
        return step('billingAddressError', async () => {
          const cartId = requireCartId();
          const shipping = get().shippingAddress;
          const billing: CheckoutAddress =
            address.sameAsShippingAddress && shipping ? { ...shipping, sameAsShippingAddress: true } : address;
          await clientOf().mutate(SetBillingAddressOnCart, { cartId, address: toCartAddressInput(billing) }, requestOptions());
          save(CHECKOUT_STORAGE_KEYS.billingAddress, billing);
          return { billingAddress: billing };
        });
      },

      submitPaymentMethod(payment) {
        return step('paymentMethodError', async () => {
          const cartId = requireCartId();
          const purchaseOrderNumber = payment.purchaseOrderNumber?.trim() || null;
          await clientOf().mutate(SetPaymentMethodOnCart, { cartId, code: payment.code, purchaseOrderNumber }, requestOptions());
          const chosen: PaymentData = purchaseOrderNumber
            ? { ...payment, purchaseOrderNumber }
            : { ...payment, purchaseOrderNumber: undefined };
          save(CHECKOUT_STORAGE_KEYS.paymentMethod, chosen);
          return { paymentCode: chosen.code, paymentData: chosen };
        });
      },

      placeOrder({ agreementIds = [] } = {}) {
        return run({
          busy: 'isSubmitting',
          error: 'orderError',
          message: recovered,
          failed: (_, shown) => {
            throw shown;
          },
          // Sent to the provider's page: busy until the shopper has left.
          accept: () => (get().paymentRedirect ? { isSubmitting: true } : {}),
          work: async () => {
            const cartId = requireCartId();
            const { shippingAddress, billingAddress, shippingMethod, paymentData } = get();
            const email = requireEmail(shippingAddress);
            const virtual = Boolean(cart.isVirtual?.());
            if (!shippingAddress) throw new Error('Missing required information: shipping_address');
            if (!shippingMethod && !virtual) throw new Error('Missing required information: shippingMethod');
            if (!paymentData) throw new Error('Missing required information: paymentMethod');
            const billing = billingAddress ?? shippingAddress;
            const options: RestRequestOptions = {};
            const store = cart.store();
            if (store) options.store = store;
            // Section 7: the signed-in forms of the calls; the same-origin proxy adds the bearer token.
            const path = isSignedIn() ? 'carts/mine' : `guest-carts/${encodeURIComponent(cartId)}`;
            // A virtual cart has no shipping step: payment-information carries its billing address.
            if (shippingMethod && !virtual) {
              await rest(
                'POST',
                `${path}/shipping-information`,
                {
                  addressInformation: {
                    billing_address: toRestAddress(billing, email),
                    shipping_address: toRestAddress(shippingAddress, email),
                    shipping_carrier_code: shippingMethod.carrier_code,
                    shipping_method_code: shippingMethod.method_code,
                  },
                },
                options,
              );
            }
            const additionalData: Record<string, string | boolean> = {};
            if (paymentData.nonce) additionalData.payment_method_nonce = paymentData.nonce;
            if (paymentData.saveCard && isSignedIn()) additionalData.is_active_payment_token_enabler = true;
            const orderId = await resentOnNetworkError(() =>
              rest<string | number>(
                'POST',
                `${path}/payment-information`,
                {
                  billingAddress: toRestAddress(billing, email),
                  cartId,
                  email,
                  paymentMethod: {
                    method: paymentData.code,
                    ...(paymentData.purchaseOrderNumber ? { po_number: paymentData.purchaseOrderNumber } : {}),
                    additional_data: additionalData,
                    ...(agreementIds.length ? { extension_attributes: { agreement_ids: agreementIds } } : {}),
                  },
                },
                options,
              ),
            );
            const receipt: Receipt = { order: { id: String(orderId), number: await orderNumber(path, options), shippingAddress } };
            const redirect = mayRedirect(paymentData.code) ? await paymentAction(path, options) : null;
            if (redirect) {
              // The provider decides; the cart and the saved data stay until the shopper returns.
              const pending: PendingPayment = { receipt, store: store ?? null, cartId };
              keep(PENDING_PAYMENT_SESSION_KEY, pending);
              set({ paymentRedirect: redirect });
              return receipt.order.id ?? '';
            }
            await finish(receipt);
            return receipt.order.id ?? '';
          },
        });
      },

      setReceipt(receipt) {
        set({ receipt });
      },

      completeOrder(receipt) {
        return finish(receipt);
      },

      resetReceipt() {
        set({ receipt: emptyReceipt });
      },
    };
  });
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;

export const useCheckoutStore: CheckoutStore = createCheckoutStore({ scope: cartScope });
