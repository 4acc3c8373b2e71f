/**
 * `npm run bench:main-thread`: where each catalogue page's main-thread time goes in Chromium, beside
 * the bare Next.js page measured in the same run. Lighthouse (`npm run bench:lighthouse`) says how
 * far a page is from the bare page; this says in what: running JavaScript, computing styles,
 * layout, or the rest (parsing, painting, loading), and how big the document is.
 *
 *   tsx scripts/bench-main-thread.ts [--runs 8] [--stores uk,fr,ae_ar] [--pages home,category,product,search] [--no-build] [--cpu-slowdown 4]
 *
 * 1. Builds and starts the bench storefront and backend (bench-servers.ts) and the bare page
 *    (bench-bare.ts), as `npm run bench:lighthouse` does; --no-build serves the existing builds.
 * 2. Finds a category and a product of each store view and warms each page and its pictures.
 * 3. Round after round (--runs, default 8): the bare page (with the shop's headers), then each shop
 *    page right after it, each load in a new browser context (a cold cache and a new renderer) of
 *    one Chromium, with a phone's viewport (412×823 at 1.75, as Lighthouse's mobile) and the CPU
 *    slowed --cpu-slowdown times (default 4, Lighthouse's) through DevTools. A load counts until 3 s
 *    after its load event, when the late scripts have run and the page has hydrated.
 * 4. Prints the date, the machine and its load average, Chromium's version and one table: the
 *    medians of Chromium's own counters (`Performance.getMetrics`: task, script, compile, style
 *    recalculation, layout and other time, DOM nodes), the time long tasks block beyond 50 ms each
 *    (PerformanceObserver `longtask`), the spread of task and blocking time, and each page's task
 *    and blocking time as multiples of the bare page's. Times are throttled milliseconds: divide by
 *    the slowdown for this machine's.
 *
 * The slowdown is applied by DevTools, not simulated as Lighthouse's default is, so the figures
 * are what the throttled browser did; they move with the machine's load, which the report prints.
 * Exits 0 whatever the figures (it is a report); non-zero when a build fails, a server does not
 * start or no load of a page succeeded. Every server and the browser are stopped in every case.
 */
// First: lib/ below imports the typed operations, which a fresh clone has not generated yet.
import './codegen-if-stale.mjs';
import { chromium as playwright, type Browser } from 'playwright';
import { browserBenchOptions, type BrowserBenchOptions } from './bench-options';
import { BARE_URL, killBare, startBare, stopBare } from './bench-bare';
import { BENCH_STOREFRONT_URL, findAndWarmPages, log, runWithBenchServers, settle, type Page } from './bench-servers';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, chromiumVersion, loadAverage, machine } from './chromium';
import { mainThreadTable, runFrom, type MainThreadRun } from './bench-main-thread-figures';

/** After the load event: the late scripts are added after the first frame and React hydrates after them. */
const SETTLE_AFTER_LOAD_MS = 3_000;
const LOAD_TIMEOUT_MS = 60_000;

let browser: Browser | undefined;

/** One load of `url` in a new context; its figures, or the reason it failed. */
async function measureOnce(url: string, cpuSlowdown: number): Promise<MainThreadRun | { error: string }> {
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Performance.enable');
    await page.addInitScript(() => {
      const durations: number[] = [];
      (window as unknown as { __longTasks: number[] }).__longTasks = durations;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) durations.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const response = await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    if (!response?.ok()) return { error: `HTTP ${response?.status() ?? 'no response'}` };
    await page.waitForTimeout(SETTLE_AFTER_LOAD_MS);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    return runFrom(metrics, longTasks);
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await context.close().catch(() => undefined);
  }
}

interface Measured {
  page: Page;
  runs: MainThreadRun[];
  errors: string[];
}

async function main(options: BrowserBenchOptions): Promise<number> {
  const startedAt = new Date();
  const loadAtStart = loadAverage();
  try {
    await startBare(options.build);
    const measured: Measured[] = (await findAndWarmPages(options.stores, options.pages)).map(({ page }) => ({
      page,
      runs: [],
      errors: [],
    }));
    const bareRuns: MainThreadRun[] = [];
    const bareErrors: string[] = [];
    browser = await playwright.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    const version = chromiumVersion();
    log(
      `measuring ${measured.length} page(s) and the bare page before each, ${options.runs} round(s), ${options.cpuSlowdown}× CPU, ${version}`,
    );
    for (let round = 1; round <= options.runs; round++) {
      for (const m of measured) {
        const bare = await measureOnce(BARE_URL, options.cpuSlowdown);
        if ('error' in bare) bareErrors.push(bare.error);
        else bareRuns.push(bare);
        // Not while the server renders the page again: that render would share the cores with the browser.
        await settle(m.page.path);
        const shop = await measureOnce(BENCH_STOREFRONT_URL + m.page.path, options.cpuSlowdown);
        if ('error' in shop) m.errors.push(`round ${round}: ${shop.error}`);
        else m.runs.push(shop);
      }
      log(`round ${round}/${options.runs} done`);
    }
    const report = [
      '',
      `## Main-thread work beside the bare Next.js page (${startedAt.toISOString()})`,
      '',
      `- machine: ${machine()}; load average at start ${loadAtStart}, at end ${loadAverage()}`,
      `- browser: ${version}, ${options.cpuSlowdown}× CPU slowdown through DevTools, 412×823 at 1.75, each load in a new context`,
      `- ${options.runs} round(s); in each, the bare page (${BARE_URL}) right before every shop page; medians of all the bare page's runs`,
      '- times in throttled milliseconds, until 3 s after the load event; "blocking": the time long tasks hold the thread beyond 50 ms each',
      '',
      mainThreadTable(
        { label: 'bare page', runs: bareRuns },
        measured.map((m) => ({ label: m.page.path, runs: m.runs })),
      ),
      ...(bareErrors.length ? [`bare page: ${bareErrors.length} load(s) failed: ${bareErrors[0]}`] : []),
      ...measured.filter((m) => m.errors.length).map((m) => `${m.page.path}: ${m.errors.length} load(s) failed: ${m.errors[0]}`),
      '',
    ].join('\n');
    process.stdout.write(report);
    return bareRuns.length > 0 && measured.every((m) => m.runs.length > 0) ? 0 : 1;
  } finally {
    await browser?.close().catch(() => undefined);
    browser = undefined;
    await stopBare();
  }
}

const options = browserBenchOptions('scripts/bench-main-thread.ts', { runs: 8 });
runWithBenchServers(
  {
    build: options.build,
    onStop: () => {
      void browser?.close();
      killBare();
    },
  },
  () => main(options),
);
