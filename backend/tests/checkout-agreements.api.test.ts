/** @jest-environment node */
import { REST_ADDRESS, checkoutFixtures } from './checkout-fixtures';
import { bearer, customerFixtures } from './customer-fixtures';
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();

// Magento_CheckoutAgreements: the Polish store view asks shoppers to accept its terms (seeded,
// mode MANUAL). payment-information without their ids is refused with Magento's text (its
// Checkout\Plugin\Validation / GuestValidation); store views without terms are not affected.

const REFUSED = "The order wasn't placed. First, agree to the terms and conditions, then try placing your order again.";
const PL_ADDRESS = {
  firstname: 'Jan',
  lastname: 'Kowalski',
  street: ['ul. Marszałkowska 10'],
  city: 'Warszawa',
  region: 'mazowieckie',
  region_code: 'MZ',
  postcode: '00-001',
  country_id: 'PL',
  telephone: '+48 22 555 0100',
};
const UK_ADDRESS = { ...REST_ADDRESS, email: 'jan@example.com' };
const ADDRESSES: Record<string, Record<string, unknown>> = { pl: { ...PL_ADDRESS, email: 'jan@example.com' }, uk: UK_ADDRESS };

const { db, freshProduct, rest } = checkoutFixtures(() => shop);
const { signUp } = customerFixtures(() => shop, 'pl');

async function agreements(store: string) {
  const { body } = await shop.gql(`{ checkoutAgreements { agreement_id checkbox_text content is_html mode } }`, {}, { store });
  expect(body.errors).toBeUndefined();
  return body.data.checkoutAgreements as Array<{ agreement_id: number; checkbox_text: string; content: string; is_html: boolean; mode: string }>;
}

/** A cart of the store view with a product and the shipping step done; `path` is guest-carts/{id} or carts/mine. */
async function readyCart(store: string, token?: string) {
  const headers = token ? bearer(token) : {};
  const cartId = token
    ? ((await shop.gql(`{ customerCart { id } }`, {}, { store, headers })).body.data.customerCart.id as string)
    : ((await shop.gql(`mutation { createEmptyCart }`, {}, { store })).body.data.createEmptyCart as string);
  const added = await shop.gql(
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }`,
    { id: cartId, items: [{ sku: freshProduct().sku, quantity: 1 }] },
    { store, headers },
  );
  expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
  const path = token ? 'carts/mine' : `guest-carts/${cartId}`;
  const address = ADDRESSES[store];
  const shipping = await rest(
    'POST',
    `${path}/shipping-information`,
    { addressInformation: { shipping_address: address, billing_address: address, shipping_carrier_code: 'flatrate', shipping_method_code: 'flatrate' } },
    store,
    headers,
  );
  expect([shipping.status, shipping.body.message]).toEqual([200, undefined]);
  const pay = (extension?: Record<string, unknown>) =>
    rest(
      'POST',
      `${path}/payment-information`,
      {
        billingAddress: address,
        cartId,
        email: 'jan@example.com',
        paymentMethod: { method: 'checkmo', ...(extension ? { extension_attributes: extension } : {}) },
      },
      store,
      headers,
    );
  return { cartId, pay };
}

const ordersOf = (cartId: string) =>
  db().prepare('SELECT COUNT(*) FROM sales_order o JOIN quote q ON q.entity_id = o.quote_id WHERE q.masked_id = ?').pluck().get(cartId);

describe('terms and conditions at checkout', () => {
  it('lists the Polish terms (HTML, to be ticked) and none where the store view has none', async () => {
    const [terms] = await agreements('pl');
    expect(terms).toMatchObject({ agreement_id: 1, checkbox_text: 'Akceptuję regulamin sklepu', is_html: true, mode: 'MANUAL' });
    expect(terms.content).toContain('<li>');
    expect(await agreements('uk')).toEqual([]);
  });

  it("refuses a guest's order in pl until the terms' id comes with the payment, then places it", async () => {
    const { cartId, pay } = await readyCart('pl');
    for (const extension of [undefined, {}, { agreement_ids: [] }, { agreement_ids: ['2'] }, { agreement_ids: 'all' }]) {
      const refused = await pay(extension);
      expect(refused).toEqual({ status: 400, body: expect.objectContaining({ message: REFUSED }) });
    }
    expect(ordersOf(cartId)).toBe(0);

    const placed = await pay({ agreement_ids: ['1'] });
    expect(placed.status).toBe(200);
    expect(Number(placed.body)).toBeGreaterThan(0);
    expect(ordersOf(cartId)).toBe(1);
  });

  it("refuses a signed-in customer's order the same way, and takes ids as numbers", async () => {
    const { token } = await signUp();
    const { cartId, pay } = await readyCart('pl', token);
    expect((await pay()).body.message).toBe(REFUSED);
    const placed = await pay({ agreement_ids: [1] });
    expect(placed.status).toBe(200);
    expect(ordersOf(cartId)).toBe(1);
  });

  it('places orders without agreement ids where the store view has no terms', async () => {
    const { cartId, pay } = await readyCart('uk');
    expect((await pay()).status).toBe(200);
    expect(ordersOf(cartId)).toBe(1);
  });

  it('asks nothing once the terms are switched off (inactive) for the store view', async () => {
    db().prepare('UPDATE checkout_agreement SET is_active = 0 WHERE agreement_id = 1').run();
    try {
      expect(await agreements('pl')).toEqual([]);
      const { cartId, pay } = await readyCart('pl');
      expect((await pay()).status).toBe(200);
      expect(ordersOf(cartId)).toBe(1);
    } finally {
      db().prepare('UPDATE checkout_agreement SET is_active = 1 WHERE agreement_id = 1').run();
    }
  });
});
