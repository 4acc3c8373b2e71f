/** @jest-environment node */
/**
 * The whole Magento Open Source 2.4.6 surface of the modules the backend implements (issue 13):
 * every field of the types it declares answers without an error (queries built from the schema read
 * by introspection), and the operations Magento 2.4.6 still serves beside the newer ones behave as
 * Magento's: deprecated ones included.
 */
import type { GraphQLSchema } from 'graphql';
import { DEMO_CUSTOMER } from '../db/seed';
import { customerFixtures, PASSWORD, uniqueEmail } from './customer-fixtures';
import { everyField, introspect } from './every-field';
import { useTestBackend } from './test-support';

jest.setTimeout(120_000);

// These queries ask every field of a type at once, as no storefront does: Magento's query limits
// (depth 20, complexity 300, 30 aliases; configurable in its di.xml, here BACKEND_GRAPHQL_MAX_*) are raised for them.
const shop = useTestBackend({ queryLimits: { depth: 20, complexity: 100_000, aliases: 10_000 } });
const STORE = 'uk';
const { signUp, signIn, asCustomer } = customerFixtures(() => shop, STORE);
let schema: GraphQLSchema;

beforeAll(async () => {
  schema = await introspect(shop);
});

const db = () => shop.backend.services.db;
const noErrors = (result: { body: { errors?: unknown } }) => expect(result.body.errors).toBeUndefined();

/** A configurable frame with reviews in the store view, and one of its in-stock variants. */
function reviewedFrame(storeCode: string) {
  return db()
    .prepare(
      `SELECT p.entity_id AS id, p.sku, v.sku AS variant_sku FROM review r JOIN catalog_product p ON p.entity_id = r.product_id
         JOIN store s ON s.store_id = r.store_id JOIN catalog_product_relation rel ON rel.parent_id = p.entity_id
         JOIN catalog_product v ON v.entity_id = rel.child_id JOIN cataloginventory_stock_item si ON si.product_id = v.entity_id
        WHERE s.code = ? AND r.status_id = 1 AND si.is_in_stock = 1 AND si.qty > 5 ORDER BY p.entity_id LIMIT 1`,
    )
    .get(storeCode) as { id: number; sku: string; variant_sku: string };
}

/** An in-stock simple product without required options. */
function plainSimple() {
  return db()
    .prepare(
      `SELECT p.entity_id AS id, p.sku FROM catalog_product p JOIN cataloginventory_stock_item si ON si.product_id = p.entity_id
        WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.attribute_set != 'GiftCard' AND si.is_in_stock = 1 AND si.qty > 10
          AND NOT EXISTS (SELECT 1 FROM catalog_product_option o WHERE o.product_id = p.entity_id AND o.is_require = 1)
        ORDER BY p.entity_id LIMIT 1`,
    )
    .get() as { id: number; sku: string };
}

describe('every field of every type the Magento part declares', () => {
  it('answers every ProductInterface field of every product kind, two levels deep', async () => {
    const selection = everyField(schema, 'ProductInterface', 2, { skip: ['ConfigurableProduct.variants'] });
    for (const search of ['', 'gift']) {
      const result = await shop.gql(
        `{ products(search: ${JSON.stringify(search)}, pageSize: 30) { items { ${selection} } } }`,
        {},
        { store: 'fr', method: 'POST' },
      );
      noErrors(result);
      const items = result.body.data.products.items as Array<Record<string, unknown>>;
      expect(items.length).toBeGreaterThan(0);
      for (const field of Object.keys((schema.getType('ProductInterface') as any).getFields())) {
        if (!selection.includes(field)) continue;
        for (const item of items) expect(item).toHaveProperty(field);
      }
    }
  });

  it('answers every StoreConfig field in every store view', async () => {
    for (const store of ['default', 'uk', 'fr', 'de', 'pl', 'ae_ar']) {
      const result = await shop.gql(`{ storeConfig { ${everyField(schema, 'StoreConfig', 2)} } }`, {}, { store });
      noErrors(result);
      expect(result.body.data.storeConfig).toMatchObject({
        product_reviews_enabled: '1',
        allow_guests_to_write_product_reviews: store === 'de' ? '0' : '1',
        magento_wishlist_general_is_enabled: '1',
        send_friend: { enabled_for_customers: true, enabled_for_guests: false },
        check_money_order_enabled: true,
        product_fixed_product_tax_display_setting: 'FPT_DISABLED',
      });
    }
  });

  it('answers every field of a customer, their addresses, lists and reviews', async () => {
    const { token } = await signUp();
    const created = await asCustomer(
      token,
      `mutation($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id middlename prefix suffix fax customer_id country_id } }`,
      {
        input: {
          firstname: 'Ada',
          middlename: 'King',
          prefix: 'Lady',
          suffix: 'FRS',
          fax: '+44 20 7946 0001',
          lastname: 'Lovelace',
          street: ['12 St James Square'],
          city: 'London',
          postcode: 'SW1Y 4JH',
          country_code: 'GB',
          telephone: '+44 20 7946 0000',
        },
      },
    );
    noErrors(created);
    expect(created.body.data.createCustomerAddress).toMatchObject({
      middlename: 'King',
      prefix: 'Lady',
      suffix: 'FRS',
      fax: '+44 20 7946 0001',
      country_id: 'GB',
    });
    const selection = everyField(schema, 'Customer', 2, { args: { 'Customer.wishlist_v2': 'id: "0"' } });
    const result = await asCustomer(token, `{ customer { ${selection} } }`);
    noErrors(result);
    const customer = result.body.data.customer;
    expect(customer).toMatchObject({ id: null, group_id: null, allow_remote_shopping_assistance: false, reviews: { items: [] } });
    expect(customer.addresses[0]).toMatchObject({ middlename: 'King', custom_attributes: [], extension_attributes: [] });
    expect(customer.wishlist).toMatchObject({ items: [], items_count: 0 });
  });

  it("answers every field of a cart's items, addresses and prices", async () => {
    const product = plainSimple();
    const cartId = (await shop.gql(`mutation { createEmptyCart }`, {}, { store: STORE })).body.data.createEmptyCart as string;
    noErrors(
      await shop.gql(
        `mutation($cart: String!, $sku: String!) { addSimpleProductsToCart(input: { cart_id: $cart, cart_items: [{ data: { sku: $sku, quantity: 2 } }] }) { cart { id } } }`,
        { cart: cartId, sku: product.sku },
        { store: STORE },
      ),
    );
    const address = {
      firstname: 'Ada',
      lastname: 'Lovelace',
      street: ['10 Downing Street'],
      city: 'London',
      postcode: 'SW1A 2AA',
      country_code: 'GB',
      telephone: '+44 20 7946 0000',
      save_in_address_book: false,
    };
    noErrors(
      await shop.gql(
        `mutation($cart: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ address: $address }] }) { cart { id } }
          setBillingAddressOnCart(input: { cart_id: $cart, billing_address: { address: $address } }) { cart { id } } }`,
        { cart: cartId, address },
        { store: STORE },
      ),
    );
    const result = await shop.gql(
      `query($cart: String!) { cart(cart_id: $cart) { ${everyField(schema, 'Cart', 3)} } }`,
      { cart: cartId },
      { store: STORE, method: 'POST' },
    );
    noErrors(result);
    const cart = result.body.data.cart;
    expect(cart.gift_message).toBeNull();
    expect(cart.items[0]).toMatchObject({ quantity: 2, product: { sku: product.sku } });
    const shipping = cart.shipping_addresses[0];
    expect(shipping.cart_items).toEqual([{ __typename: 'CartItemQuantity', cart_item_id: Number(cart.items[0].id), quantity: 2 }]);
    expect(shipping.cart_items_v2).toHaveLength(1);
    expect(shipping.pickup_location_code).toBeNull();
    expect(shipping.available_shipping_methods[0].base_amount).toEqual(shipping.available_shipping_methods[0].amount);
    expect(cart.billing_address.customer_notes).toBeNull();
  });

  it("answers every field of a customer's orders, with the invoice and shipment of a completed one", async () => {
    const token = (await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password)).body.data.generateCustomerToken.token as string;
    const result = await asCustomer(token, `{ customer { orders { ${everyField(schema, 'CustomerOrders', 3)} } } }`);
    noErrors(result);
    const [order] = result.body.data.customer.orders.items;
    expect(order.status).toBe('Complete');
    expect(order).toMatchObject({
      increment_id: order.number,
      order_number: order.number,
      created_at: order.order_date,
      comments: [],
      credit_memos: [],
    });
    expect(order.grand_total).toBe(order.total.grand_total.value);
    expect(order.invoices).toHaveLength(1);
    expect(order.invoices[0]).toMatchObject({ number: order.number, comments: [] });
    const totals = await asCustomer(
      token,
      `{ customer { orders { items { total { grand_total { value } } invoices { total { grand_total { value } total_tax { value } } } } } } }`,
    );
    const [withTotals] = totals.body.data.customer.orders.items;
    expect(withTotals.invoices[0].total.grand_total).toEqual(withTotals.total.grand_total);
    expect(order.invoices[0].items.map((i: { product_sku: string }) => i.product_sku)).toEqual(
      order.items.map((i: { product_sku: string }) => i.product_sku),
    );
    expect(order.shipments).toHaveLength(1);
    expect(order.shipments[0].items[0].quantity_shipped).toBe(order.items[0].quantity_ordered);
    const legacy = await asCustomer(token, `{ customerOrders { items { ${everyField(schema, 'CustomerOrder', 1)} } } }`);
    noErrors(legacy);
    expect(legacy.body.data.customerOrders.items.map((o: { order_number: string }) => o.order_number)).toEqual([order.number]);
  });
});

describe('product fields storefronts such as PWA Studio ask for', () => {
  it('serves the deprecated price, media_gallery_entries and product_links beside their successors', async () => {
    const frame = reviewedFrame('fr');
    const result = await shop.gql(
      `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items {
          price_range { minimum_price { final_price { value currency } regular_price { value } } maximum_price { final_price { value } } }
          price { minimalPrice { amount { value currency } adjustments { code } } maximalPrice { amount { value } } regularPrice { amount { value } } }
          media_gallery { url label position disabled } media_gallery_entries { id uid file types label position disabled media_type content { name } video_content { video_url } }
          product_links { sku link_type linked_product_sku linked_product_type position } related_products { sku }
          websites { id code is_default } attribute_set_id special_from_date tier_prices { qty } price_tiers { quantity } url_path } } }`,
      { sku: frame.sku },
      { store: 'fr' },
    );
    noErrors(result);
    const [product] = result.body.data.products.items;
    expect(product.price.minimalPrice.amount).toEqual(product.price_range.minimum_price.final_price);
    expect(product.price.maximalPrice.amount.value).toBe(product.price_range.maximum_price.final_price.value);
    expect(product.price.regularPrice.amount.value).toBe(product.price_range.minimum_price.regular_price.value);
    expect(product.price.minimalPrice.adjustments).toEqual([]);
    expect(product.media_gallery_entries).toHaveLength(product.media_gallery.length);
    product.media_gallery_entries.forEach((entry: { file: string; position: number; media_type: string }, i: number) => {
      expect(product.media_gallery[i].url.endsWith(entry.file)).toBe(true);
      expect(entry).toMatchObject({ position: product.media_gallery[i].position, media_type: 'image' });
    });
    expect(product.media_gallery_entries[0].types).toEqual(expect.arrayContaining(['image', 'small_image', 'thumbnail']));
    const related = product.product_links
      .filter((l: { link_type: string }) => l.link_type === 'related')
      .map((l: { linked_product_sku: string }) => l.linked_product_sku);
    expect(related.sort()).toEqual(product.related_products.map((p: { sku: string }) => p.sku).sort());
    expect(product).toMatchObject({
      websites: [{ id: 1, code: 'fr', is_default: true }],
      attribute_set_id: 4,
      tier_prices: [],
      price_tiers: [],
      url_path: null,
    });
  });
});

describe('customer accounts: the deprecated createCustomer and updateCustomer, isEmailAvailable, deleteCustomer', () => {
  it('creates an account from CustomerInput with every name part, gender and VAT number', async () => {
    const email = uniqueEmail('legacy');
    const created = await shop.gql(
      `mutation($input: CustomerInput!) { createCustomer(input: $input) { customer { email prefix firstname middlename lastname suffix gender taxvat dob date_of_birth is_subscribed } } }`,
      {
        input: {
          email,
          password: PASSWORD,
          prefix: 'Dr',
          firstname: 'Grace',
          middlename: 'Brewster',
          lastname: 'Hopper',
          suffix: 'PhD',
          gender: 2,
          taxvat: 'GB123456789',
          dob: '1906-12-09',
          is_subscribed: true,
        },
      },
      { store: STORE },
    );
    noErrors(created);
    expect(created.body.data.createCustomer.customer).toEqual({
      email,
      prefix: 'Dr',
      firstname: 'Grace',
      middlename: 'Brewster',
      lastname: 'Hopper',
      suffix: 'PhD',
      gender: 2,
      taxvat: 'GB123456789',
      dob: '1906-12-09',
      date_of_birth: '1906-12-09',
      is_subscribed: true,
    });
    const again = await shop.gql(
      `mutation($input: CustomerInput!) { createCustomer(input: $input) { customer { email } } }`,
      { input: { email, firstname: 'G', lastname: 'H', password: PASSWORD } },
      { store: STORE },
    );
    expect(again.body.errors?.[0]).toMatchObject({
      message: 'A customer with the same email address already exists in an associated website.',
      extensions: { category: 'graphql-already-exists' },
    });
    const badGender = await shop.gql(
      `mutation($input: CustomerInput!) { createCustomer(input: $input) { customer { email } } }`,
      { input: { email: uniqueEmail(), firstname: 'G', lastname: 'H', gender: 7 } },
      { store: STORE },
    );
    expect(badGender.body.errors?.[0].extensions?.category).toBe('graphql-input');
  });

  it('updates the account, asking for the password when the e-mail changes', async () => {
    const { token, email, password } = await signUp();
    const UPDATE = `mutation($input: CustomerInput!) { updateCustomer(input: $input) { customer { email middlename firstname } } }`;
    const renamed = await asCustomer(token, UPDATE, { input: { middlename: 'Augusta', firstname: 'Ada' } });
    noErrors(renamed);
    expect(renamed.body.data.updateCustomer.customer).toEqual({ email, middlename: 'Augusta', firstname: 'Ada' });
    const newEmail = uniqueEmail('moved');
    const withoutPassword = await asCustomer(token, UPDATE, { input: { email: newEmail } });
    expect(withoutPassword.body.errors?.[0].message).toBe('Provide the current "password" to change "email".');
    const moved = await asCustomer(token, UPDATE, { input: { email: newEmail, password } });
    noErrors(moved);
    expect(moved.body.data.updateCustomer.customer.email).toBe(newEmail);
    const guest = await shop.gql(UPDATE, { input: { firstname: 'X' } }, { store: STORE });
    expect(guest.body.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
  });

  it("tells whether an e-mail is free in the website, with Magento's texts for bad input", async () => {
    const { email } = await signUp();
    const ask = (value: string, store = STORE) =>
      shop.gql(`query($email: String!) { isEmailAvailable(email: $email) { is_email_available } }`, { email: value }, { store });
    expect((await ask(email)).body.data.isEmailAvailable.is_email_available).toBe(false);
    expect((await ask(email.toUpperCase())).body.data.isEmailAvailable.is_email_available).toBe(false);
    expect((await ask(uniqueEmail())).body.data.isEmailAvailable.is_email_available).toBe(true);
    expect((await ask(email, 'fr')).body.data.isEmailAvailable.is_email_available).toBe(true); // accounts are per website
    expect((await ask('')).body.errors?.[0].message).toBe('Email must be specified');
    expect((await ask('not-an-email')).body.errors?.[0].message).toBe('Email is invalid');
  });

  it('deletes the signed-in account; its token then no longer works', async () => {
    const { token, email } = await signUp();
    const deleted = await asCustomer(token, `mutation { deleteCustomer }`);
    noErrors(deleted);
    expect(deleted.body.data.deleteCustomer).toBe(true);
    expect((await asCustomer(token, `{ customer { email } }`)).body.errors?.[0].extensions?.category).toBe('graphql-authorization');
    expect((await signIn(email)).body.errors?.[0].extensions?.category).toBe('graphql-authentication');
  });

  it('refuses generateCustomerTokenAsAdmin without an admin token', async () => {
    const { email, token } = await signUp();
    for (const headers of [{}, { Authorization: `Bearer ${token}` }] as Array<Record<string, string>>) {
      const result = await shop.gql(
        `mutation($email: String!) { generateCustomerTokenAsAdmin(input: { customer_email: $email }) { customer_token } }`,
        { email },
        { store: STORE, headers },
      );
      expect(result.body.errors?.[0]).toMatchObject({
        message: "The current customer isn't authorized.",
        extensions: { category: 'graphql-authorization' },
      });
    }
    // Magento checks the e-mail given before the caller (LoginAsCustomerGraphQl RequestCustomerToken).
    const blank = await shop.gql(`mutation { generateCustomerTokenAsAdmin(input: { customer_email: " " }) { customer_token } }`, {}, { store: STORE });
    expect(blank.body.errors?.[0]).toMatchObject({ message: 'Specify the "customer email" value.', extensions: { category: 'graphql-input' } });
  });
});

describe('carts: the per-type add mutations, assignCustomerToGuestCart and setPaymentMethodAndPlaceOrder', () => {
  const newCart = async () => (await shop.gql(`mutation { createEmptyCart }`, {}, { store: STORE })).body.data.createEmptyCart as string;

  it('adds a configurable variant by parent_sku with its lens options, a simple product, and fails the whole call on a bad item', async () => {
    const frame = reviewedFrame(STORE);
    const simple = plainSimple();
    const cartId = await newCart();
    // The frame's required lens options, each with its first value, as CustomizableOptionInput (id + value_string).
    const options = db()
      .prepare(
        `SELECT o.option_id AS id, MIN(v.option_type_id) AS value FROM catalog_product_option o
           JOIN catalog_product_option_type_value v ON v.option_id = o.option_id WHERE o.product_id = ? AND o.is_require = 1 GROUP BY o.option_id`,
      )
      .all(frame.id) as Array<{ id: number; value: number }>;
    const ADD_FRAME = `mutation($cart: String!, $parent: String!, $variant: String!, $options: [CustomizableOptionInput!]) {
        addConfigurableProductsToCart(input: { cart_id: $cart, cart_items: [{ parent_sku: $parent, data: { sku: $variant, quantity: 1 }, customizable_options: $options }] }) {
          cart { items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } customizable_options { id } } } } } }`;
    if (options.length) {
      const withoutOptions = await shop.gql(ADD_FRAME, { cart: cartId, parent: frame.sku, variant: frame.variant_sku }, { store: STORE });
      expect(withoutOptions.body.errors?.[0].message).toBe(
        `Could not add the product with SKU ${frame.variant_sku} to the shopping cart: The product's required option(s) weren't entered. Make sure the options are entered and try again.`,
      );
    }
    const added = await shop.gql(
      ADD_FRAME,
      {
        cart: cartId,
        parent: frame.sku,
        variant: frame.variant_sku,
        options: options.map((o) => ({ id: o.id, value_string: String(o.value) })),
      },
      { store: STORE },
    );
    noErrors(added);
    const [line] = added.body.data.addConfigurableProductsToCart.cart.items;
    expect(line).toMatchObject({ quantity: 1, product: { sku: frame.sku }, configured_variant: { sku: frame.variant_sku } });
    expect(line.customizable_options.map((o: { id: number }) => o.id).sort()).toEqual(options.map((o) => o.id).sort());
    const ADD_SIMPLE = `mutation($cart: String!, $items: [SimpleProductCartItemInput!]!) {
      addSimpleProductsToCart(input: { cart_id: $cart, cart_items: $items }) { cart { total_quantity } } }`;
    const failed = await shop.gql(
      ADD_SIMPLE,
      { cart: cartId, items: [{ data: { sku: simple.sku, quantity: 1 } }, { data: { sku: 'NO-SUCH-SKU', quantity: 1 } }] },
      { store: STORE },
    );
    expect(failed.body.errors?.[0]).toMatchObject({
      message: 'Could not add the product with SKU NO-SUCH-SKU to the shopping cart: Could not find a product with SKU "NO-SUCH-SKU"',
      extensions: { category: 'graphql-input' },
    });
    const cart = await shop.gql(`query($cart: String!) { cart(cart_id: $cart) { total_quantity } }`, { cart: cartId }, { store: STORE });
    expect(cart.body.data.cart.total_quantity).toBe(1); // nothing of the failed call was added
    const virtual = await shop.gql(
      `mutation($cart: String!, $sku: String!) { addVirtualProductsToCart(input: { cart_id: $cart, cart_items: [{ data: { sku: $sku, quantity: 2 } }] }) { cart { total_quantity } } }`,
      { cart: cartId, sku: simple.sku },
      { store: STORE },
    );
    noErrors(virtual);
    expect(virtual.body.data.addVirtualProductsToCart.cart.total_quantity).toBe(3);
    const missingCart = await shop.gql(ADD_SIMPLE, { cart: '', items: [{ data: { sku: simple.sku, quantity: 1 } }] }, { store: STORE });
    expect(missingCart.body.errors?.[0].message).toBe('Required parameter "cart_id" is missing');
  });

  it("moves a guest cart's items into the customer's cart with assignCustomerToGuestCart", async () => {
    const simple = plainSimple();
    const guestCart = await newCart();
    noErrors(
      await shop.gql(
        `mutation($cart: String!, $sku: String!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: 2 }]) { cart { id } } }`,
        { cart: guestCart, sku: simple.sku },
        { store: STORE },
      ),
    );
    const refused = await shop.gql(
      `mutation($cart: String!) { assignCustomerToGuestCart(cart_id: $cart) { id } }`,
      { cart: guestCart },
      { store: STORE },
    );
    expect(refused.body.errors?.[0].extensions?.category).toBe('graphql-authorization');
    const { token } = await signUp();
    const assigned = await asCustomer(
      token,
      `mutation($cart: String!) { assignCustomerToGuestCart(cart_id: $cart) { id items { quantity product { sku } } } }`,
      { cart: guestCart },
    );
    noErrors(assigned);
    expect(assigned.body.data.assignCustomerToGuestCart.items).toEqual([{ quantity: 2, product: { sku: simple.sku } }]);
    const own = await asCustomer(token, `{ customerCart { id } }`);
    expect(own.body.data.customerCart.id).toBe(assigned.body.data.assignCustomerToGuestCart.id);
  });

  it('places an order in one call with setPaymentMethodAndPlaceOrder', async () => {
    const simple = plainSimple();
    const cartId = await newCart();
    const address = {
      firstname: 'Ada',
      lastname: 'Lovelace',
      street: ['10 Downing Street'],
      city: 'London',
      postcode: 'SW1A 2AA',
      country_code: 'GB',
      telephone: '+44 20 7946 0000',
    };
    const prepared = await shop.gql(
      `mutation($cart: String!, $sku: String!, $address: CartAddressInput!) {
        addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } }
        setGuestEmailOnCart(input: { cart_id: $cart, email: "ada@example.com" }) { cart { id } }
        setShippingAddressesOnCart(input: { cart_id: $cart, shipping_addresses: [{ address: $address }] }) { cart { shipping_addresses { available_shipping_methods { carrier_code method_code } } } }
        setBillingAddressOnCart(input: { cart_id: $cart, billing_address: { address: $address } }) { cart { id } } }`,
      { cart: cartId, sku: simple.sku, address },
      { store: STORE },
    );
    noErrors(prepared);
    const [method] = prepared.body.data.setShippingAddressesOnCart.cart.shipping_addresses[0].available_shipping_methods;
    noErrors(
      await shop.gql(
        `mutation($cart: String!, $carrier: String!, $method: String!) { setShippingMethodsOnCart(input: { cart_id: $cart, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) { cart { id } } }`,
        { cart: cartId, carrier: method.carrier_code, method: method.method_code },
        { store: STORE },
      ),
    );
    const PLACE = `mutation($cart: String!, $code: String!) { setPaymentMethodAndPlaceOrder(input: { cart_id: $cart, payment_method: { code: $code } }) { order { order_number order_id } } }`;
    const noMethod = await shop.gql(PLACE, { cart: cartId, code: '' }, { store: STORE });
    expect(noMethod.body.errors?.[0].message).toBe('Required parameter "code" for "payment_method" is missing.');
    const placed = await shop.gql(PLACE, { cart: cartId, code: 'checkmo' }, { store: STORE });
    noErrors(placed);
    const number = placed.body.data.setPaymentMethodAndPlaceOrder.order.order_number as string;
    expect(db().prepare('SELECT status FROM sales_order WHERE increment_id = ?').pluck().get(number)).toBe('pending');
    expect(
      db()
        .prepare('SELECT method FROM sales_order_payment p JOIN sales_order o ON o.entity_id = p.parent_id WHERE o.increment_id = ?')
        .pluck()
        .get(number),
    ).toBe('checkmo');
  });
});

describe('the other operations of the implemented modules', () => {
  it('lists the terms and conditions of the store views that ask for them', async () => {
    const QUERY = `{ checkoutAgreements { ${everyField(schema, 'CheckoutAgreement', 1)} } }`;
    const polish = await shop.gql(QUERY, {}, { store: 'pl' });
    noErrors(polish);
    expect(polish.body.data.checkoutAgreements).toEqual([
      expect.objectContaining({
        agreement_id: 1,
        name: 'Regulamin sklepu',
        checkbox_text: 'Akceptuję regulamin sklepu',
        is_html: true,
        mode: 'MANUAL',
      }),
    ]);
    expect((await shop.gql(QUERY, {}, { store: STORE })).body.data.checkoutAgreements).toEqual([]);
  });

  it("finds the showrooms of the store view's website as pickup locations", async () => {
    const QUERY = `query($area: AreaInput, $filters: PickupLocationFilterInput, $sort: PickupLocationSortInput, $size: Int, $page: Int, $products: [ProductInfoInput]) {
      pickupLocations(area: $area, filters: $filters, sort: $sort, pageSize: $size, currentPage: $page, productsInfo: $products) {
        total_count page_info { page_size current_page total_pages } items { ${everyField(schema, 'PickupLocation', 1)} } } }`;
    const codes = async (variables: object, store = 'eu') => {
      const result = await shop.gql(QUERY, variables, { store });
      noErrors(result);
      return result.body.data.pickupLocations.items.map((l: { pickup_location_code: string }) => l.pickup_location_code);
    };
    expect(await codes({ sort: { name: 'ASC' } })).toEqual(['amsterdam_showroom', 'brussels_showroom']);
    expect(await codes({}, 'nl')).toEqual(['amsterdam_showroom']);
    expect(await codes({}, STORE)).toEqual([]);
    expect(await codes({ filters: { country_id: { eq: 'BE' } } })).toEqual(['brussels_showroom']);
    expect(await codes({ filters: { city: { like: 'Amst%' } } })).toEqual(['amsterdam_showroom']);
    expect(await codes({ area: { search_term: '1000:BE', radius: 50 } })).toEqual(['brussels_showroom']);
    expect(await codes({ area: { search_term: '1000:BE', radius: 500 }, sort: { distance: 'ASC' } })).toEqual([
      'brussels_showroom',
      'amsterdam_showroom',
    ]);
    expect(await codes({ area: { search_term: 'Nowhere:XX', radius: 500 } })).toEqual([]);
    expect(await codes({ products: [{ sku: 'NO-SUCH-SKU' }] })).toEqual([]);
    expect(await codes({ products: [{ sku: plainSimple().sku }] })).toHaveLength(2);
    expect(await codes({ size: 1, page: 2, sort: { name: 'ASC' } })).toEqual(['brussels_showroom']);
    const badPage = await shop.gql(QUERY, { page: 0 }, { store: 'eu' });
    expect(badPage.body.errors?.[0].message).toBe('currentPage value must be greater than 0.');
  });

  it('answers the deprecated category, wishlist and the empty downloadable products of a customer', async () => {
    const root = await shop.gql(`{ category { id name children { name } } }`, {}, { store: STORE });
    noErrors(root);
    expect(root.body.data.category.id).toBe(2);
    expect(root.body.data.category.children.length).toBeGreaterThan(0);
    const missing = await shop.gql(`{ category(id: 99999) { id } }`, {}, { store: STORE });
    expect(missing.body.errors?.[0]).toMatchObject({
      message: "Category doesn't exist",
      extensions: { category: 'graphql-no-such-entity' },
    });
    const { token } = await signUp();
    const frame = reviewedFrame(STORE);
    const wishlistId = (await asCustomer(token, `{ customer { wishlists { id } } }`)).body.data.customer.wishlists[0].id;
    noErrors(
      await asCustomer(
        token,
        `mutation($id: ID!, $sku: String!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: $sku, quantity: 1 }]) { user_errors { message } } }`,
        { id: wishlistId, sku: frame.sku },
      ),
    );
    const legacy = await asCustomer(
      token,
      `{ wishlist { ${everyField(schema, 'WishlistOutput', 2)} } customerDownloadableProducts { items { order_increment_id } } }`,
    );
    noErrors(legacy);
    expect(legacy.body.data.wishlist).toMatchObject({ items_count: 1, name: null, items: [{ qty: 1, product: { sku: frame.sku } }] });
    expect(legacy.body.data.customerDownloadableProducts).toEqual({ items: [] });
    for (const query of [`{ wishlist { items_count } }`, `{ customerDownloadableProducts { items { date } } }`]) {
      expect((await shop.gql(query, {}, { store: STORE })).body.errors?.[0].extensions?.category).toBe('graphql-authorization');
    }
  });

  it("e-mails a product to friends for a signed-in customer, with Magento's validation", async () => {
    const frame = reviewedFrame(STORE);
    const SEND = `mutation($input: SendEmailToFriendInput) { sendEmailToFriend(input: $input) { sender { name email message } recipients { name email } } }`;
    const input = (recipients: object[], message = 'These would suit you.') => ({
      product_id: frame.id,
      sender: { name: 'Ada', email: 'ada@example.com', message },
      recipients,
    });
    const guest = await shop.gql(SEND, { input: input([{ name: 'Bob', email: 'bob@example.com' }]) }, { store: STORE });
    expect(guest.body.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    const { token } = await signUp();
    const friend = uniqueEmail('friend');
    const sent = await asCustomer(token, SEND, { input: input([{ name: 'Bob', email: friend }]) });
    noErrors(sent);
    expect(sent.body.data.sendEmailToFriend).toEqual({
      sender: { name: 'Ada', email: 'ada@example.com', message: 'These would suit you.' },
      recipients: [{ name: 'Bob', email: friend }],
    });
    const mail = db().prepare('SELECT subject, text FROM outbox_email WHERE to_email = ?').get(friend) as { subject: string; text: string };
    expect(mail.text).toContain(`/${STORE}/`);
    // Magento 2.4.6's texts, in its order: the sender's and recipients' fields, then SendFriend::validate()
    // (its messages joined without a separator).
    const refusals: Array<[object, string]> = [
      [{ ...input([{ name: 'Bob', email: friend }]), sender: { name: ' ', email: 'ada@example.com', message: 'Hi' } }, 'Please provide Name of sender.'],
      [{ ...input([{ name: 'Bob', email: friend }]), sender: { name: 'Ada', email: '', message: 'Hi' } }, 'Please provide Email of sender.'],
      [input([{ name: 'Bob', email: friend }], ''), 'Please provide Message.'],
      [input([{ name: '', email: friend }]), 'Please provide Name for all of recipients.'],
      [input([{ name: 'Bob', email: '' }]), 'Please provide Email for all of recipients.'],
      [input([{ name: 'Bob', email: 'nope' }]), 'Please enter a correct recipient email address.'],
      [
        { ...input([{ name: 'Bob', email: 'nope' }]), sender: { name: 'Ada', email: 'ada@', message: 'Hi' } },
        'Invalid Sender EmailPlease enter a correct recipient email address.',
      ],
      [input([]), 'Please specify at least one recipient.'],
    ];
    for (const [refused, message] of refusals) {
      const answer = await asCustomer(token, SEND, { input: refused });
      expect(answer.body.errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    }
    const tooMany = await asCustomer(token, SEND, {
      input: input(Array.from({ length: 6 }, (_, i) => ({ name: `F${i}`, email: `f${i}@example.com` }))),
    });
    expect(tooMany.body.errors?.[0].message).toBe('No more than 5 emails can be sent at a time.');
    const unknown = await asCustomer(token, SEND, { input: { ...input([{ name: 'Bob', email: friend }]), product_id: 999999 } });
    expect(unknown.body.errors?.[0]).toMatchObject({
      message: "The product that was requested doesn't exist. Verify the product and try again.",
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it("answers the payment providers' fields: a Braintree sandbox client token, Magento's not-configured errors for Payflow and Hosted Pro", async () => {
    const token = await shop.gql(`mutation { createBraintreeClientToken }`, {}, { store: STORE });
    noErrors(token);
    const decoded = JSON.parse(Buffer.from(token.body.data.createBraintreeClientToken, 'base64').toString('utf8'));
    expect(decoded).toMatchObject({ environment: 'sandbox', tokenizeUrl: expect.stringMatching(/\/sandbox\/card\/tokenize$/) });
    const cartId = (await shop.gql(`mutation { createEmptyCart }`, {}, { store: STORE })).body.data.createEmptyCart as string;
    const calls = [
      `query($cart: String!) { getPayflowLinkToken(input: { cart_id: $cart }) { secure_token } }`,
      `query($cart: String!) { getHostedProUrl(input: { cart_id: $cart }) { secure_form_url } }`,
      `mutation($cart: String!) { createPayflowProToken(input: { cart_id: $cart, urls: { return_url: "r", cancel_url: "c", error_url: "e" } }) { secure_token } }`,
      `mutation($cart: String!) { handlePayflowProResponse(input: { cart_id: $cart, paypal_payload: "RESULT=0" }) { cart { id } } }`,
    ];
    for (const call of calls) {
      const answer = await shop.gql(call, { cart: cartId }, { store: STORE });
      expect(answer.body.errors?.[0]).toMatchObject({
        message: 'The requested Payment Method is not available.',
        extensions: { category: 'graphql-input' },
      });
      const unknownCart = await shop.gql(call, { cart: 'no-such-cart' }, { store: STORE });
      expect(unknownCart.body.errors?.[0].extensions?.category).toBe('graphql-no-such-entity');
    }
  });
});

describe("Magento's PWA module (the PWA part)", () => {
  it('serves the store flags, robots, reCAPTCHA (off) and search terms PWA Studio reads', async () => {
    const result = await shop.gql(
      `{ storeConfig { contact_enabled newsletter_enabled magento_wishlist_general_is_enabled }
         robotsConfig { defaultRobots customInstructions }
         recaptchaV3Config { website_key minimum_score badge_position language_code failure_message forms }
         searchTerm(Search: "round frames") { query_text redirect popularity } }`,
      {},
      { store: STORE },
    );
    noErrors(result);
    expect(result.body.data).toEqual({
      storeConfig: { contact_enabled: true, newsletter_enabled: true, magento_wishlist_general_is_enabled: '1' },
      robotsConfig: { defaultRobots: 'INDEX,FOLLOW', customInstructions: null },
      recaptchaV3Config: {
        website_key: '',
        minimum_score: 0.5,
        badge_position: 'inline',
        language_code: null,
        failure_message: 'reCAPTCHA verification failed.',
        forms: [],
      },
      searchTerm: { query_text: 'round frames', redirect: null, popularity: 0 },
    });
  });

  it("answers a product's custom attributes with the labels of the store view, and their metadata", async () => {
    const frame = reviewedFrame('de');
    const result = await shop.gql(
      `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { brand frame_shape
          custom_attributes { selected_attribute_options { attribute_option { uid label is_default } } entered_attribute_value { value }
            attribute_metadata { uid code label entity_type ... on ProductAttributeMetadata { used_in_components } } } } }
        customAttributeMetadata(attributes: [{ attribute_code: "brand", entity_type: "4" }]) { items { attribute_options { value label uid is_default } } } }`,
      { sku: frame.sku },
      { store: 'de' },
    );
    noErrors(result);
    const [product] = result.body.data.products.items;
    const brand = product.custom_attributes.find((a: { attribute_metadata: { code: string } }) => a.attribute_metadata.code === 'brand');
    const option = result.body.data.customAttributeMetadata.items[0].attribute_options.find(
      (o: { value: string }) => o.value === String(product.brand),
    );
    expect(brand.selected_attribute_options.attribute_option).toEqual([{ uid: option.uid, label: option.label, is_default: false }]);
    expect(brand.attribute_metadata).toMatchObject({
      label: 'Marke',
      entity_type: 'PRODUCT',
      used_in_components: expect.arrayContaining(['PRODUCT_FILTER']),
    });
    const metadata = await shop.gql(
      `query($uids: [ID!]) { attributesMetadata(entityType: PRODUCT, attributeUids: $uids) { items { code label attribute_labels { store_code label }
          ui_input { ui_input_type is_html_allowed ... on UiAttributeTypeSelect { attribute_options { uid label } } } } } }`,
      { uids: [brand.attribute_metadata.uid] },
      { store: 'de' },
    );
    noErrors(metadata);
    const [item] = metadata.body.data.attributesMetadata.items;
    expect(item).toMatchObject({ code: 'brand', label: 'Marke', ui_input: { ui_input_type: 'SELECT', is_html_allowed: false } });
    expect(item.attribute_labels).toEqual(expect.arrayContaining([{ store_code: 'fr', label: 'Marque' }]));
    expect(item.ui_input.attribute_options).toContainEqual({ uid: option.uid, label: option.label });
  });

  it("answers the token's lifetime, the customer's confirmation, the order's state and the cart's summary quantity", async () => {
    const signedIn = await shop.gql(
      `mutation($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token customer_token_lifetime } }`,
      { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password },
      { store: STORE },
    );
    noErrors(signedIn);
    const { token, customer_token_lifetime } = signedIn.body.data.generateCustomerToken;
    expect(customer_token_lifetime).toBe(1); // hours, as Magento's oauth/access_token_lifetime/customer
    const customer = await asCustomer(token, `{ customer { is_confirmed orders { items { state status } } } }`);
    noErrors(customer);
    expect(customer.body.data.customer).toEqual({ is_confirmed: true, orders: { items: [{ state: 'complete', status: 'Complete' }] } });
    const cartId = (await shop.gql(`mutation { createEmptyCart }`, {}, { store: STORE })).body.data.createEmptyCart as string;
    const cart = await shop.gql(
      `mutation($cart: String!, $sku: String!) { addProductsToCart(cartId: $cart, cartItems: [{ sku: $sku, quantity: 3 }]) {
          cart { total_quantity total_summary_quantity_including_config } } }`,
      { cart: cartId, sku: plainSimple().sku },
      { store: STORE },
    );
    noErrors(cart);
    expect(cart.body.data.addProductsToCart.cart).toEqual({ total_quantity: 3, total_summary_quantity_including_config: 3 });
  });
});
