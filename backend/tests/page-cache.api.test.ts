/** @jest-environment node */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPOSITORY_ROOT } from '../config';
import { setPrice, setStock } from '../modules/productalert/catalog-changes';
import { purgePatterns } from '../modules/page-cache/purge';
import { useTestBackend } from './harness';

jest.setTimeout(90_000);

/** A Varnish stand-in: records the purge requests it hears. */
interface HeardPurge {
  method: string;
  path: string;
  pattern: string;
}
const heard: HeardPurge[] = [];
const varnish = http.createServer((req, res) => {
  heard.push({ method: req.method ?? '', path: req.url ?? '', pattern: String(req.headers['x-magento-tags-pattern'] ?? '') });
  res.writeHead(200).end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => varnish.listen(0, '127.0.0.1', resolve));
  process.env.BACKEND_HTTP_CACHE_HOSTS = `127.0.0.1:${(varnish.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.BACKEND_HTTP_CACHE_HOSTS;
  await new Promise((resolve) => varnish.close(resolve));
});

const shop = useTestBackend();
const db = () => shop.backend.services.db;

const tagsOf = (headers: Headers) => (headers.get('x-magento-tags') ?? '').split(',');
const productId = (sku: string) =>
  (db().prepare('SELECT entity_id FROM catalog_product WHERE sku = ?').get(sku) as { entity_id: number }).entity_id;

/** A visible simple product (no variants), for changes that must not touch others. */
function simpleProduct(offset: number): { id: number; sku: string } {
  return db()
    .prepare(
      `SELECT entity_id AS id, sku FROM catalog_product WHERE type_id = 'simple' AND visibility = 4 ORDER BY entity_id LIMIT 1 OFFSET ?`,
    )
    .get(offset) as { id: number; sku: string };
}

async function purgesHeard(count: number): Promise<HeardPurge[]> {
  for (let i = 0; i < 100 && heard.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return heard.splice(0);
}

describe('X-Magento-Tags on GraphQL GET answers', () => {
  test('products, their variants and categories carry Magento tag names', async () => {
    const product = simpleProduct(0);
    const answer = await shop.gql(
      `{ products(filter: { sku: { eq: "${product.sku}" } }) { items { sku categories { uid } } } }`,
      {},
      { store: 'uk' },
    );
    const tags = tagsOf(answer.headers);
    expect(tags).toEqual(expect.arrayContaining(['cat_p', `cat_p_${product.id}`, 'cat_c', 'FPC']));
    expect(tags.some((tag) => /^cat_c_\d+$/.test(tag))).toBe(true);
  });

  test('a configurable product carries its own tag (a variant change purges it); route and CMS pages carry theirs', async () => {
    const parent = db().prepare(`SELECT entity_id AS id, sku FROM catalog_product WHERE type_id = 'configurable' LIMIT 1`).get() as {
      id: number;
      sku: string;
    };
    const child = db()
      .prepare('SELECT child_id FROM catalog_product_relation WHERE parent_id = ? LIMIT 1')
      .pluck()
      .get(parent.id) as number;
    const answer = await shop.gql(
      `{ products(filter: { sku: { eq: "${parent.sku}" } }) { items { sku ... on ConfigurableProduct { variants { product { sku } } } } } }`,
    );
    expect(tagsOf(answer.headers)).toContain(`cat_p_${parent.id}`);
    // Variants are not listed one by one: a listing would outgrow a header.
    expect(tagsOf(answer.headers)).not.toContain(`cat_p_${child}`);

    const page = db().prepare(`SELECT page_id, identifier FROM cms_page WHERE is_active = 1 LIMIT 1`).get() as {
      page_id: number;
      identifier: string;
    };
    const cms = await shop.gql(`{ cmsPage(identifier: "${page.identifier}") { title } }`);
    expect(tagsOf(cms.headers)).toEqual(expect.arrayContaining(['cms_p', `cms_p_${page.page_id}`]));

    // A whole listing page names each of its products, within one header.
    const listing = await shop.gql(
      `{ products(search: "", pageSize: 48) { items { sku ... on ConfigurableProduct { variants { product { sku } } } } } }`,
      {},
      { store: 'uk' },
    );
    const listed = listing.body.data.products.items.length;
    expect(tagsOf(listing.headers).filter((tag) => /^cat_p_\d+$/.test(tag))).toHaveLength(listed);
  });

  test('private and POST answers carry no tags', async () => {
    const mutation = await shop.gql('mutation { createEmptyCart }');
    expect(mutation.headers.get('x-magento-tags')).toBeNull();
    const post = await shop.gql('{ storeConfig { store_code } }', {}, { method: 'POST' });
    expect(post.headers.get('x-magento-tags')).toBeNull();
  });
});

describe('purge requests to BACKEND_HTTP_CACHE_HOSTS', () => {
  test("Magento's pattern form, in batches that fit one header", () => {
    expect(purgePatterns(['cat_p_1', 'cat_p_2'])).toEqual(['((^|,)cat_p_1(,|$))|((^|,)cat_p_2(,|$))']);
    const many = purgePatterns(Array.from({ length: 1000 }, (_, i) => `cat_p_${i}`));
    expect(many.length).toBeGreaterThan(1);
    for (const pattern of many) expect(pattern.length).toBeLessThanOrEqual(7500);
  });

  test('a price or stock change purges the product and the configurable product it belongs to', async () => {
    heard.splice(0);
    const product = simpleProduct(1);
    setPrice(shop.backend.services, product.sku, 'uk', 42);
    const [purge] = await purgesHeard(1);
    expect(purge).toEqual({ method: 'PURGE', path: '/', pattern: `((^|,)cat_p_${product.id}(,|$))` });

    const parent = db().prepare(`SELECT entity_id AS id, sku FROM catalog_product WHERE type_id = 'configurable' LIMIT 1`).get() as {
      id: number;
      sku: string;
    };
    setStock(shop.backend.services, parent.sku, 3);
    const [stock] = await purgesHeard(1);
    expect(stock.pattern).toContain(`((^|,)cat_p_${parent.id}(,|$))`);
  });

  test('npm run catalog changes, purges, and the running backend answers the change at once', async () => {
    heard.splice(0);
    const product = simpleProduct(2);
    const run = (...args: string[]) =>
      promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(REPOSITORY_ROOT, 'backend/commands/catalog.ts'),
          '--data-dir',
          shop.backend.services.config.dataDir,
          ...args,
        ],
        {
          cwd: REPOSITORY_ROOT,
          env: { ...process.env },
        },
      );
    // A price filter is answered from the listing index, which the command's process cannot reset.
    const priced = async () =>
      (
        await shop.gql(
          `{ products(filter: { price: { from: "1234", to: "1235" } }, pageSize: 50) { items { sku name stock_status } } }`,
          {},
          { store: 'uk' },
        )
      ).body.data.products.items as Array<{ sku: string; name: string; stock_status: string }>;
    expect(await priced()).toEqual([]);

    const { stdout } = await run(
      '--store',
      'uk',
      '--set-price',
      product.sku,
      '1234.5',
      '--set-stock',
      product.sku,
      '0',
      '--rename',
      product.sku,
      'Renamed frame',
    );
    expect(stdout).toContain('purging 127.0.0.1:');
    const purges = await purgesHeard(3);
    expect(purges.length).toBeGreaterThanOrEqual(3);
    expect(purges.every((purge) => purge.method === 'PURGE' && purge.pattern === `((^|,)cat_p_${product.id}(,|$))`)).toBe(true);
    expect(await priced()).toEqual([{ sku: product.sku, name: 'Renamed frame', stock_status: 'OUT_OF_STOCK' }]);

    await run('--purge-all');
    expect((await purgesHeard(1)).map((purge) => purge.pattern)).toEqual(['.*']);
    expect(productId(product.sku)).toBe(product.id);
  });

  test('bad command input is refused with a message', async () => {
    await expect(
      promisify(execFile)(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(REPOSITORY_ROOT, 'backend/commands/catalog.ts'),
          '--data-dir',
          shop.backend.services.config.dataDir,
          '--set-price',
          'NO-SUCH-SKU',
          '5',
        ],
        { cwd: REPOSITORY_ROOT },
      ),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('No product with SKU NO-SUCH-SKU') });
  });
});
