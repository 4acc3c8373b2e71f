/** @jest-environment node */
import { REST_ADDRESS, checkoutFixtures } from './checkout-fixtures';
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();
const STORE = 'uk';
const { db, freshProduct, rest } = checkoutFixtures(() => shop, STORE);

// Magento_PaypalGraphQl's Express Checkout against the PayPal sandbox: a token for the cart, the
// buyer's approval on the sandbox page, setPaymentMethodOnCart with payer_id and token, placeOrder.

const TOKEN = `mutation($input: PaypalExpressTokenInput!) { createPaypalExpressToken(input: $input) { token paypal_urls { start edit } } }`;
const SET_PAYMENT = `mutation($cart: String!, $payer: String!, $token: String!) { setPaymentMethodOnCart(input: {
  cart_id: $cart, payment_method: { code: "paypal_express", paypal_express: { payer_id: $payer, token: $token } } }) {
  cart { selected_payment_method { code } } } }`;
const SET_EXPRESS_ONLY = `mutation($cart: String!) { setPaymentMethodOnCart(input: { cart_id: $cart, payment_method: { code: "paypal_express" } }) {
  cart { selected_payment_method { code } } } }`;
const PLACE = `mutation($cart: String!) { placeOrder(input: { cart_id: $cart }) { order { order_number } } }`;
const URLS = { return_url: 'paypal/action/return.html', cancel_url: 'paypal/action/cancel.html' };

/** A guest cart with a product, addresses, shipping method and e-mail: ready for a payment method. */
async function readyCart(): Promise<string> {
  const cartId = (await shop.gql(`mutation { createEmptyCart }`, {}, { store: STORE })).body.data.createEmptyCart as string;
  await shop.gql(
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
    { id: cartId, items: [{ sku: freshProduct().sku, quantity: 1 }] },
    { store: STORE },
  );
  const address = { ...REST_ADDRESS, email: 'payer@example.com' };
  const shipping = await rest('POST', `guest-carts/${cartId}/shipping-information`, {
    addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' },
  });
  expect(shipping.status).toBe(200);
  const email = await shop.gql(
    `mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "payer@example.com" }) { cart { email } } }`,
    { id: cartId },
    { store: STORE },
  );
  expect(email.body.errors).toBeUndefined();
  return cartId;
}

async function token(cartId: string, input: Record<string, unknown> = {}) {
  return shop.gql(TOKEN, { input: { cart_id: cartId, code: 'paypal_express', urls: URLS, ...input } }, { store: STORE });
}

/** The buyer's choice on the sandbox page: where PayPal sends them back. */
async function choose(start: string, result: 'approve' | 'cancel'): Promise<URL> {
  const answer = await fetch(start, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `result=${result}`,
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

const firstError = (result: { body: { errors?: Array<{ message: string; extensions?: { category?: string } }> } }) => result.body.errors?.[0];

describe('PayPal Express Checkout (sandbox)', () => {
  it('is offered where the sandboxes are, titled per store view', async () => {
    const { body } = await shop.gql(`query($id: String!) { cart(cart_id: $id) { available_payment_methods { code title } } }`, { id: await readyCart() }, { store: STORE });
    expect(body.data.cart.available_payment_methods).toContainEqual({ code: 'paypal_express', title: 'PayPal Express Checkout (sandbox)' });
  });

  it('answers a token and PayPal URLs, takes the approved buyer back to the shop and places a paid order', async () => {
    const cartId = await readyCart();
    const created = await token(cartId);
    expect(created.body.errors).toBeUndefined();
    const { token: paypalToken, paypal_urls } = created.body.data.createPaypalExpressToken;
    expect(paypal_urls.start).toBe(`${shop.url}/sandbox/paypal-express/${paypalToken}`);
    expect(paypal_urls.edit).toContain(paypalToken);

    const page = await fetch(paypal_urls.start);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('SANDBOX');
    expect(html).toMatch(/value="approve"/);

    const back = await choose(paypal_urls.start, 'approve');
    expect(`${back.origin}${back.pathname}`).toBe(`${shop.backend.services.config.storefrontUrl}/${STORE}/paypal/action/return.html`);
    expect(back.searchParams.get('token')).toBe(paypalToken);
    const payerId = back.searchParams.get('PayerID')!;
    expect(payerId).toMatch(/^[0-9A-F]{13}$/);

    // A PayerID that PayPal did not give is refused, as PayPal's gateway refuses it.
    const forged = await shop.gql(SET_PAYMENT, { cart: cartId, payer: 'ABCDEFGHIJKLM', token: paypalToken }, { store: STORE });
    expect(firstError(forged)).toMatchObject({
      message: 'PayPal gateway has rejected request. Invalid token. (#10410: Invalid token)',
      extensions: { category: 'graphql-input' },
    });
    const set = await shop.gql(SET_PAYMENT, { cart: cartId, payer: payerId, token: paypalToken }, { store: STORE });
    expect(set.body.errors).toBeUndefined();
    expect(set.body.data.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({ code: 'paypal_express' });

    const placed = await shop.gql(PLACE, { cart: cartId }, { store: STORE });
    expect(placed.body.errors).toBeUndefined();
    const number = placed.body.data.placeOrder.order.order_number as string;
    const order = db()
      .prepare(
        `SELECT o.state, o.status, p.method, p.additional_information FROM sales_order o JOIN sales_order_payment p ON p.parent_id = o.entity_id
          WHERE o.increment_id = ?`,
      )
      .get(number) as { state: string; status: string; method: string; additional_information: string };
    expect(order).toMatchObject({ state: 'processing', status: 'processing', method: 'paypal_express' });
    expect(JSON.parse(order.additional_information)).toMatchObject({ paypal_express_checkout_token: paypalToken, paypal_payer_id: payerId });

    // The token paid once: another cart cannot use it.
    const other = await readyCart();
    const reused = await shop.gql(SET_PAYMENT, { cart: other, payer: payerId, token: paypalToken }, { store: STORE });
    expect(firstError(reused)?.message).toBe('PayPal gateway has rejected request. Invalid token. (#10410: Invalid token)');
  });

  it('sends a buyer who cancels back to the cancel URL, without a PayerID', async () => {
    const cartId = await readyCart();
    const { paypal_urls, token: paypalToken } = (await token(cartId)).body.data.createPaypalExpressToken;
    const back = await choose(paypal_urls.start, 'cancel');
    expect(back.pathname).toBe(`/${STORE}/paypal/action/cancel.html`);
    expect(back.searchParams.get('token')).toBe(paypalToken);
    expect(back.searchParams.has('PayerID')).toBe(false);
    expect((await fetch(`${shop.url}/sandbox/paypal-express/not.valid`)).status).toBe(404);
  });

  it("refuses what Magento refuses, with its texts", async () => {
    const cartId = await readyCart();
    expect(firstError(await token(cartId, { code: 'payflow_express' }))).toMatchObject({
      message: 'The requested Payment Method is not available.',
      extensions: { category: 'graphql-input' },
    });
    expect(firstError(await token(cartId, { urls: { return_url: 'https://evil.example/steal', cancel_url: 'c.html' } }))?.message).toBe('Invalid Url.');
    expect(firstError(await token('no-such-cart'))?.extensions?.category).toBe('graphql-no-such-entity');
    const empty = (await shop.gql(`mutation { createEmptyCart }`, {}, { store: STORE })).body.data.createEmptyCart as string;
    expect(firstError(await token(empty))?.message).toBe(
      "PayPal can't process orders with a zero balance due. To finish your purchase, please go through the standard checkout process.",
    );
    // The method set without the buyer's approval: the order is not placed.
    expect((await shop.gql(SET_EXPRESS_ONLY, { cart: cartId }, { store: STORE })).body.errors).toBeUndefined();
    expect(firstError(await shop.gql(PLACE, { cart: cartId }, { store: STORE }))).toMatchObject({
      message: 'Unable to place order: A payer is not identified.',
      extensions: { category: 'graphql-input' },
    });
    // A token made for another cart is not this cart's.
    const { token: foreign, paypal_urls } = (await token(await readyCart())).body.data.createPaypalExpressToken;
    const payer = (await choose(paypal_urls.start, 'approve')).searchParams.get('PayerID')!;
    expect(firstError(await shop.gql(SET_PAYMENT, { cart: cartId, payer, token: foreign }, { store: STORE }))?.message).toBe(
      'PayPal gateway has rejected request. Invalid token. (#10410: Invalid token)',
    );
  });
});
