/**
 * `npm run bench:lighthouse`: Lighthouse scores of the production storefront (mobile, simulated
 * throttling: Lighthouse's defaults) for the home, a category, a product and a search page of a
 * few store views.
 *
 *   tsx scripts/bench-lighthouse.ts [--stores uk,fr,ae_ar] [--pages home,category,product,search] [--runs N] [--no-build]
 *
 * 1-2. Builds the storefront and starts the embedded backend and `next start` as bench-servers.ts
 *    says (build in .data/next-bench, skipped with --no-build when it exists; ports 4210 and 3210).
 * 3. Finds a category and a product of each store view through the backend's GraphQL API, fetches
 *    every page once (so Lighthouse measures a warm page, as a CDN or ISR would serve it), then runs
 *    Lighthouse N times per page and keeps the median run.
 * 4. Prints a Markdown table, the failed audits of each page and whether the targets are met;
 *    writes the JSON reports and the summary to bench-results/lighthouse/.
 *
 * Exits 0 whatever the scores (it is a benchmark); non-zero when the build fails or a server
 * does not start. Both servers are stopped in every case. Chromium: CHROMIUM_PATH, CHROME_PATH or
 * /usr/bin/chromium.
 */
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import fs from 'node:fs';
import path from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import type { Result as LighthouseResult } from 'lighthouse';
import { SEEDED_STORE_VIEWS } from '../lib/__fixtures__/store-views';

/** The benchmarks run the embedded backend: its seeded store views. */
const isStoreCode = (code: string) => SEEDED_STORE_VIEWS.some((view) => view.code === code);
import {
  BENCH_STOREFRONT_URL,
  PAGE_KINDS,
  findPages,
  isStopping,
  log,
  runWithBenchServers,
  warm,
  type Page,
  type PageKind,
} from './bench-servers';
import { ROOT } from './process';

const STOREFRONT_URL = BENCH_STOREFRONT_URL;
const OUT_DIR = path.join(ROOT, 'bench-results', 'lighthouse');
const CHROME_PATH = CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
const DEFAULT_STORES = ['uk', 'fr', 'ae_ar'];

const USAGE = 'tsx scripts/bench-lighthouse.ts [--stores uk,fr,ae_ar] [--pages home,category,product,search] [--runs N] [--no-build]';

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.01 };

interface Options {
  stores: string[];
  pages: PageKind[];
  runs: number;
  build: boolean;
}

interface Measured {
  page: Page;
  /** HTTP status of the warm-up fetch. */
  status: number;
  /** The median run, or undefined when every run failed. */
  lhr?: LighthouseResult;
  /** Performance scores of all runs (0-100). */
  performanceRuns: number[];
  error?: string;
}

function parseArgs(argv: string[]): Options {
  const options: Options = { stores: DEFAULT_STORES, pages: [...PAGE_KINDS], runs: 1, build: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    const list = () =>
      value()
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    if (arg === '--stores') {
      options.stores = list();
      const unknown = options.stores.filter((store) => !isStoreCode(store));
      if (unknown.length > 0)
        throw new Error(`unknown store view(s): ${unknown.join(', ')}; stores: ${SEEDED_STORE_VIEWS.map((v) => v.code).join(', ')}`);
    } else if (arg === '--pages') {
      const pages = list();
      const unknown = pages.filter((page) => !(PAGE_KINDS as readonly string[]).includes(page));
      if (unknown.length > 0) throw new Error(`unknown page(s): ${unknown.join(', ')}; pages: ${PAGE_KINDS.join(', ')}`);
      options.pages = pages as PageKind[];
    } else if (arg === '--runs') {
      options.runs = Number(value());
      if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs needs a positive whole number');
    } else if (arg === '--no-build') options.build = false;
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else throw new Error(`unknown argument: ${arg}`);
  }
  if (options.stores.length === 0 || options.pages.length === 0) throw new Error('--stores and --pages need at least one value');
  return options;
}

let chrome: LaunchedChrome | undefined;

/** Ends a Chromium still running (the benchmark stops or is interrupted). */
function killChrome() {
  chrome?.kill();
  chrome = undefined;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

/**
 * Lighthouse and chrome-launcher are ES modules. A static import would have tsx compile them to
 * CommonJS with esbuild's keepNames, whose `__name()` calls break the functions Lighthouse
 * serialises into the page ("__name is not defined"); import() lets Node load them untouched.
 */
const lighthouseModules = () => Promise.all([import('lighthouse'), import('chrome-launcher')]);

async function runLighthouse(url: string): Promise<LighthouseResult> {
  const [{ default: lighthouse }, chromeLauncher] = await lighthouseModules();
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent', handleSIGINT: false });
  try {
    // No config: Lighthouse's default, a mobile device with simulated throttling.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
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

function reportName(page: Page, run?: number): string {
  return `${page.store}-${page.kind}${run === undefined ? '' : `-run${run}`}.json`;
}

/** The run with the median performance score (ties: the median LCP). */
function medianRun(runs: LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort(
    (a, b) =>
      (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0) ||
      (numeric(b, 'largest-contentful-paint') ?? 0) - (numeric(a, 'largest-contentful-paint') ?? 0),
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

async function measure(page: Page, status: number, runs: number): Promise<Measured> {
  const url = STOREFRONT_URL + page.path;
  const results: LighthouseResult[] = [];
  let error: string | undefined;
  for (let i = 1; i <= runs; i++) {
    const started = Date.now();
    try {
      const lhr = await runLighthouse(url);
      results.push(lhr);
      fs.writeFileSync(path.join(OUT_DIR, reportName(page, runs > 1 ? i : undefined)), JSON.stringify(lhr));
      const scores = CATEGORIES.map((id) => score(lhr, id) ?? '-').join('/');
      log(`${page.path} run ${i}/${runs}: ${scores} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (caught) {
      if (isStopping()) throw caught;
      error = caught instanceof Error ? caught.message : String(caught);
      log(`${page.path} run ${i}/${runs} failed: ${error}`);
    }
  }
  if (results.length === 0) return { page, status, performanceRuns: [], error };
  const lhr = medianRun(results);
  if (runs > 1) fs.writeFileSync(path.join(OUT_DIR, reportName(page)), JSON.stringify(lhr));
  return { page, status, lhr, performanceRuns: results.map((r) => score(r, 'performance') ?? 0) };
}

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

function formatScore(measured: Measured, id: CategoryId): string {
  if (!measured.lhr) return '-';
  const value = score(measured.lhr, id);
  if (value === undefined) return '-';
  if (id !== 'performance' || measured.performanceRuns.length < 2) return String(value);
  return `${value} (${Math.min(...measured.performanceRuns)}–${Math.max(...measured.performanceRuns)})`;
}

function table(results: Measured[]): string {
  const header = '| page | store | performance | accessibility | best practices | SEO | LCP (s) | CLS | TBT (ms) |';
  const rule = '|---|---|--:|--:|--:|--:|--:|--:|--:|';
  const rows = results.map((m) => {
    const lcp = m.lhr && numeric(m.lhr, 'largest-contentful-paint');
    const cls = m.lhr && numeric(m.lhr, 'cumulative-layout-shift');
    const tbt = m.lhr && numeric(m.lhr, 'total-blocking-time');
    const page = m.status === 200 ? m.page.kind : `${m.page.kind} (HTTP ${m.status || 'error'})`;
    return [
      page,
      m.page.store,
      formatScore(m, 'performance'),
      formatScore(m, 'accessibility'),
      formatScore(m, 'best-practices'),
      formatScore(m, 'seo'),
      lcp === undefined ? '-' : (lcp / 1000).toFixed(2),
      cls === undefined ? '-' : cls.toFixed(3),
      tbt === undefined ? '-' : String(Math.round(tbt)),
    ].join(' | ');
  });
  return [header, rule, ...rows.map((row) => `| ${row} |`)].join('\n');
}

function auditLines(results: Measured[]): string {
  return results
    .map((m) => {
      const head = `- **${m.page.store} ${m.page.kind}** \`${m.page.path}\``;
      if (!m.lhr) return `${head}: Lighthouse failed: ${m.error ?? 'unknown error'}`;
      const lines: string[] = [];
      for (const [label, id] of [
        ['accessibility', 'accessibility'],
        ['best practices', 'best-practices'],
        ['SEO', 'seo'],
      ] as const) {
        const failed = failedAudits(m.lhr, id);
        if (failed.length > 0) lines.push(`${label} (${score(m.lhr, id) ?? '-'}): ${failed.join(' · ')}`);
      }
      lines.push(`performance (${score(m.lhr, 'performance') ?? '-'}): ${performanceSummary(m.lhr).join(' · ')}`);
      const opportunities = topOpportunities(m.lhr, 3);
      if (opportunities.length > 0) lines.push(`top performance opportunities: ${opportunities.join(' · ')}`);
      return [head, ...lines.map((line) => `  - ${line}`)].join('\n');
    })
    .join('\n');
}

function targetLines(results: Measured[]): { text: string; met: boolean } {
  const measured = results.filter((m): m is Measured & { lhr: LighthouseResult } => m.lhr !== undefined);
  const name = (m: Measured) => `${m.page.store} ${m.page.kind}`;
  const checks: [string, (lhr: LighthouseResult) => boolean][] = [
    [`performance ≥ ${TARGETS.performance}`, (lhr) => (score(lhr, 'performance') ?? 0) >= TARGETS.performance],
    [`accessibility ${TARGETS.accessibility}`, (lhr) => (score(lhr, 'accessibility') ?? 0) >= TARGETS.accessibility],
    [`best practices ${TARGETS['best-practices']}`, (lhr) => (score(lhr, 'best-practices') ?? 0) >= TARGETS['best-practices']],
    [`SEO ${TARGETS.seo}`, (lhr) => (score(lhr, 'seo') ?? 0) >= TARGETS.seo],
    [`CLS ≤ ${TARGETS.cls}`, (lhr) => (numeric(lhr, 'cumulative-layout-shift') ?? Infinity) <= TARGETS.cls],
  ];
  let met = measured.length === results.length;
  const lines = checks.map(([label, passes]) => {
    const failing = measured.filter((m) => !passes(m.lhr));
    if (failing.length > 0) met = false;
    const status =
      measured.length === 0
        ? 'not measured'
        : failing.length === 0
          ? 'met'
          : `NOT met on ${failing.length}/${measured.length}: ${failing.map(name).join(', ')}`;
    return `- ${label}: ${status}`;
  });
  const unmeasured = results.filter((m) => !m.lhr);
  if (unmeasured.length > 0) lines.push(`- not measured (Lighthouse failed): ${unmeasured.map(name).join(', ')}`);
  return { text: lines.join('\n'), met };
}

// ---------------------------------------------------------------------------------------------

async function main(options: Options, started: number): Promise<number> {
  const pages: Page[] = [];
  for (const store of options.stores) pages.push(...(await findPages(store, options.pages)));

  fs.mkdirSync(OUT_DIR, { recursive: true });
  const statuses = new Map<Page, number>();
  for (const page of pages) statuses.set(page, await warm(page.path));

  log(`running Lighthouse (mobile, simulated throttling) on ${pages.length} page(s), ${options.runs} run(s) each, Chromium ${CHROME_PATH}`);
  const results: Measured[] = [];
  for (const page of pages) results.push(await measure(page, statuses.get(page) ?? 0, options.runs));

  const targets = targetLines(results);
  const runsNote = options.runs > 1 ? `, median of ${options.runs} runs (performance range in brackets)` : '';
  const report = [
    `## Lighthouse ${results[0]?.lhr?.lighthouseVersion ?? ''} — mobile, simulated throttling${runsNote}`,
    '',
    table(results),
    '',
    '### Failed audits',
    '',
    auditLines(results),
    '',
    `### Targets (performance ≥ ${TARGETS.performance}, accessibility, best practices and SEO 100, CLS ≤ ${TARGETS.cls}): ${targets.met ? 'all met' : 'NOT all met'}`,
    '',
    targets.text,
    '',
  ].join('\n');
  fs.writeFileSync(path.join(OUT_DIR, 'summary.md'), report);
  fs.writeFileSync(
    path.join(OUT_DIR, 'summary.json'),
    JSON.stringify(
      results.map((m) => ({
        ...m.page,
        status: m.status,
        error: m.error,
        performanceRuns: m.performanceRuns,
        scores: m.lhr && Object.fromEntries(CATEGORIES.map((id) => [id, score(m.lhr!, id)])),
        lcpMs: m.lhr && numeric(m.lhr, 'largest-contentful-paint'),
        cls: m.lhr && numeric(m.lhr, 'cumulative-layout-shift'),
        tbtMs: m.lhr && numeric(m.lhr, 'total-blocking-time'),
        failed: m.lhr && {
          accessibility: failedAudits(m.lhr, 'accessibility'),
          bestPractices: failedAudits(m.lhr, 'best-practices'),
          seo: failedAudits(m.lhr, 'seo'),
          performanceOpportunities: topOpportunities(m.lhr, 3),
        },
      })),
      null,
      2,
    ),
  );
  process.stdout.write(`\n${report}\nReports: ${path.relative(ROOT, OUT_DIR)}/ (${((Date.now() - started) / 60_000).toFixed(1)} min)\n`);
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
runWithBenchServers({ build: options.build, onStop: killChrome }, () => main(options, started));
