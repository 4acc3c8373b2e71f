/** @jest-environment jsdom */
import { createBrowserStorage } from '@/lib/magento/browser-storage';
import type { MagentoClient } from '@/lib/magento/client';
import {
  SetBillingAddressOnCart,
  SetGuestEmailOnCart,
  SetPaymentMethodOnCart,
  SetShippingAddressOnCart,
} from '@/lib/magento/operations/checkout';
import { createCheckoutStore, type CheckoutAddress, type CheckoutCart, type RestFunction } from './checkout-store';

const NAMES = new Map<string, string>([
  [SetGuestEmailOnCart, 'SetGuestEmailOnCart'],
  [SetShippingAddressOnCart, 'SetShippingAddressOnCart'],
  [SetBillingAddressOnCart, 'SetBillingAddressOnCart'],
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

/** A cart of gift cards only: nothing to ship (Magento's virtual quote). */
function setup() {
  const calls: string[] = [];
  const client = {
    query: jest.fn(),
    mutate: jest.fn(async (document: string) => {
      calls.push(NAMES.get(document) ?? 'unknown');
      return { data: {} };
    }),
  } as unknown as MagentoClient;
  const items = new Map<string, string>();
  const local = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as unknown as Storage;
  const cart: CheckoutCart = {
    store: () => 'uk',
    cartId: () => 'cart-1',
    remove: jest.fn(),
    create: jest.fn(async () => undefined),
    isVirtual: () => true,
  };
  const rest = jest.fn(async (_method: string, path: string, _body?: unknown) =>
    path.endsWith('payment-information') ? '42' : { increment_id: '600000042' },
  );
  const store = createCheckoutStore({
    client: () => client,
    rest: rest as unknown as RestFunction,
    storage: createBrowserStorage({ storage: () => local }),
    cart,
    session: () => undefined,
    isSignedIn: () => false,
  });
  return { store, calls, rest };
}

describe('the checkout of a virtual cart (gift cards only)', () => {
  it('takes the address as the billing address, without shipping methods', async () => {
    const { store, calls } = setup();
    await store.getState().submitShippingAddress(address);
    expect(calls).toEqual(['SetGuestEmailOnCart', 'SetBillingAddressOnCart']);
    expect(store.getState()).toMatchObject({ shippingAddress: address, availableShippingMethods: [], shippingAddressError: null });
  });

  it('places the order with payment-information alone', async () => {
    const { store, rest } = setup();
    await store.getState().submitShippingAddress(address);
    await store.getState().submitBillingAddress({ ...address, sameAsShippingAddress: true });
    await store.getState().submitPaymentMethod({ code: 'free' });
    await expect(store.getState().placeOrder()).resolves.toBe('42');
    const paths = rest.mock.calls.map((call) => call[1]);
    expect(paths[0]).toBe('guest-carts/cart-1/payment-information');
    expect(paths).not.toContain('guest-carts/cart-1/shipping-information');
    expect(rest.mock.calls[0][2]).toMatchObject({ email: 'ada@example.com', paymentMethod: { method: 'free' } });
  });
});
