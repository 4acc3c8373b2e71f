/** @jest-environment node */
import { customerFixtures } from './customer-fixtures';
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();
const STORE = 'uk';
const { signUp, asCustomer } = customerFixtures(() => shop, STORE);

const LIST = `uid item_count attributes { code label } items { uid product { sku name } attributes { code value } }`;
const CREATE = `mutation($products: [ID!]) { createCompareList(input: { products: $products }) { ${LIST} } }`;
const ADD = `mutation($uid: ID!, $products: [ID!]!) { addProductsToCompareList(input: { uid: $uid, products: $products }) { ${LIST} } }`;
const REMOVE = `mutation($uid: ID!, $products: [ID!]!) { removeProductsFromCompareList(input: { uid: $uid, products: $products }) { ${LIST} } }`;
const READ = `query($uid: ID!) { compareList(uid: $uid) { ${LIST} } }`;
const ASSIGN = `mutation($uid: ID!) { assignCompareListToCustomer(uid: $uid) { result compare_list { ${LIST} } } }`;
const DELETE = `mutation($uid: ID!) { deleteCompareList(uid: $uid) { result } }`;

interface Frame {
  id: string;
  sku: string;
  name: string;
}

/** Visible frames of a store view with their product ids (Magento's compare lists take product ids). */
async function frames(count: number, store = STORE): Promise<Frame[]> {
  const result = await shop.gql(
    `{ products(filter: { name: { match: "eyeglasses" } }, pageSize: ${count}) { items { id sku name } } }`,
    {},
    { store },
  );
  const items = result.body.data.products.items as Array<{ id: number; sku: string; name: string }>;
  expect(items.length).toBe(count);
  return items.map((item) => ({ ...item, id: String(item.id) }));
}

const asGuest = (query: string, variables: object, store = STORE) => shop.gql(query, variables, { store });
const errorsOf = (answer: { body: { errors?: Array<{ message: string; extensions?: { category?: string } }> } }) =>
  answer.body.errors?.map((error) => ({ message: error.message, category: error.extensions?.category }));

async function guestList(products: Frame[]) {
  const created = await asGuest(CREATE, { products: products.map((p) => p.id) });
  expect(created.body.errors).toBeUndefined();
  return created.body.data.createCompareList;
}

describe('a guest’s compare list', () => {
  it('holds the products in the order added, each with the frame attributes and their values', async () => {
    const [first, second] = await frames(2);
    const list = await guestList([second, first]);
    expect(list.uid).toMatch(/^[0-9a-f]{32}$/);
    expect(list.item_count).toBe(2);
    expect(list.items.map((item: any) => item.product.sku)).toEqual([second.sku, first.sku]);
    expect(list.items.map((item: any) => item.uid)).toEqual([second.id, first.id]);
    const codes = list.attributes.map((attribute: any) => attribute.code);
    expect(codes).toEqual(
      expect.arrayContaining(['frame_shape', 'frame_material', 'lens_width', 'bridge_width', 'temple_length', 'weight']),
    );
    expect(list.attributes).toContainEqual({ code: 'frame_shape', label: 'Frame Shape' });
    for (const item of list.items) {
      expect(item.attributes.map((attribute: any) => attribute.code)).toEqual(codes);
      const value = (code: string) => item.attributes.find((attribute: any) => attribute.code === code).value;
      expect(value('lens_width')).toMatch(/^\d+$/);
      expect(value('weight')).toMatch(/^\d+(\.\d+)?$/);
      expect(value('frame_shape')).toMatch(/^[A-Z][a-z-]+/);
    }
  });

  it('skips unknown, malformed and variant-only ids, and a product already there', async () => {
    const [frame] = await frames(1);
    const variants = await asGuest(
      `query($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
      ... on ConfigurableProduct { variants { product { id } } } } } }`,
      { sku: frame.sku },
    );
    const variantId = String(variants.body.data.products.items[0].variants[0].product.id);
    const list = await guestList([frame]);
    const added = await asGuest(ADD, { uid: list.uid, products: [frame.id, '99999999', 'abc', '', variantId] });
    expect(added.body.errors).toBeUndefined();
    expect(added.body.data.addProductsToCompareList.items.map((item: any) => item.uid)).toEqual([frame.id]);
  });

  it('takes at most 100 product ids in one call', async () => {
    const answer = await asGuest(CREATE, { products: Array.from({ length: 101 }, (_, i) => String(i + 1)) });
    expect(errorsOf(answer)).toEqual([
      { message: 'A compare list can be changed by at most 100 products at once.', category: 'graphql-input' },
    ]);
  });

  it('adds and removes products', async () => {
    const [first, second, third] = await frames(3);
    const list = await guestList([first]);
    const added = await asGuest(ADD, { uid: list.uid, products: [second.id, third.id] });
    expect(added.body.data.addProductsToCompareList.item_count).toBe(3);
    const removed = await asGuest(REMOVE, { uid: list.uid, products: [second.id] });
    expect(removed.body.data.removeProductsFromCompareList.items.map((item: any) => item.product.sku)).toEqual([first.sku, third.sku]);
  });

  it('is read by whoever holds its uid: another browser, a customer, another store view in its language', async () => {
    const [first, second] = await frames(2);
    const list = await guestList([first, second]);
    const byGuest = await asGuest(READ, { uid: list.uid });
    expect(byGuest.body.data.compareList).toEqual(list);
    const { token } = await signUp();
    const byCustomer = await asCustomer(token, READ, { uid: list.uid });
    expect(byCustomer.body.data.compareList).toEqual(list);
    const inGerman = await asGuest(READ, { uid: list.uid }, 'de');
    const german = inGerman.body.data.compareList;
    expect(german.items.map((item: any) => item.product.sku)).toEqual([first.sku, second.sku]);
    expect(german.attributes.find((attribute: any) => attribute.code === 'frame_shape').label).not.toBe('Frame Shape');
  });

  it('answers null for an unknown uid, and asks for one when it is empty', async () => {
    expect((await asGuest(READ, { uid: '0123456789abcdef0123456789abcdef' })).body.data.compareList).toBeNull();
    expect((await asGuest(READ, { uid: 'not-a-list' })).body.data.compareList).toBeNull();
    expect(errorsOf(await asGuest(READ, { uid: '' }))).toEqual([{ message: '"uid" value must be specified', category: 'graphql-input' }]);
    expect(errorsOf(await asGuest(ADD, { uid: '0123456789abcdef0123456789abcdef', products: ['1'] }))).toEqual([
      { message: '"uid" value does not exist', category: 'graphql-input' },
    ]);
  });

  it('is deleted by its holder', async () => {
    const [frame] = await frames(1);
    const list = await guestList([frame]);
    expect((await asGuest(DELETE, { uid: list.uid })).body.data.deleteCompareList).toEqual({ result: true });
    expect((await asGuest(READ, { uid: list.uid })).body.data.compareList).toBeNull();
    expect((await asGuest(DELETE, { uid: list.uid })).body.data.deleteCompareList).toEqual({ result: false });
  });
});

describe('a customer’s compare list', () => {
  it('takes the guest’s list at sign-in; a later guest list joins it and is gone', async () => {
    const [first, second, third] = await frames(3);
    const { token } = await signUp();
    const guest = await guestList([first]);

    const assigned = await asCustomer(token, ASSIGN, { uid: guest.uid });
    expect(assigned.body.data.assignCompareListToCustomer).toMatchObject({ result: true, compare_list: { uid: guest.uid, item_count: 1 } });
    const own = await asCustomer(token, `{ customer { compare_list { uid items { uid } } } }`);
    expect(own.body.data.customer.compare_list).toEqual({ uid: guest.uid, items: [{ uid: first.id }] });

    const later = await guestList([second, third, first]);
    const merged = await asCustomer(token, ASSIGN, { uid: later.uid });
    const list = merged.body.data.assignCompareListToCustomer.compare_list;
    expect(list.uid).toBe(guest.uid);
    expect(list.items.map((item: any) => item.uid)).toEqual([first.id, second.id, third.id]);
    expect((await asGuest(READ, { uid: later.uid })).body.data.compareList).toBeNull();

    // Assigning their own list again changes nothing; creating one answers theirs.
    expect((await asCustomer(token, ASSIGN, { uid: guest.uid })).body.data.assignCompareListToCustomer.result).toBe(true);
    const created = await asCustomer(token, CREATE, { products: [] });
    expect(created.body.data.createCompareList.uid).toBe(guest.uid);
  });

  it('is changed by its owner only; a guest’s list is changed by guests only', async () => {
    const [first, second] = await frames(2);
    const owner = await signUp();
    const created = await asCustomer(owner.token, CREATE, { products: [first.id] });
    const uid = created.body.data.createCompareList.uid;
    const refused = [{ message: 'This customer is not authorized to access this list', category: 'graphql-input' }];
    expect(errorsOf(await asGuest(ADD, { uid, products: [second.id] }))).toEqual(refused);
    expect(errorsOf(await asGuest(REMOVE, { uid, products: [first.id] }))).toEqual(refused);
    expect(errorsOf(await asGuest(DELETE, { uid }))).toEqual(refused);
    const other = await signUp();
    expect(errorsOf(await asCustomer(other.token, ADD, { uid, products: [second.id] }))).toEqual(refused);
    expect(errorsOf(await asCustomer(other.token, ASSIGN, { uid }))).toEqual(refused);

    const guest = await guestList([second]);
    expect(errorsOf(await asCustomer(owner.token, ADD, { uid: guest.uid, products: [first.id] }))).toEqual(refused);
    // Still as it was.
    expect((await asGuest(READ, { uid })).body.data.compareList.items.map((item: any) => item.uid)).toEqual([first.id]);
  });

  it('needs a signed-in customer to assign a list', async () => {
    const [frame] = await frames(1);
    const guest = await guestList([frame]);
    expect(errorsOf(await asGuest(ASSIGN, { uid: guest.uid }))).toEqual([
      { message: 'Customer must be logged', category: 'graphql-authorization' },
    ]);
    const { token } = await signUp();
    const unknown = await asCustomer(token, ASSIGN, { uid: 'ffffffffffffffffffffffffffffffff' });
    expect(unknown.body.data.assignCompareListToCustomer).toEqual({ result: false, compare_list: null });
  });
});
