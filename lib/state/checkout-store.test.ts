/** @jest-environment jsdom */
import { createBrowserStorage } from '@/lib/magento/browser-storage';
import type { CartDetails } from '@/lib/magento/operations/cart';
import type { MagentoClient } from '@/lib/magento/client';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import { MagentoRestError } from '@/lib/magento/rest';
import {
  SetBillingAddressOnCart,
  SetGuestEmailOnCart,
  SetPaymentMethodOnCart,
  SetShippingAddressOnCart,
  SetShippingMethodOnCart,
} from '@/lib/magento/operations/checkout';
import {
  CartReplacedError,
  CHECKOUT_STORAGE_KEYS,
  CHECKOUT_STORE_VIEW_KEY,
  createCheckoutStore,
  MISSING_CART_ID,
  MISSING_EMAIL,
  PENDING_PAYMENT_SESSION_KEY,
  RECEIPT_SESSION_KEY,
  type CheckoutAddress,
  type CheckoutCart,
  type RestFunction,
  type ShippingMethodOption,
} from './checkout-store';

const NAMES = new Map<string, string>([
  [SetGuestEmailOnCart, 'SetGuestEmailOnCart'],
  [SetShippingAddressOnCart, 'SetShippingAddressOnCart'],
  [SetBillingAddressOnCart, 'SetBillingAddressOnCart'],
  [SetShippingMethodOnCart, 'SetShippingMethodOnCart'],
  [SetPaymentMethodOnCart, 'SetPaymentMethodOnCart'],
]);

const address: CheckoutAddress = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['1 High Street'],
  city: 'London',
  postcode: 'SW1A 1AA',
  telephone: '020 7946 0000',
  country_id: 'GB',
  email: 'ada@example.com',
};

const flatRate: ShippingMethodOption = {
  code: 'flatrate',
  title: 'Flat Rate',
  carrier_code: 'flatrate',
  carrier_title: 'Flat Rate',
  method_code: 'flatrate',
  method_title: 'Fixed',
  amount: { value: 5, currency: 'GBP' },
  available: true,
};

function setup(options: { cartId?: string | null; fail?: string; rest?: RestFunction; createFails?: boolean; signedIn?: boolean } = {}) {
  const calls: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const client: MagentoClient = {
    query: jest.fn(async () => ({ data: { customer: { orders: { items: [{ id: 'MTA=', number: '100000010' }] } } } })) as MagentoClient['query'],
    mutate: jest.fn(async (document: string, variables?: object) => {
      const name = NAMES.get(document) ?? 'unknown';
      calls.push({ name, variables: (variables ?? {}) as Record<string, unknown> });
      if (options.fail === name) throw new Error(`${name} failed`);
      if (name === 'SetShippingAddressOnCart') {
        return {
          data: {
            setShippingAddressesOnCart: {
              cart: {
                id: 'cart-1',
                shipping_addresses: [
                  {
                    available_shipping_methods: [
                      {
                        carrier_code: 'flatrate',
                        carrier_title: 'Flat Rate',
                        method_code: 'flatrate',
                        method_title: 'Fixed',
                        available: true,
                        amount: { value: 5, currency: 'GBP' },
                        price_incl_tax: { value: 6, currency: 'GBP' },
                      },
                    ],
                  },
                ],
              },
            },
          },
        };
      }
      return { data: {} };
    }) as MagentoClient['mutate'],
  };
  const items = new Map<string, string>();
  const local = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as unknown as Storage;
  const storage = createBrowserStorage({ storage: () => local });
  const sessionItems = new Map<string, string>();
  const session = {
    getItem: (key: string) => sessionItems.get(key) ?? null,
    setItem: (key: string, value: string) => void sessionItems.set(key, value),
  } as unknown as Storage;
  let cartId: string | null = options.cartId === undefined ? 'cart-1' : options.cartId;
  const cart: CheckoutCart = {
    store: () => 'uk',
    cartId: () => cartId,
    remove: jest.fn(() => {
      cartId = null;
    }),
    create: jest.fn(async () => {
      if (options.createFails) throw new Error('Unable to create cart');
      cartId = 'cart-2';
    }),
  };
  const rest =
    options.rest ??
    (jest.fn(async (_method: string, path: string) => {
      if (path.endsWith('payment-information')) return '42';
      if (path.endsWith('/order')) return { entity_id: 42, increment_id: 'UK000000042' };
      return { totals: {} };
    }) as unknown as RestFunction);
  const store = createCheckoutStore({
    client: () => client,
    rest,
    storage,
    cart,
    session: () => session,
    isSignedIn: () => options.signedIn ?? false,
  });
  return { store, calls, storage, cart, rest, sessionItems, client };
}

async function fillAll(store: ReturnType<typeof setup>['store']) {
  await store.getState().submitShippingAddress(address);
  await store.getState().submitShippingMethod(flatRate);
  await store.getState().submitBillingAddress({ ...address, sameAsShippingAddress: true });
  await store.getState().submitPaymentMethod({ code: 'checkmo' });
}

describe('checkout steps', () => {
  it('accepts a shipping address: email then address, methods exposed as code/title and saved', async () => {
    const { store, calls, storage } = setup();
    const pending = store.getState().submitShippingAddress(address);
    expect(store.getState().isSubmitting).toBe(true);
    await pending;
    expect(calls.map((call) => call.name)).toEqual(['SetGuestEmailOnCart', 'SetShippingAddressOnCart']);
    expect(calls[0]?.variables).toEqual({ cartId: 'cart-1', email: 'ada@example.com' });
    const state = store.getState();
    expect(state.isSubmitting).toBe(false);
    expect(state.shippingAddress).toEqual(address);
    expect(state.availableShippingMethods[0]).toMatchObject({ code: 'flatrate', title: 'Flat Rate', method_code: 'flatrate' });
    expect(storage.getItem(CHECKOUT_STORAGE_KEYS.shippingAddress)).toEqual(address);
    expect(storage.getItem(CHECKOUT_STORAGE_KEYS.availableShippingMethods)).toHaveLength(1);
  });

  it('rejects a shipping address with the error and clears it on the next submit', async () => {
    const { store } = setup({ fail: 'SetShippingAddressOnCart' });
    await store.getState().submitShippingAddress(address);
    expect(store.getState().shippingAddressError?.message).toBe('SetShippingAddressOnCart failed');
    expect(store.getState().isSubmitting).toBe(false);
    expect(store.getState().shippingAddress).toBeNull();
  });

  it.each([
    ['shipping method', 'SetShippingMethodOnCart', 'shippingMethodError'],
    ['billing address', 'SetBillingAddressOnCart', 'billingAddressError'],
    ['payment method', 'SetPaymentMethodOnCart', 'paymentMethodError'],
  ] as const)('rejects the %s step with its own error', async (_label, failing, errorKey) => {
    const { store } = setup({ fail: failing });
    await fillAll(store);
    expect(store.getState()[errorKey]?.message).toBe(`${failing} failed`);
    for (const other of ['shippingAddressError', 'shippingMethodError', 'billingAddressError', 'paymentMethodError'] as const) {
      if (other !== errorKey) expect(store.getState()[other]).toBeNull();
    }
  });

  it('accepts shipping method, billing (same as shipping) and payment method and saves them', async () => {
    const { store, storage } = setup();
    await fillAll(store);
    const state = store.getState();
    expect(state.shippingMethod).toEqual({ carrier_code: 'flatrate', method_code: 'flatrate', title: 'Flat Rate - Fixed' });
    expect(state.shippingTitle).toBe('Flat Rate - Fixed');
    expect(state.billingAddress).toEqual({ ...address, sameAsShippingAddress: true });
    expect(state.paymentCode).toBe('checkmo');
    expect(state.paymentData).toEqual({ code: 'checkmo' });
    expect(storage.getItem(CHECKOUT_STORAGE_KEYS.paymentMethod)).toEqual({ code: 'checkmo' });
    expect(storage.getItem(CHECKOUT_STORAGE_KEYS.shippingMethod)).toBeTruthy();
    expect(storage.getItem(CHECKOUT_STORAGE_KEYS.billingAddress)).toBeTruthy();
  });

  it('requires a cart id for every step', async () => {
    const { store, calls } = setup({ cartId: null });
    await fillAll(store);
    const state = store.getState();
    for (const error of [state.shippingAddressError, state.shippingMethodError, state.billingAddressError, state.paymentMethodError]) {
      expect(error?.message).toBe(MISSING_CART_ID);
    }
    await expect(store.getState().placeOrder()).rejects.toThrow(MISSING_CART_ID);
    expect(calls).toHaveLength(0);
  });

  it('requires a guest email for the shipping address', async () => {
    const { store, calls } = setup();
    await store.getState().submitShippingAddress({ ...address, email: ' ' });
    expect(store.getState().shippingAddressError?.message).toBe(MISSING_EMAIL);
    expect(calls).toHaveLength(0);
  });

  it('begin resets the state and restores the saved data', async () => {
    const { store } = setup();
    await fillAll(store);
    store.setState({ orderError: new Error('old') });
    store.getState().begin();
    const state = store.getState();
    expect(state.orderError).toBeNull();
    expect(state.shippingAddress).toEqual(address);
    expect(state.billingAddress).toEqual({ ...address, sameAsShippingAddress: true });
    expect(state.availableShippingMethods).toHaveLength(1);
    expect(state.shippingMethod?.method_code).toBe('flatrate');
    expect(state.shippingTitle).toBe('Flat Rate - Fixed');
    expect(state.paymentCode).toBe('checkmo');
  });

  it('takes the re-priced methods of the cart over the saved ones (a free-shipping coupon given on the cart)', async () => {
    const { store, storage } = setup();
    await store.getState().submitShippingAddress(address);
    store.getState().begin();
    expect(store.getState().availableShippingMethods[0]?.amount.value).toBe(5);
    const free = { value: 0, currency: 'GBP' };
    store.getState().refreshShippingMethods({
      id: 'cart-1',
      total_quantity: 1,
      items: [],
      shipping_addresses: [
        {
          available_shipping_methods: [
            { carrier_code: 'flatrate', carrier_title: 'Flat Rate', method_code: 'flatrate', method_title: 'Fixed', available: true, amount: free, price_incl_tax: free },
          ],
        },
      ],
    } as unknown as CartDetails);
    expect(store.getState().availableShippingMethods[0]).toMatchObject({ method_code: 'flatrate', amount: free, price_incl_tax: free });
    // Saved too: the next visit restores the free method.
    store.getState().begin();
    expect(store.getState().availableShippingMethods[0]?.amount.value).toBe(0);
    expect(storage.getItem<ShippingMethodOption[]>(CHECKOUT_STORAGE_KEYS.availableShippingMethods)?.[0]?.amount.value).toBe(0);
    // A cart without a shipping address changes nothing.
    store.getState().refreshShippingMethods({ id: 'cart-1', total_quantity: 1, items: [], shipping_addresses: [] } as unknown as CartDetails);
    expect(store.getState().availableShippingMethods).toHaveLength(1);
  });
});

describe('a signed-in customer', () => {
  it("uses the 'mine' endpoints, sets no guest email, and shows the newest order's number", async () => {
    const { store, calls, rest } = setup({ signedIn: true });
    await fillAll(store);
    expect(calls.map((call) => call.name)).not.toContain('SetGuestEmailOnCart');
    await expect(store.getState().placeOrder()).resolves.toBe('42');
    const paths = (rest as jest.Mock).mock.calls.map((call) => call[1]);
    expect(paths).toEqual(['carts/mine/shipping-information', 'carts/mine/payment-information']);
    expect(store.getState().receipt.order).toMatchObject({ id: '42', number: '100000010' });
  });

  it('needs no email in the address', async () => {
    const { store } = setup({ signedIn: true });
    await store.getState().submitShippingAddress({ ...address, email: '' });
    expect(store.getState().shippingAddressError).toBeNull();
  });
});

describe('saved checkout data per store view', () => {
  it('restores it only in the store view it was entered in', async () => {
    const { store, storage, cart } = setup();
    await fillAll(store);
    expect(storage.getItem(CHECKOUT_STORE_VIEW_KEY)).toBe('uk');
    (cart as { store: () => string }).store = () => 'fr';
    store.getState().begin();
    expect(store.getState().shippingAddress).toBeNull();
    expect(store.getState().paymentCode).toBe('');
    for (const key of Object.values(CHECKOUT_STORAGE_KEYS)) expect(storage.getItem(key)).toBeUndefined();
  });
});

describe('placing an order', () => {
  it('sends shipping then payment information, stores the receipt, clears saved data and renews the cart', async () => {
    const { store, storage, cart, rest, sessionItems } = setup();
    await fillAll(store);
    await expect(store.getState().placeOrder()).resolves.toBe('42');
    const calls = (rest as jest.Mock).mock.calls;
    expect(calls[0]?.[1]).toBe('guest-carts/cart-1/shipping-information');
    expect(calls[0]?.[2]).toMatchObject({
      addressInformation: { shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate', shipping_address: { country_id: 'GB' } },
    });
    expect(calls[1]?.[1]).toBe('guest-carts/cart-1/payment-information');
    expect(calls[1]?.[2]).toMatchObject({ cartId: 'cart-1', email: 'ada@example.com', paymentMethod: { method: 'checkmo' } });
    const state = store.getState();
    expect(calls[2]?.[1]).toBe('guest-carts/cart-1/order');
    expect(state.receipt.order).toEqual({ id: '42', number: 'UK000000042', shippingAddress: address });
    expect(state.shippingAddress).toBeNull();
    for (const key of Object.values(CHECKOUT_STORAGE_KEYS)) expect(storage.getItem(key)).toBeUndefined();
    expect(cart.remove).toHaveBeenCalled();
    expect(cart.create).toHaveBeenCalled();
    expect(JSON.parse(sessionItems.get(RECEIPT_SESSION_KEY) ?? '{}')).toEqual(state.receipt);
  });

  it('places a purchase order with its number on the cart and in payment-information', async () => {
    const { store, calls, rest } = setup();
    await fillAll(store);
    await store.getState().submitPaymentMethod({ code: 'purchaseorder', purchaseOrderNumber: ' PO-4711 ' });
    expect(calls.at(-1)).toMatchObject({ name: 'SetPaymentMethodOnCart', variables: { cartId: 'cart-1', code: 'purchaseorder', purchaseOrderNumber: 'PO-4711' } });
    await store.getState().placeOrder();
    const payment = (rest as jest.Mock).mock.calls.find((call) => String(call[1]).endsWith('payment-information'));
    expect(payment?.[2]).toMatchObject({ paymentMethod: { method: 'purchaseorder', po_number: 'PO-4711' } });
  });

  it('shows the id payment-information answered on a Magento without the order-number lookup (404)', async () => {
    const rest = jest.fn(async (_method: string, path: string) => {
      if (path.endsWith('payment-information')) return '42';
      if (path.endsWith('/order'))
        throw new MagentoRestError({ method: 'GET', url: '/rest/uk/V1/guest-carts/cart-1/order', status: 404, statusText: 'Not Found', serverMessage: 'Request does not match any route.' });
      return { totals: {} };
    }) as unknown as RestFunction;
    const { store } = setup({ rest });
    await fillAll(store);
    await expect(store.getState().placeOrder()).resolves.toBe('42');
    expect(store.getState().receipt.order).toMatchObject({ id: '42', number: null });
    expect(store.getState().orderError).toBeNull();
  });

  it('ignores a failure to create the next cart', async () => {
    const { store } = setup({ createFails: true });
    await fillAll(store);
    await expect(store.getState().placeOrder()).resolves.toBe('42');
    expect(store.getState().orderError).toBeNull();
  });

  it('stores and rethrows the order error, keeping the entered data', async () => {
    const failure = new MagentoRestError({
      method: 'POST',
      url: '/rest/uk/V1/guest-carts/cart-1/payment-information',
      status: 400,
      statusText: 'Bad Request',
      serverMessage: 'Invalid email format',
    });
    const rest = jest.fn(async (_method: string, path: string) => {
      if (path.endsWith('payment-information')) throw failure;
      return {};
    }) as unknown as RestFunction;
    const { store, storage, cart } = setup({ rest });
    await fillAll(store);
    await expect(store.getState().placeOrder()).rejects.toBe(failure);
    const state = store.getState();
    expect(state.orderError).toBe(failure);
    expect(state.isSubmitting).toBe(false);
    expect(state.shippingAddress).toEqual(address);
    expect(state.paymentCode).toBe('checkmo');
    expect(storage.getItem(CHECKOUT_STORAGE_KEYS.shippingAddress)).toEqual(address);
    expect(cart.remove).not.toHaveBeenCalled();
  });
});

describe('redirect payments', () => {
  const redirecting = (action: unknown) =>
    jest.fn(async (_method: string, path: string) => {
      if (path.endsWith('payment-information')) return '43';
      if (path.endsWith('payment-action')) return action;
      return {};
    }) as unknown as RestFunction;

  it('asks payment-action for a sandbox method and keeps the cart while the provider decides', async () => {
    const rest = redirecting({ action: 'redirect', url: 'http://backend/sandbox/paypal/t.k' });
    const { store, cart, storage, sessionItems } = setup({ rest });
    await fillAll(store);
    await store.getState().submitPaymentMethod({ code: 'sandbox_paypal' });
    await expect(store.getState().placeOrder()).resolves.toBe('43');
    expect((rest as jest.Mock).mock.calls[3]?.[1]).toBe('sandbox/guest-carts/cart-1/payment-action');
    expect(store.getState().paymentRedirect).toBe('http://backend/sandbox/paypal/t.k');
    expect(cart.remove).not.toHaveBeenCalled();
    expect(storage.getItem(CHECKOUT_STORAGE_KEYS.shippingAddress)).toEqual(address);
    expect(JSON.parse(sessionItems.get(PENDING_PAYMENT_SESSION_KEY) ?? '{}')).toEqual({
      receipt: { order: { id: '43', number: null, shippingAddress: address } },
      store: 'uk',
      cartId: 'cart-1',
    });
  });

  it('finishes as usual when payment-action answers none, and completeOrder renews the cart', async () => {
    const { store, cart, sessionItems } = setup({ rest: redirecting({ action: 'none' }) });
    await fillAll(store);
    await store.getState().submitPaymentMethod({ code: 'sandbox_card', nonce: 'n' });
    await expect(store.getState().placeOrder()).resolves.toBe('43');
    expect(store.getState().paymentRedirect).toBeNull();
    expect(cart.remove).toHaveBeenCalledTimes(1);
    await store.getState().completeOrder({ order: { id: '44', shippingAddress: null } });
    expect(JSON.parse(sessionItems.get(RECEIPT_SESSION_KEY) ?? '{}')).toEqual({ order: { id: '44', shippingAddress: null } });
    expect(cart.remove).toHaveBeenCalledTimes(2);
  });

  it('does not ask payment-action for check / money order', async () => {
    const rest = redirecting({ action: 'redirect', url: 'x' });
    const { store } = setup({ rest });
    await fillAll(store);
    await store.getState().placeOrder();
    expect((rest as jest.Mock).mock.calls.map((call) => call[1])).not.toContain('sandbox/guest-carts/cart-1/payment-action');
    expect(store.getState().paymentRedirect).toBeNull();
  });
});

describe('an invalid cart in checkout (section 8)', () => {
  const messages = [
    ['Could not find a cart with ID "cart-1"', 'graphql-no-such-entity'],
    ["The cart isn't active.", 'graphql-no-such-entity'],
    ['The current user cannot perform operations on cart "cart-1"', 'graphql-authorization'],
  ] as const;

  it.each(messages)('a step that meets “%s” replaces the cart and says so, keeping the address', async (message, category) => {
    const { store, client, cart } = setup();
    const recover = jest.fn(async () => undefined);
    cart.recover = recover;
    (client as { mutate: unknown }).mutate = jest.fn(async () => {
      throw new MagentoGraphQlError([{ message, path: ['setShippingAddressesOnCart'], extensions: { category } }]);
    });
    await store.getState().submitShippingAddress(address);
    expect(recover).toHaveBeenCalledTimes(1);
    expect(store.getState().shippingAddressError).toBeInstanceOf(CartReplacedError);
    expect(store.getState().isSubmitting).toBe(false);
  });

  it('recovers by category alone when the store view translates the message', async () => {
    const { store, client, cart } = setup();
    cart.recover = jest.fn(async () => undefined);
    (client as { mutate: unknown }).mutate = jest.fn(async () => {
      throw new MagentoGraphQlError([{ message: 'Panier introuvable', path: ['cart'], extensions: { category: 'graphql-no-such-entity' } }]);
    });
    await store.getState().submitShippingMethod(flatRate);
    expect(cart.recover).toHaveBeenCalled();
    expect(store.getState().shippingMethodError).toBeInstanceOf(CartReplacedError);
  });

  it('placing the order on a cart Magento no longer has replaces it and reports it', async () => {
    const rest = jest.fn(async (_method: string, path: string) => {
      if (path.endsWith('shipping-information')) {
        throw new MagentoRestError({
          method: 'POST',
          url: `/rest/uk/V1/${path}`,
          status: 404,
          statusText: 'Not Found',
          serverMessage: 'Could not find a cart with ID "cart-1"',
        });
      }
      return '42';
    }) as unknown as RestFunction;
    const { store, cart } = setup({ rest });
    const recover = jest.fn(async () => undefined);
    cart.recover = recover;
    await fillAll(store);
    await expect(store.getState().placeOrder()).rejects.toBeInstanceOf(CartReplacedError);
    expect(recover).toHaveBeenCalledTimes(1);
    expect(store.getState().orderError).toBeInstanceOf(CartReplacedError);
    // What the shopper entered stays.
    expect(store.getState().shippingAddress).toEqual(address);
  });

  it('other errors are shown as they are, with no recovery', async () => {
    const { store, cart } = setup({ fail: 'SetShippingAddressOnCart' });
    cart.recover = jest.fn(async () => undefined);
    await store.getState().submitShippingAddress(address);
    expect(cart.recover).not.toHaveBeenCalled();
    expect(store.getState().shippingAddressError?.message).toBe('SetShippingAddressOnCart failed');
  });
});
