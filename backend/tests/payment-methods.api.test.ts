/** @jest-environment node */
import { REST_ADDRESS, checkoutFixtures } from './checkout-fixtures';
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();
const { db, freshProduct, rest } = checkoutFixtures(() => shop, 'uk');

// ---------------------------------------------------------------------------------------------
// Magento Open Source's offline payment methods, configured per store view as Magento's
// payment/<code>/active and /title are: which a cart lists, under which title, and what each
// needs (a purchase order its number) over GraphQL and REST.
// ---------------------------------------------------------------------------------------------

const ADDRESS_GB = { firstname: 'Ada', lastname: 'Lovelace', street: ['10 Downing Street'], city: 'London', postcode: 'SW1A 2AA', country_code: 'GB', telephone: '+44 20 7946 0000' };

async function cartIn(store: string): Promise<string> {
  const created = await shop.gql(`mutation { createEmptyCart }`, {}, { store });
  const cartId = created.body.data.createEmptyCart as string;
  const { body } = await shop.gql(
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
    { id: cartId, items: [{ sku: freshProduct().sku, quantity: 1 }] },
    { store },
  );
  expect(body.data.addProductsToCart.user_errors).toEqual([]);
  return cartId;
}

async function methodsOf(store: string, cartId: string): Promise<Array<{ code: string; title: string }>> {
  const { body } = await shop.gql(`query($id: String!) { cart(cart_id: $id) { available_payment_methods { code title } } }`, { id: cartId }, { store });
  return body.data.cart.available_payment_methods;
}

/** A uk cart ready for its payment method: item, address, shipping method, billing address, e-mail. */
async function readyUkCart(): Promise<string> {
  const cartId = await cartIn('uk');
  const steps = [
    `setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } }`,
    `setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } }`,
    `setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } }`,
    `setGuestEmailOnCart(input: { cart_id: $id, email: "po.buyer@example.com" }) { cart { id } }`,
  ];
  for (const step of steps) {
    const usesAddress = step.includes('$address');
    const { body } = await shop.gql(
      `mutation($id: String!${usesAddress ? ', $address: CartAddressInput!' : ''}) { ${step} }`,
      usesAddress ? { id: cartId, address: ADDRESS_GB } : { id: cartId },
      { store: 'uk' },
    );
    expect(body.errors).toBeUndefined();
  }
  return cartId;
}

const setPayment = (cartId: string, method: Record<string, string>) =>
  shop.gql(
    `mutation($id: String!, $method: PaymentMethodInput!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: $method }) {
      cart { selected_payment_method { code title purchase_order_number } } } }`,
    { id: cartId, method },
    { store: 'uk' },
  );

describe('payment methods per store view', () => {
  it('lists the methods each store view turns on, titled in its language', async () => {
    expect(await methodsOf('de', await cartIn('de'))).toEqual([
      { code: 'checkmo', title: 'Scheck / Zahlungsanweisung' },
      { code: 'banktransfer', title: 'Banküberweisung' },
      { code: 'cashondelivery', title: 'Nachnahme' },
      { code: 'sandbox_card', title: 'Karte (Testumgebung)' },
      { code: 'sandbox_paypal', title: 'PayPal (Testumgebung)' },
      { code: 'sandbox_adyen', title: 'Adyen (Testumgebung)' },
      { code: 'paypal_express', title: 'PayPal Express Checkout (Testumgebung)' },
    ]);
    expect(await methodsOf('fr', await cartIn('fr'))).toEqual(
      expect.arrayContaining([
        { code: 'checkmo', title: 'Chèque / mandat postal' },
        { code: 'banktransfer', title: 'Virement bancaire' },
        { code: 'cashondelivery', title: 'Paiement à la livraison' },
      ]),
    );
    expect(await methodsOf('ae_ar', await cartIn('ae_ar'))).toEqual(
      expect.arrayContaining([{ code: 'cashondelivery', title: 'الدفع عند الاستلام' }]),
    );
    // The US keeps Magento's defaults: check / money order and the sandboxes, in English.
    expect((await methodsOf('us', await cartIn('us'))).map((method) => method.title)).toEqual([
      'Check / Money order',
      'Card (sandbox)',
      'PayPal (sandbox)',
      'Adyen (sandbox)',
      'PayPal Express Checkout (sandbox)',
    ]);
  });

  it('keeps Magento defaults for a store view without configuration', async () => {
    const storeId = shop.backend.services.stores.get('us')!.store_id;
    const saved = db().prepare('SELECT * FROM payment_method_config WHERE store_id = ?').all(storeId);
    db().prepare('DELETE FROM payment_method_config WHERE store_id = ?').run(storeId);
    try {
      expect((await methodsOf('us', await cartIn('us'))).map((method) => method.code)).toEqual(['checkmo', 'sandbox_card', 'sandbox_paypal', 'sandbox_adyen']);
    } finally {
      const insert = db().prepare('INSERT INTO payment_method_config (store_id, code, active, title, sort_order) VALUES (@store_id, @code, @active, @title, @sort_order)');
      for (const row of saved) insert.run(row);
    }
  });

  it('refuses a method the store view has off', async () => {
    const cartId = await cartIn('us');
    const { body } = await shop.gql(
      `mutation($id: String!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: { firstname: "A", lastname: "B", street: ["1 Main Street"], city: "Portland", region: "OR", postcode: "97201", country_code: "US", telephone: "1" } }] }) { cart { id } } }`,
      { id: cartId },
      { store: 'us' },
    );
    expect(body.errors).toBeUndefined();
    const refused = await shop.gql(
      `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "banktransfer" } }) { cart { id } } }`,
      { id: cartId },
      { store: 'us' },
    );
    expect(refused.body.errors).toEqual([expect.objectContaining({ message: 'The requested Payment Method is not available.', extensions: { category: 'graphql-input' } })]);
  });
});

describe('purchase order over GraphQL', () => {
  it('needs its number, keeps it on the cart and on the order', async () => {
    const cartId = await readyUkCart();
    const missing = await setPayment(cartId, { code: 'purchaseorder' });
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ message: 'Purchase order number is a required field.', extensions: { category: 'graphql-input' } }),
    ]);

    const set = await setPayment(cartId, { code: 'purchaseorder', purchase_order_number: 'PO-4711' });
    expect(set.body.data.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({
      code: 'purchaseorder',
      title: 'Purchase Order',
      purchase_order_number: 'PO-4711',
    });

    const placed = await shop.gql(`mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }`, { id: cartId }, { store: 'uk' });
    expect(placed.body.errors).toBeUndefined();
    const number = placed.body.data.placeOrder.order.order_number;
    expect(db().prepare('SELECT p.method, p.po_number FROM sales_order_payment p JOIN sales_order o ON o.entity_id = p.parent_id WHERE o.increment_id = ?').get(number)).toEqual({
      method: 'purchaseorder',
      po_number: 'PO-4711',
    });
  });

  it('places a bank transfer order', async () => {
    const cartId = await readyUkCart();
    expect((await setPayment(cartId, { code: 'banktransfer' })).body.errors).toBeUndefined();
    const placed = await shop.gql(`mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }`, { id: cartId }, { store: 'uk' });
    expect(placed.body.data.placeOrder.order.order_number).toMatch(/^\d+$/);
  });
});

describe('offline methods over REST payment-information', () => {
  async function shippedUkCart(): Promise<string> {
    const cartId = await cartIn('uk');
    const shipping = await rest('POST', `guest-carts/${cartId}/shipping-information`, {
      addressInformation: {
        shipping_address: { ...REST_ADDRESS, email: 'rest.po@example.com' },
        billing_address: { ...REST_ADDRESS, email: 'rest.po@example.com' },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(shipping.status).toBe(200);
    expect(shipping.body.payment_methods.map((method: { code: string }) => method.code)).toEqual(
      expect.arrayContaining(['checkmo', 'banktransfer', 'purchaseorder']),
    );
    return cartId;
  }

  const pay = (cartId: string, paymentMethod: Record<string, string>) =>
    rest('POST', `guest-carts/${cartId}/payment-information`, {
      billingAddress: { ...REST_ADDRESS, email: 'rest.po@example.com' },
      cartId,
      email: 'rest.po@example.com',
      paymentMethod,
    });

  it('answers a purchase order without its number with Magento’s error, and places it with one', async () => {
    const cartId = await shippedUkCart();
    const missing = await pay(cartId, { method: 'purchaseorder' });
    expect(missing).toEqual({ status: 400, body: expect.objectContaining({ message: 'Purchase order number is a required field.' }) });

    const placed = await pay(cartId, { method: 'purchaseorder', po_number: 'PO-REST-1' });
    expect(placed.status).toBe(200);
    expect(db().prepare('SELECT method, po_number FROM sales_order_payment WHERE parent_id = ?').get(Number(placed.body))).toEqual({
      method: 'purchaseorder',
      po_number: 'PO-REST-1',
    });
  });

  it('places bank transfer and refuses cash on delivery where the store view has it off', async () => {
    const refused = await pay(await shippedUkCart(), { method: 'cashondelivery' });
    expect(refused.status).toBe(400);
    const placed = await pay(await shippedUkCart(), { method: 'banktransfer' });
    expect(placed.status).toBe(200);
    expect(db().prepare('SELECT method FROM sales_order_payment WHERE parent_id = ?').get(Number(placed.body))).toEqual({ method: 'banktransfer' });
  });
});
