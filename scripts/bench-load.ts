/**
 * `npm run bench:load`: server response times of the production storefront under load, over HTTP
 * on loopback (Node's fetch, i.e. undici, with keep-alive connections; responses compressed as
 * the server sends them), with no CDN in front: what the Next.js server alone does.
 *
 *   tsx scripts/bench-load.ts [--store uk] [--requests 500] [--concurrency 8] [--renders 60]
 *                             [--graphql-requests 300] [--max-seconds 120] [--no-build]
 *
 * 1-2. Builds the storefront and starts the embedded backend and `next start` as bench-servers.ts
 *    says (the build Lighthouse measures too; --no-build reuses it).
 * 3. Cached pages (ISR): the home, a category, a product and a search page of the store view,
 *    each warmed once, then `--requests` requests at `--concurrency`.
 * 4. First render (cache miss): `--renders` filtered listings of the category that were never
 *    requested (brand plus one other filter value that has products, a sort order, a direction,
 *    as the shop's own links write them; drawn at random), one after the other. A listing the
 *    server answers from its cache (`x-nextjs-cache: HIT`, left from an earlier run on the same
 *    build) is skipped and not counted.
 * 5. The same-origin GraphQL proxy: `GET /graphql` with the category listing query the browser
 *    sends (24 products with aggregations, header `Store`), `--graphql-requests` requests at
 *    `--concurrency`; it includes the backend, so the same query straight to the backend is
 *    measured too.
 *
 * Every response must be HTTP 200 (redirects are not followed), a GraphQL answer must have data and
 * no errors; anything else counts as an error, and latencies are those of the good responses: the
 * time until the whole body is read (TTFB: until the headers). Each measurement stops after
 * `--max-seconds` (each request after 30 s). Prints a Markdown table and writes it with the raw
 * numbers to bench-results/load/. The load generator shares the machine with both servers.
 *
 * Exits 0 whatever the numbers (it is a benchmark); non-zero when the build fails or a server
 * does not start. Both servers are stopped in every case.
 */
// First: lib/ below imports the typed operations, which a fresh clone has not generated yet.
import './codegen-if-stale.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  FILTERABLE_ATTRIBUTES,
  buildListingHref,
  emptyListingState,
  type SortDirection,
  type SortKey,
} from '../lib/catalog/listing-params';
import { compactDocument } from '../lib/magento/graphql-document';
import { ListingProducts } from '../lib/magento/operations/listing';
import { SEEDED_STORE_VIEWS } from '../lib/__fixtures__/store-views';

/** The benchmarks run the embedded backend: its seeded store views. */
const isStoreCode = (code: string) => SEEDED_STORE_VIEWS.some((view) => view.code === code);
import {
  BENCH_BACKEND_URL,
  BENCH_STOREFRONT_URL,
  CACHE_HEADER,
  PAGE_KINDS,
  backendGraphql,
  categoryPath,
  findPages,
  isStopping,
  log,
  runWithBenchServers,
  topCategory,
  warm,
} from './bench-servers';
import { ROOT } from './process';
import { commandLine } from './command-line';

const OUT_DIR = path.join(ROOT, 'bench-results', 'load');
const REQUEST_TIMEOUT_MS = 30_000;
const LISTING_PAGE_SIZE = 24;
/** Sort orders of a category page, each both ways: with the filters, what makes a listing URL new. */
const SORTS: [SortKey, SortDirection][] = [
  ['position', 'asc'],
  ['position', 'desc'],
  ['name', 'asc'],
  ['name', 'desc'],
  ['price', 'asc'],
  ['price', 'desc'],
];

const USAGE =
  'tsx scripts/bench-load.ts [--store uk] [--requests 500] [--concurrency 8] [--renders 60] [--graphql-requests 300] [--max-seconds 120] [--no-build]';

interface Options {
  store: string;
  requests: number;
  concurrency: number;
  renders: number;
  graphqlRequests: number;
  maxSeconds: number;
  build: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { store: 'uk', requests: 500, concurrency: 8, renders: 60, graphqlRequests: 300, maxSeconds: 120, build: true };
  for (const { arg, value, positiveInteger: count } of commandLine(argv)) {
    if (arg === '--store') {
      options.store = value();
      if (!isStoreCode(options.store))
        throw new Error(`unknown store view: ${options.store}; stores: ${SEEDED_STORE_VIEWS.map((v) => v.code).join(', ')}`);
    } else if (arg === '--requests') options.requests = count();
    else if (arg === '--concurrency') options.concurrency = count();
    else if (arg === '--renders') options.renders = count();
    else if (arg === '--graphql-requests') options.graphqlRequests = count();
    else if (arg === '--max-seconds') options.maxSeconds = count();
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else throw new Error(`unknown argument: ${arg}`);
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Requests

interface Sample {
  /** Until the whole body was read. */
  ms: number;
  /** Until the status and headers arrived. */
  ttfbMs: number;
  /** HTTP status; 0 when there was no answer. */
  status: number;
  /** `x-nextjs-cache` (HIT, STALE, MISS), when the server says. */
  cache?: string;
  /** Why the response does not count as a good one. */
  error?: string;
}

/** A body check: undefined when the body is good, else what is wrong. */
type Check = (body: string) => string | undefined;

async function timedGet(url: string, headers: Record<string, string>, check?: Check): Promise<Sample> {
  const started = performance.now();
  let ttfbMs = 0;
  try {
    const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    ttfbMs = performance.now() - started;
    const body = await response.text();
    const ms = performance.now() - started;
    const cache = response.headers.get(CACHE_HEADER) ?? undefined;
    const error = response.status !== 200 ? `HTTP ${response.status}` : check?.(body);
    return { ms, ttfbMs, status: response.status, cache, error };
  } catch (caught) {
    const ms = performance.now() - started;
    return { ms, ttfbMs: ttfbMs || ms, status: 0, error: caught instanceof Error ? caught.message : String(caught) };
  }
}

/** GraphQL answers: data and no errors. */
const graphqlCheck: Check = (body) => {
  try {
    const parsed = JSON.parse(body) as { data?: { products?: unknown }; errors?: { message: string }[] };
    if (parsed.errors?.length) return `GraphQL error: ${parsed.errors[0].message}`;
    return parsed.data?.products ? undefined : 'GraphQL answer without data';
  } catch {
    return 'not JSON';
  }
};

interface Run {
  samples: Sample[];
  wallMs: number;
  /** Whether --max-seconds ended it before all its requests were sent. */
  cutShort: boolean;
}

/** `count` GETs of `url`, `concurrency` at a time, until done or `maxMs` has passed. */
async function runLoad(
  url: string,
  count: number,
  concurrency: number,
  maxMs: number,
  headers: Record<string, string> = {},
  check?: Check,
): Promise<Run> {
  const samples: Sample[] = [];
  let issued = 0;
  const started = performance.now();
  const deadline = started + maxMs;
  const worker = async () => {
    while (issued < count && performance.now() < deadline && !isStopping()) {
      issued++;
      samples.push(await timedGet(url, headers, check));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { samples, wallMs: performance.now() - started, cutShort: samples.length < count };
}

// ---------------------------------------------------------------------------------------------
// First renders

interface Aggregation {
  attribute_code: string;
  options: { value: string; count: number }[] | null;
}

const AGGREGATIONS_QUERY =
  'query ($filter: ProductAttributeFilterInput!) { products(filter: $filter, pageSize: 1) { aggregations { attribute_code options { value count } } } }';

async function aggregations(store: string, filter: Record<string, unknown>): Promise<Aggregation[]> {
  const data = await backendGraphql<{ products: { aggregations: Aggregation[] | null } }>(store, AGGREGATIONS_QUERY, { filter });
  return data.products.aggregations ?? [];
}

const optionValues = (list: Aggregation[], code: string) =>
  (list.find((aggregation) => aggregation.attribute_code === code)?.options ?? []).filter((o) => o.count > 0).map((o) => o.value);

/**
 * Filtered listings of the category that have products: each brand with one value of another
 * filter (the values the backend's aggregations list for that brand), in every sort order, as the
 * shop's links write them; shuffled, so that each run starts on other ones.
 */
async function listingCandidates(store: string): Promise<string[]> {
  const category = await topCategory(store);
  const basePath = categoryPath(store, category);
  const categoryFilter = { category_uid: { eq: category.uid } };
  const otherCodes = FILTERABLE_ATTRIBUTES.filter((code) => code !== 'brand');
  const urls: string[] = [];
  for (const brand of optionValues(await aggregations(store, categoryFilter), 'brand')) {
    const withBrand = await aggregations(store, { ...categoryFilter, brand: { in: [brand] } });
    for (const code of otherCodes) {
      for (const value of optionValues(withBrand, code)) {
        for (const [sort, direction] of SORTS) {
          const state = { ...emptyListingState('category'), sort, direction, filters: { brand: [brand], [code]: [value] } };
          urls.push(buildListingHref(basePath, state));
        }
      }
    }
  }
  for (let i = urls.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [urls[i], urls[j]] = [urls[j], urls[i]];
  }
  return urls;
}

interface RenderRun extends Run {
  /** Listings skipped because the server answered them from its cache. */
  cached: number;
  candidates: number;
  firstPath?: string;
}

/** Requests listings one after the other until `count` of them were rendered (not cached), or the time is up. */
async function runRenders(paths: string[], count: number, maxMs: number): Promise<RenderRun> {
  const samples: Sample[] = [];
  let cached = 0;
  const started = performance.now();
  const deadline = started + maxMs;
  for (const pagePath of paths) {
    if (samples.length >= count || performance.now() >= deadline || isStopping()) break;
    const sample = await timedGet(BENCH_STOREFRONT_URL + pagePath, {});
    if (sample.cache === 'HIT' || sample.cache === 'STALE') cached++;
    else samples.push(sample);
  }
  return {
    samples,
    wallMs: performance.now() - started,
    cutShort: samples.length < count,
    cached,
    candidates: paths.length,
    firstPath: paths[0],
  };
}

// ---------------------------------------------------------------------------------------------
// Report

interface Row {
  measure: string;
  target: string;
  concurrency: number;
  run: Run;
  note?: string;
}

interface Stats {
  requests: number;
  errors: number;
  p50?: number;
  p95?: number;
  p99?: number;
  max?: number;
  ttfbP50?: number;
  perSecond: number;
  cache: Record<string, number>;
  firstError?: string;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : undefined;

function stats(run: Run): Stats {
  const good = run.samples.filter((s) => !s.error);
  const times = good.map((s) => s.ms).sort((a, b) => a - b);
  const ttfb = good.map((s) => s.ttfbMs).sort((a, b) => a - b);
  const cache: Record<string, number> = {};
  for (const sample of run.samples) if (sample.cache) cache[sample.cache] = (cache[sample.cache] ?? 0) + 1;
  return {
    requests: run.samples.length,
    errors: run.samples.length - good.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1),
    ttfbP50: percentile(ttfb, 50),
    perSecond: run.wallMs > 0 ? run.samples.length / (run.wallMs / 1000) : 0,
    cache,
    firstError: run.samples.find((s) => s.error)?.error,
  };
}

const ms = (value: number | undefined) => (value === undefined ? '-' : value >= 100 ? String(Math.round(value)) : value.toFixed(1));

function table(rows: Row[]): string {
  const header =
    '| measure | URL | requests | C | p50 (ms) | p95 (ms) | p99 (ms) | max (ms) | TTFB p50 (ms) | req/s | errors | x-nextjs-cache |';
  const rule = '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|';
  const lines = rows.map((row) => {
    const s = stats(row.run);
    const cache =
      Object.entries(s.cache)
        .map(([value, n]) => `${value} ${n}`)
        .join(', ') || '-';
    return `| ${[
      row.measure,
      `\`${row.target}\``,
      `${s.requests}${row.run.cutShort ? ' (time up)' : ''}`,
      row.concurrency,
      ms(s.p50),
      ms(s.p95),
      ms(s.p99),
      ms(s.max),
      ms(s.ttfbP50),
      s.perSecond.toFixed(1),
      s.errors,
      cache,
    ].join(' | ')} |`;
  });
  return [header, rule, ...lines].join('\n');
}

function nextVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'next', 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

// ---------------------------------------------------------------------------------------------

async function main(options: Options, started: number): Promise<number> {
  const { store, concurrency } = options;
  const maxMs = options.maxSeconds * 1000;
  const rows: Row[] = [];

  // Cached pages.
  const pages = await findPages(store, PAGE_KINDS);
  for (const page of pages) await warm(page.path);
  for (const page of pages) {
    log(`${page.kind} ${page.path}: ${options.requests} requests at concurrency ${concurrency}...`);
    const run = await runLoad(BENCH_STOREFRONT_URL + page.path, options.requests, concurrency, maxMs);
    rows.push({ measure: `cached ${page.kind}`, target: page.path, concurrency, run });
  }

  // First renders.
  const candidates = await listingCandidates(store);
  log(`first render: ${options.renders} of ${candidates.length} filtered listings, one at a time...`);
  const renders = await runRenders(candidates, options.renders, maxMs);
  const example = renders.firstPath ?? categoryPath(store, await topCategory(store));
  rows.push({ measure: 'first render (filtered listing)', target: example.replace(/\?.*/, '?…'), concurrency: 1, run: renders });

  // The GraphQL proxy, and the backend alone.
  const category = await topCategory(store);
  const variables = { filter: { category_uid: { eq: category.uid } }, pageSize: LISTING_PAGE_SIZE, currentPage: 1 };
  const search = new URLSearchParams({
    query: compactDocument(ListingProducts),
    operationName: 'ListingProducts',
    variables: JSON.stringify(variables),
  });
  const graphqlHeaders = { Store: store };
  for (const [measure, origin] of [
    ['GraphQL proxy (listing, 24 products)', BENCH_STOREFRONT_URL],
    ['GraphQL backend alone (same query)', BENCH_BACKEND_URL],
  ] as const) {
    const url = `${origin}/graphql?${search}`;
    log(`${measure}: ${options.graphqlRequests} requests at concurrency ${concurrency}...`);
    await timedGet(url, graphqlHeaders, graphqlCheck); // warm-up, not counted
    const run = await runLoad(url, options.graphqlRequests, concurrency, maxMs, graphqlHeaders, graphqlCheck);
    const target = `${origin === BENCH_STOREFRONT_URL ? '' : `:${new URL(origin).port}`}/graphql?query=ListingProducts…`;
    rows.push({ measure, target, concurrency, run });
  }

  const cpus = os.cpus();
  const notes: string[] = [];
  if (renders.firstPath) notes.push(`- first render, e.g. \`${renders.firstPath}\` (every listing once).`);
  if (renders.cached > 0)
    notes.push(`- first render: ${renders.cached} listing(s) skipped, already in the server's cache from an earlier run on this build.`);
  if (renders.samples.length < options.renders)
    notes.push(
      `- first render: only ${renders.samples.length} of ${options.renders} measured (${renders.candidates} candidates${renders.cutShort ? ', time or candidates ran out' : ''}); a new build (without --no-build) starts with an empty cache.`,
    );
  for (const row of rows) {
    const s = stats(row.run);
    if (s.firstError) notes.push(`- ${row.measure}: ${s.errors} error(s), first: ${s.firstError}`);
  }
  const report = [
    `## Server response times under load — store \`${store}\`, no CDN`,
    '',
    `Machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? '?'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB; Node ${process.version}; ` +
      `Next.js ${nextVersion()}; N = ${options.requests} per cached page, ${options.renders} first renders, ${options.graphqlRequests} GraphQL; ` +
      `C = ${concurrency}. Load generator, storefront and backend share the machine; times are until the whole body is read.`,
    '',
    table(rows),
    '',
    ...(notes.length > 0 ? [...notes, ''] : []),
  ].join('\n');

  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(path.join(OUT_DIR, 'summary.md'), report);
  fs.writeFileSync(
    path.join(OUT_DIR, 'summary.json'),
    JSON.stringify(
      {
        machine: { cores: cpus.length, cpu: cpus[0]?.model.trim(), memoryBytes: os.totalmem() },
        node: process.version,
        next: nextVersion(),
        options,
        rows: rows.map((row) => ({ measure: row.measure, target: row.target, concurrency: row.concurrency, ...stats(row.run) })),
        firstRender: { cachedSkipped: renders.cached, candidates: renders.candidates },
      },
      null,
      2,
    ),
  );
  process.stdout.write(`\n${report}\nResults: ${path.relative(ROOT, OUT_DIR)}/ (${((Date.now() - started) / 60_000).toFixed(1)} min)\n`);
  return 0;
}

let options: Options;
try {
  options = parseArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}

const started = Date.now();
runWithBenchServers({ build: options.build }, () => main(options, started));
