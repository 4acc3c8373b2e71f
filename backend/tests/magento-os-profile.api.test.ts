/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../config';
import { startBackend } from '../start';
import { useTestBackend } from './test-support';

jest.setTimeout(300_000);

/**
 * The backend as a stock Magento Open Source 2.4.6 with one `default` store view
 * (BACKEND_PROFILE=magento-os, BACKEND_STORES=default), over HTTP on a fresh database.
 */
const shop = useTestBackend({ profile: 'magento-os', stores: 'default' });

const US_ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['350 Fifth Avenue'],
  city: 'New York',
  region: 'NY',
  postcode: '10118',
  country_code: 'US',
  telephone: '+1 212 555 0100',
};

async function rest(method: string, pathAndQuery: string, body?: unknown) {
  const response = await fetch(`${shop.url}/rest/default/V1/${pathAndQuery}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/** A guest cart holding one unit of an in-stock accessory (a simple product without options). */
async function cartWithAccessory(): Promise<{ cartId: string; sku: string }> {
  const sku = shop.backend.services.db
    .prepare(
      `SELECT p.sku FROM catalog_product p JOIN cataloginventory_stock_item si ON si.product_id = p.entity_id
        WHERE p.attribute_set = 'Accessories' AND p.type_id = 'simple' AND p.visibility = 4 AND p.status = 1 AND si.is_in_stock = 1
        ORDER BY p.entity_id LIMIT 1`,
    )
    .pluck()
    .get() as string;
  const created = await shop.gql('mutation { createEmptyCart }');
  const cartId = created.body.data.createEmptyCart as string;
  const added = await shop.gql(
    'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
    { id: cartId, items: [{ sku, quantity: 1 }] },
  );
  expect(added.body.errors).toBeUndefined();
  expect(added.body.data.addProductsToCart.user_errors).toEqual([]);
  return { cartId, sku };
}

describe('store views of a fresh install (BACKEND_STORES=default)', () => {
  it('has only the default store view, in USD and en_US, with the whole catalogue', async () => {
    const { body } = await shop.gql(
      '{ availableStores { store_code website_code locale base_currency_code default_display_currency_code is_default_store } storeConfig { store_code locale default_display_currency_code } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.availableStores).toEqual([
      {
        store_code: 'default',
        website_code: 'base',
        locale: 'en_US',
        base_currency_code: 'USD',
        default_display_currency_code: 'USD',
        is_default_store: true,
      },
    ]);
    expect(body.data.storeConfig).toEqual({ store_code: 'default', locale: 'en_US', default_display_currency_code: 'USD' });

    const products = await shop.gql(
      '{ products(search: "frame", pageSize: 1) { total_count items { price_range { minimum_price { final_price { currency } } } } } }',
    );
    expect(products.body.data.products.total_count).toBeGreaterThan(50);
    expect(products.body.data.products.items[0].price_range.minimum_price.final_price.currency).toBe('USD');
    const home = await shop.gql('{ cmsPage(identifier: "home") { title } categoryList { children { name } } }');
    expect(home.body.errors).toBeUndefined();
    expect(home.body.data.cmsPage.title).toBe('Home');
    expect(home.body.data.categoryList[0].children.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Eyeglasses', 'Sunglasses', 'Accessories']),
    );
  });

  it('leaves no row pointing at a store view, customer or product it dropped', () => {
    expect(shop.backend.services.db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    const orphans = shop.backend.services.db
      .prepare('SELECT COUNT(*) FROM customer_address_entity WHERE parent_id NOT IN (SELECT entity_id FROM customer_entity)')
      .pluck()
      .get();
    expect(orphans).toBe(0);
  });

  it('refuses a store view it does not have, as Magento does', async () => {
    const { body } = await shop.gql('{ storeConfig { store_code } }', {}, { store: 'eu' });
    expect(body).toEqual({ errors: [{ message: 'Requested store is not found', extensions: { category: 'graphql-input' } }] });
  });

  it('keeps the demo customer, who can sign in', async () => {
    const { body } = await shop.gql(
      'mutation { generateCustomerToken(email: "roni_cost@example.com", password: "roni_cost3@example.com") { token } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.generateCustomerToken.token).toEqual(expect.any(String));
  });

  it('refuses to reuse the data directory for other settings, and says how to seed it again', async () => {
    const { dataDir, mediaDir } = shop.backend.services.config;
    await expect(startBackend({ port: 0, dataDir, mediaDir, quiet: true, profile: 'magento-os', stores: 'all' })).rejects.toThrow(
      /seeded with profile "magento-os" and store views "default", not "magento-os" and "all"\. Start with --reset/,
    );
    await expect(startBackend({ port: 0, dataDir, mediaDir, quiet: true })).rejects.toThrow(/not "full" and "all"/);
  });
});

describe('schema of a stock Magento Open Source (BACKEND_PROFILE=magento-os)', () => {
  it.each([
    ['{ products(search: "frame") { items { brand } } }', 'Cannot query field "brand" on type "ProductInterface".'],
    ['{ faqCategories { name } }', 'Cannot query field "faqCategories" on type "Query".'],
    ['{ deliveryOptions { methods { title } } }', 'Cannot query field "deliveryOptions" on type "Query".'],
    ['{ cart(cart_id: "x") { applied_gift_cards { code } } }', 'Cannot query field "applied_gift_cards" on type "Cart".'],
    ['{ customer { prescriptions { uid } } }', 'Cannot query field "prescriptions" on type "Customer".'],
    ['{ products(filter: { brand: { eq: "1" } }) { total_count } }', 'Field "brand" is not defined by type "ProductAttributeFilterInput".'],
    [
      '{ products(search: "frame", sort: { new_from_date: DESC }) { total_count } }',
      'Field "new_from_date" is not defined by type "ProductAttributeSortInput".',
    ],
  ])("refuses %s with Magento's validation error", async (query, message) => {
    const { status, body } = await shop.gql(query);
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining(message), extensions: { category: 'graphql' } }),
    ]);
  });

  it('refuses the extension mutations (contact form, 2.4.7 guest cart, product alerts)', async () => {
    for (const [mutation, field] of [
      ['mutation { contactUs(input: { email: "a@example.com", name: "A", comment: "Hi" }) { status } }', 'contactUs'],
      ['mutation { createGuestCart { cart { id } } }', 'createGuestCart'],
      ['mutation { subscribeProductAlert(input: { sku: "x", type: STOCK }) { alert { type } } }', 'subscribeProductAlert'],
    ]) {
      const { body } = await shop.gql(mutation);
      expect(body.errors?.[0]?.message).toContain(`Cannot query field "${field}" on type "Mutation".`);
    }
  });

  it("serves the attributes a default install adds at run time, and only Magento's layered navigation", async () => {
    const { body } = await shop.gql(
      `{ categoryList(filters: { url_key: { eq: "eyeglasses" } }) { name include_in_menu is_anchor display_mode available_sort_by landing_page meta_title
           products(pageSize: 1) { total_count } }
         products(filter: { name: { match: "Acetate" } }, sort: { name: ASC }, pageSize: 2) { total_count aggregations { attribute_code } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.categoryList[0]).toEqual(expect.objectContaining({ name: 'Eyeglasses', include_in_menu: 1, is_anchor: 1 }));
    expect(body.data.products.total_count).toBeGreaterThan(0);
    expect(body.data.products.aggregations.map((a: { attribute_code: string }) => a.attribute_code).sort()).toEqual([
      'category_uid',
      'price',
    ]);

    // description is searchable in a default install: filtering on it narrows the catalogue.
    const described = await shop.gql(
      '{ all: products(search: "", pageSize: 1) { total_count } titanium: products(filter: { description: { match: "titanium" } }, pageSize: 1) { total_count } }',
    );
    expect(described.body.errors).toBeUndefined();
    expect(described.body.data.titanium.total_count).toBeGreaterThan(0);
    expect(described.body.data.titanium.total_count).toBeLessThan(described.body.data.all.total_count);
  });

  it('has no gift cards, a product type of Adobe Commerce only', async () => {
    const skus = shop.backend.services.db.prepare("SELECT sku FROM catalog_product WHERE type_id = 'giftcard'").pluck().all() as string[];
    expect(skus.length).toBeGreaterThan(0);
    const { body } = await shop.gql(
      'query($skus: [String]) { products(filter: { sku: { in: $skus } }) { total_count } route(url: "gift-cards.html") { type } }',
      {
        skus,
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({ products: { total_count: 0 }, route: null });
  });

  it('keeps the backend schema copy of the run-time attributes equal to the shared reference', () => {
    const shared = path.resolve(REPOSITORY_ROOT, '..', 'shared', 'magento-schema', 'magento-2.4-runtime-eav.graphql');
    const copy = path.join(REPOSITORY_ROOT, 'backend', 'schema', 'magento-runtime-eav.graphql');
    if (!fs.existsSync(shared)) return; // a clone without ../shared beside it: nothing to compare
    expect(fs.readFileSync(copy, 'utf8')).toBe(fs.readFileSync(shared, 'utf8'));
  });
});

describe('REST of a stock Magento', () => {
  it.each([
    ['GET', 'guest-carts/0123456789abcdef0123456789abcdef/order'],
    ['POST', 'prescriptions/uploads'],
    ['GET', 'prescriptions/uploads/abc'],
    ['GET', 'sandbox/guest-carts/0123456789abcdef0123456789abcdef/payment-action'],
    ['GET', 'not/a/route'],
  ])('answers %s %s as Magento answers an unknown route', async (method, route) => {
    const response = await rest(method, route, method === 'POST' ? {} : undefined);
    expect(response).toEqual({ status: 404, body: { message: 'Request does not match any route.', trace: null } });
  });

  it('serves no payment sandbox pages', async () => {
    const response = await fetch(`${shop.url}/sandbox/social/google`);
    expect(response.status).toBe(404);
  });

  it("keeps Magento's own checkout routes", async () => {
    const { cartId } = await cartWithAccessory();
    const estimate = await rest('POST', `guest-carts/${cartId}/estimate-shipping-methods`, {
      address: { country_id: 'US', postcode: '10118' },
    });
    expect(estimate.status).toBe(200);
    expect(estimate.body.length).toBeGreaterThan(0);
  });
});

describe('a guest checkout with check / money order', () => {
  it('creates a cart, adds a product, sets addresses, shipping and checkmo, and places the order', async () => {
    const { cartId } = await cartWithAccessory();
    const run = async (query: string, variables: object = {}) => {
      const { body } = await shop.gql(query, { id: cartId, ...variables });
      expect(body.errors).toBeUndefined();
      return body.data;
    };
    await run('mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "ada@example.com" }) { cart { email } } }');
    const shipping = await run(
      `mutation($id: String!, $address: CartAddressInput!) {
         setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) {
           cart { shipping_addresses { available_shipping_methods { carrier_code method_code available } } } } }`,
      { address: US_ADDRESS },
    );
    const methods = shipping.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods.filter(
      (m: { available: boolean }) => m.available,
    );
    expect(methods.length).toBeGreaterThan(0);
    await run(
      `mutation($id: String!, $address: CartAddressInput!) {
         setBillingAddressOnCart(input: { cart_id: $id, billing_address: { address: $address } }) { cart { billing_address { city } } } }`,
      { address: US_ADDRESS },
    );
    const withMethod = await run(
      `mutation($id: String!, $carrier: String!, $method: String!) {
         setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {
           cart { available_payment_methods { code title } prices { grand_total { currency } } } } }`,
      { carrier: methods[0].carrier_code, method: methods[0].method_code },
    );
    expect(withMethod.setShippingMethodsOnCart.cart.available_payment_methods).toEqual([{ code: 'checkmo', title: 'Check / Money order' }]);
    expect(withMethod.setShippingMethodsOnCart.cart.prices.grand_total.currency).toBe('USD');
    await run(
      'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "checkmo" } }) { cart { selected_payment_method { code } } } }',
    );
    const placed = await run('mutation($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }');
    expect(placed.placeOrder.order.order_number).toMatch(/^\d+$/);
  });

  it('refuses a sandbox payment method, which a stock Magento does not have', async () => {
    const { cartId } = await cartWithAccessory();
    await shop.gql('mutation($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "ada@example.com" }) { cart { email } } }', {
      id: cartId,
    });
    await shop.gql(
      'mutation($id: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { id } } }',
      { id: cartId, address: US_ADDRESS },
    );
    const { body } = await shop.gql(
      'mutation($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "sandbox_card" } }) { cart { id } } }',
      { id: cartId },
    );
    expect(body.errors?.[0]?.message).toBe('The requested Payment Method is not available.');
  });
});
