/** @jest-environment jsdom */
/**
 * The actions' pattern (lib/state/actions.ts), through the stores' actions: the cart's changes and
 * the checkout's steps wait their turn in one scope, a busy flag stays up while an action with it
 * is left and comes down on failure, the error is stored as the shopper's message, and an invalid
 * cart is replaced before the next action.
 */
import { createBrowserStorage } from '@/lib/magento/browser-storage';
import type { MagentoClient } from '@/lib/magento/client';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import {
  AddProductsToCart,
  CreateEmptyCart,
  GetCartDetails,
  RemoveItemFromCart,
  UpdateCartItems,
  type CartDetails,
} from '@/lib/magento/operations/cart';
import { SetGuestEmailOnCart, SetShippingMethodOnCart } from '@/lib/magento/operations/checkout';
import { createActionScope } from './actions';
import { cartIdStorageKey, createCartStore } from './cart-store';
import { CartReplacedError, createCheckoutStore, type CheckoutCart, type ShippingMethodOption } from './checkout-store';

const NAMES = new Map<string, string>([
  [CreateEmptyCart, 'CreateEmptyCart'],
  [GetCartDetails, 'GetCartDetails'],
  [AddProductsToCart, 'AddProductsToCart'],
  [UpdateCartItems, 'UpdateCartItems'],
  [RemoveItemFromCart, 'RemoveItemFromCart'],
  [SetGuestEmailOnCart, 'SetGuestEmailOnCart'],
  [SetShippingMethodOnCart, 'SetShippingMethodOnCart'],
]);

// A stub answer: the fields the stores read.
const cart = (id: string, quantity = 0) => ({ id, total_quantity: quantity, items: [] }) as unknown as CartDetails;

const invalidCart = () =>
  new MagentoGraphQlError([{ message: 'Could not find a cart with ID "c1"', extensions: { category: 'graphql-no-such-entity' } }]);

/** An answer the test gives when it wants: `release()` answers, `refuse(error)` fails. */
function held<T>(answer: T) {
  let release!: () => void;
  let refuse!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    release = () => resolve(answer);
    refuse = reject;
  });
  return { promise, release, refuse };
}

/** Lets every settled promise run its callbacks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(handlers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const sent: string[] = [];
  const call = async (document: string, variables?: object) => {
    const name = NAMES.get(document) ?? 'unknown';
    sent.push(name);
    const handler = handlers[name];
    if (!handler) throw new Error(`unexpected ${name}`);
    return { data: await handler((variables ?? {}) as Record<string, unknown>) };
  };
  const client = { query: call, mutate: call } as unknown as MagentoClient;
  window.localStorage.clear();
  const storage = createBrowserStorage();
  storage.setItem(cartIdStorageKey('uk'), 'c1');
  const scope = createActionScope();
  const cartStore = createCartStore({ client: () => client, storage, scope, isSignedIn: () => false, invalidCartHandler: () => null });
  const checkoutCart: CheckoutCart = {
    store: () => cartStore.getState().store,
    cartId: () => cartStore.getState().cartId,
    remove: () => cartStore.getState().reset(),
    create: async () => cartStore.getState().getCart('uk'),
    recover: () => cartStore.getState().recoverCart(),
  };
  const checkoutStore = createCheckoutStore({ client: () => client, storage, cart: checkoutCart, scope, isSignedIn: () => false });
  return { cartStore, checkoutStore, sent };
}

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

describe('the actions of the cart and the checkout', () => {
  it('run one at a time in the order asked, each flag up at once', async () => {
    const adding = held({ addProductsToCart: { user_errors: [], cart: cart('c1', 1) } });
    const { cartStore, checkoutStore, sent } = setup({
      AddProductsToCart: () => adding.promise,
      UpdateCartItems: () => ({ updateCartItems: { cart: cart('c1', 2) } }),
      SetShippingMethodOnCart: () => ({ setShippingMethodsOnCart: { cart: { id: 'c1' } } }),
      GetCartDetails: () => ({ cart: cart('c1', 2) }),
    });
    await cartStore.getState().getCart('uk');
    const add = cartStore.getState().addItem({ sku: 'A', quantity: 1 });
    const update = cartStore.getState().updateItem({ uid: 'line-a', quantity: 2 });
    const step = checkoutStore.getState().submitShippingMethod(flatRate);
    expect(cartStore.getState()).toMatchObject({ isAddingItem: true, isUpdatingItem: true });
    expect(checkoutStore.getState().isSubmitting).toBe(true);
    await settle();
    // The update and the checkout step wait for the add's answer.
    expect(sent).toEqual(['AddProductsToCart']);
    adding.release();
    await Promise.all([add, update, step]);
    expect(sent.filter((name) => name !== 'GetCartDetails')).toEqual(['AddProductsToCart', 'UpdateCartItems', 'SetShippingMethodOnCart']);
    expect(cartStore.getState()).toMatchObject({ isAddingItem: false, isUpdatingItem: false, addItemError: null, updateItemError: null });
    expect(checkoutStore.getState()).toMatchObject({ isSubmitting: false, shippingTitle: 'Flat Rate - Fixed' });
  });

  it('keep a flag two actions share up until both have settled', async () => {
    const updating = held({ updateCartItems: { cart: cart('c1', 2) } });
    const { cartStore } = setup({
      UpdateCartItems: () => updating.promise,
      RemoveItemFromCart: () => ({ removeItemFromCart: { cart: cart('c1', 0) } }),
      GetCartDetails: () => ({ cart: cart('c1', 0) }),
    });
    await cartStore.getState().getCart('uk');
    const update = cartStore.getState().updateItem({ uid: 'line-a', quantity: 2 });
    const remove = cartStore.getState().removeItem({ uid: 'line-b' });
    updating.release();
    await update;
    expect(cartStore.getState().isUpdatingItem).toBe(true);
    await remove;
    expect(cartStore.getState().isUpdatingItem).toBe(false);
  });

  it('lower the flag on failure, store the message, read the cart again, and let the next action run', async () => {
    let quantity = 1;
    const { cartStore, sent } = setup({
      UpdateCartItems: () => {
        throw new MagentoGraphQlError([{ message: 'The requested qty is not available', extensions: { category: 'graphql-input' } }]);
      },
      RemoveItemFromCart: () => {
        quantity = 0;
        return { removeItemFromCart: { cart: cart('c1', 0) } };
      },
      GetCartDetails: () => ({ cart: cart('c1', quantity) }),
    });
    await cartStore.getState().getCart('uk');
    const update = cartStore.getState().updateItem({ uid: 'line-a', quantity: 99 });
    const remove = cartStore.getState().removeItem({ uid: 'line-a' });
    await expect(update).rejects.toThrow('The requested qty is not available');
    await remove;
    expect(cartStore.getState()).toMatchObject({ isUpdatingItem: false, removeItemError: null });
    expect(cartStore.getState().updateItemError?.message).toBe('The requested qty is not available');
    expect(cartStore.getState().details?.total_quantity).toBe(0);
    expect(sent).toEqual(['UpdateCartItems', 'GetCartDetails', 'RemoveItemFromCart', 'GetCartDetails']);
  });

  it('replace an invalid cart with a new one, try the add again there, and tell the checkout step so', async () => {
    let cartIds = 0;
    const { cartStore, checkoutStore, sent } = setup({
      AddProductsToCart: ({ cartId }) => {
        if (cartId === 'c1') throw invalidCart();
        return { addProductsToCart: { user_errors: [], cart: cart(String(cartId), 1) } };
      },
      CreateEmptyCart: () => ({ createEmptyCart: `new-${++cartIds}` }),
      GetCartDetails: ({ cartId }) => ({ cart: cart(String(cartId), cartId === 'new-1' ? 1 : 0) }),
      SetShippingMethodOnCart: ({ cartId }) => {
        if (cartId === 'new-1') throw invalidCart();
        return {};
      },
    });
    await cartStore.getState().getCart('uk');
    await cartStore.getState().addItem({ sku: 'A', quantity: 1 });
    expect(cartStore.getState()).toMatchObject({ cartId: 'new-1', isAddingItem: false, addItemError: null });
    expect(cartStore.getState().details?.total_quantity).toBe(1);
    await checkoutStore.getState().submitShippingMethod(flatRate);
    // The step's invalid cart is replaced too, and the shopper reads why rather than Magento's text.
    expect(checkoutStore.getState().shippingMethodError).toBeInstanceOf(CartReplacedError);
    expect(checkoutStore.getState().isSubmitting).toBe(false);
    expect(cartStore.getState().cartId).toBe('new-2');
    expect(sent.filter((name) => name !== 'GetCartDetails')).toEqual([
      'AddProductsToCart',
      'CreateEmptyCart',
      'AddProductsToCart',
      'SetShippingMethodOnCart',
      'CreateEmptyCart',
    ]);
  });

  it('never replay an add still waiting for its answer when the page restores the cart meanwhile', async () => {
    const adding = held({ addProductsToCart: { user_errors: [], cart: cart('c1', 1) } });
    const { cartStore, sent } = setup({
      AddProductsToCart: () => adding.promise,
      GetCartDetails: () => ({ cart: cart('c1', 0) }),
    });
    window.sessionStorage.clear();
    await cartStore.getState().getCart('uk');
    const add = cartStore.getState().addItem({ sku: 'A', quantity: 1 });
    // The page's start-up reads the cart while the add is under way: the add it keeps is this page's own.
    await cartStore.getState().restoreCart('uk');
    adding.release();
    await add;
    expect(sent.filter((name) => name === 'AddProductsToCart')).toHaveLength(1);
  });
});
