/** @jest-environment node */
import { customerFixtures } from './customer-fixtures';
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();
const STORE = 'uk';
const { signUp, asCustomer } = customerFixtures(() => shop, STORE);

const ITEM = `__typename id quantity description added_at product { sku }
  customizable_options { label values { label } }
  ... on ConfigurableWishlistItem { child_sku configured_variant { sku } configurable_options { option_label value_label } }`;
const WISHLIST = `id items_count sharing_code updated_at items_v2(currentPage: $page, pageSize: $size) {
  page_info { current_page page_size total_pages } items { ${ITEM} } }`;

const READ = `query($page: Int, $size: Int) { customer { wishlists { ${WISHLIST} } } }`;
const ADD = `mutation($id: ID!, $items: [WishlistItemInput!]!, $page: Int, $size: Int) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } wishlist { ${WISHLIST} } } }`;
const UPDATE = `mutation($id: ID!, $items: [WishlistItemUpdateInput!]!, $page: Int, $size: Int) {
  updateProductsInWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { code message } wishlist { ${WISHLIST} } } }`;
const REMOVE = `mutation($id: ID!, $ids: [ID!]!, $page: Int, $size: Int) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) { user_errors { code message } wishlist { ${WISHLIST} } } }`;
const TO_CART = `mutation($id: ID!, $ids: [ID!], $page: Int, $size: Int) {
  addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $ids) {
    status add_wishlist_items_to_cart_user_errors { code message wishlistId wishlistItemId } wishlist { ${WISHLIST} } } }`;
const CART = `{ customerCart { items { quantity product { sku } ... on ConfigurableCartItem { configured_variant { sku } }
  ... on SimpleCartItem { customizable_options { label } } ... on ConfigurableCartItem { customizable_options { label values { label } } } } } }`;

interface Frame {
  sku: string;
  name: string;
  /** Two variants: their SKUs and the uids of their configurable values. */
  variants: Array<{ sku: string; uids: string[] }>;
  /** The first value of each required lens option (the product page's default choices). */
  lensDefaults: string[];
}

/** Configurable frames of the store view, read as a storefront reads them. */
async function frames(count: number): Promise<Frame[]> {
  const result = await shop.gql(
    `{ products(filter: { name: { match: "eyeglasses" } }, pageSize: 20) { items { sku name
        ... on ConfigurableProduct { variants { product { sku stock_status } attributes { uid } } }
        ... on CustomizableProductInterface { options { required ... on CustomizableRadioOption { value { uid } } } } } } }`,
    {},
    { store: STORE },
  );
  const items = result.body.data.products.items as any[];
  return items
    .filter((item) => item.variants?.filter((v: any) => v.product.stock_status === 'IN_STOCK').length >= 2)
    .slice(0, count)
    .map((item) => ({
      sku: item.sku,
      name: item.name,
      variants: item.variants
        .filter((v: any) => v.product.stock_status === 'IN_STOCK')
        .map((v: any) => ({ sku: v.product.sku, uids: v.attributes.map((a: any) => a.uid) })),
      lensDefaults: item.options.filter((o: any) => o.required && o.value).map((o: any) => o.value[0].uid),
    }));
}

async function customer() {
  const { token } = await signUp();
  const call = (query: string, variables: object = {}) => asCustomer(token, query, variables);
  return { token, call };
}

const wishlistOf = async (call: (q: string, v?: object) => Promise<any>, variables: object = {}) =>
  (await call(READ, variables)).body.data.customer.wishlists[0];

describe('a customer’s wish list', () => {
  it('is refused to guests with Magento’s authorization error, for every operation', async () => {
    const refused = { message: 'The current user cannot perform operations on wishlist', category: 'graphql-authorization' };
    const read = await shop.gql(READ, {}, { store: STORE });
    // `customer` itself refuses first, as Magento's.
    expect(read.body.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
    const answers = await Promise.all([
      shop.gql(ADD, { id: '0', items: [{ sku: 'X', quantity: 1 }] }, { store: STORE }),
      shop.gql(UPDATE, { id: '0', items: [{ wishlist_item_id: '1', quantity: 2 }] }, { store: STORE }),
      shop.gql(REMOVE, { id: '0', ids: ['1'] }, { store: STORE }),
      shop.gql(TO_CART, { id: '1' }, { store: STORE }),
    ]);
    for (const answer of answers) {
      expect(answer.body.errors?.map((e) => ({ message: e.message, category: e.extensions?.category }))).toEqual([refused]);
    }
  });

  it('is made on first use, one per customer, empty', async () => {
    const { call } = await customer();
    const first = await wishlistOf(call);
    expect(first).toMatchObject({ items_count: 0, items_v2: { items: [], page_info: { current_page: 1, total_pages: 1 } } });
    expect(first.sharing_code).toMatch(/^[0-9a-f]{32}$/);
    expect((await wishlistOf(call)).id).toBe(first.id);
  });

  it('keeps a frame with its chosen variant, or without one (Magento’s lite mode), and adds up the same product', async () => {
    const [frame] = await frames(1);
    const { call } = await customer();
    const [black] = frame.variants;
    const added = await call(ADD, {
      id: '0',
      items: [
        { sku: black.sku, parent_sku: frame.sku, quantity: 1 },
        { sku: frame.sku, quantity: 1 },
        { sku: frame.sku, quantity: 1, selected_options: black.uids },
      ],
    });
    expect(added.body.errors).toBeUndefined();
    const { wishlist, user_errors } = added.body.data.addProductsToWishlist;
    expect(user_errors).toEqual([]);
    expect(wishlist.items_count).toBe(2);
    const [withVariant, withoutVariant] = wishlist.items_v2.items;
    expect(withVariant).toMatchObject({
      __typename: 'ConfigurableWishlistItem',
      quantity: 2,
      product: { sku: frame.sku },
      child_sku: black.sku,
      configured_variant: { sku: black.sku },
      customizable_options: [],
    });
    expect(withVariant.configurable_options).toHaveLength(black.uids.length);
    expect(withVariant.added_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(withoutVariant).toMatchObject({ quantity: 1, child_sku: '', configured_variant: null, configurable_options: [] });
  });

  it('reports each refused product in Magento’s words and keeps the others', async () => {
    const [frame] = await frames(1);
    const { call } = await customer();
    const added = await call(ADD, {
      id: '0',
      items: [
        { sku: 'NO-SUCH-FRAME', quantity: 1 },
        { sku: frame.sku, quantity: 0 },
        { sku: frame.sku, quantity: 1, selected_options: ['bm9wZQ=='] },
        { sku: frame.sku, quantity: 1 },
      ],
    });
    const { wishlist, user_errors } = added.body.data.addProductsToWishlist;
    expect(user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-FRAME"' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
      { code: 'UNDEFINED', message: 'Value of uid "bm9wZQ==" is incorrect.' },
    ]);
    expect(wishlist.items_count).toBe(1);
  });

  it('pages its items oldest first: page 2 holds the rest', async () => {
    const list = await frames(3);
    const { call } = await customer();
    await call(ADD, { id: '0', items: list.map((frame) => ({ sku: frame.sku, quantity: 1 })) });
    const first = await wishlistOf(call, { page: 1, size: 2 });
    const second = await wishlistOf(call, { page: 2, size: 2 });
    expect(first.items_count).toBe(3);
    expect(first.items_v2.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 2 });
    expect(second.items_v2.page_info).toEqual({ current_page: 2, page_size: 2, total_pages: 2 });
    expect([...first.items_v2.items, ...second.items_v2.items].map((item: any) => item.product.sku)).toEqual(list.map((f) => f.sku));
  });

  it('updates quantity, note and options; options equal to another item’s merge the two', async () => {
    const [frame] = await frames(1);
    const { call } = await customer();
    const [black, other] = frame.variants;
    const added = await call(ADD, {
      id: '0',
      items: [
        { sku: frame.sku, quantity: 1, selected_options: black.uids },
        { sku: frame.sku, quantity: 1, selected_options: other.uids },
      ],
    });
    const { id, items_v2 } = added.body.data.addProductsToWishlist.wishlist;
    const [first, second] = items_v2.items;
    const updated = await call(UPDATE, {
      id,
      items: [
        { wishlist_item_id: first.id, quantity: 3, description: '  for the office  ' },
        { wishlist_item_id: '999999', quantity: 1 },
        { wishlist_item_id: first.id, quantity: 0 },
      ],
    });
    expect(updated.body.data.updateProductsInWishlist.user_errors).toEqual([
      { code: 'UNDEFINED', message: 'The wishlist item with ID "999999" does not belong to the wishlist' },
      { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
    ]);
    expect(updated.body.data.updateProductsInWishlist.wishlist.items_v2.items[0]).toMatchObject({
      quantity: 3,
      description: 'for the office',
    });

    const withLenses = await call(UPDATE, {
      id,
      items: [{ wishlist_item_id: second.id, selected_options: [...black.uids, ...frame.lensDefaults] }],
    });
    const item = withLenses.body.data.updateProductsInWishlist.wishlist.items_v2.items[1];
    expect(item).toMatchObject({ child_sku: black.sku });
    expect(item.customizable_options).toHaveLength(frame.lensDefaults.length);

    const merged = await call(UPDATE, { id, items: [{ wishlist_item_id: second.id, selected_options: black.uids }] });
    expect(merged.body.data.updateProductsInWishlist.wishlist.items_v2.items).toEqual([
      expect.objectContaining({ id: first.id, quantity: 4 }),
    ]);
  });

  it('removes items; an id not in the list is reported', async () => {
    const [frame] = await frames(1);
    const { call } = await customer();
    const added = await call(ADD, { id: '0', items: [{ sku: frame.sku, quantity: 1 }] });
    const { id, items_v2 } = added.body.data.addProductsToWishlist.wishlist;
    const removed = await call(REMOVE, { id, ids: [items_v2.items[0].id, '424242'] });
    expect(removed.body.data.removeProductsFromWishlist).toMatchObject({
      user_errors: [{ code: 'UNDEFINED', message: 'The wishlist item with ID "424242" does not belong to the wishlist' }],
      wishlist: { items_count: 0 },
    });
  });

  it('belongs to its owner only: another customer’s list id is "not found", wishlist_v2 answers null', async () => {
    const [frame] = await frames(1);
    const owner = await customer();
    const added = await owner.call(ADD, { id: '0', items: [{ sku: frame.sku, quantity: 1 }] });
    const { id, items_v2 } = added.body.data.addProductsToWishlist.wishlist;
    const itemId = items_v2.items[0].id;
    const other = await customer();
    const notFound = [{ message: 'The wishlist was not found.', category: 'graphql-input' }];
    const answers = await Promise.all([
      other.call(ADD, { id, items: [{ sku: frame.sku, quantity: 1 }] }),
      other.call(UPDATE, { id, items: [{ wishlist_item_id: itemId, quantity: 5 }] }),
      other.call(REMOVE, { id, ids: [itemId] }),
      other.call(TO_CART, { id, ids: [itemId] }),
    ]);
    for (const answer of answers) {
      expect(answer.body.errors?.map((e: any) => ({ message: e.message, category: e.extensions?.category }))).toEqual(notFound);
    }
    const byId = await other.call(`query($id: ID!) { customer { wishlist_v2(id: $id) { id } } }`, { id });
    expect(byId.body.data.customer.wishlist_v2).toBeNull();
    // The owner's item is untouched.
    expect((await wishlistOf(owner.call)).items_v2.items[0]).toMatchObject({ id: itemId, quantity: 1 });
  });

  it('changes at most 100 items in one call', async () => {
    const { call } = await customer();
    const many = Array.from({ length: 101 }, () => ({ sku: 'ANY', quantity: 1 }));
    const answer = await call(ADD, { id: '0', items: many });
    expect(answer.body.errors?.[0]).toMatchObject({
      message: 'A wish list can be changed by at most 100 items at once.',
      extensions: { category: 'graphql-input' },
    });
  });
});

describe('addWishlistItemsToCart', () => {
  it('moves items the cart takes (variant and options kept) and keeps those it refuses, with the cart’s reason', async () => {
    const [frame] = await frames(1);
    const { call } = await customer();
    const [black] = frame.variants;
    const added = await call(ADD, {
      id: '0',
      items: [
        { sku: frame.sku, quantity: 1, selected_options: [...black.uids, ...frame.lensDefaults] },
        { sku: frame.sku, quantity: 1 },
        { sku: black.sku, parent_sku: frame.sku, quantity: 1 },
      ],
    });
    const { id, items_v2 } = added.body.data.addProductsToWishlist.wishlist;
    const [ready, noVariant, noLenses] = items_v2.items.map((item: any) => item.id);

    const moved = await call(TO_CART, { id });
    expect(moved.body.errors).toBeUndefined();
    const answer = moved.body.data.addWishlistItemsToCart;
    expect(answer.status).toBe(false);
    expect(answer.add_wishlist_items_to_cart_user_errors).toEqual([
      { code: 'UNDEFINED', message: 'You need to choose options for your item.', wishlistId: id, wishlistItemId: noVariant },
      {
        code: 'UNDEFINED',
        message: "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
        wishlistId: id,
        wishlistItemId: noLenses,
      },
    ]);
    expect(answer.wishlist.items_v2.items.map((item: any) => item.id)).toEqual([noVariant, noLenses]);
    expect(answer.wishlist.items_v2.items.map((item: any) => item.id)).not.toContain(ready);

    const cart = (await call(CART)).body.data.customerCart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 1, product: { sku: frame.sku }, configured_variant: { sku: black.sku } });
    expect(cart.items[0].customizable_options).toHaveLength(frame.lensDefaults.length);
  });

  it('needs the list’s id and known item ids', async () => {
    const [frame] = await frames(1);
    const { call } = await customer();
    const added = await call(ADD, { id: '0', items: [{ sku: frame.sku, quantity: 1 }] });
    const { id } = added.body.data.addProductsToWishlist.wishlist;
    const noId = await call(TO_CART, { id: '0' });
    expect(noId.body.errors?.[0]).toMatchObject({
      message: '"wishlistId" value should be specified',
      extensions: { category: 'graphql-input' },
    });
    const unknown = await call(TO_CART, { id, ids: ['31337'] });
    expect(unknown.body.errors?.[0].message).toBe('The wishlist item ids "31337" were not found.');
  });
});
