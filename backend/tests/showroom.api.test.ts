/** @jest-environment node */
import { useTestBackend } from './test-support';

jest.setTimeout(60_000);

const shop = useTestBackend();

const RESULT_FIELDS = `id face_shape style colors genders budget_max { value currency } usage polarized_only product_skus store_code created_at`;

const SAVE = `mutation SaveShowroomResult($input: SaveShowroomResultInput!) {
  saveShowroomResult(input: $input) { ${RESULT_FIELDS} }
}`;

const READ = `query ShowroomResult($id: String!) { showroomResult(id: $id) { ${RESULT_FIELDS} } }`;

interface ShowroomResult {
  id: string;
  face_shape: string | null;
  style: string | null;
  colors: string[];
  genders: string[];
  budget_max: { value: number; currency: string } | null;
  usage: string;
  polarized_only: boolean;
  product_skus: string[];
  store_code: string;
  created_at: string;
}

let frameSkus: string[] = [];

async function frames(): Promise<string[]> {
  if (frameSkus.length) return frameSkus;
  const result = await shop.gql<{ products: { items: Array<{ sku: string }> } }>(
    `{ products(filter: { name: { match: "glasses" } }, pageSize: 30) { items { sku } } }`,
    {},
    { store: 'uk' },
  );
  frameSkus = result.body.data!.products.items.map((item) => item.sku);
  expect(frameSkus.length).toBeGreaterThanOrEqual(25);
  return frameSkus;
}

async function save(input: object, store = 'uk') {
  return shop.gql<{ saveShowroomResult: ShowroomResult | null }>(SAVE, { input }, { store });
}

async function saved(input: object, store = 'uk'): Promise<ShowroomResult> {
  const result = await save(input, store);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.saveShowroomResult!;
}

function errorMessages(result: { body: { errors?: Array<{ message: string; extensions?: { category?: string } }> } }) {
  return (result.body.errors ?? []).map((error) => `${error.extensions?.category}: ${error.message}`);
}

describe('saveShowroomResult and showroomResult', () => {
  it('saves the answers and the chosen SKUs under an unguessable id, readable by GET from any store view', async () => {
    const [first, second] = await frames();
    const input = {
      face_shape: 'ROUND',
      style: 'MINIMAL',
      colors: ['22', '26'],
      genders: ['37', '39'],
      budget_max: 150,
      usage: 'EYEGLASSES',
      product_skus: [second, first],
    };
    const result = await saved(input);
    expect(result).toMatchObject({
      face_shape: 'ROUND',
      style: 'MINIMAL',
      colors: ['22', '26'],
      genders: ['37', '39'],
      budget_max: { value: 150, currency: 'GBP' },
      usage: 'EYEGLASSES',
      polarized_only: false,
      product_skus: [second, first],
      store_code: 'uk',
    });
    // 144 random bits in base64url.
    expect(result.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(result.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const read = await shop.gql<{ showroomResult: ShowroomResult }>(READ, { id: result.id }, { store: 'fr' });
    expect(read.status).toBe(200);
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data!.showroomResult).toEqual(result);
  });

  it('gives every result its own id, and keeps the budget in the currency of the store view it was saved in', async () => {
    const [sku] = await frames();
    const minimal = { usage: 'SUNGLASSES', polarized_only: true, product_skus: [sku] };
    const one = await saved(minimal, 'us');
    const two = await saved({ ...minimal, budget_max: 99.5 }, 'pl');
    expect(one.id).not.toBe(two.id);
    expect(one).toMatchObject({ face_shape: null, style: null, colors: [], genders: [], budget_max: null, polarized_only: true });
    expect(two.budget_max).toEqual({ value: 99.5, currency: 'PLN' });
  });

  it('answers an unknown or malformed id with a no-such-entity error', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'not-an-id', "x' OR 1=1 --"]) {
      const read = await shop.gql<{ showroomResult: ShowroomResult | null }>(READ, { id }, { store: 'uk' });
      expect(read.body.data?.showroomResult ?? null).toBeNull();
      expect(read.body.errors?.[0].extensions?.category).toBe('graphql-no-such-entity');
    }
  });

  it('refuses a result without products, with unknown or too many SKUs, and says what is wrong', async () => {
    const skus = await frames();
    const base = { usage: 'EYEGLASSES' };
    expect(errorMessages(await save({ ...base, product_skus: [] }))).toEqual([
      'graphql-input: "product_skus" must name at least one product.',
    ]);
    expect(errorMessages(await save({ ...base, product_skus: [skus[0], 'NO-SUCH-FRAME'] }))).toEqual([
      "graphql-input: The product that was requested doesn't exist. Verify the product and try again. (NO-SUCH-FRAME)",
    ]);
    expect(errorMessages(await save({ ...base, product_skus: skus.slice(0, 25) }))).toEqual([
      'graphql-input: "product_skus" can hold at most 24 values.',
    ]);
    expect(errorMessages(await save({ ...base, product_skus: [skus[0], skus[0]] }))).toEqual([
      'graphql-input: "product_skus" holds the same value twice.',
    ]);
    expect(errorMessages(await save({ ...base, product_skus: ['A\u0000B'] }))).toEqual([
      'graphql-input: "product_skus" holds a value that is not valid.',
    ]);
  });

  it('refuses answers out of bounds: too many or malformed option values, a budget that is no price', async () => {
    const [sku] = await frames();
    const base = { usage: 'EYEGLASSES', product_skus: [sku] };
    const colors = Array.from({ length: 21 }, (_, index) => String(index + 1));
    expect(errorMessages(await save({ ...base, colors }))).toEqual(['graphql-input: "colors" can hold at most 20 values.']);
    expect(errorMessages(await save({ ...base, genders: ['<script>'] }))).toEqual([
      'graphql-input: "genders" holds a value that is not valid.',
    ]);
    expect(errorMessages(await save({ ...base, colors: ['x'.repeat(33)], budget_max: -5 }))).toEqual([
      'graphql-input: "colors" holds a value that is not valid.',
      'graphql-input: "budget_max" must be a price above 0 and at most 10000000.',
    ]);
  });

  it('takes answers and SKUs only: an unknown answer, field or a photo is refused by the schema', async () => {
    const [sku] = await frames();
    const wrongEnum = await save({ usage: 'MONOCLE', product_skus: [sku] });
    expect(wrongEnum.body.errors?.[0].extensions?.category).toBe('graphql');
    const photo = await save({ usage: 'EYEGLASSES', product_skus: [sku], photo: 'data:image/jpeg;base64,AAAA' });
    expect(photo.body.errors?.[0].message).toMatch(/photo/);
    expect(photo.body.data?.saveShowroomResult ?? null).toBeNull();
  });
});
