/** @jest-environment node */
import { reserveStock } from '../modules/quote/inventory';
import { useTestBackend, type GraphQlResult } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();

const ITEM_PRICES = `prices { price { value currency } price_including_tax { value } row_total { value } row_total_including_tax { value }
  total_item_discount { value } discounts { label amount { value } } }`;
const SELECTED_OPTIONS = `customizable_options { label type is_required values { label value price { value units type } } }`;
const CART = `id total_quantity is_virtual email
  items { __typename uid id quantity errors { code message } product { sku } ${ITEM_PRICES}
    ... on SimpleCartItem { ${SELECTED_OPTIONS} }
    ... on ConfigurableCartItem { ${SELECTED_OPTIONS} configured_variant { sku }
      configurable_options { option_label value_label configurable_product_option_value_uid } } }
  prices { grand_total { value currency } subtotal_including_tax { value } subtotal_excluding_tax { value }
    subtotal_with_discount_excluding_tax { value } applied_taxes { label amount { value currency } } discounts { label amount { value } } }
  applied_coupons { code }
  shipping_addresses { firstname street city postcode region { code label region_id } country { code label }
    available_shipping_methods { carrier_code method_code carrier_title method_title amount { value currency } price_excl_tax { value }
      price_incl_tax { value } available error_message }
    selected_shipping_method { carrier_code method_code amount { value } } }
  billing_address { firstname city country { code } }
  available_payment_methods { code title is_deferred }
  selected_payment_method { code title }`;

interface Address {
  firstname?: string;
  lastname?: string;
  street?: string[];
  city?: string;
  region?: string;
  region_id?: number;
  postcode?: string;
  country_code?: string;
  telephone?: string;
}

const person = { firstname: 'Ada', lastname: 'Lovelace', telephone: '+44 20 7946 0000' };
const ADDRESSES = {
  GB: { ...person, street: ['10 Downing Street'], city: 'London', postcode: 'SW1A 2AA', country_code: 'GB' },
  FR: { ...person, street: ['1 rue de Rivoli'], city: 'Paris', postcode: '75001', country_code: 'FR' },
  BE: { ...person, street: ['Grand-Place 1'], city: 'Bruxelles', postcode: '1000', country_code: 'BE' },
  LU: { ...person, street: ['1 rue du Marché-aux-Herbes'], city: 'Luxembourg', postcode: 'L-1728', country_code: 'LU' },
  DE: { ...person, street: ['Unter den Linden 1'], city: 'Berlin', postcode: '10117', country_code: 'DE' },
  CH: { ...person, street: ['Bahnhofstrasse 1'], city: 'Zürich', postcode: '8001', country_code: 'CH' },
  CA: { ...person, street: ['1 Market Street'], city: 'San Francisco', region: 'CA', postcode: '94105', country_code: 'US' },
  OR: { ...person, street: ['1 Main Street'], city: 'Portland', region: 'OR', postcode: '97201', country_code: 'US' },
  AE: { ...person, street: ['Sheikh Zayed Road 1'], city: 'Dubai', country_code: 'AE' },
  HK: { ...person, street: ['1 Queen’s Road Central'], city: 'Hong Kong', country_code: 'HK' },
} satisfies Record<string, Address>;

// ---------------------------------------------------------------------------------------------
// Helpers: every call goes over HTTP; the database is read only to pick products and, where a
// test needs it, to change stock or a cart's state as another process (an order) would.
// ---------------------------------------------------------------------------------------------

const db = () => shop.backend.services.db;

let nextProduct = 0;
/** A different in-stock simple product for every call, for tests that change its stock. */
function freshProduct(): { id: number; sku: string } {
  const product = db()
    .prepare(
      `SELECT p.entity_id AS id, p.sku FROM catalog_product p JOIN cataloginventory_stock_item si ON si.product_id = p.entity_id
        WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.attribute_set != 'GiftCard' AND si.is_in_stock = 1 AND si.qty >= 20
          AND p.entity_id != ? ORDER BY p.entity_id LIMIT 1 OFFSET ?`,
    )
    .get(everydayProduct().id, nextProduct++) as { id: number; sku: string } | undefined;
  if (!product) throw new Error('The catalogue has no more in-stock simple products for these tests');
  return product;
}

let everyday: { id: number; sku: string } | undefined;
/** One accessory under £50 that never runs out, for tests about anything but stock. */
function everydayProduct(): { id: number; sku: string } {
  if (everyday) return everyday;
  everyday = db()
    .prepare(
      `SELECT p.entity_id AS id, p.sku FROM catalog_product p JOIN catalog_product_price pr ON pr.entity_id = p.entity_id AND pr.store_id = 6
        WHERE p.attribute_set = 'Accessories' AND p.visibility = 4 AND pr.price BETWEEN 10 AND 40 ORDER BY p.entity_id LIMIT 1`,
    )
    .get() as { id: number; sku: string };
  setStock(everyday.id, 100_000);
  return everyday;
}

function setStock(productId: number, qty: number, inStock = 1): void {
  db().prepare('UPDATE cataloginventory_stock_item SET qty = ?, is_in_stock = ? WHERE product_id = ?').run(qty, inStock, productId);
}

function expectError(result: GraphQlResult, message: string, category: string): void {
  expect(result.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ message, extensions: { category } })]));
}

async function finalPrice(sku: string, store: string): Promise<number> {
  const { body } = await shop.gql(
    `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { price_range { minimum_price { final_price { value } } } } } }`,
    { sku },
    { store },
  );
  return body.data.products.items[0].price_range.minimum_price.final_price.value;
}

async function newCart(store: string): Promise<string> {
  const { body } = await shop.gql(`mutation { createEmptyCart }`, {}, { store });
  return body.data.createEmptyCart;
}

async function getCart(store: string, cartId: string) {
  return shop.gql(`query($id: String!) { cart(cart_id: $id) { ${CART} } }`, { id: cartId }, { store });
}

type Item = { sku: string; quantity: number; parent_sku?: string; selected_options?: string[]; entered_options?: object[] };

async function addItems(store: string, cartId: string, cartItems: Item[]) {
  return shop.gql(
    `mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) {
      user_errors { code message } cart { ${CART} } } }`,
    { id: cartId, items: cartItems },
    { store },
  );
}

/** A cart in `store` holding `quantity` of a product (a fresh one when the test changes its stock). */
async function cartWith(store: string, quantity = 1, product = everydayProduct()) {
  const cartId = await newCart(store);
  const { body } = await addItems(store, cartId, [{ sku: product.sku, quantity }]);
  expect(body.data.addProductsToCart.user_errors).toEqual([]);
  return { cartId, product, cart: body.data.addProductsToCart.cart };
}

async function setShippingAddress(store: string, cartId: string, address: Address) {
  return shop.gql(
    `mutation($id: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { ${CART} } } }`,
    { id: cartId, address },
    { store },
  );
}

async function setShippingMethod(store: string, cartId: string, carrier: string, method = carrier) {
  return shop.gql(
    `mutation($id: String!, $carrier: String!, $method: String!) {
      setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {
        cart { ${CART} } } }`,
    { id: cartId, carrier, method },
    { store },
  );
}

async function applyCoupon(store: string, cartId: string, code: string) {
  return shop.gql(
    `mutation($id: String!, $code: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: $code }) { cart { ${CART} } } }`,
    { id: cartId, code },
    { store },
  );
}

const round2 = (n: number) => Math.round(n * 100 + 1e-7) / 100;
const methods = (cart: any) =>
  Object.fromEntries(cart.shipping_addresses[0].available_shipping_methods.map((m: any) => [m.carrier_code, m.amount.value]));

// ---------------------------------------------------------------------------------------------

describe('creating carts', () => {
  it('creates an empty cart with a 32-character masked id, in the store currency', async () => {
    const cartId = await newCart('uk');
    expect(cartId).toMatch(/^[A-Za-z0-9]{32}$/);
    const { body } = await getCart('uk', cartId);
    expect(body.errors).toBeUndefined();
    expect(body.data.cart).toMatchObject({
      id: cartId,
      items: [],
      total_quantity: 0,
      is_virtual: false,
      email: null,
      prices: { grand_total: { value: 0, currency: 'GBP' }, applied_taxes: [], discounts: null },
      applied_coupons: null,
      shipping_addresses: [],
      billing_address: null,
      available_payment_methods: [{ code: 'free', title: 'No Payment Information Required', is_deferred: false }],
      selected_payment_method: { code: '', title: '' },
    });
  });

  it('creates guest carts in Magento 2.4.7’s shape, with an optional client id', async () => {
    const random = await shop.gql(`mutation { createGuestCart { cart { id total_quantity } } }`, {}, { store: 'fr' });
    expect(random.body.data.createGuestCart.cart).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9]{32}$/), total_quantity: 0 });

    const uid = 'x2345678901234567890123456789012';
    const create = () =>
      shop.gql(`mutation($uid: ID) { createGuestCart(input: { cart_uid: $uid }) { cart { id } } }`, { uid }, { store: 'fr' });
    expect((await create()).body.data.createGuestCart.cart.id).toBe(uid);
    expectError(await create(), `Cart with ID "${uid}" already exists.`, 'graphql-already-exists');
    const short = await shop.gql(`mutation { createEmptyCart(input: { cart_id: "572" }) }`, {}, { store: 'fr' });
    expectError(short, 'Cart ID length should to be 32 symbols.', 'graphql-input');
  });

  it('refuses cart mutations over GET', async () => {
    const { body } = await shop.gql(`mutation { createEmptyCart }`, {}, { store: 'uk', method: 'GET' });
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({ message: 'Mutation requests allowed only for POST requests' });
  });
});

describe('invalid carts', () => {
  it('reports an unknown or missing cart id with Magento’s texts', async () => {
    const unknown = await getCart('uk', 'no-such-cart');
    expectError(unknown, 'Could not find a cart with ID "no-such-cart"', 'graphql-no-such-entity');
    expectError(await getCart('uk', ''), 'Required parameter "cart_id" is missing', 'graphql-input');
    const add = await addItems('uk', 'no-such-cart', [{ sku: 'X', quantity: 1 }]);
    expectError(add, 'Could not find a cart with ID "no-such-cart"', 'graphql-no-such-entity');
  });

  it('reports an inactive cart', async () => {
    const cartId = await newCart('uk');
    db().prepare('UPDATE quote SET is_active = 0 WHERE masked_id = ?').run(cartId);
    expectError(await getCart('uk', cartId), "The cart isn't active.", 'graphql-no-such-entity');
  });

  it('refuses a guest a customer’s cart', async () => {
    const cartId = await newCart('uk');
    db().prepare('UPDATE quote SET customer_id = 1 WHERE masked_id = ?').run(cartId);
    expectError(await getCart('uk', cartId), `The current user cannot perform operations on cart "${cartId}"`, 'graphql-authorization');
  });

  it('moves a cart between the store views of one website, never across websites', async () => {
    const { cartId } = await cartWith('ae_en');
    const arabic = await getCart('ae_ar', cartId);
    expect(arabic.body.errors).toBeUndefined();
    expect(arabic.body.data.cart.prices.grand_total.currency).toBe('AED');
    expectError(await getCart('fr', cartId), "Can't assign cart to store in different website.", 'graphql-input');
  });
});

describe('adding products', () => {
  it('adds a simple product, merges a second add into its line and prices it tax-inclusive in GBP', async () => {
    const { cartId, product } = await cartWith('uk', 2);
    const { body } = await addItems('uk', cartId, [{ sku: product.sku, quantity: 1 }]);
    const cart = body.data.addProductsToCart.cart;
    const price = await finalPrice(product.sku, 'uk');
    expect(cart.items).toHaveLength(1);
    expect(cart.total_quantity).toBe(3);
    const row = round2(price * 3);
    const vat = round2((row * 20) / 120);
    expect(cart.items[0]).toMatchObject({
      __typename: 'SimpleCartItem',
      uid: Buffer.from(cart.items[0].id).toString('base64'),
      quantity: 3,
      errors: null,
      prices: { price_including_tax: { value: price }, row_total_including_tax: { value: row }, row_total: { value: round2(row - vat) } },
    });
    expect(cart.items[0].prices.price.currency).toBe('GBP');
    expect(cart.prices).toMatchObject({
      grand_total: { value: row, currency: 'GBP' },
      subtotal_including_tax: { value: row },
      subtotal_excluding_tax: { value: round2(row - vat) },
      applied_taxes: [{ label: 'VAT 20%', amount: { value: vat, currency: 'GBP' } }],
    });
  });

  it('reports what cannot be added with Magento’s texts and codes, adding the rest', async () => {
    const product = freshProduct();
    const soldOut = db()
      .prepare(
        `SELECT p.sku FROM catalog_product p JOIN cataloginventory_stock_item si ON si.product_id = p.entity_id
          WHERE p.type_id = 'simple' AND p.visibility = 4 AND si.is_in_stock = 0 LIMIT 1`,
      )
      .pluck()
      .get() as string;
    const cartId = await newCart('uk');
    const { body } = await addItems('uk', cartId, [
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: product.sku, quantity: 0 },
      { sku: soldOut, quantity: 1 },
      { sku: product.sku, quantity: 1, selected_options: ['not-a-uid'] },
      { sku: product.sku, quantity: 2 },
    ]);
    expect(body.data.addProductsToCart.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
      { code: 'UNDEFINED', message: 'The product quantity should be greater than 0' },
      { code: 'NOT_SALABLE', message: 'Product that you are trying to add is not available.' },
      { code: 'UNDEFINED', message: 'Value of uid "not-a-uid" is incorrect.' },
    ]);
    expect(body.data.addProductsToCart.cart.items.map((i: any) => [i.product.sku, i.quantity])).toEqual([[product.sku, 2]]);
  });

  it('checks the quantity against stock, counting what the cart already holds', async () => {
    const product = freshProduct();
    setStock(product.id, 3);
    const cartId = await newCart('uk');
    const tooMany = await addItems('uk', cartId, [{ sku: product.sku, quantity: 4 }]);
    expect(tooMany.body.data.addProductsToCart.user_errors).toEqual([
      { code: 'INSUFFICIENT_STOCK', message: 'The requested qty is not available' },
    ]);
    expect((await addItems('uk', cartId, [{ sku: product.sku, quantity: 3 }])).body.data.addProductsToCart.user_errors).toEqual([]);
    const oneMore = await addItems('uk', cartId, [{ sku: product.sku, quantity: 1 }]);
    expect(oneMore.body.data.addProductsToCart.user_errors[0].message).toBe('The requested qty is not available');
    expect(oneMore.body.data.addProductsToCart.cart.total_quantity).toBe(3);
    const half = await addItems('uk', await newCart('uk'), [{ sku: product.sku, quantity: 1.5 }]);
    expect(half.body.data.addProductsToCart.user_errors[0].message).toBe('You cannot use decimal quantity for this product.');
  });

  it('holds stock that orders reserved (placement reserves in its transaction)', async () => {
    const product = freshProduct();
    setStock(product.id, 5);
    const database = db();
    const place = (qty: number, order: string) =>
      database
        .transaction(() =>
          reserveStock(database, [{ product_id: product.id, qty }], { event_type: 'order_placed', object_type: 'order', object_id: order }),
        )
        .immediate();
    place(4, 'T1');
    expect(() => place(2, 'T2')).toThrow('The requested qty is not available');
    const cartId = await newCart('uk');
    const two = await addItems('uk', cartId, [{ sku: product.sku, quantity: 2 }]);
    expect(two.body.data.addProductsToCart.user_errors[0].code).toBe('INSUFFICIENT_STOCK');
    expect((await addItems('uk', cartId, [{ sku: product.sku, quantity: 1 }])).body.data.addProductsToCart.user_errors).toEqual([]);
  });
});

describe('frames with configurable options and lens choices', () => {
  const FRAME_QUERY = `query($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { sku
    ... on ConfigurableProduct { configurable_options { label values { uid label } }
      variants { attributes { uid } product { sku stock_status price_range { minimum_price { final_price { value } } } } } }
    ... on CustomizableProductInterface { options { __typename uid title required
      ... on CustomizableRadioOption { radio: value { uid title price } }
      ... on CustomizableCheckboxOption { checkbox: value { uid title price } }
      ... on CustomizableAreaOption { area: value { uid } } } } } } }`;

  async function frame(store: string) {
    const sku = db()
      .prepare("SELECT sku FROM catalog_product WHERE type_id = 'configurable' AND attribute_set = 'Frames' ORDER BY entity_id LIMIT 1")
      .pluck()
      .get() as string;
    const product = (await shop.gql(FRAME_QUERY, { sku }, { store })).body.data.products.items[0];
    const variant = product.variants.find((v: any) => v.product.stock_status === 'IN_STOCK');
    const option = (title: string) => product.options.find((o: any) => o.title === title);
    return { product, variant, option };
  }

  it('adds a frame by its configurable values with lens options priced in the store currency', async () => {
    const { product, variant, option } = await frame('uk');
    const usage = option('Usage').radio[1]; // progressive: a price add-on
    const lensType = option('Lens type').radio[0];
    const index = option('Lens index').radio[2];
    const coatings = option('Coatings').checkbox.filter((c: any) => c.price > 0);
    const prescription = 'OD -1.25 / OS -1.00, PD 63';
    const cartId = await newCart('uk');
    const { body } = await addItems('uk', cartId, [
      {
        sku: product.sku,
        quantity: 1,
        selected_options: [
          ...variant.attributes.map((a: any) => a.uid),
          usage.uid,
          lensType.uid,
          index.uid,
          ...coatings.map((c: any) => c.uid),
        ],
        entered_options: [{ uid: option('Prescription').area.uid, value: prescription }],
      },
    ]);
    expect(body.errors).toBeUndefined();
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    const [item] = body.data.addProductsToCart.cart.items;
    expect(item.__typename).toBe('ConfigurableCartItem');
    expect(item.product.sku).toBe(product.sku);
    expect(item.configured_variant.sku).toBe(variant.product.sku);
    expect(item.configurable_options.map((o: any) => o.configurable_product_option_value_uid)).toEqual(
      variant.attributes.map((a: any) => a.uid),
    );
    expect(item.configurable_options[0]).toMatchObject({ option_label: product.configurable_options[0].label });
    expect(item.customizable_options.map((o: any) => o.label)).toEqual(['Usage', 'Lens type', 'Lens index', 'Coatings', 'Prescription']);
    expect(item.customizable_options[0].values).toEqual([
      { label: usage.title, value: expect.any(String), price: { value: usage.price, units: '£', type: 'FIXED' } },
    ]);
    expect(item.customizable_options[3].values).toHaveLength(coatings.length);
    expect(item.customizable_options[4].values[0]).toMatchObject({ label: '', value: prescription });
    const expected = round2(
      variant.product.price_range.minimum_price.final_price.value +
        usage.price +
        lensType.price +
        index.price +
        coatings.reduce((s: number, c: any) => s + c.price, 0),
    );
    expect(item.prices.price_including_tax).toEqual({ value: expected });
    expect(body.data.addProductsToCart.cart.prices.grand_total).toEqual({ value: expected, currency: 'GBP' });
    expect(usage.price).toBeGreaterThan(0);
  });

  it('adds the same frame by its variant’s sku and parent_sku', async () => {
    const { product, variant } = await frame('fr');
    const lenses = product.options.filter((o: any) => o.required).map((o: any) => o.radio[0].uid);
    expect(lenses).toHaveLength(3); // usage, lens type, lens index
    const { body } = await addItems('fr', await newCart('fr'), [
      { sku: variant.product.sku, parent_sku: product.sku, quantity: 1, selected_options: lenses },
    ]);
    expect(body.data.addProductsToCart.user_errors).toEqual([]);
    const [item] = body.data.addProductsToCart.cart.items;
    expect(item).toMatchObject({
      __typename: 'ConfigurableCartItem',
      product: { sku: product.sku },
      configured_variant: { sku: variant.product.sku },
    });
    expect(item.prices.price_including_tax.value).toBe(variant.product.price_range.minimum_price.final_price.value);
    expect(item.prices.price.currency).toBe('EUR');
  });

  /** The uid of a value that option doesn't have. */
  const unknownValueOf = (valueUid: string) =>
    Buffer.from(
      Buffer.from(valueUid, 'base64')
        .toString()
        .replace(/\/\d+$/, '/999999'),
    ).toString('base64');

  it('asks for the configurable values and the required lens options, and refuses unknown values', async () => {
    const { product, variant } = await frame('uk');
    const lenses = product.options.filter((o: any) => o.required).map((o: any) => o.radio[0].uid);
    const cartId = await newCart('uk');
    const { body } = await addItems('uk', cartId, [
      { sku: product.sku, quantity: 1, selected_options: lenses },
      { sku: product.sku, quantity: 1, selected_options: variant.attributes.map((a: any) => a.uid) },
      {
        sku: product.sku,
        quantity: 1,
        selected_options: [...variant.attributes.map((a: any) => a.uid), ...lenses.slice(1), unknownValueOf(lenses[0])],
      },
    ]);
    expect(body.data.addProductsToCart.user_errors.map((e: any) => e.message)).toEqual([
      'You need to choose options for your item.',
      "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
      'Some of the selected item options are not currently available.',
    ]);
    expect(body.data.addProductsToCart.cart.items).toEqual([]);
  });
});

describe('updating and removing items', () => {
  it('updates quantities by uid, checks stock, removes at zero, with Magento’s texts', async () => {
    const { cartId, product, cart } = await cartWith('uk', 1, freshProduct());
    setStock(product.id, 4);
    const uid = cart.items[0].uid;
    const update = (cart_items: object[]) =>
      shop.gql(
        `mutation($id: String!, $items: [CartItemUpdateInput!]!) { updateCartItems(input: { cart_id: $id, cart_items: $items }) { cart { ${CART} } } }`,
        { id: cartId, items: cart_items },
        { store: 'uk' },
      );
    expect((await update([{ cart_item_uid: uid, quantity: 4 }])).body.data.updateCartItems.cart.total_quantity).toBe(4);
    expectError(
      await update([{ cart_item_uid: uid, quantity: 5 }]),
      `Could not update the product with SKU ${product.sku}: The requested qty is not available`,
      'graphql-input',
    );
    expectError(
      await update([{ cart_item_id: 999999, quantity: 1 }]),
      'Could not find cart item with id: 999999.',
      'graphql-no-such-entity',
    );
    expectError(await update([{ quantity: 1 }]), 'Required parameter "cart_item_uid" for "cart_items" is missing.', 'graphql-input');
    expectError(await update([]), 'Required parameter "cart_items" is missing.', 'graphql-input');
    const removed = await update([{ cart_item_uid: uid, quantity: 0 }]);
    expect(removed.body.data.updateCartItems.cart.items).toEqual([]);
  });

  it('removes an item, and reports one the cart does not hold', async () => {
    const { cartId, cart } = await cartWith('uk', 2);
    const remove = (uid: string) =>
      shop.gql(
        `mutation($id: String!, $uid: ID) { removeItemFromCart(input: { cart_id: $id, cart_item_uid: $uid }) { cart { total_quantity items { uid } } } }`,
        { id: cartId, uid },
        { store: 'uk' },
      );
    expect((await remove(cart.items[0].uid)).body.data.removeItemFromCart.cart).toEqual({ total_quantity: 0, items: [] });
    expectError(await remove(cart.items[0].uid), "The cart doesn't contain the item", 'graphql-no-such-entity');
  });

  it('shows stock that ran out as item errors, and Magento’s cart messages on the next add', async () => {
    const { cartId, product } = await cartWith('uk', 2, freshProduct());
    setStock(product.id, 1);
    let { body } = await getCart('uk', cartId);
    expect(body.data.cart.items[0].errors).toEqual([{ code: 'ITEM_QTY', message: 'The requested qty is not available' }]);
    setStock(product.id, 0, 0);
    ({ body } = await getCart('uk', cartId));
    expect(body.data.cart.items[0].errors).toEqual([{ code: 'ITEM_QTY', message: 'This product is out of stock.' }]);
    const other = freshProduct();
    const add = await addItems('uk', cartId, [{ sku: other.sku, quantity: 1 }]);
    expect(add.body.data.addProductsToCart.user_errors).toEqual([{ code: 'UNDEFINED', message: 'Some of the products are out of stock.' }]);
    expect(add.body.data.addProductsToCart.cart.items).toHaveLength(2);
  });
});

describe('tax by destination and store view', () => {
  it('keeps fr’s tax-inclusive prices across borders: only the VAT share follows the destination', async () => {
    const { cartId, product } = await cartWith('fr', 2);
    const row = round2((await finalPrice(product.sku, 'fr')) * 2);
    const before = (await getCart('fr', cartId)).body.data.cart.prices;
    expect(before.applied_taxes).toEqual([{ label: 'TVA 20 %', amount: { value: round2((row * 20) / 120), currency: 'EUR' } }]);
    const belgium = (await setShippingAddress('fr', cartId, ADDRESSES.BE)).body.data.setShippingAddressesOnCart.cart.prices;
    expect(belgium.applied_taxes).toEqual([{ label: 'TVA 21 %', amount: { value: round2((row * 21) / 121), currency: 'EUR' } }]);
    expect(belgium.grand_total).toEqual({ value: row, currency: 'EUR' });
    const lux = (await setShippingAddress('fr', cartId, ADDRESSES.LU)).body.data.setShippingAddressesOnCart.cart.prices;
    expect(lux.subtotal_excluding_tax.value).toBe(round2(row - round2((row * 17) / 117)));
  });

  it('adds US state sales tax to tax-exclusive USD prices, none where the state has none', async () => {
    const { cartId, product } = await cartWith('us', 2);
    const row = round2((await finalPrice(product.sku, 'us')) * 2);
    const before = (await getCart('us', cartId)).body.data.cart.prices;
    expect(before).toMatchObject({ grand_total: { value: row, currency: 'USD' }, applied_taxes: [] });
    const california = (await setShippingAddress('us', cartId, ADDRESSES.CA)).body.data.setShippingAddressesOnCart.cart;
    const tax = round2((row * 7.25) / 100);
    expect(california.prices).toMatchObject({
      subtotal_excluding_tax: { value: row },
      subtotal_including_tax: { value: round2(row + tax) },
      applied_taxes: [{ label: 'US-CA Sales Tax 7.25%', amount: { value: tax, currency: 'USD' } }],
      grand_total: { value: round2(row + tax) },
    });
    expect(california.items[0].prices.row_total.value).toBe(row);
    const shipped = (await setShippingMethod('us', cartId, 'flatrate')).body.data.setShippingMethodsOnCart.cart.prices;
    expect(shipped.grand_total.value).toBe(round2(row + tax + 5.99)); // US shipping is not taxed
    const oregon = (await setShippingAddress('us', cartId, ADDRESSES.OR)).body.data.setShippingAddressesOnCart.cart.prices;
    expect(oregon.applied_taxes).toEqual([]);
    expect(oregon.grand_total.value).toBe(round2(row + 5.99));
  });

  it('charges ae_en 5 % VAT included in AED, and Hong Kong none', async () => {
    const { cartId, product } = await cartWith('ae_en', 1);
    const price = await finalPrice(product.sku, 'ae_en');
    const ae = (await setShippingAddress('ae_en', cartId, ADDRESSES.AE)).body.data.setShippingAddressesOnCart.cart;
    expect(ae.prices.applied_taxes).toEqual([{ label: 'VAT 5%', amount: { value: round2((price * 5) / 105), currency: 'AED' } }]);
    expect(ae.prices.grand_total).toEqual({ value: price, currency: 'AED' });
    const hk = await cartWith('hk', 1);
    const hongKong = (await setShippingAddress('hk', hk.cartId, ADDRESSES.HK)).body.data.setShippingAddressesOnCart.cart.prices;
    expect(hongKong.applied_taxes).toEqual([]);
    expect(hongKong.subtotal_excluding_tax).toEqual(hongKong.subtotal_including_tax);
    expect(hongKong.grand_total.currency).toBe('HKD');
  });
});

describe('coupons', () => {
  it('takes 10 % off with WELCOME10 (any case) before tax, and removes it', async () => {
    const { cartId, product } = await cartWith('uk', 2);
    const row = round2((await finalPrice(product.sku, 'uk')) * 2);
    const { body } = await applyCoupon('uk', cartId, 'welcome10');
    const cart = body.data.applyCouponToCart.cart;
    const discount = round2(row * 0.1);
    expect(cart.applied_coupons).toEqual([{ code: 'WELCOME10' }]);
    expect(cart.prices.discounts).toEqual([{ label: 'Welcome discount', amount: { value: discount } }]);
    expect(cart.items[0].prices.total_item_discount.value).toBe(discount);
    expect(cart.prices.applied_taxes[0].amount.value).toBe(round2(((row - discount) * 20) / 120));
    expect(cart.prices.grand_total.value).toBe(round2(row - discount));
    expectError(
      await applyCoupon('uk', cartId, 'SAVE20'),
      'A coupon is already applied to the cart. Please remove it to apply another',
      'graphql-input',
    );
    const removed = await shop.gql(
      `mutation($id: String!) { removeCouponFromCart(input: { cart_id: $id }) { cart { applied_coupons { code } prices { discounts { label } grand_total { value } } } } }`,
      { id: cartId },
      { store: 'uk' },
    );
    expect(removed.body.data.removeCouponFromCart.cart).toEqual({
      applied_coupons: null,
      prices: { discounts: null, grand_total: { value: row } },
    });
  });

  it('takes a fixed amount in the store currency with SAVE20', async () => {
    const fr = await cartWith('fr', 3);
    const frRow = round2((await finalPrice(fr.product.sku, 'fr')) * 3);
    const frCart = (await applyCoupon('fr', fr.cartId, 'SAVE20')).body.data.applyCouponToCart.cart;
    expect(frCart.prices.discounts).toEqual([{ label: 'Remise sur la commande', amount: { value: Math.min(20, frRow) } }]);
    const uk = await cartWith('uk', 3);
    const ukCart = (await applyCoupon('uk', uk.cartId, 'SAVE20')).body.data.applyCouponToCart.cart;
    expect(ukCart.prices.discounts[0].amount.value).toBe(17); // 20 EUR in whole pounds
  });

  it('ships free with FREESHIP, on the carriers that honour it', async () => {
    const { cartId } = await cartWith('uk', 1);
    await setShippingAddress('uk', cartId, ADDRESSES.GB);
    const cart = (await applyCoupon('uk', cartId, 'FREESHIP')).body.data.applyCouponToCart.cart;
    expect(methods(cart)).toEqual({ freeshipping: 0, flatrate: 0, express: 9.95 });
    expect(cart.prices.discounts).toBeNull();
  });

  it('refuses expired, unknown and empty-cart coupons with Magento’s texts', async () => {
    const { cartId } = await cartWith('uk', 1);
    expectError(
      await applyCoupon('uk', cartId, 'SPRING2020'),
      "The coupon code isn't valid. Verify the code and try again.",
      'graphql-no-such-entity',
    );
    expectError(
      await applyCoupon('uk', cartId, 'NOPE'),
      "The coupon code isn't valid. Verify the code and try again.",
      'graphql-no-such-entity',
    );
    expectError(await applyCoupon('uk', await newCart('uk'), 'WELCOME10'), 'Cart does not contain products.', 'graphql-no-such-entity');
    expectError(await applyCoupon('uk', cartId, ''), 'Required parameter "coupon_code" is missing', 'graphql-input');
  });
});

describe('guest email', () => {
  const setEmail = (cartId: string, email: string) =>
    shop.gql(
      `mutation($id: String!, $email: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: $email }) { cart { email } } }`,
      {
        id: cartId,
        email,
      },
      { store: 'uk' },
    );

  it('sets a valid email and refuses others', async () => {
    const cartId = await newCart('uk');
    expect((await setEmail(cartId, 'ada@example.co.uk')).body.data.setGuestEmailOnCart.cart.email).toBe('ada@example.co.uk');
    expectError(await setEmail(cartId, 'ada@example'), 'Invalid email format', 'graphql-input');
    expectError(await setEmail(cartId, 'not an email'), 'Invalid email format', 'graphql-input');
    expectError(await setEmail(cartId, ''), 'Required parameter "email" is missing', 'graphql-input');
  });
});

describe('shipping address', () => {
  it('applies each country’s postcode rule and reports every problem, as Magento does', async () => {
    const { cartId } = await cartWith('uk', 1);
    const bad = await setShippingAddress('uk', cartId, { ...ADDRESSES.GB, postcode: '12345', city: ' ', telephone: '' });
    expect(bad.body.errors?.map((e: any) => e.message)).toEqual([
      '"city" is required. Enter and try again.',
      '"telephone" is required. Enter and try again.',
      'Invalid value of "12345" provided for the postcode field.',
    ]);
    expect(bad.body.errors?.every((e: any) => e.extensions.category === 'graphql-input')).toBe(true);
    const none = await setShippingAddress('uk', cartId, { ...ADDRESSES.GB, postcode: undefined });
    expectError(none, '"postcode" is required. Enter and try again.', 'graphql-input');
    const france = await setShippingAddress('uk', cartId, ADDRESSES.FR);
    expectError(france, 'Invalid value of "FR" provided for the countryId field.', 'graphql-input');
    const ok = await setShippingAddress('uk', cartId, ADDRESSES.GB);
    expect(ok.body.data.setShippingAddressesOnCart.cart.shipping_addresses[0]).toMatchObject({
      firstname: 'Ada',
      street: ['10 Downing Street'],
      postcode: 'SW1A 2AA',
      country: { code: 'GB', label: 'United Kingdom' },
    });
  });

  it('needs no postcode in the UAE or Hong Kong, and a state in the US', async () => {
    const ae = await cartWith('ae_en', 1);
    expect((await setShippingAddress('ae_en', ae.cartId, ADDRESSES.AE)).body.errors).toBeUndefined();
    const hk = await cartWith('hk', 1);
    expect((await setShippingAddress('hk', hk.cartId, ADDRESSES.HK)).body.errors).toBeUndefined();
    const us = await cartWith('us', 1);
    expectError(
      await setShippingAddress('us', us.cartId, { ...ADDRESSES.CA, region: undefined }),
      '"regionId" is required. Enter and try again.',
      'graphql-input',
    );
    const ca = await setShippingAddress('us', us.cartId, ADDRESSES.CA);
    expect(ca.body.data.setShippingAddressesOnCart.cart.shipping_addresses[0].region).toMatchObject({ code: 'CA', label: 'California' });
  });

  it('leaves missing required fields to GraphQL itself, and addresses to carts that ship', async () => {
    const { cartId } = await cartWith('uk', 1);
    const { body } = await setShippingAddress('uk', cartId, { ...ADDRESSES.GB, country_code: undefined });
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('Field "country_code" of required type "String!" was not provided.'),
      extensions: { category: 'graphql' },
    });
    const giftCard = await newCart('uk');
    const uid = (path: string) => Buffer.from(`giftcard/${path}`).toString('base64');
    const card = {
      sku: 'GIFTCARD-50',
      quantity: 1,
      selected_options: [uid('giftcard_amount/43.0000')],
      entered_options: [
        { uid: uid('giftcard_sender_name'), value: 'Ada' },
        { uid: uid('giftcard_sender_email'), value: 'ada@example.com' },
        { uid: uid('giftcard_recipient_name'), value: 'Charles' },
        { uid: uid('giftcard_recipient_email'), value: 'charles@example.com' },
      ],
    };
    const virtual = (await addItems('uk', giftCard, [card])).body.data.addProductsToCart.cart;
    expect(virtual).toMatchObject({ is_virtual: true, items: [{ __typename: 'GiftCardCartItem' }], prices: { applied_taxes: [] } });
    expectError(
      await setShippingAddress('uk', giftCard, ADDRESSES.GB),
      'The Cart includes virtual product(s) only, so a shipping address is not used.',
      'graphql-no-such-entity',
    );
  });
});

describe('shipping methods', () => {
  it('offers flat rate and express in the store currency, free shipping from the threshold', async () => {
    const { cartId } = await cartWith('uk', 1);
    const cart = (await setShippingAddress('uk', cartId, ADDRESSES.GB)).body.data.setShippingAddressesOnCart.cart;
    const subtotal = cart.prices.subtotal_including_tax.value;
    expect(subtotal).toBeLessThan(50);
    expect(methods(cart)).toEqual({ flatrate: 3.95, express: 9.95 });
    expect(cart.shipping_addresses[0].available_shipping_methods[0]).toMatchObject({
      carrier_title: 'Flat Rate',
      amount: { currency: 'GBP' },
      price_incl_tax: { value: 3.95 },
      price_excl_tax: { value: round2(3.95 - round2((3.95 * 20) / 120)) },
      available: true,
      error_message: null,
    });
    const chosen = (await setShippingMethod('uk', cartId, 'flatrate')).body.data.setShippingMethodsOnCart.cart;
    expect(chosen.shipping_addresses[0].selected_shipping_method).toEqual({
      carrier_code: 'flatrate',
      method_code: 'flatrate',
      amount: { value: 3.95 },
    });
    expect(chosen.prices.grand_total.value).toBe(round2(subtotal + 3.95));

    // Over the threshold free shipping appears; back under it, the free method is dropped.
    const qty = Math.ceil(50 / subtotal);
    const update = (quantity: number) =>
      shop.gql(
        `mutation($id: String!, $uid: ID!, $q: Float!) { updateCartItems(input: { cart_id: $id, cart_items: [{ cart_item_uid: $uid, quantity: $q }] }) { cart { ${CART} } } }`,
        { id: cartId, uid: cart.items[0].uid, q: quantity },
        { store: 'uk' },
      );
    expect(methods((await update(qty)).body.data.updateCartItems.cart).freeshipping).toBe(0);
    const free = (await setShippingMethod('uk', cartId, 'freeshipping')).body.data.setShippingMethodsOnCart.cart;
    expect(free.prices.grand_total.value).toBe(free.prices.subtotal_including_tax.value);
    const under = (await update(1)).body.data.updateCartItems.cart;
    expect(under.shipping_addresses[0].selected_shipping_method).toBeNull();
    expect(under.prices.grand_total.value).toBe(subtotal);
  });

  it('prices by destination within a store view', async () => {
    const { cartId } = await cartWith('de', 1);
    const germany = (await setShippingAddress('de', cartId, ADDRESSES.DE)).body.data.setShippingAddressesOnCart.cart;
    expect(germany.shipping_addresses[0].available_shipping_methods[0]).toMatchObject({
      carrier_title: 'Pauschal',
      amount: { value: 4.95, currency: 'EUR' },
    });
    const swiss = (await setShippingAddress('de', cartId, ADDRESSES.CH)).body.data.setShippingAddressesOnCart.cart;
    expect(methods(swiss)).toMatchObject({ flatrate: 9.95, express: 24.95 });
    expect(swiss.prices.applied_taxes[0].label).toBe('MwSt. 8,1 %');
  });

  it('refuses a method before the address, and one the carriers do not offer', async () => {
    const { cartId } = await cartWith('uk', 1);
    expectError(
      await setShippingMethod('uk', cartId, 'flatrate'),
      'The shipping address is missing. Set the address and try again.',
      'graphql-input',
    );
    await setShippingAddress('uk', cartId, ADDRESSES.GB);
    expectError(
      await setShippingMethod('uk', cartId, 'ups', 'ground'),
      'Carrier with such method not found: ups, ground',
      'graphql-no-such-entity',
    );
    expectError(
      await setShippingMethod('uk', cartId, 'freeshipping'),
      'Carrier with such method not found: freeshipping, freeshipping',
      'graphql-no-such-entity',
    );
  });
});

describe('billing address and payment', () => {
  const setPayment = (cartId: string, code: string, store = 'uk') =>
    shop.gql(
      `mutation($id: String!, $code: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: $code } }) {
        cart { selected_payment_method { code title } } } }`,
      { id: cartId, code },
      { store },
    );

  it('copies the shipping address to billing with same_as_shipping', async () => {
    const { cartId } = await cartWith('uk', 1);
    await setShippingAddress('uk', cartId, ADDRESSES.GB);
    const { body } = await shop.gql(
      `mutation($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) {
        cart { billing_address { firstname city country { code } } } } }`,
      { id: cartId },
      { store: 'uk' },
    );
    expect(body.data.setBillingAddressOnCart.cart.billing_address).toEqual({ firstname: 'Ada', city: 'London', country: { code: 'GB' } });
  });

  it('offers checkmo and the sandboxes when there is something to pay, free when there is not', async () => {
    const { cartId, cart } = await cartWith('uk', 1);
    expect(cart.available_payment_methods).toEqual([
      { code: 'checkmo', title: 'Check / Money order', is_deferred: false },
      // The uk store view also turns on bank transfer and purchase order (seed: payment-methods.ts).
      { code: 'banktransfer', title: 'Bank Transfer Payment', is_deferred: false },
      { code: 'purchaseorder', title: 'Purchase Order', is_deferred: false },
      { code: 'sandbox_card', title: 'Card (sandbox)', is_deferred: false },
      { code: 'sandbox_paypal', title: 'PayPal (sandbox)', is_deferred: false },
      { code: 'sandbox_adyen', title: 'Adyen (sandbox)', is_deferred: false },
      { code: 'paypal_express', title: 'PayPal Express Checkout (sandbox)', is_deferred: false },
    ]);
    expectError(await setPayment(cartId, 'checkmo'), 'The shipping address is missing. Set the address and try again.', 'graphql-input');
    await setShippingAddress('uk', cartId, ADDRESSES.GB);
    expectError(await setPayment(cartId, 'free'), 'The requested Payment Method is not available.', 'graphql-input');
    expectError(await setPayment(cartId, ''), 'Required parameter "code" for "payment_method" is missing.', 'graphql-input');
    expect((await setPayment(cartId, 'checkmo')).body.data.setPaymentMethodOnCart.cart.selected_payment_method).toEqual({
      code: 'checkmo',
      title: 'Check / Money order',
    });

    // A cart the fixed coupon pays for entirely (before shipping is chosen) costs nothing.
    const cheap = db()
      .prepare(
        `SELECT p.sku FROM catalog_product p JOIN catalog_product_price pr ON pr.entity_id = p.entity_id AND pr.store_id = 6
           JOIN cataloginventory_stock_item si ON si.product_id = p.entity_id
          WHERE p.type_id = 'simple' AND p.visibility = 4 AND si.is_in_stock = 1 AND si.qty > 5 AND pr.price < 17 ORDER BY pr.price LIMIT 1`,
      )
      .pluck()
      .get() as string;
    const zero = await newCart('uk');
    await addItems('uk', zero, [{ sku: cheap, quantity: 1 }]);
    const paid = (await applyCoupon('uk', zero, 'SAVE20')).body.data.applyCouponToCart.cart;
    expect(paid.prices.grand_total.value).toBe(0);
    expect(paid.available_payment_methods.map((m: any) => m.code)).toEqual(['free']);
    await setShippingAddress('uk', zero, ADDRESSES.GB);
    expect((await setPayment(zero, 'free')).body.data.setPaymentMethodOnCart.cart.selected_payment_method.code).toBe('free');
  });
});
