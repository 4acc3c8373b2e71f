/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPOSITORY_ROOT } from '../config';
import { setPrice, setStock } from '../modules/productalert/catalog-changes';
import { purgePatterns } from '../modules/page-cache/purge';
import { useTestBackend } from './test-support';
import { type HeardPurge, useVarnishStandIn } from './varnish-stand-in';

jest.setTimeout(90_000);

/** A Varnish stand-in: records the purge requests it hears. */
const heard = useVarnishStandIn();

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

describe('category, CMS page and URL rewrite changes from npm run catalog', () => {
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
      { cwd: REPOSITORY_ROOT },
    );
  const pattern = (tag: string) => `((^|,)${tag}(,|$))`;
  /** A category of the uk menu whose URL is its own (a leaf: no child's URL is built on it). */
  const leafCategory = () =>
    db()
      .prepare(
        `SELECT c.entity_id AS id, s.url_path FROM catalog_category c JOIN catalog_category_store s ON s.entity_id = c.entity_id AND s.store_id = 0
         WHERE c.level = 3 AND c.is_active = 1 AND c.include_in_menu = 1
           AND NOT EXISTS (SELECT 1 FROM catalog_category k WHERE k.parent_id = c.entity_id)
         ORDER BY c.entity_id LIMIT 1`,
      )
      .get() as { id: number; url_path: string };

  test('a category rename purges cat_c_{id}, and the menu and the category answer the new name', async () => {
    heard.splice(0);
    const category = leafCategory();
    await run('--store', 'uk', '--rename-category', category.url_path, 'Renamed shape');
    expect((await purgesHeard(1)).map((purge) => purge.pattern)).toEqual([pattern(`cat_c_${category.id}`)]);
    const menu = await shop.gql('{ categories { items { children { children { uid name } } } } }', {}, { store: 'uk' });
    expect(JSON.stringify(menu.body.data)).toContain('Renamed shape');
    expect(tagsOf(menu.headers)).toContain(`cat_c_${category.id}`);
    // The other store views keep their name.
    const french = await shop.gql(`{ route(url: "${category.url_path}.html") { ... on CategoryTree { name } } }`, {}, { store: 'fr' });
    expect(JSON.stringify(french.body)).not.toContain('Renamed shape');
  });

  test('a CMS page title and content change purges cms_p_{id}, and cmsPage answers them', async () => {
    heard.splice(0);
    const page = db()
      .prepare(`SELECT page_id, identifier FROM cms_page WHERE is_active = 1 AND store_id = 0 AND identifier != 'home' LIMIT 1`)
      .get() as {
      page_id: number;
      identifier: string;
    };
    const file = path.join(shop.backend.services.config.dataDir, 'new-content.html');
    (await import('node:fs')).writeFileSync(file, '<p>Freshly written content</p>');
    await run('--set-cms-title', page.identifier, 'A new title', '--set-cms-content', page.identifier, file);
    const purges = await purgesHeard(2);
    expect(purges.length).toBeGreaterThanOrEqual(1);
    expect(purges.every((purge) => purge.pattern === pattern(`cms_p_${page.page_id}`))).toBe(true);
    const answer = await shop.gql(`{ cmsPage(identifier: "${page.identifier}") { title content } }`, {}, { store: 'uk' });
    expect(answer.body.data.cmsPage).toMatchObject({ title: 'A new title', content: expect.stringContaining('Freshly written content') });
  });

  test('a moved URL purges the tag of the page it leads to; the old path redirects there with 301', async () => {
    heard.splice(0);
    const category = db()
      .prepare(
        `SELECT c.entity_id AS id, s.url_path FROM catalog_category c JOIN catalog_category_store s ON s.entity_id = c.entity_id AND s.store_id = 0
         WHERE c.level = 3 AND c.is_active = 1 AND NOT EXISTS (SELECT 1 FROM catalog_category k WHERE k.parent_id = c.entity_id)
         ORDER BY c.entity_id DESC LIMIT 1`,
      )
      .get() as { id: number; url_path: string };
    const from = `${category.url_path}.html`;
    const to = `${category.url_path}-moved.html`;
    await run('--store', 'uk', '--move-url', from, to);
    expect((await purgesHeard(1)).map((purge) => purge.pattern)).toEqual([pattern(`cat_c_${category.id}`)]);
    const old = await shop.gql(`{ route(url: "${from}") { relative_url redirect_code } }`, {}, { store: 'uk' });
    expect(old.body.data.route).toEqual({ relative_url: to, redirect_code: 301 });
    const moved = await shop.gql(
      `{ route(url: "${to}") { relative_url redirect_code ... on CategoryTree { url_path url_key } } }`,
      {},
      { store: 'uk' },
    );
    expect(moved.body.data.route).toMatchObject({ relative_url: to, redirect_code: 0, url_path: `${category.url_path}-moved` });
    expect(tagsOf(moved.headers)).toContain(`cat_c_${category.id}`);
    // Only the uk store view moved.
    const elsewhere = await shop.gql(`{ route(url: "${from}") { redirect_code } }`, {}, { store: 'us' });
    expect(elsewhere.body.data.route).toEqual({ redirect_code: 0 });

    // Moved back: the redirect on the old path gives way to the page again, and the new path redirects.
    await run('--store', 'uk', '--move-url', to, from);
    const back = await shop.gql(`{ route(url: "${from}") { relative_url redirect_code } }`, {}, { store: 'uk' });
    expect(back.body.data.route).toEqual({ relative_url: from, redirect_code: 0 });
    const forward = await shop.gql(`{ route(url: "${to}") { relative_url redirect_code } }`, {}, { store: 'uk' });
    expect(forward.body.data.route).toEqual({ relative_url: from, redirect_code: 301 });
  });

  test('bad content changes are refused with a message and change nothing', async () => {
    heard.splice(0);
    await expect(run('--rename-category', 'no-such-category', 'X')).rejects.toMatchObject({
      stderr: expect.stringContaining('No category no-such-category'),
    });
    await expect(run('--set-cms-title', 'no-such-page', 'X')).rejects.toMatchObject({ stderr: expect.stringContaining('No CMS page') });
    await expect(run('--set-cms-content', 'home', '/no/such/file.html')).rejects.toMatchObject({
      stderr: expect.stringContaining('cannot read'),
    });
    await expect(run('--move-url', 'no-such-page.html', 'x.html')).rejects.toMatchObject({ stderr: expect.stringContaining('No page at') });
    expect(heard).toEqual([]);
  });
});
