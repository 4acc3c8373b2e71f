/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling: Lighthouse's defaults, 4×
 * CPU slowdown and slow 4G) on the production storefront's home, category, product and search
 * pages of a few store views, each measured side by side with a bare Next.js page of the same
 * Next version in the same run: absolute scores depend on the machine, the differences much less.
 *
 *   tsx scripts/bench-lighthouse.ts [--runs 3] [--stores uk,fr,ae_ar] [--pages home,category,product,search] [--no-build] [--cpu-slowdown 4]
 *
 * 1. Builds the storefront and starts the embedded backend and `next start` as bench-servers.ts
 *    says (build in .data/next-bench; ports 4210 and 3210). --no-build serves the existing builds.
 * 2. Builds the bare page (bench/bare-next: a layout, one heading and a paragraph, no application
 *    code) with the project's own Next.js into .data/next-bare and serves it on port 3211: at
 *    /shop-headers with the storefront's security headers (lib/security/security-headers.mjs), the
 *    baseline, because `Cross-Origin-Opener-Policy` alone costs a page a new renderer process in
 *    Lighthouse (README "Performance"); at /defaults with Next's default headers, for reference.
 * 3. Finds a category and a product of each store view through the backend's GraphQL API and
 *    warms every page and every size of its pictures (so Lighthouse measures a warm page, as a CDN
 *    or ISR would serve it, and no picture is resized while a page is measured).
 * 4. Runs Lighthouse round after round (--runs, default 3); in each round the bare page with
 *    Next's default headers once, then every shop page right after a run of the baseline, so the
 *    baseline's runs spread over the same time and machine load as the shop's. A round takes
 *    longer than a page's five minutes in the cache: a page found stale is rendered again before
 *    its run (bench-servers.ts settle), not during it, where the server's render would take CPU
 *    from the browser being measured (on a category page about 2 points and 0.1 s of TBT). Each figure is the median of its runs; every page is compared
 *    with the medians of all the baseline's runs (a baseline run says no more of the shop run after
 *    it than any other: their figures correlate little here), and the report also tells how often a
 *    page identical to the baseline would meet the targets, drawn from the baseline's own runs
 *    (bench-lighthouse-compare.ts noiseLines).
 * 5. Prints the date, the machine (CPU, cores, load average at start and end), Lighthouse's
 *    benchmark index of the host over the runs with what Lighthouse's throttling guide says of
 *    such a host (bench-lighthouse-compare.ts hostCalibration; --cpu-slowdown runs with another
 *    multiplier than the default 4×, the shop and the bare page alike), Chromium's and
 *    Lighthouse's versions, one side-by-side table with the differences and the targets (issue 16:
 *    performance within 3 points of the bare page, TBT at most 1.5× its TBT, LCP at most 0.5 s
 *    above its LCP, CLS 0) and which targets would hold against the bare page with Next's default
 *    headers instead, the simulated LCP of the runs that painted before or after their
 *    scripts arrived (the race Lighthouse's simulation reads, per page kind and for the bare
 *    page), the failed audits of each shop page, and the first-load JavaScript
 *    per route of both builds (scripts/first-load.ts). Writes the JSON reports and the summary to
 *    bench-results/lighthouse/.
 *
 * Exits 0 whatever the scores (it is a report); non-zero when a build fails, a server does not
 * start or a page could not be measured at all. Every server is stopped in every case. Chromium:
 * CHROMIUM_PATH, CHROME_PATH or /usr/bin/chromium, with the flags of scripts/chromium.ts.
 */
// First: lib/ below imports the typed operations, which a fresh clone has not generated yet.
import './codegen-if-stale.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, chromiumVersion, loadAverage, machine } from './chromium';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import type { Result as LighthouseResult } from 'lighthouse';
import { browserBenchOptions, type BrowserBenchOptions } from './bench-options';
import {
  BENCH_DIST_DIR,
  BENCH_STOREFRONT_URL,
  PAGE_KINDS,
  findAndWarmPages,
  isStopping,
  log,
  runWithBenchServers,
  settle,
  type Page,
} from './bench-servers';
import { BARE_DIST_DIR, BARE_PROJECT_DIR, firstLoadReport, bareFigure, readFirstLoad, kib } from './first-load';
import {
  TARGET_LABELS,
  TARGET_NAMES,
  blockingByOrigin,
  blockingTable,
  lcpByRace,
  medianMetrics,
  noiseLines,
  scriptsBeforePaint,
  type LongTaskItem,
  type NetworkRequestItem,
  missedTargets,
  tbtRatio,
  cpuLine,
  DEFAULT_CPU_SLOWDOWN,
  type Metrics,
  type TargetName,
} from './bench-lighthouse-compare';
import { ROOT } from './process';
import { SHOP_HEADERS_PATH } from '../bench/bare-next/next.config.mjs';
import { BARE_DEFAULTS_PATH, BARE_DEFAULTS_URL, BARE_URL, killBare, startBare, stopBare } from './bench-bare';

const STOREFRONT_URL = BENCH_STOREFRONT_URL;
const OUT_DIR = path.join(ROOT, 'bench-results', 'lighthouse');
const CHROME_PATH = CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
let chrome: LaunchedChrome | undefined;

/** Ends a Chromium still running and the bare page's processes (the benchmark stops or is interrupted). */
function stopOwnProcesses() {
  chrome?.kill();
  chrome = undefined;
  killBare();
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/**
 * Lighthouse and chrome-launcher are ES modules. A static import would have tsx compile them to
 * CommonJS with esbuild's keepNames, whose `__name()` calls break the functions Lighthouse
 * serialises into the page ("__name is not defined"); import() lets Node load them untouched.
 */
const lighthouseModules = () => Promise.all([import('lighthouse'), import('chrome-launcher')]);

async function runLighthouse(url: string, categories: readonly CategoryId[], cpuSlowdown: number): Promise<LighthouseResult> {
  const [{ default: lighthouse }, chromeLauncher] = await lighthouseModules();
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false });
  try {
    // No config: Lighthouse's default, a mobile device with simulated throttling (and its 4× CPU slowdown unless told).
    const throttling = cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? undefined : { cpuSlowdownMultiplier: cpuSlowdown };
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      ...(throttling && { throttling }),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    try {
      chrome.kill();
    } catch {
      // already gone
    }
    chrome = undefined;
  }
}

const score = (lhr: LighthouseResult, id: CategoryId): number | undefined => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : undefined;
};
const numeric = (lhr: LighthouseResult, audit: string): number | undefined => lhr.audits[audit]?.numericValue;

function metricsOf(lhr: LighthouseResult): Metrics {
  return {
    score: score(lhr, 'performance') ?? 0,
    tbt: numeric(lhr, 'total-blocking-time') ?? NaN,
    lcp: numeric(lhr, 'largest-contentful-paint') ?? NaN,
    fcp: numeric(lhr, 'first-contentful-paint') ?? NaN,
    cls: numeric(lhr, 'cumulative-layout-shift') ?? NaN,
    scriptsBeforePaint: scriptsBeforePaint(
      (lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined)?.items ?? [],
      (lhr.audits.metrics?.details as { items?: Array<{ observedLargestContentfulPaint?: number }> } | undefined)?.items?.[0]
        ?.observedLargestContentfulPaint,
    ),
    blocking: blockingByOrigin(
      (lhr.audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined)?.items ?? [],
      numeric(lhr, 'first-contentful-paint') ?? NaN,
      lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl,
    ),
  };
}

interface Measured {
  page: Page;
  /** HTTP status of the warm-up fetch. */
  status: number;
  /** The shop page's runs that succeeded, in order. */
  runs: LighthouseResult[];
  /** The bare page's runs paired with this page's (each right before one of them). */
  bareRuns: Metrics[];
  /** For each run that found the page stale: how long its background render was waited for (ms). */
  settled: number[];
  errors: string[];
}

/** The shop run with the median performance score (ties: the median LCP): its audits are reported. */
function medianRun(runs: LighthouseResult[]): LighthouseResult | undefined {
  const sorted = [...runs].sort(
    (a, b) =>
      (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0) ||
      (numeric(b, 'largest-contentful-paint') ?? 0) - (numeric(a, 'largest-contentful-paint') ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const pageName = (page: Page) => `${page.store}-${page.kind}`;

/**
 * One Lighthouse run, its report written to OUT_DIR as `report` and its figures logged; the
 * error's text when it failed (a benchmark being stopped throws).
 */
async function measureOnce(
  url: string,
  categories: readonly CategoryId[],
  report: string,
  label: string,
): Promise<{ lhr: LighthouseResult } | { error: string }> {
  const started = Date.now();
  const what = `${label} ${url.startsWith(STOREFRONT_URL) ? shortUrl(url) : `bare page ${new URL(url).pathname}`}`;
  try {
    const lhr = await runLighthouse(url, categories, options.cpuSlowdown);
    benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    fs.writeFileSync(path.join(OUT_DIR, report), JSON.stringify(lhr));
    const m = metricsOf(lhr);
    log(
      `${what}: ${m.score}, TBT ${Math.round(m.tbt)} ms, LCP ${(m.lcp / 1000).toFixed(2)} s in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return { lhr };
  } catch (caught) {
    if (isStopping()) throw caught;
    const error = caught instanceof Error ? caught.message : String(caught);
    log(`${what} failed: ${error}`);
    return { error };
  }
}

/** Lighthouse's benchmark index of the host in every run (shop and bare page). */
const benchmarkIndexes: number[] = [];

/** One round's pair for a page: the baseline (the bare page with the shop's headers), then the shop page. */
async function measurePair(measured: Measured, round: number, label: string) {
  const bare = await measureOnce(BARE_URL, ['performance'], `bare-before-${pageName(measured.page)}-run${round}.json`, label);
  if ('lhr' in bare) measured.bareRuns.push(metricsOf(bare.lhr));
  else measured.errors.push(`bare ${label}: ${bare.error}`);
  // Not while the server renders the page again (settle): its render would share the cores with the browser.
  const waited = await settle(measured.page.path);
  if (waited) {
    measured.settled.push(waited);
    log(`${label} ${measured.page.path} was stale: waited ${(waited / 1000).toFixed(1)} s for its render to be stored`);
  }
  const shop = await measureOnce(STOREFRONT_URL + measured.page.path, CATEGORIES, `${pageName(measured.page)}-run${round}.json`, label);
  if ('lhr' in shop) measured.runs.push(shop.lhr);
  else measured.errors.push(`shop ${label}: ${shop.error}`);
}

// ---------------------------------------------------------------------------------------------
// The machine

// ---------------------------------------------------------------------------------------------
// Report

type Audit = LighthouseResult['audits'][string];
type Item = Record<string, unknown>;

const shorten = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
/** Storefront URLs without their origin. */
const shortUrl = (url: string) => (url.startsWith(STOREFRONT_URL) ? url.slice(STOREFRONT_URL.length) || '/' : url);

function itemsOf(audit: Audit): Item[] {
  const items = (audit.details as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as Item[]) : [];
}

/** What a failing item of an audit's table is about: an element, a URL, a console message. */
function describeItem(item: Item): string | undefined {
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  if (node) {
    // The selector's last steps say where the element is, the snippet what it is.
    const selector = (node.selector ?? '').split(' > ').slice(-2).join(' > ');
    const snippet = node.snippet && /^<\w+\s/.test(node.snippet) ? shorten(node.snippet, 80) : '';
    return (
      [selector, snippet]
        .filter(Boolean)
        .map((part) => `\`${part}\``)
        .join(' ') || undefined
    );
  }
  const source = item.sourceLocation as { url?: string } | undefined;
  const url = typeof item.url === 'string' ? item.url : source?.url;
  const description = typeof item.description === 'string' ? item.description : undefined;
  if (description) {
    const status = /status of (\d{3})/.exec(description)?.[1];
    const what = status ? `HTTP ${status}` : shorten(description, 80);
    return url ? `${what} ${shortUrl(url)}` : what;
  }
  if (!url) return undefined;
  const cost =
    typeof item.total === 'number'
      ? `${Math.round(item.total)} ms`
      : typeof item.wastedBytes === 'number'
        ? `${Math.round(item.wastedBytes / 1024)} KiB`
        : typeof item.wastedMs === 'number'
          ? `${Math.round(item.wastedMs)} ms`
          : '';
  return `${shorten(shortUrl(url), 80)}${cost ? ` ${cost}` : ''}`;
}

function describeAudit(audit: Audit, options: { weight?: number; maxItems: number }): string {
  const items = itemsOf(audit)
    .map(describeItem)
    .filter((text): text is string => !!text);
  const notes = [audit.displayValue, options.weight === 0 ? 'not scored' : undefined].filter(Boolean).join(', ');
  const listed =
    items.slice(0, options.maxItems).join('; ') + (items.length > options.maxItems ? `; +${items.length - options.maxItems} more` : '');
  return `${audit.id}${notes ? ` [${notes}]` : ''}${listed ? `: ${listed}` : ''}`;
}

/** Audits of a category that did not pass (binary or numeric score below 1), with what failed. */
function failedAudits(lhr: LighthouseResult, id: CategoryId): string[] {
  const category = lhr.categories[id];
  if (!category) return [];
  return category.auditRefs
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && typeof audit.score === 'number' && audit.score < 1)
    .sort((a, b) => b.ref.weight - a.ref.weight)
    .map(({ ref, audit }) => describeAudit(audit, { weight: ref.weight, maxItems: 3 }));
}

/** The performance diagnostics that would save the most, best first. */
function topOpportunities(lhr: LighthouseResult, count: number): string[] {
  const category = lhr.categories.performance;
  if (!category) return [];
  const impact = (audit: Audit) => {
    const overall = (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0;
    const savings = audit.metricSavings ?? {};
    const metrics = Math.max(savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0, savings.INP ?? 0, (savings.CLS ?? 0) * 10_000);
    return Math.max(overall, metrics);
  };
  return category.auditRefs
    .filter((ref) => ref.group === 'diagnostics' && ref.id !== 'largest-contentful-paint-element' && ref.id !== 'layout-shifts')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
    .sort((a, b) => impact(b) - impact(a) || (a.score ?? 1) - (b.score ?? 1))
    .slice(0, count)
    .map((audit) => describeAudit(audit, { maxItems: 2 }));
}

/** The metrics, the LCP element with its phases and the elements that shifted. */
function performanceSummary(lhr: LighthouseResult): string[] {
  const ms = (audit: string) => {
    const value = numeric(lhr, audit);
    return value === undefined ? '-' : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
  };
  const lines = [
    `metrics: FCP ${ms('first-contentful-paint')}, SI ${ms('speed-index')}, LCP ${ms('largest-contentful-paint')}, ` +
      `TBT ${ms('total-blocking-time')}, CLS ${(numeric(lhr, 'cumulative-layout-shift') ?? 0).toFixed(3)}`,
  ];
  const lcpTables = itemsOf(lhr.audits['largest-contentful-paint-element'] ?? ({} as Audit));
  const lcpNode = (lcpTables[0]?.items as Item[] | undefined)?.[0];
  const phases = ((lcpTables[1]?.items as Item[] | undefined) ?? [])
    .map((phase) => `${String(phase.phase).toLowerCase()} ${Math.round(Number(phase.timing))} ms`)
    .join(', ');
  if (lcpNode) lines.push(`LCP element ${describeItem(lcpNode)}${phases ? ` (${phases})` : ''}`);
  const shifts = itemsOf(lhr.audits['layout-shifts'] ?? ({} as Audit));
  if (shifts.length > 0) {
    lines.push(`layout shifts: ${shifts.map((shift) => `${describeItem(shift)} ${Number(shift.score).toFixed(3)}`).join('; ')}`);
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// The side-by-side table

const seconds = (ms: number) => (Number.isNaN(ms) ? '-' : (ms / 1000).toFixed(2));
const millis = (ms: number) => (Number.isNaN(ms) ? '-' : String(Math.round(ms)));
const signed = (value: number, digits: number) =>
  Number.isNaN(value) ? '-' : `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`;

interface Compared {
  measured: Measured;
  shop?: Metrics;
  bare?: Metrics;
  /** Targets missed, by name; undefined when the page could not be compared. */
  missed?: TargetName[];
}

/** A page's medians against the given bare figures. */
function compareWith(measured: Measured, bare: Metrics | undefined): Compared {
  const shop = medianMetrics(measured.runs.map(metricsOf));
  if (!shop || !bare) return { measured, shop, bare };
  const missed = missedTargets(shop, bare);
  return { measured, shop, bare, missed };
}

/** " (74–92)": the range of a few scores, nothing for fewer than two. */
const rangeOf = (scores: number[]) => (scores.length < 2 ? '' : ` (${Math.min(...scores)}–${Math.max(...scores)})`);

function scoreRange(measured: Measured): string {
  return rangeOf(measured.runs.map((lhr) => score(lhr, 'performance') ?? 0));
}

/** The pages against the bare page's figures (the same for every row: the median of all its runs). */
function table(compared: Compared[]): string {
  const header = '| page | store | score | Δ points | TBT (ms) | × bare | LCP (s) | Δ s | FCP (s) | Δ s | CLS | targets |';
  const rule = '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|';
  const rows = compared.map(({ measured, shop, bare, missed }) => {
    const page = measured.status === 200 ? measured.page.kind : `${measured.page.kind} (HTTP ${measured.status || 'error'})`;
    const both = shop && bare;
    return [
      page,
      measured.page.store,
      shop ? `${shop.score}${scoreRange(measured)}` : '-',
      both ? signed(shop.score - bare.score, 0) : '-',
      shop ? millis(shop.tbt) : '-',
      both ? tbtRatio(shop, bare) : '-',
      shop ? seconds(shop.lcp) : '-',
      both ? signed((shop.lcp - bare.lcp) / 1000, 2) : '-',
      shop ? seconds(shop.fcp) : '-',
      both ? signed((shop.fcp - bare.fcp) / 1000, 2) : '-',
      shop ? shop.cls.toFixed(3) : '-',
      missed === undefined ? 'not measured' : missed.length === 0 ? 'all met' : `NOT met: ${missed.join(', ')}`,
    ].join(' | ');
  });
  return [header, rule, ...rows.map((row) => `| ${row} |`)].join('\n');
}

/** How many pages meet every target, as a sentence's end: "7 of 12" (pages Lighthouse failed on do not). */
function pagesMeetingAll(compared: Compared[]): string {
  return `${compared.filter((c) => c.missed?.length === 0).length} of ${compared.length}`;
}

function raceLines(results: Measured[]): string {
  const lines = [
    lcpByRace(
      'bare page',
      results.flatMap((m) => m.bareRuns),
    ),
  ];
  for (const kind of PAGE_KINDS) {
    const ofKind = results.filter((m) => m.page.kind === kind);
    if (ofKind.length > 0)
      lines.push(
        lcpByRace(
          `shop ${kind}`,
          ofKind.flatMap((m) => m.runs.map(metricsOf)),
        ),
      );
  }
  return lines.join('\n');
}

function targetLines(compared: Compared[]): { text: string; met: boolean } {
  const name = (c: Compared) => `${c.measured.page.store} ${c.measured.page.kind}`;
  const comparable = compared.filter((c) => c.missed !== undefined);
  let met = comparable.length === compared.length;
  const lines = TARGET_NAMES.map((target) => {
    const failing = comparable.filter((c) => c.missed!.includes(target));
    if (failing.length > 0) met = false;
    const status =
      comparable.length === 0
        ? 'not measured'
        : failing.length === 0
          ? `met on all ${comparable.length} pages`
          : `NOT met on ${failing.length}/${comparable.length}: ${failing.map(name).join(', ')}`;
    return `- ${TARGET_LABELS[target]}: ${status}`;
  });
  const unmeasured = compared.filter((c) => c.missed === undefined);
  if (unmeasured.length > 0) lines.push(`- not measured (Lighthouse failed): ${unmeasured.map(name).join(', ')}`);
  return { text: lines.join('\n'), met };
}

function auditLines(compared: Compared[]): string {
  return compared
    .map(({ measured }) => {
      const head = `- **${measured.page.store} ${measured.page.kind}** \`${measured.page.path}\``;
      const lhr = medianRun(measured.runs);
      const errors = measured.errors.map((error) => `Lighthouse failed: ${error}`);
      if (!lhr) return [head, ...errors.map((line) => `  - ${line}`)].join('\n');
      const lines: string[] = [];
      for (const [label, id] of [
        ['accessibility', 'accessibility'],
        ['best practices', 'best-practices'],
        ['SEO', 'seo'],
      ] as const) {
        const failed = failedAudits(lhr, id);
        if (failed.length > 0) lines.push(`${label} (${score(lhr, id) ?? '-'}): ${failed.join(' · ')}`);
      }
      lines.push(`performance (median run, ${score(lhr, 'performance') ?? '-'}): ${performanceSummary(lhr).join(' · ')}`);
      const opportunities = topOpportunities(lhr, 3);
      if (opportunities.length > 0) lines.push(`top performance opportunities: ${opportunities.join(' · ')}`);
      return [head, ...[...lines, ...errors].map((line) => `  - ${line}`)].join('\n');
    })
    .join('\n');
}

/**
 * The bare page with Next's default headers beside the baseline: what the shop's security headers
 * cost a page with no code, and the targets as they stand against that page instead.
 */
function defaultsSection(defaults: Metrics | undefined, runs: number, baseline: Metrics, targets: string | undefined): string {
  if (!defaults || !targets) return `${BARE_DEFAULTS_PATH}: no run succeeded.`;
  return [
    `${BARE_DEFAULTS_PATH}, the same page without the shop's headers (${runs} run${runs === 1 ? '' : 's'}, one a round): ` +
      `score ${defaults.score}, TBT ${millis(defaults.tbt)} ms, LCP ${seconds(defaults.lcp)} s, FCP ${seconds(defaults.fcp)} s. ` +
      `With the shop's headers the same page scores ${signed(baseline.score - defaults.score, 0)} points, TBT ${tbtRatio(baseline, defaults)}, ` +
      `LCP ${signed((baseline.lcp - defaults.lcp) / 1000, 2)} s, FCP ${signed((baseline.fcp - defaults.fcp) / 1000, 2)} s ` +
      '(`Cross-Origin-Opener-Policy: same-origin` has Chromium start the page in a new renderer process). The targets against this page:',
    '',
    targets,
  ].join('\n');
}

/** First-load JavaScript of the shop's build beside the bare page's; never fails the benchmark. */
function firstLoadSection(): string {
  try {
    const report = firstLoadReport(ROOT, BENCH_DIST_DIR);
    if (report) return report;
    const bare = bareFigure(readFirstLoad(path.join(ROOT, BARE_DIST_DIR), path.join(ROOT, BARE_PROJECT_DIR)));
    return `no route-bundle-stats.json in ${BENCH_DIST_DIR}${bare ? `; bare Next.js page: ${kib(bare.gzipBytes)} KiB gzip` : ''}`;
  } catch (error) {
    return `first-load JavaScript report failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

// ---------------------------------------------------------------------------------------------

/** How many runs found their page past its five minutes, and how long their renders were waited for. */
function staleRuns(results: Measured[], rounds: number): string {
  const waits = results.flatMap((m) => m.settled);
  if (!waits.length) return 'no page was found stale';
  return `${waits.length} of ${results.length * rounds} runs found their page stale and waited ${(Math.min(...waits) / 1000).toFixed(1)}-${(Math.max(...waits) / 1000).toFixed(1)} s for its render to be stored`;
}

async function main(options: BrowserBenchOptions, started: number): Promise<number> {
  const startedAt = new Date();
  const loadAtStart = loadAverage();
  try {
    await startBare(options.build);
    const results: Measured[] = (await findAndWarmPages(options.stores, options.pages)).map(({ page, status }) => ({
      page,
      status,
      runs: [],
      bareRuns: [],
      settled: [],
      errors: [],
    }));
    fs.mkdirSync(OUT_DIR, { recursive: true });
    const bareStatus = await fetch(BARE_URL, { signal: AbortSignal.timeout(30_000) }).then((response) => response.status);
    if (bareStatus !== 200) throw new Error(`the bare page answered HTTP ${bareStatus}`);

    const chromium = chromiumVersion();
    log(
      `running Lighthouse (mobile, simulated throttling) on ${results.length} page(s) and the bare page before each ` +
        "(with the shop's headers; with Next's defaults once a round), " +
        `${options.runs} round(s), ${chromium}, load average ${loadAtStart}`,
    );
    const defaultsRuns: Metrics[] = [];
    for (let round = 1; round <= options.runs; round++) {
      const label = `round ${round}/${options.runs}`;
      const defaults = await measureOnce(BARE_DEFAULTS_URL, ['performance'], `bare-defaults-run${round}.json`, label);
      if ('lhr' in defaults) defaultsRuns.push(metricsOf(defaults.lhr));
      for (const measured of results) await measurePair(measured, round, label);
    }
    const loadAtEnd = loadAverage();

    const allBare = medianMetrics(results.flatMap((m) => m.bareRuns));
    if (!allBare) throw new Error('no run of the bare page succeeded: nothing to compare with');
    // Every page against the median of all the bare page's runs: the bare runs right before a page
    // tell little more of that page's run than any other bare run (their figures correlate by 0.1-0.3
    // on this host), and the median of all of them moves far less than one of a few runs.
    const compared = results.map((m) => compareWith(m, allBare));
    const paired = results.map((m) => compareWith(m, medianMetrics(m.bareRuns) ?? allBare));
    const bareRunsAll = results.flatMap((m) => m.bareRuns);
    const targets = targetLines(compared);
    const defaults = medianMetrics(defaultsRuns);
    const againstDefaults = defaults ? targetLines(results.map((m) => compareWith(m, defaults))) : undefined;
    const lighthouseVersion = results.flatMap((m) => m.runs)[0]?.lighthouseVersion ?? '';
    const cores = os.cpus().length;
    const busy = Math.max(...[loadAtStart, loadAtEnd].map((load) => Number(load.split(' / ')[0])));
    const report = [
      `## Lighthouse ${lighthouseVersion}: the shop beside a bare Next.js page, mobile (simulated ${options.cpuSlowdown}× CPU, slow 4G), median of ${options.runs} run(s)`,
      '',
      `- date: ${startedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
      `- machine: ${machine()}`,
      `- browser: ${chromium}`,
      cpuLine(benchmarkIndexes, options.cpuSlowdown),
      `- load average (1 / 5 / 15 min): ${loadAtStart} at start, ${loadAtEnd} at end` +
        (busy > cores
          ? ` — a loaded machine: more runnable tasks than its ${cores} cores, so absolute figures are slower than on an idle one`
          : ''),
      `- bare page: ${BARE_PROJECT_DIR} (Next.js ${nextVersion()}) at ${SHOP_HEADERS_PATH}, served with the shop's security headers ` +
        '(lib/security/security-headers.mjs), measured right before each shop page in every round; every page is compared with the ' +
        `medians of all its ${bareRunsAll.length} runs: score ${allBare.score}${rangeOf(bareRunsAll.map((run) => run.score))}, ` +
        `TBT ${millis(allBare.tbt)} ms, LCP ${seconds(allBare.lcp)} s, FCP ${seconds(allBare.fcp)} s, CLS ${allBare.cls.toFixed(3)}`,
      `- shop pages: warmed with every picture size they offer, and answered from the storefront's cache with no render under way ` +
        `in every run (${staleRuns(results, options.runs)})`,
      '',
      table(compared),
      '',
      `${options.runs > 1 ? "Score range of the shop's runs in brackets. " : ''}Δ: shop minus bare page (the median of all its runs).`,
      '',
      `### Targets: ${targets.met ? 'all met' : 'NOT all met'}`,
      '',
      targets.text,
      '',
      "### The benchmark's own spread",
      '',
      'Each target is a difference of medians over a few runs, and on a shared 2-core host a median moves by several points ' +
        "from one run to the next, the bare page's too. Drawn from this run's bare runs, this is how a page identical to the " +
        'bare page would fare, measured the same way:',
      '',
      ...noiseLines(bareRunsAll, results.length, options.runs),
      '',
      `Compared instead with its own ${options.runs} paired bare run${options.runs === 1 ? '' : 's'} (the verdict of the runs up to 2 Dec 2026), ` +
        `every target holds on ${pagesMeetingAll(paired)} pages (against all bare runs: ${pagesMeetingAll(compared)}).`,
      '',
      "### Against the bare page with Next's default headers",
      '',
      defaultsSection(defaults, defaultsRuns.length, allBare, againstDefaults?.text),
      '',
      '### LCP and the race the simulation reads',
      '',
      "Lighthouse's simulated LCP counts every script that finished downloading before the largest paint of the observed " +
        'load; a page that paints after its chunks arrive (from localhost) gets their download under slow 4G added. ' +
        'Per page kind, the runs whose scripts were all downloaded before that paint against the others:',
      '',
      raceLines(results),
      '',
      '### Where the blocking time comes from',
      '',
      "Each run's blocking time split by what its long tasks ran, as Lighthouse attributes them (simulated ms, from FCP, " +
        "as TBT counts them; the parts add up to about TBT). Medians of the page's runs and of its paired bare runs:",
      '',
      blockingTable(results.map((m) => ({ label: m.page.path, shop: m.runs.map(metricsOf), bare: m.bareRuns }))),
      '',
      '### First-load JavaScript',
      '',
      '```',
      firstLoadSection(),
      '```',
      '',
      '### Failed audits of the shop pages (median run)',
      '',
      auditLines(compared),
      '',
    ].join('\n');
    fs.writeFileSync(path.join(OUT_DIR, 'summary.md'), report);
    fs.writeFileSync(
      path.join(OUT_DIR, 'summary.json'),
      JSON.stringify(
        {
          date: startedAt.toISOString(),
          machine: machine(),
          chromium,
          lighthouseVersion,
          loadAverage: { start: loadAtStart, end: loadAtEnd },
          runs: options.runs,
          cpuSlowdown: options.cpuSlowdown,
          benchmarkIndexes,
          bare: allBare,
          bareDefaults: defaults,
          bareDefaultsRuns: defaultsRuns,
          pages: compared.map((c) => ({
            ...c.measured.page,
            status: c.measured.status,
            errors: c.measured.errors,
            shop: c.shop,
            bare: c.bare,
            missed: c.missed,
            pairedBare: paired.find((p) => p.measured === c.measured)?.bare,
            missedAgainstPairedBare: paired.find((p) => p.measured === c.measured)?.missed,
            shopRuns: c.measured.runs.map(metricsOf),
            bareRuns: c.measured.bareRuns,
            staleWaitsMs: c.measured.settled,
          })),
        },
        null,
        2,
      ),
    );
    process.stdout.write(`\n${report}\nReports: ${path.relative(ROOT, OUT_DIR)}/ (${((Date.now() - started) / 60_000).toFixed(1)} min)\n`);
    // A report: missed targets are not a failure, a page that could not be measured at all is.
    return compared.every((c) => c.missed !== undefined) ? 0 : 1;
  } finally {
    await stopBare();
  }
}

function nextVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', 'next', 'package.json'), 'utf8')) as { version: string }).version;
}

const options = browserBenchOptions('scripts/bench-lighthouse.ts', { runs: 3 });

const started = Date.now();
runWithBenchServers({ build: options.build, onStop: stopOwnProcesses }, () => main(options, started));
