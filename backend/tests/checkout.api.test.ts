/** @jest-environment node */
import { REST_ADDRESS, checkoutFixtures } from './checkout-fixtures';
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();

// ---------------------------------------------------------------------------------------------
// Helpers: the shopper's calls go over HTTP (GraphQL for the cart, REST for checkout as the
// storefront sends them); the database is read to check what an order wrote.
// ---------------------------------------------------------------------------------------------

const STORE = 'uk';
const { db, freshProduct, reserved, rest } = checkoutFixtures(() => shop, STORE);

async function cartWith(product: { sku: string }, quantity = 1): Promise<string> {
  const created = await shop.gql(`mutation { createEmptyCart }`, {}, { store: STORE });
  const cartId = created.body.data.createEmptyCart as string;
  const { body } = await shop.gql(
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
    { id: cartId, items: [{ sku: product.sku, quantity }] },
    { store: STORE },
  );
  expect(body.data.addProductsToCart.user_errors).toEqual([]);
  return cartId;
}

async function grandTotal(cartId: string): Promise<number> {
  const { body } = await shop.gql(
    `query($id: String!) { cart(cart_id: $id) { prices { grand_total { value } } } }`,
    { id: cartId },
    { store: STORE },
  );
  return body.data.cart.prices.grand_total.value;
}

const shippingInformation = (cartId: string, email = 'ada@example.com') =>
  rest('POST', `guest-carts/${cartId}/shipping-information`, {
    addressInformation: {
      shipping_address: { ...REST_ADDRESS, email },
      billing_address: { ...REST_ADDRESS, email },
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
    },
  });

const paymentInformation = (cartId: string, email = 'ada@example.com', method = 'checkmo') =>
  rest('POST', `guest-carts/${cartId}/payment-information`, {
    billingAddress: { ...REST_ADDRESS, email },
    cartId,
    email,
    paymentMethod: { method },
  });

const ordersOf = (cartId: string) =>
  db().prepare('SELECT o.* FROM sales_order o JOIN quote q ON q.entity_id = o.quote_id WHERE q.masked_id = ?').all(cartId) as Array<
    Record<string, any>
  >;

// ---------------------------------------------------------------------------------------------

describe('guest checkout over REST', () => {
  it('places an order from cart to confirmation e-mail', async () => {
    const product = freshProduct(10);
    const cartId = await cartWith(product, 2);
    const email = `ada+${Date.now()}@example.com`;

    const shipping = await shippingInformation(cartId, email);
    expect(shipping.status).toBe(200);
    expect(shipping.body.payment_methods).toEqual([
      { code: 'checkmo', title: 'Check / Money order' },
      { code: 'banktransfer', title: 'Bank Transfer Payment' },
      { code: 'purchaseorder', title: 'Purchase Order' },
      { code: 'sandbox_card', title: 'Card (sandbox)' },
      { code: 'sandbox_paypal', title: 'PayPal (sandbox)' },
      { code: 'sandbox_adyen', title: 'Adyen (sandbox)' },
      { code: 'paypal_express', title: 'PayPal Express Checkout (sandbox)' },
    ]);
    expect(shipping.body.totals).toMatchObject({ quote_currency_code: 'GBP', items_qty: 2, items: [expect.objectContaining({ qty: 2 })] });
    expect(shipping.body.totals.shipping_incl_tax).toBeGreaterThan(0);
    const total = await grandTotal(cartId);
    expect(shipping.body.totals.grand_total).toBe(total);

    const placed = await paymentInformation(cartId, email);
    expect(placed.status).toBe(200);
    expect(placed.body).toMatch(/^\d+$/);

    const [order] = ordersOf(cartId);
    expect(String(order.entity_id)).toBe(placed.body);
    const storeId = shop.backend.services.stores.get(STORE)!.store_id;
    expect(order).toMatchObject({
      increment_id: expect.stringMatching(new RegExp(`^${storeId}\\d{8}$`)),
      grand_total: total,
      customer_email: email,
      customer_is_guest: 1,
      order_currency_code: 'GBP',
      state: 'new',
      status: 'pending',
      shipping_method: 'flatrate_flatrate',
      total_qty_ordered: 2,
    });
    const items = db().prepare('SELECT * FROM sales_order_item WHERE order_id = ?').all(order.entity_id) as any[];
    expect(items).toEqual([expect.objectContaining({ sku: product.sku, qty_ordered: 2, product_id: product.id })]);
    const addresses = db()
      .prepare('SELECT address_type, city FROM sales_order_address WHERE parent_id = ? ORDER BY address_type')
      .all(order.entity_id);
    expect(addresses).toEqual([
      { address_type: 'billing', city: 'London' },
      { address_type: 'shipping', city: 'London' },
    ]);
    expect(db().prepare('SELECT method, amount_ordered FROM sales_order_payment WHERE parent_id = ?').get(order.entity_id)).toEqual({
      method: 'checkmo',
      amount_ordered: total,
    });
    expect(reserved(product.id)).toBe(-2);

    // The cart is no longer usable: Magento's invalid-cart text, which the storefront recognises.
    const cart = await shop.gql(`query($id: String!) { cart(cart_id: $id) { id } }`, { id: cartId }, { store: STORE });
    expect(cart.body.errors?.[0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } });

    const outbox = await fetch(`${shop.url}/outbox?to=${encodeURIComponent(email)}`);
    expect(outbox.status).toBe(200);
    const mails = (await outbox.json()) as any[];
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: email, store: STORE, subject: expect.stringContaining('order confirmation') });
    expect(mails[0].text).toContain(order.increment_id);
    expect(mails[0].html).toContain(order.increment_id);
    const one = await fetch(`${shop.url}/outbox/${mails[0].id}`);
    expect(await one.json()).toEqual(mails[0]);
    expect((await fetch(`${shop.url}/outbox/999999999`)).status).toBe(404);
  });

  it('answers Magento’s REST errors', async () => {
    const unknown = await shippingInformation('no-such-cart');
    expect(unknown).toEqual({
      status: 404,
      body: {
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'cartId', fieldValue: 'no-such-cart' },
        trace: null,
      },
    });
    expect((await paymentInformation('no-such-cart')).status).toBe(404);

    const cartId = await cartWith(freshProduct());
    const noBody = await rest('POST', `guest-carts/${cartId}/shipping-information`, {});
    expect(noBody).toMatchObject({
      status: 400,
      body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'addressInformation' } },
    });
    const badJson = await rest('POST', `guest-carts/${cartId}/shipping-information`, '{"addressInformation":');
    expect(badJson.status).toBe(400);
    const noPayment = await rest('POST', `guest-carts/${cartId}/payment-information`, { email: 'a@example.com' });
    expect(noPayment).toMatchObject({ status: 400, body: { parameters: { fieldName: 'paymentMethod' } } });
    const noEmail = await rest('POST', `guest-carts/${cartId}/payment-information`, { paymentMethod: { method: 'checkmo' } });
    expect(noEmail).toMatchObject({ status: 400, body: { parameters: { fieldName: 'email' } } });

    const badCarrier = await rest('POST', `guest-carts/${cartId}/shipping-information`, {
      addressInformation: { shipping_address: REST_ADDRESS, shipping_carrier_code: 'nope', shipping_method_code: 'nope' },
    });
    expect(badCarrier).toMatchObject({
      status: 404,
      body: { message: 'Carrier with such method not found: %1, %2', parameters: ['nope', 'nope'] },
    });
    const badAddress = await rest('POST', `guest-carts/${cartId}/shipping-information`, {
      addressInformation: {
        shipping_address: { ...REST_ADDRESS, city: '' },
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    });
    expect(badAddress).toMatchObject({ status: 400, body: { message: '"city" is required. Enter and try again.' } });

    // Without a shipping address the order cannot be placed (Magento's QuoteValidator text).
    const early = await paymentInformation(cartId);
    expect(early).toMatchObject({ status: 400, body: { message: 'Please check the shipping address information.' } });
    expect((await shippingInformation(cartId)).status).toBe(200);
    const wrongMethod = await paymentInformation(cartId, 'ada@example.com', 'free');
    expect(wrongMethod).toMatchObject({ status: 400, body: { message: 'Enter a valid payment method and try again.' } });
    expect(ordersOf(cartId)).toHaveLength(0);

    const mine = await rest('POST', 'carts/mine/payment-information', { paymentMethod: { method: 'checkmo' } });
    expect(mine).toEqual({
      status: 401,
      body: { message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' }, trace: null },
    });
  });
});

describe('exactly once', () => {
  it('answers five concurrent payment-information calls with one order', async () => {
    const product = freshProduct(10);
    const cartId = await cartWith(product);
    expect((await shippingInformation(cartId)).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => paymentInformation(cartId)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(ordersOf(cartId)).toHaveLength(1);
    expect(reserved(product.id)).toBe(-1);
  });

  it('answers a repeated call with the same order, and sends one e-mail', async () => {
    const product = freshProduct(10);
    const cartId = await cartWith(product);
    const email = `repeat+${Date.now()}@example.com`;
    expect((await shippingInformation(cartId, email)).status).toBe(200);
    const first = await paymentInformation(cartId, email);
    const second = await paymentInformation(cartId, email);
    expect(first.status).toBe(200);
    expect(second).toEqual(first);
    expect(ordersOf(cartId)).toHaveLength(1);
    expect(reserved(product.id)).toBe(-1);
    expect(await (await fetch(`${shop.url}/outbox?to=${encodeURIComponent(email)}`)).json()).toHaveLength(1);
    // Other calls on the ordered cart get Magento's unknown-cart answer.
    expect((await shippingInformation(cartId, email)).status).toBe(404);
  });

  it('lets only one of two carts take the last unit', async () => {
    const product = freshProduct(1);
    const carts = [await cartWith(product), await cartWith(product)];
    for (const cartId of carts) expect((await shippingInformation(cartId)).status).toBe(200);
    const answers = await Promise.all(carts.map((cartId) => paymentInformation(cartId)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body).toMatchObject({ message: 'The requested qty is not available' });
    expect(carts.flatMap(ordersOf)).toHaveLength(1);
    expect(reserved(product.id)).toBe(-1);
  });
});

describe('placeOrder over GraphQL', () => {
  const PLACE = `mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }`;

  it('places an order in Magento’s shape and refuses a repeat as Magento does', async () => {
    const product = freshProduct(10);
    const cartId = await cartWith(product);
    expect((await shippingInformation(cartId)).status).toBe(200);

    const noEmail = await shop.gql(PLACE, { id: cartId }, { store: STORE });
    expect(noEmail.body.errors?.[0]).toMatchObject({
      message: 'Guest email for cart is missing.',
      extensions: { category: 'graphql-input' },
    });

    const set = await shop.gql(
      `mutation($id: String!) {
        setGuestEmailOnCart(input: { cart_id: $id, email: "grace@example.com" }) { cart { id } }
        setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
      { id: cartId },
      { store: STORE },
    );
    expect(set.body.errors).toBeUndefined();
    const total = await grandTotal(cartId);

    const placed = await shop.gql(PLACE, { id: cartId }, { store: STORE });
    expect(placed.body.errors).toBeUndefined();
    const orderNumber = placed.body.data.placeOrder.order.order_number;
    expect(orderNumber).toMatch(/^\d{9,}$/);
    expect(ordersOf(cartId)).toEqual([expect.objectContaining({ increment_id: orderNumber, grand_total: total })]);

    const again = await shop.gql(PLACE, { id: cartId }, { store: STORE });
    expect(again.body.errors?.[0]).toMatchObject({ message: "The cart isn't active.", extensions: { category: 'graphql-no-such-entity' } });
    expect(ordersOf(cartId)).toHaveLength(1);
  });

  it('reports an out-of-stock cart as Magento does', async () => {
    const product = freshProduct(5);
    const cartId = await cartWith(product, 2);
    expect((await shippingInformation(cartId)).status).toBe(200);
    await shop.gql(
      `mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "ada@example.com" }) { cart { id } }
        setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
      { id: cartId },
      { store: STORE },
    );
    db().prepare('UPDATE cataloginventory_stock_item SET qty = 1 WHERE product_id = ?').run(product.id);
    const placed = await shop.gql(PLACE, { id: cartId }, { store: STORE });
    expect(placed.body.errors?.[0]).toMatchObject({
      message: 'Unable to place order: The requested qty is not available',
      extensions: { category: 'graphql-input' },
    });
    expect(ordersOf(cartId)).toHaveLength(0);
  });
});

describe('the outbox reader', () => {
  it('lists e-mails newest first (off without the sandboxes: security.api.test.ts)', async () => {
    const all = (await (await fetch(`${shop.url}/outbox`)).json()) as Array<{ id: number }>;
    expect(all.length).toBeGreaterThan(1);
    expect(all.map((m) => m.id)).toEqual([...all.map((m) => m.id)].sort((a, b) => b - a));
    expect((await fetch(`${shop.url}/outbox`, { method: 'POST' })).status).toBe(405);

  });
});

describe('the order a guest cart became (extension: GET guest-carts/{cartId}/order)', () => {
  it('answers the order number once the cart is ordered, and nothing before or for an unknown cart', async () => {
    const product = freshProduct(10);
    const cartId = await cartWith(product);
    expect((await rest('GET', `guest-carts/${cartId}/order`)).status).toBe(404);
    expect((await shippingInformation(cartId)).status).toBe(200);
    const placed = await paymentInformation(cartId);
    const lookup = await rest('GET', `guest-carts/${cartId}/order`);
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ entity_id: Number(placed.body), increment_id: ordersOf(cartId)[0].increment_id, state: 'new' });
    const unknown = await rest('GET', 'guest-carts/not-a-cart/order');
    expect(unknown).toEqual({
      status: 404,
      body: expect.objectContaining({
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'cartId', fieldValue: 'not-a-cart' },
      }),
    });
  });
});

describe('shipping estimate (POST guest-carts/{cartId}/estimate-shipping-methods)', () => {
  it('prices the methods for a destination without saving it, and offers the same methods at checkout', async () => {
    const cartId = await cartWith(freshProduct(10));
    const estimate = await rest('POST', `guest-carts/${cartId}/estimate-shipping-methods`, {
      address: { country_id: 'GB', postcode: 'SW1A 2AA' },
    });
    expect(estimate.status).toBe(200);
    expect(estimate.body.length).toBeGreaterThan(0);
    expect(estimate.body[0]).toEqual(
      expect.objectContaining({
        carrier_code: expect.any(String),
        amount: expect.any(Number),
        price_incl_tax: expect.any(Number),
        available: true,
      }),
    );
    const { body } = await shop.gql(
      `query($id: String!) { cart(cart_id: $id) { shipping_addresses { firstname } } }`,
      { id: cartId },
      { store: STORE },
    );
    expect(body.data.cart.shipping_addresses).toEqual([]);

    const shipping = await shippingInformation(cartId);
    expect(shipping.status).toBe(200);
    const { body: after } = await shop.gql(
      `query($id: String!) { cart(cart_id: $id) { shipping_addresses { available_shipping_methods { carrier_code method_code amount { value } } } } }`,
      { id: cartId },
      { store: STORE },
    );
    expect(
      after.data.cart.shipping_addresses[0].available_shipping_methods.map(
        (m: { carrier_code: string; method_code: string; amount: { value: number } }) => [m.carrier_code, m.method_code, m.amount.value],
      ),
    ).toEqual(
      estimate.body.map((m: { carrier_code: string; method_code: string; amount: number }) => [m.carrier_code, m.method_code, m.amount]),
    );
  });

  it('answers nothing for a country the store view does not ship to, and Magento errors for bad requests', async () => {
    const cartId = await cartWith(freshProduct(10));
    expect(await rest('POST', `guest-carts/${cartId}/estimate-shipping-methods`, { address: { country_id: 'AQ' } })).toEqual({
      status: 200,
      body: [],
    });
    const noAddress = await rest('POST', `guest-carts/${cartId}/estimate-shipping-methods`, {});
    expect(noAddress.status).toBe(400);
    expect(noAddress.body.parameters).toEqual({ fieldName: 'address' });
    expect((await rest('POST', 'guest-carts/nope/estimate-shipping-methods', { address: { country_id: 'GB' } })).status).toBe(404);
  });
});
