import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_BACKEND_PORT, E2E_BACKEND_URL, E2E_DATA_DIR, E2E_STOREFRONT_ENV, E2E_STOREFRONT_PORT } from '../scripts/e2e-env';
import { startFaultProxy, type FaultProxy } from '../scripts/fault-proxy';
import { DEGRADED_PAGE_SECONDS } from '../lib/cache/page-life';
import { closeServices, openServices } from '../backend/commands/command-line';
import { renameProduct } from '../backend/modules/productalert/catalog-changes';
import { backendDatabase, productInStock, runBackendCommand, textsFor, type ProductRow } from './test-support';

/**
 * Freshness by Magento's purge protocol (issue 15): the backend purges the storefront like a
 * Magento with Varnish configured, a purge reaches exactly the pages that show what changed,
 * several instances share one Redis cache, and a page whose refresh fails keeps its last copy.
 */
const STORE = 'uk';
const ROOT = path.join(__dirname, '..');

const productPath = (product: ProductRow) => `/${STORE}/${product.url_key}${product.url_suffix ?? '.html'}`;
const productId = (sku: string) =>
  backendDatabase((db) => db.prepare('SELECT entity_id FROM catalog_product WHERE sku = ?').pluck().get(sku) as number);
const purgePattern = (sku: string) => `((^|,)cat_p_${productId(sku)}(,|$))`;

/** The product's name in the store view, as the backend answers it now. */
async function backendQuery(request: APIRequestContext, sku: string): Promise<{ name: string }> {
  const answer = await request.post(`${E2E_BACKEND_URL}/graphql`, {
    headers: { Store: STORE, 'Content-Type': 'application/json' },
    data: { query: 'query($sku:String){products(filter:{sku:{eq:$sku}}){items{name}}}', variables: { sku } },
  });
  const item = ((await answer.json()) as { data: { products: { items: Array<{ name: string }> } } }).data.products.items[0];
  if (!item) throw new Error(`no product ${sku}`);
  return item;
}

/** Two accessories in stock, different from each other (renamed by these tests). */
async function twoProducts(request: APIRequestContext): Promise<[ProductRow, ProductRow]> {
  const first = await productInStock(request, STORE, 'Frames');
  const second = await productInStock(request, STORE, 'Sunglasses');
  return [first, second];
}

test.describe('freshness by purge', () => {
  test('a rename shows on its product page and in search within seconds; other cached pages stay cached', async ({ page, request }) => {
    const product = await productInStock(request, STORE, 'Accessories');
    const other = await productInStock(request, STORE, 'ContactLenses');
    const search = `/${STORE}/search.html?query=${encodeURIComponent(product.sku)}`;
    // Cached once (a copy left by an earlier run may be past its lifetime: rebuilt first), then served from the cache.
    for (const url of [productPath(product), search, productPath(other)]) expect((await request.get(url)).status()).toBe(200);
    const cacheOf = async (url: string) => (await request.get(url)).headers()['x-nextjs-cache'];
    await expect.poll(() => cacheOf(productPath(other)), { timeout: 15_000, intervals: [300] }).toBe('HIT');

    const name = `Freshly renamed ${Date.now()}`;
    runBackendCommand('catalog', ['--rename', product.sku, name]);
    await expect.poll(async () => (await request.get(productPath(product))).text(), { timeout: 20_000, intervals: [200] }).toContain(name);
    await expect.poll(async () => (await request.get(search)).text(), { timeout: 20_000, intervals: [200] }).toContain(name);
    // The purge named only this product: another product's page is still the cached copy.
    expect(await cacheOf(productPath(other))).toBe('HIT');

    await page.goto(productPath(product));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  // A configurable product of the first listing page of a top category, renamed (as the
  // freshness bench does) while its category page and search are being rebuilt after an earlier
  // purge: those rebuilds read the old name and are written after the rename's purge. The purge
  // route applies each purge again once renders in flight are done, so the name still shows.
  test('a configurable product renamed while its listings are being rebuilt shows there within seconds', async ({ request }) => {
    const product = backendDatabase(
      (db) =>
        db
          .prepare(
            `SELECT p.entity_id AS id, p.sku, r.request_path AS category FROM catalog_product p
               JOIN catalog_category_product cp ON cp.product_id = p.entity_id AND cp.position < 12
               JOIN catalog_category c ON c.entity_id = cp.category_id AND c.level = 2
               JOIN url_rewrite r ON r.entity_type = 'category' AND r.entity_id = c.entity_id AND r.store_id = 6 AND r.redirect_type = 0
             WHERE p.entity_id = (SELECT entity_id FROM catalog_product
                                  WHERE type_id = 'configurable' AND visibility = 4 AND status = 1 ORDER BY entity_id LIMIT 1 OFFSET 1)
             ORDER BY cp.position, length(r.request_path) LIMIT 1`,
          )
          .get() as { id: number; sku: string; category: string },
    );
    const pages = [`/${STORE}/${product.category}`, `/${STORE}/search.html?query=${encodeURIComponent(product.sku)}`];
    const original = (await backendQuery(request, product.sku)).name;
    for (const url of pages) {
      expect((await request.get(url)).status()).toBe(200);
      expect(await (await request.get(url)).text()).toContain(original);
    }
    const services = openServices({ dataDir: E2E_DATA_DIR });
    try {
      // Stale, then asked for: each answers its cached copy and starts a rebuild, which the rename meets.
      expect(
        (await request.fetch('/', { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': `((^|,)cat_p_${product.id}(,|$))` } })).status(),
      ).toBe(200);
      await Promise.all(pages.map((url) => request.get(url)));
      const name = `${original} renamed ${Date.now()}`;
      renameProduct(services, product.sku, name);
      for (const url of pages)
        await expect.poll(async () => (await request.get(url)).text(), { timeout: 8_000, intervals: [200] }).toContain(name);
    } finally {
      renameProduct(services, product.sku, original);
      await closeServices(services);
    }
  });

  test("Magento's PURGE on / is taken in its own form, and refused in any other", async ({ request }) => {
    const purge = (pattern?: string) =>
      request.fetch('/', { method: 'PURGE', headers: pattern === undefined ? {} : { 'X-Magento-Tags-Pattern': pattern }, maxRedirects: 0 });
    expect((await purge()).status()).toBe(400);
    expect((await purge('cat_p_1')).status()).toBe(400);
    const tags = await purge('((^|,)cat_p_1(,|$))|((^|,)cat_c_3(,|$))');
    expect(tags.status()).toBe(200);
    expect(await tags.json()).toMatchObject({ purged: 2 });
    const all = await purge('.*');
    expect(all.status()).toBe(200);
    expect(await all.json()).toMatchObject({ purged: 'all' });
  });

  test('catalogue HTML sets no cookie; `/` still goes to the last store view, remembered by the browser', async ({ page, request }) => {
    for (const url of [`/fr/`, `/${STORE}/search.html?query=aviator`]) {
      const response = await request.get(url, { headers: { cookie: '' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['set-cookie']).toBeUndefined();
    }
    await page.goto('/fr/');
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'store_view_code')?.value).toBe('fr');
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
  });
});

/** Starts a storefront instance of the test build against `backendUrl`, sharing `redisUrl`. */
async function startInstance(port: number, backendUrl: string, redisUrl: string): Promise<ChildProcess> {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/next'), ['start', '--port', String(port)], {
    cwd: ROOT,
    env: { ...process.env, ...E2E_STOREFRONT_ENV, MAGENTO_BACKEND_URL: backendUrl, REDIS_URL: redisUrl, PORT: String(port) },
    stdio: 'ignore',
  });
  await waitFor(`http://localhost:${port}/`, 90_000);
  return child;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { redirect: 'manual' });
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

test.describe('many instances, one Redis cache', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  const redisPort = E2E_BACKEND_PORT + 4;
  const ports = [E2E_STOREFRONT_PORT + 7, E2E_STOREFRONT_PORT + 8];
  let redis: ChildProcess | undefined;
  let instances: ChildProcess[] = [];
  let proxy: FaultProxy;
  const at = (instance: number, url: string) => `http://localhost:${ports[instance]}${url}`;

  test.beforeAll(async () => {
    const server = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => fs.existsSync(file));
    if (!server) throw new Error('redis-server is not installed (apt-get install redis-server; .ci/run installs it)');
    redis = spawn(server, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    proxy = await startFaultProxy({ target: E2E_BACKEND_URL, port: E2E_BACKEND_PORT + 8 });
    instances = await Promise.all(ports.map((port) => startInstance(port, proxy.url, `redis://127.0.0.1:${redisPort}`)));
  });

  test.afterAll(async () => {
    await Promise.all(instances.map(stop));
    await stop(redis);
    await proxy?.close();
  });

  test('a page cached by one instance is served by the other, and one purge refreshes both', async ({ request }) => {
    const [product] = await twoProducts(request);
    const first = await request.get(at(0, productPath(product)));
    expect(first.status()).toBe(200);
    const second = await request.get(at(1, productPath(product)));
    expect(second.status()).toBe(200);
    expect(second.headers()['x-nextjs-cache']).toBe('HIT');

    const name = `Shared rename ${Date.now()}`;
    runBackendCommand('catalog', ['--rename', product.sku, name]);
    const purged = await request.fetch(at(0, '/'), { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': purgePattern(product.sku) } });
    expect(purged.status()).toBe(200);
    for (const instance of [1, 0]) {
      await expect
        .poll(async () => (await request.get(at(instance, productPath(product)))).text(), { timeout: 15_000, intervals: [250] })
        .toContain(name);
    }
  });

  test('a moved URL purged on one instance redirects with 301 on the other at once', async ({ request }) => {
    const product = await productInStock(request, STORE, 'ContactLenses');
    const suffix = product.url_suffix ?? '.html';
    const from = productPath(product);
    const toKey = `${product.url_key}-moved-${Date.now()}`;
    const to = `/${STORE}/${toKey}${suffix}`;
    const purge = () => request.fetch(at(0, '/'), { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': purgePattern(product.sku) } });
    // Instance 1's middleware now remembers that the path has no redirect (for 5 minutes).
    expect((await request.get(at(1, from), { maxRedirects: 0 })).status()).toBe(200);
    runBackendCommand('catalog', ['--store', STORE, '--move-url', `${product.url_key}${suffix}`, `${toKey}${suffix}`]);
    try {
      expect((await purge()).status()).toBe(200);
      await expect
        .poll(
          async () => {
            const response = await request.get(at(1, from), { maxRedirects: 0 });
            return `${response.status()} ${new URL(response.headers()['location'] ?? '/', 'http://x').pathname}`;
          },
          { timeout: 6_000, intervals: [250] },
        )
        .toBe(`301 ${to}`);
    } finally {
      runBackendCommand('catalog', ['--store', STORE, '--move-url', `${toKey}${suffix}`, `${product.url_key}${suffix}`]);
      await purge();
    }
  });

  test('stale rather than broken: with the backend failing, a purged page keeps its last good copy', async ({ request }) => {
    const [product, unseen] = await twoProducts(request);
    const before = (await productInStock(request, STORE, 'Frames')).name;
    await expect.poll(async () => (await request.get(at(0, productPath(product)))).text(), { timeout: 15_000 }).toContain(before);

    proxy.mode = 'down';
    try {
      runBackendCommand('catalog', ['--rename', product.sku, `Never shown ${Date.now()}`]);
      await request.fetch(at(1, '/'), { method: 'PURGE', headers: { 'X-Magento-Tags-Pattern': purgePattern(product.sku) } });
      for (let i = 0; i < 4; i++) {
        for (const instance of [0, 1]) {
          const response = await request.get(at(instance, productPath(product)));
          expect(response.status()).toBe(200);
          expect(await response.text()).toContain(before);
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      // A page never rendered has no copy to fall back on: the shop's error page in the store view's
      // language, with 503 and Retry-After (once the storefront has seen the backend go: ≤ 2 s).
      const french = textsFor('fr');
      for (const url of [productPath(unseen), `/fr/${unseen.url_key}.html`]) {
        await expect.poll(async () => (await request.get(at(0, url))).status(), { timeout: 10_000, intervals: [500] }).toBe(503);
      }
      const never = await request.get(at(1, `/fr/${unseen.url_key}.html`));
      expect(never.status()).toBe(503);
      expect(Number(never.headers()['retry-after'])).toBeGreaterThan(0);
      expect(await never.text()).toContain(french('Errors.generic'));
    } finally {
      proxy.mode = 'pass';
    }
  });

  // The menu frames every page and falls back to none rather than failing it. A page rendered so
  // (here: the backend refuses only the menu, for a store view no earlier test rendered) is kept
  // seconds, not the catalogue's minutes, and is whole again soon after the backend answers.
  test('a page rendered while its menu could not load is kept seconds, and comes back with its menu', async ({ request }) => {
    const store = 'nl';
    const product = await productInStock(request, store, 'Frames');
    const pagePath = `/${store}/${product.url_key}${product.url_suffix ?? '.html'}`;
    const url = at(0, pagePath);
    const label = textsFor(store)('Header.categories');
    const menuLinks = (html: string) => {
      const nav = new RegExp(`<nav aria-label="${label}"[^>]*>([\\s\\S]*?)</nav>`).exec(html);
      if (!nav) throw new Error('no category menu in the page');
      return (nav[1].match(/<a /g) ?? []).length;
    };
    proxy.refuse = (incoming) => incoming.headers.store === store && (incoming.url ?? '').includes('operationName=GetNavigationMenu');
    try {
      const degraded = await request.get(url);
      expect(degraded.status()).toBe(200);
      const html = await degraded.text();
      expect(html).toContain(product.name);
      expect(menuLinks(html)).toBe(0);
      expect(degraded.headers()['cache-control']).toMatch(new RegExp(`s-maxage=${DEGRADED_PAGE_SECONDS}\\b`));
      // Served from the cache while it lasts, with the same short life (the other instance too).
      const cached = await request.get(at(1, pagePath));
      expect(cached.headers()['cache-control']).toMatch(new RegExp(`s-maxage=${DEGRADED_PAGE_SECONDS}\\b`));
    } finally {
      proxy.refuse = undefined;
    }
    await expect
      .poll(
        async () => {
          const response = await request.get(url);
          const life = Number(/s-maxage=(\d+)/.exec(response.headers()['cache-control'] ?? '')?.[1]);
          return { menu: menuLinks(await response.text()) > 0, minutes: life > DEGRADED_PAGE_SECONDS };
        },
        { timeout: (DEGRADED_PAGE_SECONDS + 20) * 1000, intervals: [1000] },
      )
      .toEqual({ menu: true, minutes: true });
  });

  test('Redis away for a while: catalogue pages are still served', async ({ request }) => {
    test.slow(); // 28.6 s of the 30 a test has, in a CI run on a 2-core host
    const [product] = await twoProducts(request);
    expect((await request.get(at(0, productPath(product)))).status()).toBe(200);
    await stop(redis);
    redis = undefined;
    for (const url of [productPath(product), `/${STORE}/search.html?query=round`, `/${STORE}/`]) {
      for (const instance of [0, 1]) expect((await request.get(at(instance, url))).status()).toBe(200);
    }
  });
});
