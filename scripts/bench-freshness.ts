/**
 * `npm run bench:freshness`: how soon a catalogue change shows on the storefront, by Magento's
 * purge protocol (README "Freshness"), and whether pages that did not change stay cached.
 *
 *   tsx scripts/bench-freshness.ts [--store uk] [--rounds 5] [--no-build]
 *
 * Servers as bench-servers.ts says (the backend purges the storefront: BACKEND_HTTP_CACHE_HOSTS).
 * Each round, for three changes made the way `npm run catalog` makes them (a price change, a
 * sell-out, a rename) of a product of the store's first category, and a rename of that category
 * (`--rename-category`): the time from the change (its
 * transaction committed, its purge sent) until the product page, the category page and a search
 * for the product answer differently from their cached copy (the new name, for a rename), polled
 * every 100 ms; a category rename until the category page and the menu (on the home page) show
 * the new name. The change is then undone and the pages settle before the next one. Meanwhile
 * pages that did not change (the home page, another product, another category) are requested;
 * their `x-nextjs-cache` answers give the hit rate (not after a category rename: every page whose
 * menu shows the category carries its tag, and is purged with it, as in Magento). Target: p95 ≤ 2 s, unchanged pages all hits.
 * Prints a Markdown table; exits 0 whatever the times, 1 when a change never shows (30 s).
 */
import { performance } from 'node:perf_hooks';
import { closeServices, openServices } from '../backend/commands/command-line';
import { renameProduct, setPrice, setStock } from '../backend/modules/productalert/catalog-changes';
import { renameCategory } from '../backend/modules/page-cache/content-changes';
import { PURGE_SETTLE_DELAYS_MS } from '../lib/cache/purge-access';
import type { BackendServices } from '../backend/graphql/context';
import {
  BENCH_DATA_DIR,
  BENCH_STOREFRONT_URL,
  CACHE_HEADER,
  backendGraphql,
  categoryPath,
  log,
  runWithBenchServers,
  topCategory,
  warm,
} from './bench-servers';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const STORE = option('store', 'uk');
const ROUNDS = Math.max(1, Number(option('rounds', '5')) || 5);
const GIVE_UP_MS = 30_000;

interface ProductInfo {
  sku: string;
  name: string;
  url_key: string;
  url_suffix: string | null;
  price: number;
  qty: number;
}

async function pageText(path: string): Promise<{ text: string; cache: string | null; status: number }> {
  const response = await fetch(BENCH_STOREFRONT_URL + path, { signal: AbortSignal.timeout(30_000) });
  return { text: await response.text(), cache: response.headers.get(CACHE_HEADER), status: response.status };
}

let missed = 0;

/**
 * Milliseconds from `started` until `path` answers differently from `before` (and contains
 * `marker`); GIVE_UP_MS, counted as missed, when it never does.
 */
async function timeUntilShown(path: string, before: string, started: number, marker?: string): Promise<number> {
  for (;;) {
    const { text, status } = await pageText(path);
    if (status === 200 && text !== before && (!marker || text.includes(marker))) return performance.now() - started;
    if (performance.now() - started > GIVE_UP_MS) {
      missed += 1;
      log(`${path} did not show the change within ${GIVE_UP_MS / 1000} s`);
      return GIVE_UP_MS;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

runWithBenchServers({ build: !args.includes('--no-build') }, async () => {
  const category = await topCategory(STORE);
  const data = await backendGraphql<{
    products: { items: Array<{ sku: string; name: string; url_key: string; url_suffix: string | null; __typename: string }> };
  }>(
    STORE,
    'query ($category: String!) { products(filter: { category_uid: { eq: $category } }, pageSize: 6) { items { __typename sku name url_key url_suffix } } }',
    { category: category.uid },
  );
  const categoryName = (
    await backendGraphql<{ categories: { items: Array<{ name: string }> } }>(
      STORE,
      'query ($uid: String!) { categories(filters: { category_uid: { eq: $uid } }) { items { name } } }',
      { uid: category.uid },
    )
  ).categories.items[0]?.name;
  if (!categoryName) throw new Error('the first category has no name');
  const [changed, other] = data.products.items;
  if (!changed || !other) throw new Error('the first category needs two products');
  const services: BackendServices = openServices({ dataDir: BENCH_DATA_DIR });
  const row = services.db
    .prepare(
      `SELECT pr.price, COALESCE(si.qty, 0) AS qty FROM catalog_product p
         LEFT JOIN catalog_product_price pr ON pr.entity_id = p.entity_id AND pr.store_id = ?
         LEFT JOIN cataloginventory_stock_item si ON si.product_id = p.entity_id WHERE p.sku = ?`,
    )
    .get(services.stores.get(STORE)!.store_id, changed.sku) as { price: number | null; qty: number };
  const product: ProductInfo = { ...changed, price: row.price ?? 100, qty: row.qty > 0 ? row.qty : 100 };
  const pages = {
    product: `/${STORE}/${product.url_key}${product.url_suffix ?? '.html'}`,
    category: categoryPath(STORE, category),
    search: `/${STORE}/search.html?query=${encodeURIComponent(product.sku)}`,
    menu: `/${STORE}`,
  };
  const unchanged = [`/${STORE}`, `/${STORE}/${other.url_key}${other.url_suffix ?? '.html'}`];
  for (const path of [...Object.values(pages), ...unchanged]) await warm(path);

  const times: Record<string, Record<string, number[]>> = { price: {}, 'sell-out': {}, rename: {}, 'category rename': {} };
  const hits = { hit: 0, all: 0 };
  const checkUnchanged = async () => {
    for (const path of unchanged) {
      const { cache } = await pageText(path);
      hits.all += 1;
      if (cache === 'HIT') hits.hit += 1;
    }
  };

  type PageKind = keyof typeof pages;
  const changes: Array<{
    kind: keyof typeof times;
    shows: PageKind[];
    apply: (round: number) => string | undefined;
    undo: () => void;
    purgesEveryMenu?: boolean;
  }> = [
    {
      kind: 'price',
      shows: ['product', 'category', 'search'],
      apply: (round) => (setPrice(services, product.sku, STORE, Math.round(product.price * (1.1 + round / 100) * 100) / 100), undefined),
      undo: () => setPrice(services, product.sku, STORE, product.price),
    },
    // Listings keep a sold-out product (its card does not say so): the product page shows it.
    {
      kind: 'sell-out',
      shows: ['product'],
      apply: () => (setStock(services, product.sku, 0), undefined),
      undo: () => setStock(services, product.sku, product.qty),
    },
    {
      kind: 'rename',
      shows: ['product', 'category', 'search'],
      apply: (round) => {
        const name = `${product.name} (${round + 1})`;
        renameProduct(services, product.sku, name);
        return name;
      },
      undo: () => renameProduct(services, product.sku, product.name),
    },
    {
      kind: 'category rename',
      shows: ['category', 'menu'],
      apply: (round) => {
        const name = `${categoryName} (${round + 1})`;
        renameCategory(services, category.url_path, name, STORE);
        return name;
      },
      undo: () => renameCategory(services, category.url_path, categoryName, STORE),
      purgesEveryMenu: true,
    },
  ];

  let failed = false;
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const change of changes) {
        const shown = change.shows.map((kind) => [kind, pages[kind]] as const);
        const before = Object.fromEntries(
          await Promise.all(shown.map(async ([kind, path]) => [kind, (await pageText(path)).text] as const)),
        );
        const started = performance.now();
        const marker = change.apply(round);
        await Promise.all(
          shown.map(async ([kind, path]) => {
            const ms = await timeUntilShown(path, before[kind], started, marker);
            (times[change.kind][kind] ??= []).push(ms);
          }),
        );
        if (!change.purgesEveryMenu) await checkUnchanged();
        // Undo, and let the pages settle on the original before the next change.
        const changedCopies = Object.fromEntries(
          await Promise.all(shown.map(async ([kind, path]) => [kind, (await pageText(path)).text] as const)),
        );
        const undone = performance.now();
        change.undo();
        await Promise.all(shown.map(([kind, path]) => timeUntilShown(path, changedCopies[kind], undone)));
        if (change.purgesEveryMenu) {
          // The storefront repeats each purge once renders in flight are done (PURGE_SETTLE_DELAYS_MS):
          // the pages it marks stale again are warmed after the last repeat, not before.
          await new Promise((resolve) => setTimeout(resolve, Math.max(...PURGE_SETTLE_DELAYS_MS) + 500));
          for (const path of unchanged) await warm(path);
        } else await checkUnchanged();
      }
      log(`round ${round + 1}/${ROUNDS} done`);
    }
  } catch (error) {
    failed = true;
    log(error instanceof Error ? error.message : String(error));
  } finally {
    await closeServices(services);
  }

  const lines = [
    `Freshness, store view ${STORE}, ${ROUNDS} round(s): ms from the change to the page showing it`,
    '',
    '| change | page | p50 | p95 | max |',
    '|---|---|---:|---:|---:|',
  ];
  for (const [kind, byPage] of Object.entries(times)) {
    for (const [page, values] of Object.entries(byPage)) {
      lines.push(
        `| ${kind} | ${page} | ${percentile(values, 50).toFixed(0)} | ${percentile(values, 95).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`,
      );
    }
  }
  const all = Object.values(times).flatMap((byPage) => Object.values(byPage).flat());
  lines.push('', `All changes: p95 ${percentile(all, 95).toFixed(0)} ms (target ≤ 2000 ms) over ${all.length} measurements.`);
  lines.push(
    `Unchanged pages served from the cache: ${hits.hit}/${hits.all} (${hits.all ? ((100 * hits.hit) / hits.all).toFixed(1) : '-'} %).`,
  );
  if (missed) lines.push(`Changes never shown within ${GIVE_UP_MS / 1000} s: ${missed}.`);
  process.stdout.write(`\n${lines.join('\n')}\n`);
  return failed || missed ? 1 : 0;
});
