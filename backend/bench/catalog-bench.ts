/**
 * Backend latency benchmark, measured over HTTP (not a test: it prints figures).
 *
 *   npm run backend:bench [-- --products 100000 --iterations 300]
 *
 * Seeds a scale catalogue in .data/bench (reused when it already has that many products), starts
 * the backend on an ephemeral port, then times a category listing of 24 products with layered
 * navigation and full-text searches, sequentially, after a warm-up: repeated searches (as shoppers
 * page and filter them) and searches that are each new to the backend.
 */
import path from 'node:path';
import { REPOSITORY_ROOT } from '../config';
import { SCHEMA_VERSION, isSeeded, openDatabase, seededSchemaVersion } from '../db/database';
import { startBackend } from '../start';

const PRODUCT_FIELDS = `uid name sku url_key url_suffix stock_status
  small_image { url label }
  price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { percent_off } } }`;

const CATEGORY_LISTING = `query BenchCategoryListing($uid: String!, $page: Int!) {
  products(filter: { category_uid: { eq: $uid } }, pageSize: 24, currentPage: $page, sort: { position: ASC }) {
    total_count page_info { current_page total_pages }
    items { ${PRODUCT_FIELDS} }
    aggregations { attribute_code label count options { label value count } }
  }
}`;

const SEARCH = `query BenchSearch($search: String!) {
  products(search: $search, pageSize: 24, currentPage: 1) {
    total_count
    items { ${PRODUCT_FIELDS} }
    aggregations { attribute_code count options { value count } }
  }
}`;

const SEARCH_TERMS = [
  'round',
  'black acetate',
  'aviator gold',
  'polarised',
  'cat eye',
  'titanium',
  'kids blue',
  'tortoise',
  'nordvik',
  'square metal',
];

/** Distinct two-word queries, so every request misses the backend's recent-search cache. */
const WORDS = ['round', 'square', 'black', 'gold', 'acetate', 'titanium', 'kids', 'women', 'men', 'blue'];
const MORE_WORDS = ['tortoise', 'aviator', 'cat', 'oval', 'nordvik', 'lumera', 'kestrel', 'polarised', 'metal', 'red'];
const COLD_TERMS = [...WORDS, ...MORE_WORDS].flatMap((a) => [...WORDS, ...MORE_WORDS].filter((b) => b !== a).map((b) => `${a} ${b}`));

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function timeQueries(url: string, store: string, requests: Array<{ query: string; variables: object }>, iterations: number) {
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const request = requests[i % requests.length];
    const target = `${url}/graphql?query=${encodeURIComponent(request.query.replace(/\s+/g, ' '))}&variables=${encodeURIComponent(JSON.stringify(request.variables))}`;
    const started = process.hrtime.bigint();
    const response = await fetch(target, { headers: { Store: store } });
    const body = (await response.json()) as { errors?: unknown[] };
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (body.errors) throw new Error(`Query failed: ${JSON.stringify(body.errors)}`);
    times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

async function main() {
  const products = arg('products', 100_000);
  const iterations = arg('iterations', 300);
  const dataDir = path.join(REPOSITORY_ROOT, '.data', 'bench');
  const file = path.join(dataDir, 'magento.db');
  let seededCount: string | null = null;
  if (seededSchemaVersion(file) === SCHEMA_VERSION) {
    const db = openDatabase(file);
    seededCount = isSeeded(db) ? (db.prepare("SELECT value FROM schema_meta WHERE key = 'products'").pluck().get() as string) : null;
    db.close();
  }
  const reseed = seededCount !== String(products);
  const backend = await startBackend({ port: 0, dataDir, products: reseed ? products : undefined });
  try {
    const { db: live } = backend.services;
    const visible = live.prepare('SELECT COUNT(*) FROM catalog_product WHERE visibility > 1').pluck().get() as number;
    const biggest = live
      .prepare(
        `SELECT c.entity_id FROM catalog_category c WHERE c.level = 2 ORDER BY
           (SELECT COUNT(*) FROM catalog_category_product cp WHERE cp.category_id = c.entity_id) DESC LIMIT 3`,
      )
      .pluck()
      .all() as number[];
    const index = backend.services.catalogIndex.get();
    const listings = biggest.flatMap((id) =>
      [1, 2, 3].map((page) => ({ query: CATEGORY_LISTING, variables: { uid: Buffer.from(String(id)).toString('base64'), page } })),
    );
    const searches = SEARCH_TERMS.map((search) => ({ query: SEARCH, variables: { search } }));
    await timeQueries(backend.url, 'uk', [...listings, ...searches], 60); // warm-up
    const listing = await timeQueries(backend.url, 'uk', listings, iterations);
    const search = await timeQueries(backend.url, 'uk', searches, iterations);
    const searchFr = await timeQueries(backend.url, 'fr', searches, Math.ceil(iterations / 2));
    const cold = COLD_TERMS.slice(0, iterations).map((search) => ({ query: SEARCH, variables: { search } }));
    const searchCold = await timeQueries(backend.url, 'uk', cold, cold.length);
    const sizes = biggest.map((id) => index.categoryMembers.get(id)?.length ?? 0);
    console.log(
      `\nBackend benchmark: ${visible.toLocaleString('en')} visible products (${index.ids.length.toLocaleString('en')} indexed), ${iterations} sequential requests each, over HTTP`,
    );
    console.log(`Largest categories used: ${sizes.map((s) => s.toLocaleString('en')).join(', ')} products\n`);
    console.log('| Query                                         | p50 (ms) | p95 (ms) | max (ms) | target          |');
    console.log('|-----------------------------------------------|---------:|---------:|---------:|-----------------|');
    const row = (name: string, r: { p50: number; p95: number; max: number }, target: string) =>
      console.log(
        `| ${name.padEnd(45)} | ${r.p50.toFixed(2).padStart(8)} | ${r.p95.toFixed(2).padStart(8)} | ${r.max.toFixed(2).padStart(8)} | ${target.padEnd(15)} |`,
      );
    row('Category listing, 24 products + aggregations', listing, 'p50 <= 10 ms');
    row('Full-text search (uk, English index)', search, 'p95 <= 50 ms');
    row('Full-text search (fr, French index)', searchFr, 'p95 <= 50 ms');
    row('Full-text search, each query new (uk)', searchCold, 'p95 <= 50 ms');
    const ok = listing.p50 <= 10 && search.p95 <= 50 && searchFr.p95 <= 50 && searchCold.p95 <= 50;
    console.log(`\n${ok ? 'Targets met.' : 'Targets NOT met.'}`);
  } finally {
    await backend.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
