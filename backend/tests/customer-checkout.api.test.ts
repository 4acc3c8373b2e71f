/** @jest-environment node */
import { DEMO_CUSTOMER } from '../db/seed';
import { REST_ADDRESS, checkoutFixtures } from './checkout-fixtures';
import { bearer, customerFixtures } from './customer-fixtures';
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();
const STORE = 'uk';
const { db, freshProduct, rest } = checkoutFixtures(() => shop, STORE);
const { signIn, signUp, asCustomer } = customerFixtures(() => shop, STORE);

const NOT_AUTHORIZED = { message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } };
const CARDS = { approve: '4111 1111 1111 1111', other: '5555 5555 5555 4444', threeDs: '4000 0000 0000 3220' };

// ---------------------------------------------------------------------------------------------
// Helpers: the signed-in shopper's calls over HTTP, GraphQL for the cart and REST carts/mine for
// checkout, as the storefront sends them with the session's bearer token.
// ---------------------------------------------------------------------------------------------

const customerCartId = async (token: string) => (await asCustomer(token, `{ customerCart { id } }`)).body.data.customerCart.id as string;

async function add(cartId: string, sku: string, quantity: number, token?: string) {
  const { body } = await shop.gql(
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
    { id: cartId, items: [{ sku, quantity }] },
    { store: STORE, headers: token ? bearer(token) : {} },
  );
  expect(body.data.addProductsToCart.user_errors).toEqual([]);
}

const CART = `id total_quantity prices { grand_total { value } }
  items { quantity product { sku } errors { code message }
    ... on SimpleCartItem { customizable_options { label values { label value } } }
    ... on ConfigurableCartItem { configured_variant { sku } customizable_options { label values { label value } } } }`;

const readCart = async (cartId: string, token?: string) =>
  (
    await shop.gql(
      `query($id: String!) { cart(cart_id: $id) { ${CART} } }`,
      { id: cartId },
      { store: STORE, headers: token ? bearer(token) : {} },
    )
  ).body;

async function guestCart(items: Array<{ sku: string; quantity: number }>): Promise<string> {
  const cartId = (await shop.gql(`mutation { createEmptyCart }`, {}, { store: STORE })).body.data.createEmptyCart as string;
  for (const item of items) await add(cartId, item.sku, item.quantity);
  return cartId;
}

const mineShipping = (token: string) =>
  rest(
    'POST',
    'carts/mine/shipping-information',
    {
      addressInformation: {
        shipping_address: REST_ADDRESS,
        billing_address: REST_ADDRESS,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
      },
    },
    STORE,
    bearer(token),
  );

const minePayment = (token: string, paymentMethod: object = { method: 'checkmo' }) =>
  rest('POST', 'carts/mine/payment-information', { billingAddress: REST_ADDRESS, paymentMethod }, STORE, bearer(token));

async function tokenize(number: string): Promise<string> {
  const response = await fetch(`${shop.url}/sandbox/card/tokenize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number, expiry: '12/39', cvc: '123', holder: 'Ada Lovelace' }),
  });
  return ((await response.json()) as { nonce: string }).nonce;
}

/** A signed-in customer's order of `qty` of a fresh product, placed over REST carts/mine. */
async function customerOrder(token: string, qty = 2, paymentMethod: object = { method: 'checkmo' }) {
  const product = freshProduct(10);
  const cartId = await customerCartId(token);
  await add(cartId, product.sku, qty, token);
  const shipping = await mineShipping(token);
  expect(shipping.status).toBe(200);
  const grandTotal = shipping.body.totals.grand_total as number;
  expect((await readCart(cartId, token)).data.cart.prices.grand_total.value).toBe(grandTotal);
  const placed = await minePayment(token, paymentMethod);
  expect(placed.status).toBe(200);
  const order = db().prepare('SELECT * FROM sales_order WHERE entity_id = ?').get(Number(placed.body)) as Record<string, any>;
  return { product, cartId, grandTotal, order };
}

const ORDERS = `orders(filter: $filter, pageSize: $pageSize, currentPage: $page, sort: $sort) {
  total_count page_info { page_size current_page total_pages }
  items { number status total { grand_total { value currency } } items { product_sku quantity_ordered } shipping_address { city } } }`;
const ordersOf = async (token: string, args: { filter?: object; pageSize?: number; page?: number; sort?: object } = {}) =>
  (
    await asCustomer(
      token,
      `query($filter: CustomerOrdersFilterInput, $pageSize: Int, $page: Int, $sort: CustomerOrderSortInput) { customer { ${ORDERS} } }`,
      { pageSize: 20, page: 1, ...args },
    )
  ).body.data.customer.orders;

const paymentTokens = async (token: string) =>
  (await asCustomer(token, `{ customerPaymentTokens { items { public_hash payment_method_code type details } } }`)).body.data
    .customerPaymentTokens.items as Array<{ public_hash: string; payment_method_code: string; type: string; details: string }>;

// ---------------------------------------------------------------------------------------------

describe("the customer's cart", () => {
  it('is created once and answered by customerCart and createEmptyCart alike', async () => {
    const { token } = await signUp();
    const id = await customerCartId(token);
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(await customerCartId(token)).toBe(id);
    expect((await asCustomer(token, `mutation { createEmptyCart }`)).body.data.createEmptyCart).toBe(id);
    expect((await asCustomer(token, `mutation { createGuestCart { cart { id } } }`)).body.errors?.[0]).toMatchObject({
      message: "Use 'Query.customerCart' for logged in customer.",
    });
    expect((await shop.gql(`{ customerCart { id } }`, {}, { store: STORE })).body.errors?.[0]).toMatchObject(NOT_AUTHORIZED);
  });

  it('is usable only by its customer: never by another customer or a guest', async () => {
    const owner = await signUp();
    const id = await customerCartId(owner.token);
    await add(id, freshProduct().sku, 1, owner.token);
    expect((await readCart(id, owner.token)).data.cart.total_quantity).toBe(1);
    const denied = {
      message: `The current user cannot perform operations on cart "${id}"`,
      extensions: { category: 'graphql-authorization' },
    };
    const intruder = await signUp();
    expect((await readCart(id, intruder.token)).errors?.[0]).toMatchObject(denied);
    expect((await readCart(id)).errors?.[0]).toMatchObject(denied);
    const add2 = await shop.gql(
      `mutation($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "x", quantity: 1 }]) { cart { id } } }`,
      { id },
      { store: STORE, headers: bearer(intruder.token) },
    );
    expect(add2.body.errors?.[0]).toMatchObject(denied);
    // And a customer does not use a guest's cart by its id (mergeCarts brings its items over).
    const guest = await guestCart([]);
    expect((await readCart(guest, owner.token)).errors?.[0].message).toBe(`The current user cannot perform operations on cart "${guest}"`);
    // The REST guest-carts endpoints never serve a customer's cart.
    expect(
      (await rest('POST', `guest-carts/${id}/shipping-information`, { addressInformation: { shipping_address: REST_ADDRESS } })).status,
    ).toBe(404);
  });
});

describe('mergeCarts', () => {
  it("moves a guest cart's items into the customer's cart, adding up the same products, and retires the guest cart", async () => {
    const { token } = await signUp();
    const [both, guestOnly] = [freshProduct(20), freshProduct(20)];
    const customerCart = await customerCartId(token);
    await add(customerCart, both.sku, 2, token);
    const guest = await guestCart([
      { sku: both.sku, quantity: 1 },
      { sku: guestOnly.sku, quantity: 2 },
    ]);
    const merged = await asCustomer(
      token,
      `mutation($source: String!, $destination: String) { mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { ${CART} } }`,
      { source: guest, destination: customerCart },
    );
    expect(merged.body.data.mergeCarts).toMatchObject({
      id: customerCart,
      total_quantity: 5,
      items: [
        { quantity: 3, product: { sku: both.sku }, errors: null },
        { quantity: 2, product: { sku: guestOnly.sku }, errors: null },
      ],
    });
    expect((await readCart(guest)).errors?.[0]).toMatchObject({
      message: "The cart isn't active.",
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('merges into the customer’s cart when no destination is given, and shows what stock cannot cover', async () => {
    const { token } = await signUp();
    const scarce = freshProduct(3);
    await add(await customerCartId(token), scarce.sku, 2, token);
    const guest = await guestCart([{ sku: scarce.sku, quantity: 2 }]);
    const merged = await asCustomer(token, `mutation($source: String!) { mergeCarts(source_cart_id: $source) { ${CART} } }`, {
      source: guest,
    });
    expect(merged.body.data.mergeCarts.items).toEqual([
      expect.objectContaining({ quantity: 4, errors: [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }] }),
    ]);
  });

  it("refuses without a token, another customer's cart as source, and empty ids", async () => {
    const { token } = await signUp();
    const other = await signUp();
    const otherCart = await customerCartId(other.token);
    const merge = (args: string, headers: Record<string, string> = bearer(token)) =>
      shop.gql(`mutation { mergeCarts(${args}) { id } }`, {}, { store: STORE, headers });
    const guest = await guestCart([]);
    expect((await merge(`source_cart_id: "${guest}"`, {})).body.errors?.[0]).toMatchObject(NOT_AUTHORIZED);
    expect((await merge(`source_cart_id: "${otherCart}"`)).body.errors?.[0].message).toBe(
      `The current user cannot perform operations on cart "${otherCart}"`,
    );
    expect((await merge(`source_cart_id: "${guest}", destination_cart_id: "${otherCart}"`)).body.errors?.[0].message).toBe(
      `The current user cannot perform operations on cart "${otherCart}"`,
    );
    expect((await merge(`source_cart_id: ""`)).body.errors?.[0].message).toBe('Required parameter "source_cart_id" is missing');
    expect((await merge(`source_cart_id: "${guest}", destination_cart_id: ""`)).body.errors?.[0].message).toBe(
      'The parameter "destination_cart_id" cannot be empty',
    );
  });
});

describe('customer checkout over REST carts/mine', () => {
  it("places the order for the customer's cart; it shows in customer.orders with the cart's totals", async () => {
    const { token, email } = await signUp();
    const { product, cartId, grandTotal, order } = await customerOrder(token, 2);
    const customerId = db().prepare('SELECT entity_id FROM customer_entity WHERE email = ?').pluck().get(email);
    expect(order).toMatchObject({ customer_id: customerId, customer_is_guest: 0, customer_email: email, grand_total: grandTotal });

    const orders = await ordersOf(token);
    expect(orders).toEqual({
      total_count: 1,
      page_info: { page_size: 20, current_page: 1, total_pages: 1 },
      items: [
        {
          number: order.increment_id,
          status: 'Pending',
          total: { grand_total: { value: grandTotal, currency: 'GBP' } },
          items: [{ product_sku: product.sku, quantity_ordered: 2 }],
          shipping_address: { city: 'London' },
        },
      ],
    });
    const mail = (await (await fetch(`${shop.url}/outbox?to=${encodeURIComponent(email)}`)).json()) as any[];
    expect(mail[0].subject).toBe('Your Brillora order confirmation');

    // The ordered cart is done with: no active cart until customerCart makes a new one.
    expect(await minePayment(token)).toEqual({
      status: 404,
      body: expect.objectContaining({
        message: 'No such entity with %fieldName = %fieldValue',
        parameters: { fieldName: 'customerId', fieldValue: String(customerId) },
      }),
    });
    expect(await customerCartId(token)).not.toBe(cartId);
  });

  it('refuses carts/mine without a valid customer token', async () => {
    const unauthorized = {
      status: 401,
      body: expect.objectContaining({ message: "The consumer isn't authorized to access %resources.", parameters: { resources: 'self' } }),
    };
    expect(await rest('POST', 'carts/mine/payment-information', { paymentMethod: { method: 'checkmo' } })).toEqual(unauthorized);
    expect(await minePayment('not-a-token')).toEqual(unauthorized);
    const us = await signUp({}, 'us');
    expect(await mineShipping(us.token)).toEqual(unauthorized); // a us customer's token on the uk store view
  });

  it('lists, filters, sorts and pages only the customer’s own orders', async () => {
    const { token } = await signUp();
    const first = (await customerOrder(token, 1)).order;
    const second = (await customerOrder(token, 3)).order;
    expect((await ordersOf(token)).items.map((o: any) => o.number)).toEqual([second.increment_id, first.increment_id]);
    const sorted = await ordersOf(token, { sort: { sort_field: 'NUMBER', sort_direction: 'ASC' } });
    expect(sorted.items.map((o: any) => o.number)).toEqual([first.increment_id, second.increment_id]);
    const page2 = await ordersOf(token, { pageSize: 1, page: 2 });
    expect(page2).toMatchObject({ total_count: 2, page_info: { page_size: 1, current_page: 2, total_pages: 2 } });
    expect(page2.items.map((o: any) => o.number)).toEqual([first.increment_id]);
    expect((await ordersOf(token, { filter: { number: { eq: first.increment_id } } })).items).toHaveLength(1);
    expect((await ordersOf(token, { filter: { number: { in: [first.increment_id, second.increment_id] } } })).total_count).toBe(2);
    expect((await ordersOf(token, { filter: { number: { match: second.increment_id.slice(-3) } } })).items[0].number).toBe(
      second.increment_id,
    );

    const stranger = await signUp();
    expect((await ordersOf(stranger.token)).total_count).toBe(0);
    expect((await ordersOf(stranger.token, { filter: { number: { eq: first.increment_id } } })).items).toEqual([]);
    const bad = await asCustomer(token, `{ customer { orders(pageSize: 0) { total_count } } }`);
    expect(bad.body.errors?.[0].message).toBe('pageSize value must be greater than 0.');
  });

  it('places a GraphQL order with address book addresses (customer_address_id)', async () => {
    const { token } = await signUp();
    const address = await asCustomer(
      token,
      `mutation { createCustomerAddress(input: { firstname: "Ada", lastname: "Lovelace", street: ["1 Princes Street"], city: "Edinburgh",
        postcode: "EH2 2EQ", country_code: GB, telephone: "+44 131 496 0200", default_shipping: true }) { id } }`,
    );
    const addressId = address.body.data.createCustomerAddress.id;
    const cartId = await customerCartId(token);
    await add(cartId, freshProduct().sku, 1, token);
    const call = (query: string) => asCustomer(token, query, { id: cartId, address: addressId });
    const shipping = await call(
      `mutation($id: String!, $address: Int!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: $address }] }) {
        cart { shipping_addresses { city postcode } } } }`,
    );
    expect(shipping.body.data.setShippingAddressesOnCart.cart.shipping_addresses).toEqual([{ city: 'Edinburgh', postcode: 'EH2 2EQ' }]);
    await call(
      `mutation($id: String!, $address: Int!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { customer_address_id: $address } }) { cart { id } } }`,
    );
    await call(
      `mutation($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] }) { cart { id } } }`,
    );
    await call(
      `mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { id } } }`,
    );
    const placed = await call(`mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }`);
    const number = placed.body.data.placeOrder.order.order_number;
    expect((await ordersOf(token)).items[0]).toMatchObject({ number, shipping_address: { city: 'Edinburgh' } });

    // Another customer's address, or a guest's use of the address book, is refused.
    const stranger = await signUp();
    const strangerCart = await customerCartId(stranger.token);
    await add(strangerCart, freshProduct().sku, 1, stranger.token);
    const setAddress = (cart: string, headers: Record<string, string>) =>
      shop.gql(
        `mutation($id: String!, $address: Int!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ customer_address_id: $address }] }) { cart { id } } }`,
        { id: cart, address: addressId },
        { store: STORE, headers },
      );
    expect((await setAddress(strangerCart, bearer(stranger.token))).body.errors?.[0]).toMatchObject({
      message: `Current customer does not have permission to address with ID "${addressId}"`,
      extensions: { category: 'graphql-authorization' },
    });
    const guest = await guestCart([{ sku: freshProduct().sku, quantity: 1 }]);
    expect((await setAddress(guest, {})).body.errors?.[0]).toMatchObject(NOT_AUTHORIZED);
  });
});

describe('reorderItems', () => {
  const reorder = (token: string, orderNumber: string) =>
    asCustomer(
      token,
      `mutation($number: String!) { reorderItems(orderNumber: $number) { cart { ${CART} } userInputErrors { code message path } } }`,
      { number: orderNumber },
    );

  it("adds the demo customer's past order again, with its options and lens prescription", async () => {
    const token = (await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).body.data.generateCustomerToken.token;
    const [past] = (await ordersOf(token)).items;
    const { body } = await reorder(token, past.number);
    expect(body.data.reorderItems.userInputErrors).toEqual([]);
    const { items } = body.data.reorderItems.cart;
    expect(items.map((i: any) => [i.product.sku.length > 0, i.quantity])).toEqual([
      [true, 1],
      [true, 2],
    ]);
    expect(items[0].configured_variant.sku).toBe(past.items[0].product_sku);
    expect(items[0].customizable_options.map((o: any) => o.label)).toEqual(['Usage', 'Lens type', 'Lens index', 'Prescription']);
    expect(items[0].customizable_options[3].values[0].value).toMatch(/^OD SPH/);
  });

  it('answers what cannot be added, and refuses another customer’s order', async () => {
    const { token } = await signUp();
    const { order, product } = await customerOrder(token, 2);
    db().prepare('UPDATE cataloginventory_stock_item SET qty = 0, is_in_stock = 0 WHERE product_id = ?').run(product.id);
    const { body } = await reorder(token, order.increment_id);
    expect(body.data.reorderItems.userInputErrors).toEqual([
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.', path: ['orderNumber'] },
    ]);
    expect(body.data.reorderItems.cart.items).toEqual([]);

    const stranger = await signUp();
    expect((await reorder(stranger.token, order.increment_id)).body.errors?.[0].message).toBe(
      `Order number "${order.increment_id}" doesn't belong to the current customer`,
    );
    expect(
      (await shop.gql(`mutation { reorderItems(orderNumber: "${order.increment_id}") { cart { id } } }`, {}, { store: STORE })).body
        .errors?.[0],
    ).toMatchObject(NOT_AUTHORIZED);
  });
});

describe('saved cards (vault)', () => {
  it('saves an approved card the customer asked to keep, once, and deletes it', async () => {
    const { token } = await signUp();
    const save = async (card: string, keep: boolean) =>
      customerOrder(token, 1, {
        method: 'sandbox_card',
        additional_data: { payment_method_nonce: await tokenize(card), ...(keep ? { is_active_payment_token_enabler: true } : {}) },
      });
    expect((await save(CARDS.approve, true)).order.state).toBe('processing');
    const [saved] = await paymentTokens(token);
    expect(saved).toEqual({
      public_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      payment_method_code: 'sandbox_card',
      type: 'card',
      details: expect.any(String),
    });
    expect(JSON.parse(saved.details)).toEqual({ type: 'VI', maskedCC: '1111', expirationDate: '12/2039' });
    await save(CARDS.approve, true); // the same card again
    await save(CARDS.other, false); // not asked to keep
    expect(await paymentTokens(token)).toEqual([saved]);

    const stranger = await signUp();
    const remove = (who: string) =>
      asCustomer(
        who,
        `mutation($hash: String!) { deletePaymentToken(public_hash: $hash) { result customerPaymentTokens { items { public_hash } } } }`,
        {
          hash: saved.public_hash,
        },
      );
    const notFound = {
      message: `Could not find a token using public hash: ${saved.public_hash}`,
      extensions: { category: 'graphql-no-such-entity' },
    };
    expect((await remove(stranger.token)).body.errors?.[0]).toMatchObject(notFound);
    expect((await remove(token)).body.data.deletePaymentToken).toEqual({ result: true, customerPaymentTokens: { items: [] } });
    expect((await remove(token)).body.errors?.[0]).toMatchObject(notFound);
    expect((await shop.gql(`{ customerPaymentTokens { items { public_hash } } }`, {}, { store: STORE })).body.errors?.[0]).toMatchObject(
      NOT_AUTHORIZED,
    );
  });

  it('saves a 3-D Secure card only once the check succeeded', async () => {
    const { token } = await signUp();
    const { cartId, order } = await customerOrder(token, 1, {
      method: 'sandbox_card',
      additional_data: { payment_method_nonce: await tokenize(CARDS.threeDs), is_active_payment_token_enabler: true },
    });
    expect(order.state).toBe('pending_payment');
    expect(await paymentTokens(token)).toEqual([]);
    // The storefront asks with the customer's token (carts/mine); the cart's masked id answers the same.
    const action = await rest('GET', 'sandbox/carts/mine/payment-action', undefined, STORE, bearer(token));
    expect(await rest('GET', `sandbox/guest-carts/${cartId}/payment-action`)).toEqual(action);
    expect((await rest('GET', 'sandbox/carts/mine/payment-action')).status).toBe(401);
    const pressed = await fetch(action.body.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'result=success',
      redirect: 'manual',
    });
    const back = new URL(pressed.headers.get('location')!);
    expect((await rest('POST', `sandbox/payments/${back.searchParams.get('token')}/complete`)).body.status).toBe('processing');
    expect((await paymentTokens(token)).map((t) => JSON.parse(t.details).maskedCC)).toEqual(['3220']);
  });

  it('refuses a card nonce that already paid for an order', async () => {
    const { token } = await signUp();
    const nonce = await tokenize(CARDS.approve);
    await customerOrder(token, 1, { method: 'sandbox_card', additional_data: { payment_method_nonce: nonce } });
    await add(await customerCartId(token), freshProduct().sku, 1, token);
    await mineShipping(token);
    const again = await minePayment(token, { method: 'sandbox_card', additional_data: { payment_method_nonce: nonce } });
    expect(again).toEqual({ status: 400, body: expect.objectContaining({ message: 'Cannot use a payment_method_nonce more than once.' }) });
    // A new nonce for the same card pays.
    const fresh = await minePayment(token, {
      method: 'sandbox_card',
      additional_data: { payment_method_nonce: await tokenize(CARDS.approve) },
    });
    expect(fresh.status).toBe(200);
  });
});

describe('shipping estimate for a customer (carts/mine/estimate-shipping-methods)', () => {
  it("prices the customer's cart for a destination, and needs the customer's token", async () => {
    const { token } = await signUp();
    await add(await customerCartId(token), freshProduct().sku, 1, token);
    const estimate = await rest('POST', 'carts/mine/estimate-shipping-methods', { address: { country_id: 'GB' } }, STORE, bearer(token));
    expect(estimate.status).toBe(200);
    expect(estimate.body.length).toBeGreaterThan(0);
    expect((await rest('POST', 'carts/mine/estimate-shipping-methods', { address: { country_id: 'GB' } })).status).toBe(401);
  });
});
