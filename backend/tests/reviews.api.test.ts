/** @jest-environment node */
/**
 * Product reviews (Magento_ReviewGraphQl) over HTTP: the seeded reviews in each store view's
 * language, ratings metadata, paging, writing a review (pending until approved, guests only where
 * the store view allows) and moderating it with `npm run reviews`, which purges the product's pages.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPOSITORY_ROOT } from '../config';
import { customerFixtures } from './customer-fixtures';
import { useTestBackend } from './test-support';
import { useVarnishStandIn } from './varnish-stand-in';

jest.setTimeout(120_000);

/** A Varnish stand-in (BACKEND_HTTP_CACHE_HOSTS): the purges it hears. */
const heard = useVarnishStandIn();
/** The tag patterns of the purges heard since the last call. */
const purges = () =>
  heard
    .splice(0)
    .filter((request) => request.method === 'PURGE')
    .map((request) => request.pattern);

const shop = useTestBackend();
const { signUp, asCustomer } = customerFixtures(() => shop, 'uk');
const db = () => shop.backend.services.db;
const productId = (sku: string) => db().prepare('SELECT entity_id FROM catalog_product WHERE sku = ?').pluck().get(sku) as number;

const REVIEWS = `query($sku: String!, $size: Int, $page: Int) { products(filter: { sku: { eq: $sku } }) { items {
  sku rating_summary review_count
  reviews(pageSize: $size, currentPage: $page) { page_info { page_size current_page total_pages }
    items { nickname summary text created_at average_rating ratings_breakdown { name value } product { sku } } } } } }`;
const METADATA = `{ productReviewRatingsMetadata { items { id name values { value_id value } } } }`;
const CREATE = `mutation($input: CreateProductReviewInput!) { createProductReview(input: $input) {
  review { nickname summary text average_rating ratings_breakdown { name value } product { sku } } } }`;

/** A product with approved reviews in the store view, and one without any. */
function products(store: string) {
  const reviewed = db()
    .prepare(
      `SELECT p.sku, COUNT(*) AS count FROM review r JOIN catalog_product p ON p.entity_id = r.product_id JOIN store s ON s.store_id = r.store_id
        WHERE s.code = ? AND r.status_id = 1 GROUP BY p.sku HAVING COUNT(*) >= 2 ORDER BY p.sku LIMIT 1`,
    )
    .get(store) as { sku: string; count: number };
  const plain = db()
    .prepare(
      `SELECT sku FROM catalog_product p WHERE visibility = 4 AND type_id = 'configurable'
          AND NOT EXISTS (SELECT 1 FROM review r WHERE r.product_id = p.entity_id) ORDER BY sku LIMIT 1`,
    )
    .pluck()
    .get() as string;
  return { reviewed, plain };
}

async function read(sku: string, store: string, size = 20, page = 1) {
  const result = await shop.gql(REVIEWS, { sku, size, page }, { store });
  expect(result.body.errors).toBeUndefined();
  return result.body.data.products.items[0];
}

/** The store view's ratings, each voted `value` (1..5), as CreateProductReviewInput's ratings. */
async function votes(store: string, value: number) {
  const { items } = (await shop.gql(METADATA, {}, { store })).body.data.productReviewRatingsMetadata;
  return items.map((rating: { id: string; values: Array<{ value_id: string; value: string }> }) => ({
    id: rating.id,
    value_id: rating.values.find((v) => v.value === String(value))!.value_id,
  }));
}

async function moderate(...args: string[]) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(REPOSITORY_ROOT, 'backend/commands/reviews.ts'),
      '--data-dir',
      shop.backend.services.config.dataDir,
      ...args,
    ],
    { cwd: REPOSITORY_ROOT },
  );
  return stdout;
}

describe('product reviews', () => {
  it("shows each store view's approved reviews in its language, on some products only, with their summary", async () => {
    const { reviewed, plain } = products('fr');
    const product = await read(reviewed.sku, 'fr');
    expect(product.review_count).toBe(reviewed.count);
    expect(product.rating_summary).toBeGreaterThan(0);
    expect(product.rating_summary).toBeLessThanOrEqual(100);
    const names = product.reviews.items[0].ratings_breakdown.map((r: { name: string }) => r.name);
    expect(names).toEqual(['Qualité', 'Ajustement', 'Rapport qualité-prix']);
    const averages = product.reviews.items.map((r: { average_rating: number }) => r.average_rating);
    expect(product.rating_summary).toBeCloseTo(averages.reduce((a: number, b: number) => a + b, 0) / averages.length, 1);
    const dates = product.reviews.items.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates); // newest first
    expect(product.reviews.items[0].product.sku).toBe(reviewed.sku);
    const german = await read(products('de').reviewed.sku, 'de');
    expect(german.reviews.items[0].ratings_breakdown.map((r: { name: string }) => r.name)).toEqual([
      'Qualität',
      'Passform',
      'Preis-Leistung',
    ]);
    expect(await read(plain, 'fr')).toMatchObject({
      review_count: 0,
      rating_summary: 0,
      reviews: { items: [], page_info: { total_pages: 0 } },
    });
  });

  it('pages the reviews', async () => {
    const { reviewed } = products('uk');
    const all = await read(reviewed.sku, 'uk');
    const second = await read(reviewed.sku, 'uk', 1, 2);
    expect(second.reviews.page_info).toEqual({ page_size: 1, current_page: 2, total_pages: reviewed.count });
    expect(second.reviews.items).toEqual([all.reviews.items[1]]);
  });

  it("lists the store view's ratings with their five values", async () => {
    const { items } = (await shop.gql(METADATA, {}, { store: 'es' })).body.data.productReviewRatingsMetadata;
    expect(items.map((r: { name: string }) => r.name)).toEqual(['Calidad', 'Ajuste', 'Relación calidad-precio']);
    for (const rating of items) expect(rating.values.map((v: { value: string }) => v.value)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps a new review pending until it is approved with the command, then counts it', async () => {
    const { plain } = products('uk');
    const input = {
      sku: plain,
      nickname: 'Grace',
      summary: 'Sharp and light',
      text: 'The best frames I have owned.',
      ratings: await votes('uk', 4),
    };
    const created = await shop.gql(CREATE, { input }, { store: 'uk' });
    expect(created.body.errors).toBeUndefined();
    expect(created.body.data.createProductReview.review).toMatchObject({
      nickname: 'Grace',
      summary: 'Sharp and light',
      text: 'The best frames I have owned.',
      average_rating: 80,
      ratings_breakdown: [
        { name: 'Quality', value: '4' },
        { name: 'Fit', value: '4' },
        { name: 'Value', value: '4' },
      ],
      product: { sku: plain },
    });
    expect(await read(plain, 'uk')).toMatchObject({ review_count: 0, rating_summary: 0 });
    const listed = await moderate('--list');
    const line = listed.split('\n').find((l) => l.includes(plain) && l.includes('Grace'))!;
    expect(line).toContain('pending');
    const id = line.split('\t')[0];
    const productPages = `((^|,)cat_p_${productId(plain)}(,|$))`;
    purges();
    expect(await moderate('--approve', id)).toContain(`review ${id} approved`);
    // The command waits for its purges before it exits.
    expect(purges()).toEqual([productPages]);
    const approved = await read(plain, 'uk');
    expect(approved).toMatchObject({ review_count: 1, rating_summary: 80 });
    expect(approved.reviews.items[0]).toMatchObject({ nickname: 'Grace', summary: 'Sharp and light' });
    expect(await read(plain, 'fr')).toMatchObject({ review_count: 0 }); // a review belongs to its store view
    expect(await moderate('--reject', id)).toContain(`review ${id} rejected`);
    expect(purges()).toEqual([productPages]);
    expect(await read(plain, 'uk')).toMatchObject({ review_count: 0 });
    // Rejecting it again changes nothing shown: no purge.
    expect(await moderate('--reject', id)).toContain(`review ${id} rejected`);
    expect(await moderate('--list')).not.toContain('Grace');
    expect(purges()).toEqual([]);
    await expect(moderate('--approve', '999999')).rejects.toThrow(/There is no review 999999/);
  });

  it("answers a customer's own reviews, pending ones included", async () => {
    const { plain } = products('uk');
    const { token } = await signUp();
    const input = { sku: plain, nickname: 'Ada', summary: 'Comfortable', text: 'I wear them every day.', ratings: await votes('uk', 5) };
    expect((await asCustomer(token, CREATE, { input })).body.errors).toBeUndefined();
    const mine = await asCustomer(
      token,
      `{ customer { reviews { items { nickname summary average_rating product { sku } } page_info { total_pages } } } }`,
    );
    expect(mine.body.data.customer.reviews).toEqual({
      items: [{ nickname: 'Ada', summary: 'Comfortable', average_rating: 100, product: { sku: plain } }],
      page_info: { total_pages: 1 },
    });
  });

  it("refuses guests where the store view allows only customers, and bad input with Magento's texts", async () => {
    const { plain } = products('de');
    const ratings = await votes('de', 3);
    const input = { sku: plain, nickname: 'Lena', summary: 'Gut', text: 'Sitzt gut.', ratings };
    const guest = await shop.gql(CREATE, { input }, { store: 'de' });
    expect(guest.body.errors?.[0]).toMatchObject({
      message: "Guest customers aren't allowed to add product reviews.",
      extensions: { category: 'graphql-authorization' },
    });
    const { token } = await signUp({}, 'de');
    expect((await asCustomer(token, CREATE, { input }, 'de')).body.errors).toBeUndefined();
    const cases: Array<[object, string, string]> = [
      [{ sku: 'NO-SUCH-SKU' }, 'Could not find a product with SKU "NO-SUCH-SKU"', 'graphql-no-such-entity'],
      [{ nickname: '  ' }, 'Please enter a nickname.', 'graphql-input'],
      [{ summary: '' }, 'Please enter a review summary.', 'graphql-input'],
      [{ text: '' }, 'Please enter a review.', 'graphql-input'],
      [{ ratings: [{ id: ratings[0].id, value_id: 'bm9wZQ==' }] }, "Rating isn't available", 'graphql-input'],
    ];
    for (const [change, message, category] of cases) {
      const result = await asCustomer(token, CREATE, { input: { ...input, ...change } }, 'de');
      expect(result.body.errors?.[0]).toMatchObject({ message, extensions: { category } });
    }
  });
});
