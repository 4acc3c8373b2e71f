/**
 * `npm run bench:faults`: scripted shoppers against two storefront instances sharing Redis, with
 * a fault-injecting proxy between the storefronts and the backend (scripts/fault-proxy.ts: 5%
 * 5xx, 3% replies lost after the backend acted, 2 s delays on 5%), the backend restarted once and
 * Redis stopped for a while. Loopback only.
 *
 *   tsx scripts/bench-faults.ts [--shoppers 100] [--seconds 60] [--redis-down-seconds 10]
 *
 * Each shopper, again and again until the time is up, on one instance or the other: home,
 * category, product page, search; a guest cart through the storefront's same-origin GraphQL
 * proxy, the product added, shipping and payment information through its REST proxy (checkmo).
 * A call that fails (network, 5xx) is tried again, up to 8 times over about 20 s, as a shopper clicks again; a
 * placement that still fails is "told failed". At the end the backend's database says what
 * happened. Prints orders placed, carts lost, orders doubled (one cart, two orders), shoppers told
 * "failed" whose order exists, catalogue 5xx, p50/p95 page times; exits 1 when an order is lost or
 * doubled (or a server does not start). Uses the end-to-end build (.data/next-e2e; built when
 * missing) and ports beside the end-to-end tests' (E2E_PORT_OFFSET moves them too).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { E2E_BACKEND_PORT, E2E_DIST_DIR, E2E_STOREFRONT_ENV, E2E_STOREFRONT_PORT } from './e2e-env';
import { startFaultProxy } from './fault-proxy';
import { ROOT, bin, exited, spawnPrefixed, stopChildren, waitFor } from './process';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const SHOPPERS = option('shoppers', 100);
const SECONDS = option('seconds', 60);
const REDIS_DOWN_SECONDS = option('redis-down-seconds', Math.min(10, Math.max(3, Math.round(SECONDS / 4))));
const STORE = 'uk';
/** Tries of one step, with waits of 0.3, 0.6, 1.2, 2.4 then 4 s between them (about 20 s in all). */
const ATTEMPTS = 8;

const BACKEND_PORT = E2E_BACKEND_PORT + 5;
const PROXY_PORT = E2E_BACKEND_PORT + 6;
const REDIS_PORT = E2E_BACKEND_PORT + 7;
const STOREFRONT_PORTS = [E2E_STOREFRONT_PORT + 5, E2E_STOREFRONT_PORT + 6];
const BACKEND_URL = `http://127.0.0.1:${BACKEND_PORT}`;
const DATA_DIR = '.data/bench-faults';

const log = (message: string) => process.stdout.write(`[faults] ${message}\n`);
const children = new Set<ChildProcess>();
function start(label: string, command: string, commandArgs: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawnPrefixed(label, command, commandArgs, env);
  children.add(child);
  void exited(child).then(() => children.delete(child));
  return child;
}
const quietly = (label: string, command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env) => {
  const child = spawn(command, commandArgs, { cwd: ROOT, env, stdio: 'ignore' });
  children.add(child);
  void exited(child).then(() => children.delete(child));
  void label;
  return child;
};

function startBackend(): ChildProcess {
  return start(
    'backend',
    process.execPath,
    ['--import', 'tsx', 'backend/server.ts', '--port', String(BACKEND_PORT), '--data-dir', DATA_DIR],
    {
      ...process.env,
      BACKEND_MEDIA_DIR: '.data/cache/media',
      BACKEND_PUBLIC_URL: BACKEND_URL,
      BACKEND_HTTP_CACHE_HOSTS: STOREFRONT_PORTS.map((port) => `127.0.0.1:${port}`).join(','),
    },
  );
}
const startRedis = () =>
  quietly('redis', redisServer(), ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
function redisServer(): string {
  const found = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) => fs.existsSync(file));
  if (!found) throw new Error('redis-server is not installed (apt-get install redis-server; .ci/run installs it)');
  return found;
}

// ---------------------------------------------------------------------------------------------

interface Timed {
  status: number;
  ms: number;
  body: string;
}

async function call(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(20_000) });
    const body = await response.text();
    return { status: response.status, ms: performance.now() - started, body };
  } catch {
    return { status: 0, ms: performance.now() - started, body: '' };
  }
}

const stats = {
  pages: [] as number[],
  catalogue5xx: 0,
  catalogueFailed: 0,
  /** The other failures by status (0: no answer within 20 s, or the connection failed). */
  catalogueFailedBy: new Map<number, number>(),
  carts: [] as Array<{ cartId: string; placed: string | null; toldFailed: boolean }>,
  cartsLost: 0,
  cartsNotCreated: 0,
};

/** Tries `step` until it answers as `ok` says, at most ATTEMPTS times (a shopper clicking again). */
/** After the run, shoppers finish what they were doing, but give up past this (a stuck run still reports). */
let hardStop = Infinity;

async function retried(step: () => Promise<Timed>, ok: (answer: Timed) => boolean): Promise<Timed | null> {
  for (let attempt = 1; attempt <= ATTEMPTS && Date.now() < hardStop; attempt++) {
    const answer = await step();
    if (ok(answer)) return answer;
    if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, Math.min(4000, 300 * 2 ** (attempt - 1))));
  }
  return null;
}

const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['10 Downing Street'],
  city: 'London',
  region: '',
  postcode: 'SW1A 2AA',
  country_id: 'GB',
  telephone: '+44 20 7946 0000',
};

async function shopper(
  index: number,
  until: number,
  pages: { home: string; category: string; search: string; products: Array<{ path: string; sku: string }> },
) {
  for (let round = 0; Date.now() < until; round++) {
    const origin = `http://127.0.0.1:${STOREFRONT_PORTS[(index + round) % STOREFRONT_PORTS.length]}`;
    const product = pages.products[(index + round) % pages.products.length];
    for (const page of [pages.home, pages.category, product.path, pages.search]) {
      const answer = await call(origin + page);
      if (answer.status >= 500) stats.catalogue5xx += 1;
      else if (answer.status !== 200) {
        stats.catalogueFailed += 1;
        stats.catalogueFailedBy.set(answer.status, (stats.catalogueFailedBy.get(answer.status) ?? 0) + 1);
      } else stats.pages.push(answer.ms);
    }
    if (Date.now() >= until) return;

    const graphql = (query: string, variables: object = {}) =>
      call(`${origin}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Store: STORE },
        body: JSON.stringify({ query, variables }),
      });
    const hasData = (field: string) => (answer: Timed) =>
      answer.status === 200 && answer.body.includes(`"${field}"`) && !answer.body.includes('"errors"');
    const created = await retried(() => graphql('mutation { createEmptyCart }'), hasData('createEmptyCart'));
    if (!created) {
      stats.cartsNotCreated += 1;
      continue;
    }
    const cartId = (JSON.parse(created.body) as { data: { createEmptyCart: string } }).data.createEmptyCart;
    const record = { cartId, placed: null as string | null, toldFailed: false };
    stats.carts.push(record);
    const items = `query($id: String!) { cart(cart_id: $id) { items { quantity } } }`;
    const added = await retried(
      async () => {
        // A lost reply may hide an add that happened: look before adding again.
        const cart = await graphql(items, { id: cartId });
        if (cart.status === 200 && cart.body.includes('"quantity"')) return cart;
        return graphql(
          'mutation($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { cart { items { quantity } } user_errors { message } } }',
          {
            id: cartId,
            items: [{ sku: product.sku, quantity: 1 }],
          },
        );
      },
      (answer) => answer.status === 200 && answer.body.includes('"quantity"'),
    );
    if (!added) {
      record.toldFailed = true;
      continue;
    }
    const rest = (step: string, body: object) =>
      call(`${origin}/rest/${STORE}/V1/guest-carts/${cartId}/${step}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const email = `shopper${index}@example.com`;
    const shipping = await retried(
      () =>
        rest('shipping-information', {
          addressInformation: {
            shipping_address: { ...ADDRESS, email },
            billing_address: { ...ADDRESS, email },
            shipping_carrier_code: 'flatrate',
            shipping_method_code: 'flatrate',
          },
        }),
      (answer) => answer.status === 200,
    );
    if (!shipping) {
      // Still a cart with its item? If not, it was lost.
      const cart = await graphql(items, { id: cartId });
      if (cart.status === 200 && !cart.body.includes('"quantity"')) stats.cartsLost += 1;
      record.toldFailed = true;
      continue;
    }
    const placed = await retried(
      () => rest('payment-information', { billingAddress: { ...ADDRESS, email }, cartId, email, paymentMethod: { method: 'checkmo' } }),
      (answer) => answer.status === 200 && /^"?\d+"?$/.test(answer.body.trim()),
    );
    if (placed) record.placed = placed.body.trim().replace(/"/g, '');
    else record.toldFailed = true;
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};

async function main(): Promise<number> {
  const redisBinary = redisServer();
  if (!fs.existsSync(path.join(ROOT, E2E_DIST_DIR, 'BUILD_ID'))) {
    log(`building the storefront into ${E2E_DIST_DIR}...`);
    const code = await exited(start('build', bin('next'), ['build'], { ...process.env, ...E2E_STOREFRONT_ENV }));
    if (code !== 0) return code;
  }
  let redis = startRedis();
  let backend = startBackend();
  const proxy = await startFaultProxy({
    target: BACKEND_URL,
    port: PROXY_PORT,
    rates: { error: 0.05, lostReply: 0.03, delay: 0.05, delayMs: 2000 },
  });
  const instances = STOREFRONT_PORTS.map((port) =>
    start(`storefront:${port}`, bin('next'), ['start', '--port', String(port)], {
      ...process.env,
      ...E2E_STOREFRONT_ENV,
      MAGENTO_BACKEND_URL: proxy.url,
      REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    }),
  );
  void instances;
  try {
    await waitFor('the backend', `${BACKEND_URL}/health`, (status) => status === 200, log, 600_000);
    for (const port of STOREFRONT_PORTS)
      await waitFor(`storefront ${port}`, `http://127.0.0.1:${port}/`, (status) => status < 500, log, 120_000);

    // The catalogue the shoppers visit, with plenty of stock, cached on both instances before the faults start.
    const db = new Database(path.join(ROOT, DATA_DIR, 'magento.db'));
    const products = db
      .prepare(
        `SELECT p.entity_id AS id, p.sku, s.url_key FROM catalog_product p JOIN catalog_product_store s ON s.entity_id = p.entity_id AND s.store_id = 0
          WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.attribute_set = 'Accessories' ORDER BY p.entity_id LIMIT 8`,
      )
      .all() as Array<{ id: number; sku: string; url_key: string }>;
    const stock = db.prepare('UPDATE cataloginventory_stock_item SET qty = 1000000, is_in_stock = 1 WHERE product_id = ?');
    for (const product of products) stock.run(product.id);
    const category = db
      .prepare(
        `SELECT r.request_path FROM url_rewrite r WHERE r.entity_type = 'category' AND r.redirect_type = 0 AND r.store_id = (SELECT store_id FROM store WHERE code = '${STORE}') ORDER BY r.entity_id LIMIT 1`,
      )
      .pluck()
      .get() as string;
    db.close();
    const pages = {
      home: `/${STORE}`,
      category: `/${STORE}/${category}`,
      search: `/${STORE}/search.html?query=case`,
      products: products.map((product) => ({ path: `/${STORE}/${product.url_key}.html`, sku: product.sku })),
    };
    proxy.mode = 'pass';
    for (const port of STOREFRONT_PORTS)
      for (const page of [pages.home, pages.category, pages.search, ...pages.products.map((product) => product.path)]) {
        const answer = await call(`http://127.0.0.1:${port}${page}`);
        if (answer.status !== 200) log(`warming ${page} on ${port}: HTTP ${answer.status}`);
      }

    log(
      `${SHOPPERS} shoppers for ${SECONDS} s; backend restart at ${Math.round(SECONDS * 0.35)} s, Redis down at ${Math.round(SECONDS * 0.6)} s for ${REDIS_DOWN_SECONDS} s`,
    );
    proxy.mode = 'faults';
    const started = Date.now();
    const until = started + SECONDS * 1000;
    hardStop = until + 90_000;
    const chaos = (async () => {
      await new Promise((resolve) => setTimeout(resolve, SECONDS * 350));
      log('restarting the backend');
      // Killed outright when it does not stop within 5 s: a stuck stop must not stall the run.
      await stopChildren([backend], 'SIGTERM', 5_000);
      backend = startBackend();
      await waitFor('the backend', `${BACKEND_URL}/health`, (status) => status === 200, log, 120_000);
      log(`backend back after ${((Date.now() - started) / 1000 - SECONDS * 0.35).toFixed(1)} s`);
      const redisDownAt = started + SECONDS * 600;
      if (Date.now() < redisDownAt) await new Promise((resolve) => setTimeout(resolve, redisDownAt - Date.now()));
      log('stopping Redis');
      await stopChildren([redis], 'SIGTERM', 5_000);
      await new Promise((resolve) => setTimeout(resolve, REDIS_DOWN_SECONDS * 1000));
      redis = startRedis();
      log('Redis started again');
    })();
    // Progress every 10 s, so a stall shows where it is.
    const progress = setInterval(() => {
      const placedSoFar = stats.carts.filter((cart) => cart.placed).length;
      log(
        `${((Date.now() - started) / 1000).toFixed(0)} s: ${stats.pages.length} pages, ${stats.catalogue5xx} catalogue 5xx, ${stats.carts.length} carts, ${placedSoFar} placed; proxy ${proxy.counts.passed} passed, ${proxy.counts.errors} 5xx, ${proxy.counts.lost} lost, ${proxy.counts.delayed} delayed`,
      );
    }, 10_000);
    // Shoppers stop starting anything at `until` and give up on a step at hardStop; past that
    // (plus a margin for calls in flight), the run reports what it has rather than wait for ever.
    const shoppers = Promise.all(Array.from({ length: SHOPPERS }, (_, index) => shopper(index, until, pages)));
    const everyone = await Promise.race([
      shoppers.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), hardStop - Date.now() + 30_000)),
    ]);
    if (!everyone) log('some shoppers were still waiting on a call at the hard stop: reporting what they did so far');
    await Promise.race([chaos, new Promise((resolve) => setTimeout(resolve, 60_000))]);
    clearInterval(progress);
    proxy.mode = 'pass';

    // What happened, according to the backend's database.
    const read = new Database(path.join(ROOT, DATA_DIR, 'magento.db'), { readonly: true });
    const ordersOf = read.prepare(
      'SELECT o.increment_id, o.entity_id FROM sales_order o JOIN quote q ON q.entity_id = o.quote_id WHERE q.masked_id = ?',
    );
    let placed = 0;
    let doubled = 0;
    let lost = 0;
    let toldFailedButExists = 0;
    for (const cart of stats.carts) {
      const orders = ordersOf.all(cart.cartId) as Array<{ increment_id: string; entity_id: number }>;
      placed += orders.length;
      if (orders.length > 1) doubled += 1;
      if (cart.placed && !orders.some((order) => String(order.entity_id) === cart.placed || order.increment_id === cart.placed)) lost += 1;
      if (cart.toldFailed && orders.length > 0) toldFailedButExists += 1;
    }
    read.close();
    const lines = [
      '',
      `Fault bench: ${SHOPPERS} shoppers, ${SECONDS} s, 2 instances sharing Redis; proxy: ${proxy.counts.errors} 5xx, ${proxy.counts.lost} replies lost, ${proxy.counts.delayed} delayed, ${proxy.counts.passed} passed`,
      '',
      '| measure | value |',
      '|---|---:|',
      `| orders placed | ${placed} |`,
      `| carts made | ${stats.carts.length} |`,
      `| orders lost (told placed, not in the database) | ${lost} |`,
      `| orders doubled (one cart, two orders) | ${doubled} |`,
      `| carts lost | ${stats.cartsLost} |`,
      `| shoppers told "failed" whose order exists | ${toldFailedButExists} |`,
      `| shoppers told "failed" (no order) | ${stats.carts.filter((cart) => cart.toldFailed).length - toldFailedButExists} |`,
      `| carts never created (${ATTEMPTS} tries) | ${stats.cartsNotCreated} |`,
      `| catalogue pages 5xx | ${stats.catalogue5xx} |`,
      `| catalogue pages other failures | ${stats.catalogueFailed}${
        stats.catalogueFailed
          ? ` (${[...stats.catalogueFailedBy].map(([status, count]) => `${count} × ${status === 0 ? 'no answer in 20 s' : `HTTP ${status}`}`).join(', ')})`
          : ''
      } |`,
      `| catalogue page p50 / p95 (ms) | ${percentile(stats.pages, 50).toFixed(0)} / ${percentile(stats.pages, 95).toFixed(0)} (${stats.pages.length} pages) |`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    await proxy.close();
    return lost > 0 || doubled > 0 ? 1 : 0;
  } finally {
    void redisBinary;
  }
}

let finished = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (finished) return;
    void stopChildren([...children]).then(() => process.exit(130));
  });
main()
  .catch((error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    return 1;
  })
  .then(async (code) => {
    finished = true;
    await stopChildren([...children]);
    process.exit(code);
  });
