/** @jest-environment node */
import { EXPIRED_MESSAGE, cancelExpiredPendingPayments } from '../modules/sales/sandbox/payments';
import { REST_ADDRESS, checkoutFixtures } from './checkout-fixtures';
import { startTestBackend, type TestBackend } from './test-support';

jest.setTimeout(60_000);

const STOREFRONT = 'http://shop.test:3100';
let shop: TestBackend;
beforeAll(async () => {
  process.env.STOREFRONT_URL = STOREFRONT; // read by resolveConfig when the backend starts
  shop = await startTestBackend();
});
afterAll(async () => {
  await shop?.close();
  delete process.env.STOREFRONT_URL;
});

// ---------------------------------------------------------------------------------------------
// Helpers, as in checkout.api.test.ts: the shopper's calls over HTTP, the database read to check.
// ---------------------------------------------------------------------------------------------

const STORE = 'uk';
const { db, freshProduct, reserved, rest } = checkoutFixtures(() => shop, STORE);
const CARDS = { approve: '4111 1111 1111 1111', decline: '4000 0000 0000 0002', threeDs: '4000 0000 0000 3220' };

async function tokenize(number: string, overrides: Record<string, string> = {}) {
  const response = await fetch(`${shop.url}/sandbox/card/tokenize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ number, expiry: '12/39', cvc: '123', holder: 'Ada Lovelace', ...overrides }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** A guest cart with `qty` of a fresh product, shipping chosen: ready for payment-information. */
async function readyCart(qty = 2) {
  const product = freshProduct(10);
  const created = await shop.gql(`mutation { createEmptyCart }`, {}, { store: STORE });
  const cartId = created.body.data.createEmptyCart as string;
  const added = await shop.gql(
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
    { id: cartId, items: [{ sku: product.sku, quantity: qty }] },
    { store: STORE },
  );
  expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
  const email = `pay+${cartId.slice(0, 8)}@example.com`;
  const shipping = await rest('POST', `guest-carts/${cartId}/shipping-information`, {
    addressInformation: {
      shipping_address: { ...REST_ADDRESS, email },
      billing_address: { ...REST_ADDRESS, email },
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
    },
  });
  expect(shipping.status).toBe(200);
  return { cartId, product, email, qty };
}

const pay = (cartId: string, email: string, method: string, nonce?: string) =>
  rest('POST', `guest-carts/${cartId}/payment-information`, {
    billingAddress: { ...REST_ADDRESS, email },
    cartId,
    email,
    paymentMethod: { method, ...(nonce ? { additional_data: { payment_method_nonce: nonce } } : {}) },
  });

const order = (entityId: string) => db().prepare('SELECT * FROM sales_order WHERE entity_id = ?').get(Number(entityId)) as any;
const mails = async (email: string) => (await (await fetch(`${shop.url}/outbox?to=${encodeURIComponent(email)}`)).json()) as any[];

async function cartItems(cartId: string) {
  const { body } = await shop.gql(
    `query($id: String!) { cart(cart_id: $id) { items { quantity product { sku } } } }`,
    { id: cartId },
    { store: STORE },
  );
  return body;
}

/** Follows payment-action to the provider page and presses `result`: the storefront return URL. */
async function provider(cartId: string, result: string, expectedPage: string): Promise<URL> {
  const action = await rest('GET', `sandbox/guest-carts/${cartId}/payment-action`);
  expect(action.status).toBe(200);
  expect(action.body).toEqual({ action: 'redirect', url: expect.stringContaining(`${shop.url}/sandbox/${expectedPage}/`) });
  const page = await fetch(action.body.url);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('SANDBOX — no real payment');
  expect(html).toContain(`value="${result}"`);
  const pressed = await fetch(action.body.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `result=${result}`,
    redirect: 'manual',
  });
  expect(pressed.status).toBe(303);
  return new URL(pressed.headers.get('location')!);
}

// ---------------------------------------------------------------------------------------------

describe('sandbox card', () => {
  it('validates the card when tokenizing', async () => {
    expect(await tokenize('4111 1111 1111 1112')).toEqual({ status: 400, body: { message: 'The card number is not valid.' } });
    expect((await tokenize(CARDS.approve, { expiry: '01/20' })).status).toBe(400);
    expect((await tokenize(CARDS.approve, { cvc: '12' })).body.message).toBe('The security code (CVC) must be 3 or 4 digits.');
    expect((await tokenize(CARDS.approve)).body.nonce).toEqual(expect.any(String));
  });

  it('approves: the order is processing and confirmed by e-mail', async () => {
    const { cartId, product, email } = await readyCart();
    const { body: card } = await tokenize(CARDS.approve);
    const placed = await pay(cartId, email, 'sandbox_card', card.nonce);
    expect(placed.status).toBe(200);
    expect(order(placed.body)).toMatchObject({ state: 'processing', status: 'processing' });
    expect(reserved(product.id)).toBe(-2);
    expect(await mails(email)).toHaveLength(1);
    expect(await rest('GET', `sandbox/guest-carts/${cartId}/payment-action`)).toEqual({ status: 200, body: { action: 'none' } });
    // Exactly once: a repeat answers the same order, whatever the method says.
    expect((await pay(cartId, email, 'sandbox_paypal')).body).toBe(placed.body);
  });

  it('declines: 400, no order, nothing reserved, the cart stays as it was', async () => {
    const { cartId, product, email } = await readyCart();
    const { body: card } = await tokenize(CARDS.decline);
    const declined = await pay(cartId, email, 'sandbox_card', card.nonce);
    expect(declined).toMatchObject({ status: 400, body: { message: 'The payment was declined. Try another card.' } });
    expect(
      db().prepare('SELECT COUNT(*) FROM sales_order o JOIN quote q ON q.entity_id = o.quote_id WHERE q.masked_id = ?').pluck().get(cartId),
    ).toBe(0);
    expect(reserved(product.id)).toBe(0);
    expect((await cartItems(cartId)).data.cart.items).toEqual([{ quantity: 2, product: { sku: product.sku } }]);
    // A forged or missing nonce is refused the same way.
    expect((await pay(cartId, email, 'sandbox_card', `${card.nonce}x`)).status).toBe(400);
    expect((await pay(cartId, email, 'sandbox_card')).status).toBe(400);
  });

  it('3-D Secure: pending_payment with stock held, then processing once authenticated', async () => {
    const { cartId, product, email } = await readyCart(1);
    const { body: card } = await tokenize(CARDS.threeDs);
    const placed = await pay(cartId, email, 'sandbox_card', card.nonce);
    expect(placed.status).toBe(200);
    const pending = order(placed.body);
    expect(pending).toMatchObject({ state: 'pending_payment', status: 'pending_payment' });
    expect(reserved(product.id)).toBe(-1);
    expect(await mails(email)).toHaveLength(0);

    const back = await provider(cartId, 'success', '3ds');
    expect(`${back.origin}${back.pathname}`).toBe(`${STOREFRONT}/${STORE}/payment-result`);
    expect(back.searchParams.get('order')).toBe(pending.increment_id);
    const done = await rest('POST', `sandbox/payments/${back.searchParams.get('token')}/complete`);
    expect(done).toEqual({
      status: 200,
      body: { order_number: pending.increment_id, status: 'processing', message: expect.any(String) },
    });
    expect(order(placed.body)).toMatchObject({ state: 'processing', status: 'processing' });
    expect(await mails(email)).toHaveLength(1);
    expect(await rest('GET', `sandbox/guest-carts/${cartId}/payment-action`)).toEqual({ status: 200, body: { action: 'none' } });
  });
});

describe('sandbox redirect providers', () => {
  it('PayPal success: processing, e-mail sent once, completing twice answers the same', async () => {
    const { cartId, email } = await readyCart();
    const placed = await pay(cartId, email, 'sandbox_paypal');
    expect(order(placed.body).state).toBe('pending_payment');
    const back = await provider(cartId, 'success', 'paypal');
    expect(`${back.origin}${back.pathname}`).toBe(`${STOREFRONT}/${STORE}/paypal/action/return.html`);
    expect(back.searchParams.get('result')).toBe('success');
    const token = back.searchParams.get('token')!;
    const first = await rest('POST', `sandbox/payments/${token}/complete`);
    expect(first.body.status).toBe('processing');
    expect(await rest('POST', `sandbox/payments/${token}/complete`)).toEqual(first);
    expect(await mails(email)).toHaveLength(1);
  });

  it('Adyen cancel: order canceled, stock released, the same cart active again with its items', async () => {
    const { cartId, product, email } = await readyCart();
    const placed = await pay(cartId, email, 'sandbox_adyen');
    const pending = order(placed.body);
    expect(reserved(product.id)).toBe(-2);
    const back = await provider(cartId, 'cancel', 'adyen');
    expect(`${back.origin}${back.pathname}`).toBe(`${STOREFRONT}/${STORE}/ayden/action/return.html`);
    const token = back.searchParams.get('token')!;
    const done = await rest('POST', `sandbox/payments/${token}/complete`);
    expect(done.body).toMatchObject({ order_number: pending.increment_id, status: 'canceled' });
    expect(order(placed.body)).toMatchObject({ state: 'canceled', status: 'canceled' });
    expect(reserved(product.id)).toBe(0);
    expect(await mails(email)).toHaveLength(0);
    expect((await cartItems(cartId)).data.cart.items).toEqual([{ quantity: 2, product: { sku: product.sku } }]);
    expect(await rest('POST', `sandbox/payments/${token}/complete`)).toEqual(done);

    // The restored cart can be paid again and becomes a new order.
    const { body: card } = await tokenize(CARDS.approve);
    const again = await pay(cartId, email, 'sandbox_card', card.nonce);
    expect(again.status).toBe(200);
    expect(again.body).not.toBe(placed.body);
    expect(order(again.body).state).toBe('processing');
    expect(reserved(product.id)).toBe(-2);
  });

  it('cancels a payment left waiting past its lifetime: stock back, cart back, a later return hears the cancel', async () => {
    const { cartId, product, email } = await readyCart();
    const placed = await pay(cartId, email, 'sandbox_paypal');
    const pending = order(placed.body);
    const action = await rest('GET', `sandbox/guest-carts/${cartId}/payment-action`);
    expect(reserved(product.id)).toBe(-2);
    // Not yet: within the lifetime nothing happens.
    expect(cancelExpiredPendingPayments(shop.backend.services, 480)).not.toContain(pending.increment_id);
    const later = new Date(Date.now() + 481 * 60_000);
    expect(cancelExpiredPendingPayments(shop.backend.services, 480, later)).toContain(pending.increment_id);
    expect(order(placed.body)).toMatchObject({ state: 'canceled', status: 'canceled' });
    expect(reserved(product.id)).toBe(0);
    expect((await cartItems(cartId)).data.cart.items).toEqual([{ quantity: 2, product: { sku: product.sku } }]);
    expect(cancelExpiredPendingPayments(shop.backend.services, 480, later)).not.toContain(pending.increment_id);
    // The shopper comes back from the provider afterwards: the page is no longer waiting, and no outcome can pay it.
    const pressed = await fetch(action.body.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'result=success',
      redirect: 'manual',
    });
    if (pressed.status === 303) {
      const token = new URL(pressed.headers.get('location')!).searchParams.get('token')!;
      expect((await rest('POST', `sandbox/payments/${token}/complete`)).body).toMatchObject({
        status: 'canceled',
        message: EXPIRED_MESSAGE,
      });
    }
    expect(order(placed.body).state).toBe('canceled');
  });

  it('refuses tampered tokens and a second outcome for a completed order', async () => {
    const { cartId, email } = await readyCart(1);
    const placed = await pay(cartId, email, 'sandbox_adyen');
    const pageUrl = (await rest('GET', `sandbox/guest-carts/${cartId}/payment-action`)).body.url as string;
    const back = await provider(cartId, 'failure', 'adyen');
    const token = back.searchParams.get('token')!;
    const [body, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), result: 'success' })).toString(
      'base64url',
    );
    const tampered = await rest('POST', `sandbox/payments/${forged}.${signature}/complete`);
    expect(tampered).toMatchObject({ status: 400, body: { message: 'The payment token is not valid. Start the payment again.' } });
    expect((await rest('POST', `sandbox/payments/garbage/complete`)).status).toBe(400);
    expect(order(placed.body).state).toBe('pending_payment');

    const failed = await rest('POST', `sandbox/payments/${token}/complete`);
    expect(failed.body.status).toBe('canceled');
    // The provider page, reloaded after the failure, no longer offers buttons; a success chosen from a
    // stale copy of it still completes as the first outcome did.
    const stale = await fetch(pageUrl);
    expect(await stale.text()).not.toContain('<button');
    const late = await fetch(pageUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'result=success',
      redirect: 'manual',
    });
    const lateToken = new URL(late.headers.get('location')!).searchParams.get('token')!;
    expect(await rest('POST', `sandbox/payments/${lateToken}/complete`)).toEqual(failed);
    expect(order(placed.body).state).toBe('canceled');
    expect((await fetch(`${shop.url}/sandbox/adyen/xxx.yyy`)).status).toBe(404);
    // The cart is the shopper's again (restored, no order): nothing to pay for it.
    expect((await rest('GET', `sandbox/guest-carts/${cartId}/payment-action`)).status).toBe(404);
  });

  it('finds a pending payment only by its cart, never by the guessable order id', async () => {
    const { cartId, email } = await readyCart(1);
    const placed = await pay(cartId, email, 'sandbox_paypal');
    expect((await rest('GET', `sandbox/orders/${placed.body}/payment-action`)).status).toBe(404);
    expect((await rest('GET', `sandbox/guest-carts/not-${cartId}/payment-action`)).status).toBe(404);
    expect((await rest('GET', `sandbox/guest-carts/${cartId}/payment-action`)).body.action).toBe('redirect');
  });
});
