/**
 * What the storefront benchmarks (`npm run bench:lighthouse`, `npm run bench:load`) share: their
 * own production build and servers, and the catalogue pages they measure.
 *
 * - The storefront is built into .data/next-bench (always, or with `build: false` only when that
 *   build does not exist yet); the build bakes the backend's address into its image configuration,
 *   so it is built and served with the same one.
 * - The embedded backend runs on port 4210 with its data in .data/bench-storefront (seeded on
 *   first start, while the build runs; media shared with .data/cache/media), `next start` on 3210:
 *   apart from `npm start` (3000/4010) and the end-to-end tests (3110/4110).
 * - `runWithBenchServers` starts both, runs the benchmark, and stops both in every case: at its
 *   end, on an error, on SIGINT and SIGTERM. A server that does not start fails the run.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { staleBuildReason } from './build-freshness';
import { localSessionSecret } from '../lib/session/secret';
import { ROOT, bin, exited, spawnPrefixed, stopChildren, waitFor } from './process';

export const BENCH_BACKEND_PORT = 4210;
export const BENCH_STOREFRONT_PORT = 3210;
export const BENCH_BACKEND_URL = `http://localhost:${BENCH_BACKEND_PORT}`;
export const BENCH_STOREFRONT_URL = `http://localhost:${BENCH_STOREFRONT_PORT}`;
export const BENCH_DIST_DIR = '.data/next-bench';
export const BENCH_DATA_DIR = '.data/bench-storefront';
const DATA_DIR = BENCH_DATA_DIR;
const MEDIA_DIR = '.data/cache/media';

export function log(message: string) {
  process.stdout.write(`[bench] ${message}\n`);
}

// ---------------------------------------------------------------------------------------------
// Servers

const children = new Set<ChildProcess>();
const stopHooks: (() => void)[] = [];
let stopping: Promise<void> | undefined;

/** Whether the servers are being stopped (interrupted or finished): a failure then is only its consequence. */
export function isStopping(): boolean {
  return stopping !== undefined;
}

function startChild(label: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawnPrefixed(label, command, args, env);
  children.add(child);
  void exited(child).then(() => children.delete(child));
  return child;
}

/** Runs the stop hooks, then stops the build and both servers; safe to call more than once. */
function stopServers(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  stopping ??= (async () => {
    for (const hook of stopHooks) {
      try {
        hook();
      } catch {
        // what it stops is already gone
      }
    }
    await stopChildren([...children], signal);
  })();
  return stopping;
}

/** Waits for `url` to answer as `ready` wants, failing early if `child` ends first. */
async function waitForServer(what: string, child: ChildProcess, url: string, ready: (status: number) => boolean, timeoutMs: number) {
  const ended = exited(child).then((code) => {
    throw new Error(`${what} exited with code ${code} before it was ready`);
  });
  ended.catch(() => undefined); // it ends later anyway, when it is stopped
  await Promise.race([waitFor(what, url, ready, log, timeoutMs), ended]);
}

/** Builds when asked (or when there is no build), starts both servers and waits for them; resolves with 0 or an exit code. */
async function startServers(build: boolean): Promise<number> {
  const storefrontEnv: NodeJS.ProcessEnv = {
    ...process.env,
    MAGENTO_BACKEND_URL: BENCH_BACKEND_URL,
    NEXT_DIST_DIR: BENCH_DIST_DIR,
    SESSION_SECRET: localSessionSecret(ROOT),
    NEXT_TELEMETRY_DISABLED: '1',
  };

  // The backend first: seeding a fresh database overlaps the build.
  const backend = startChild(
    'backend',
    process.execPath,
    ['--import', 'tsx', 'backend/server.ts', '--port', String(BENCH_BACKEND_PORT), '--data-dir', DATA_DIR],
    // Served as `npm start` serves it (sandboxes on); the virtual shoppers all come from this one machine.
    {
      ...process.env,
      BACKEND_MEDIA_DIR: MEDIA_DIR,
      BACKEND_PUBLIC_URL: BENCH_BACKEND_URL,
      BACKEND_SANDBOXES: '1',
      BACKEND_RATE_LIMIT_FACTOR: '1000',
      // Like a Magento with Varnish configured: catalogue changes purge the storefront (bench:freshness).
      BACKEND_HTTP_CACHE_HOSTS: `localhost:${BENCH_STOREFRONT_PORT}`,
    },
  );

  const built = fs.existsSync(path.join(ROOT, BENCH_DIST_DIR, 'BUILD_ID'));
  if (build || !built) {
    log(`building the storefront into ${BENCH_DIST_DIR}${build ? '' : ' (--no-build, but there is no build yet)'}...`);
    // Tracked like the servers, so that a SIGTERM to the benchmark also ends the build.
    const code = await exited(startChild('build', bin('next'), ['build'], storefrontEnv));
    if (isStopping()) return 1;
    if (code !== 0) {
      log(`the storefront build failed (exit code ${code}).`);
      return code;
    }
  } else {
    const stale = staleBuildReason(ROOT, BENCH_DIST_DIR);
    log(`--no-build: serving the existing build in ${BENCH_DIST_DIR}${stale ? ` (warning: ${stale})` : ''}`);
  }

  const storefront = startChild('storefront', bin('next'), ['start', '-p', String(BENCH_STOREFRONT_PORT)], storefrontEnv);
  try {
    await waitForServer('the backend', backend, `${BENCH_BACKEND_URL}/health`, (status) => status === 200, 300_000);
    await waitForServer('the storefront', storefront, `${BENCH_STOREFRONT_URL}/uk`, (status) => status === 200, 120_000);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    return 1;
  }
  log(`backend ${BENCH_BACKEND_URL} and storefront ${BENCH_STOREFRONT_URL} are up.`);
  return 0;
}

export interface BenchRunOptions {
  /** Build the storefront even when a build exists (`--no-build` sets it to false). */
  build: boolean;
  /** Called first when the run stops (finished, failed or interrupted), e.g. to end a browser. */
  onStop?: () => void;
}

/**
 * Starts the servers, runs `benchmark` against them and exits with its code once both servers are
 * stopped (1 when a server does not start or the benchmark throws; 130/143 on SIGINT/SIGTERM).
 */
export function runWithBenchServers(options: BenchRunOptions, benchmark: () => Promise<number>): void {
  if (options.onStop) stopHooks.push(options.onStop);
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.on(signal, () => {
      log(`${signal}: stopping the servers...`);
      void stopServers(signal).then(() => process.exit(code));
    });
  }

  (async () => {
    const code = await startServers(options.build);
    return code === 0 ? benchmark() : code;
  })()
    .catch((error: unknown) => {
      if (isStopping()) return 1; // interrupted: the error is only the consequence
      process.stderr.write(`[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      return 1;
    })
    .then(async (code) => {
      await stopServers();
      process.exit(code);
    });
}

// ---------------------------------------------------------------------------------------------
// Catalogue pages

export const PAGE_KINDS = ['home', 'category', 'product', 'search'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface Page {
  kind: PageKind;
  store: string;
  /** Path on the storefront, e.g. `/uk/eyeglasses.html`. */
  path: string;
}

/** The root category's uid (id 2): its children are the top menu. */
const ROOT_CATEGORY_UID = 'Mg==';
// A brand: its name is the same in every store view's language, so each search page has results.
export const SEARCH_TERM = 'nordvik';

/** A GET query to the bench backend's GraphQL API, as store view `store`. */
export async function backendGraphql<T>(store: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const url = new URL('/graphql', BENCH_BACKEND_URL);
  url.searchParams.set('query', query);
  url.searchParams.set('variables', JSON.stringify(variables));
  const response = await fetch(url, { headers: { Store: store }, signal: AbortSignal.timeout(30_000) });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data)
    throw new Error(`GraphQL (${store}): ${body.errors?.map((e) => e.message).join('; ') ?? response.status}`);
  return body.data;
}

export interface CategoryItem {
  uid: string;
  url_path: string;
  url_suffix: string | null;
}

/** The store view's first top-menu category. */
export async function topCategory(store: string): Promise<CategoryItem> {
  const data = await backendGraphql<{ categories: { items: CategoryItem[] } }>(
    store,
    'query ($parent: String!) { categories(filters: { parent_category_uid: { eq: $parent } }) { items { uid url_path url_suffix } } }',
    { parent: ROOT_CATEGORY_UID },
  );
  const category = data.categories.items[0];
  if (!category) throw new Error(`store ${store} has no top category`);
  return category;
}

export const categoryPath = (store: string, category: CategoryItem) => `/${store}/${category.url_path}${category.url_suffix ?? ''}`;

/** A page of each kind in the store view: the home page, its first top category, that category's first product, a search. */
export async function findPages(store: string, kinds: readonly PageKind[]): Promise<Page[]> {
  const category = kinds.includes('category') || kinds.includes('product') ? await topCategory(store) : undefined;
  const pages: Page[] = [];
  for (const kind of kinds) {
    if (kind === 'home') pages.push({ kind, store, path: `/${store}` });
    else if (kind === 'search') pages.push({ kind, store, path: `/${store}/search.html?query=${encodeURIComponent(SEARCH_TERM)}` });
    else if (kind === 'category') pages.push({ kind, store, path: categoryPath(store, category!) });
    else {
      const data = await backendGraphql<{ products: { items: { url_key: string; url_suffix: string | null }[] } }>(
        store,
        'query ($category: String!) { products(filter: { category_uid: { eq: $category } }, pageSize: 1) { items { url_key url_suffix } } }',
        { category: category!.uid },
      );
      const product = data.products.items[0];
      if (!product) throw new Error(`store ${store}: no product in category ${category!.url_path}`);
      pages.push({ kind, store, path: `/${store}/${product.url_key}${product.url_suffix ?? ''}` });
    }
  }
  return pages;
}

/**
 * The pages of `kinds` in every store view (findPages), each rendered, cached and warmed with every
 * size of its pictures (warm) before anything is measured; with the HTTP status each one answered.
 */
export async function findAndWarmPages(
  stores: readonly string[],
  kinds: readonly PageKind[],
): Promise<{ page: Page; status: number }[]> {
  const pages: Page[] = [];
  for (const store of stores) pages.push(...(await findPages(store, kinds)));
  const warmed: { page: Page; status: number }[] = [];
  for (const page of pages) warmed.push({ page, status: await warm(page.path, { images: true }) });
  return warmed;
}

/** Next's answer on a cached page: HIT, STALE (served, and rendered again in the background) or MISS. */
export const CACHE_HEADER = 'x-nextjs-cache';
/** Chromium's Accept for pictures: Next's image optimiser keeps one copy per format it answers with. */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SETTLE_POLL_MS = 250;
const SETTLE_LIMIT_MS = 30_000;

/** Whether the server was rendering the page for this answer: STALE (again, in the background) or MISS (its first render). */
const rendering = (response: Response) => ['STALE', 'MISS'].includes(response.headers.get(CACHE_HEADER) ?? '');

/**
 * Waits until the storefront answers `pagePath` from its cache with nothing rendering in the
 * background: a request that finds a page past its five minutes is answered with the old copy
 * (STALE) while the server renders the page again, and on this machine that render (0.2-0.5 s of
 * CPU for the server and the backend) shares the two cores with whatever is measured next. Polls
 * until the cache answers HIT (or the page is not one Next caches). Resolves with how long it
 * waited, 0 when the page was fresh; never throws.
 */
export async function settle(pagePath: string, origin = BENCH_STOREFRONT_URL): Promise<number> {
  const started = Date.now();
  let waited = false;
  try {
    for (;;) {
      const response = await fetch(origin + pagePath, { signal: AbortSignal.timeout(60_000) });
      await response.arrayBuffer();
      if (!rendering(response) || Date.now() - started > SETTLE_LIMIT_MS) break;
      waited = true;
      await sleep(SETTLE_POLL_MS);
    }
  } catch {
    // Nothing more to wait for: the measurement will show what the page does.
  }
  return waited ? Date.now() - started : 0;
}

/** The optimised pictures a page's HTML offers (src, srcSet, imageSrcSet), as same-origin paths. */
export function imagePaths(html: string): string[] {
  const paths = new Set<string>();
  for (const [, value] of html.matchAll(/\s(?:src|srcset|imagesrcset)="([^"]+)"/gi)) {
    for (const candidate of value!.replaceAll('&amp;', '&').split(',')) {
      const url = candidate.trim().split(/\s+/)[0] ?? '';
      if (url.startsWith('/_next/image?')) paths.add(url);
    }
  }
  return [...paths];
}

/**
 * Renders and caches a page before it is measured (waiting for its render to be stored: settle)
 * and, with `images`, every size of every picture its HTML offers in the format Chromium gets (a
 * picture's first request costs the server a resize). Resolves with the page's HTTP status (0: no
 * answer).
 */
export async function warm(pagePath: string, { images = false }: { images?: boolean } = {}): Promise<number> {
  const started = Date.now();
  try {
    const response = await fetch(BENCH_STOREFRONT_URL + pagePath, { signal: AbortSignal.timeout(60_000) });
    const html = await response.text();
    if (rendering(response)) await settle(pagePath);
    const pictures = images ? imagePaths(html) : [];
    for (const picture of pictures) {
      const answer = await fetch(BENCH_STOREFRONT_URL + picture, {
        headers: { Accept: BROWSER_IMAGE_ACCEPT },
        signal: AbortSignal.timeout(60_000),
      });
      await answer.arrayBuffer();
    }
    const also = pictures.length ? ` and ${pictures.length} picture size(s)` : '';
    log(`warmed ${pagePath}${also}: ${response.status} in ${Date.now() - started} ms`);
    return response.status;
  } catch (error) {
    log(`warming ${pagePath} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 0;
  }
}
