/**
 * What `npm run bench:lighthouse` (scripts/bench-lighthouse.ts) computes from its runs: the median
 * figures of a page and whether they meet issue 16's targets, which are differences from a bare
 * Next.js page measured in the same run (absolute scores depend on the machine).
 */

/** One Lighthouse run's figures: performance score (0-100), times in ms, CLS. */
export interface Metrics {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  /**
   * Whether every script had finished downloading before the largest paint of the observed
   * (unthrottled) load: Lighthouse's simulation then counts them all in LCP (see `lcpByRace`).
   * Undefined when the report does not tell.
   */
  scriptsBeforePaint?: boolean;
  /** The run's blocking time split by what its long tasks ran (`blockingByOrigin`); undefined when the report does not tell. */
  blocking?: BlockingSplit;
}

export const TARGETS = { scorePoints: 3, tbtRatio: 1.5, lcpSeconds: 0.5 };
export const TARGET_NAMES = ['score', 'TBT', 'LCP', 'CLS'] as const;
export type TargetName = (typeof TARGET_NAMES)[number];

export const TARGET_LABELS: Record<TargetName, string> = {
  score: `performance within ${TARGETS.scorePoints} points of the bare page`,
  TBT: `TBT at most ${TARGETS.tbtRatio}× the bare page's`,
  LCP: `LCP at most ${TARGETS.lcpSeconds} s above the bare page's`,
  CLS: 'CLS 0',
};

/** The median of the values that are numbers (the mean of the middle two for an even count); NaN when none. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure over the runs, each figure on its own (the score rounded); undefined without runs. */
export function medianMetrics(runs: Metrics[]): Metrics | undefined {
  if (runs.length === 0) return undefined;
  const of = (key: 'score' | 'tbt' | 'lcp' | 'fcp' | 'cls') => median(runs.map((run) => run[key]));
  return { score: Math.round(of('score')), tbt: of('tbt'), lcp: of('lcp'), fcp: of('fcp'), cls: of('cls') };
}

/** The targets the shop's figures miss against the bare page's (a figure Lighthouse did not give misses). */
export function missedTargets(shop: Metrics, bare: Metrics): TargetName[] {
  const missed: TargetName[] = [];
  if (!(shop.score >= bare.score - TARGETS.scorePoints)) missed.push('score');
  if (!(shop.tbt <= bare.tbt * TARGETS.tbtRatio)) missed.push('TBT');
  if (!(shop.lcp <= bare.lcp + TARGETS.lcpSeconds * 1000)) missed.push('LCP');
  // CLS 0 as Lighthouse shows it (three decimals).
  if (!(shop.cls < 0.0005)) missed.push('CLS');
  return missed;
}

/** The shop's TBT as a multiple of the bare page's, as printed (`1.3×`; `∞` when only the bare page blocks nothing). */
export function tbtRatio(shop: Metrics, bare: Metrics): string {
  if (Number.isNaN(shop.tbt) || Number.isNaN(bare.tbt)) return '-';
  if (bare.tbt > 0) return `${(shop.tbt / bare.tbt).toFixed(1)}×`;
  return shop.tbt > 0 ? '∞' : '1.0×';
}

/** A request of Lighthouse's `network-requests` audit, as far as the race needs it. */
export interface NetworkRequestItem {
  resourceType?: string;
  networkEndTime?: number;
}

/**
 * Whether every script had finished downloading before `observedLcp` (both in ms from the start
 * of the observed load); undefined without scripts or without the paint's time.
 */
export function scriptsBeforePaint(requests: readonly NetworkRequestItem[], observedLcp: number | undefined): boolean | undefined {
  const ends = requests.filter((request) => request.resourceType === 'Script').map((request) => request.networkEndTime);
  if (observedLcp === undefined || ends.length === 0 || ends.some((end) => typeof end !== 'number')) return undefined;
  return Math.max(...(ends as number[])) <= observedLcp;
}

/**
 * Simulated LCP split by the race the simulation reads off the observed load. Lantern builds LCP
 * from every request that finished before the observed largest paint, and it can leave a script
 * out only when that script's evaluation task, at least 10 ms long, started after the paint: so
 * when the page paints after its chunks arrive (from localhost, unthrottled), their download under
 * slow 4G is added to LCP. The bare page paints before its chunks in most runs; this line shows
 * what each page's LCP is in the runs that win and in those that lose.
 */
export function lcpByRace(label: string, runs: readonly Metrics[]): string {
  const describe = (lcps: number[], what: string) => {
    if (lcps.length === 0) return `${what} in none`;
    const sorted = [...lcps].sort((a, b) => a - b);
    const s = (ms: number) => (ms / 1000).toFixed(2);
    return `${what} in ${lcps.length}, LCP median ${s(median(sorted))} s (${s(sorted[0])}–${s(sorted[sorted.length - 1])})`;
  };
  const told = runs.filter((run) => run.scriptsBeforePaint !== undefined && !Number.isNaN(run.lcp));
  const before = told.filter((run) => run.scriptsBeforePaint).map((run) => run.lcp);
  const after = told.filter((run) => !run.scriptsBeforePaint).map((run) => run.lcp);
  return `- ${label} (${told.length} run${told.length === 1 ? '' : 's'}): ${describe(before, 'scripts all downloaded before the paint')}; ${describe(after, 'after it')}`;
}

/** A task of Lighthouse's `long-tasks` audit (simulated times in ms under simulated throttling), as far as the split needs it. */
export interface LongTaskItem {
  url?: string;
  startTime?: number;
  duration?: number;
}

export const BLOCKING_ORIGINS = ['start-up', 'document', 'scripts'] as const;
export type BlockingOrigin = (typeof BLOCKING_ORIGINS)[number];
export type BlockingSplit = Record<BlockingOrigin, number>;

export const BLOCKING_ORIGIN_LABELS: Record<BlockingOrigin, string> = {
  'start-up': 'no URL (start-up, style, layout, paint)',
  document: 'the document (HTML parsing, inline scripts)',
  scripts: 'script files (chunks)',
};

/** Lighthouse's blocking threshold: the part of a task beyond 50 ms blocks. */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * A run's blocking time split by what its long tasks ran, as Lighthouse attributes each task to a
 * URL: "document" (the page's own URL: parsing its HTML and running its inline scripts), "start-up"
 * (no URL: the navigation's start-up, and style, layout and paint that no script asked for) and
 * "scripts" (any other URL: the chunks). Each task counts as TBT counts it, from FCP: the part
 * after FCP, less 50 ms, when that part is 50 ms or more. TBT also stops at the page's TTI and the
 * audit lists only the longest tasks, so the parts add up to about TBT, not exactly. Undefined
 * without FCP.
 */
export function blockingByOrigin(tasks: readonly LongTaskItem[], fcp: number, documentUrl: string): BlockingSplit | undefined {
  if (!Number.isFinite(fcp)) return undefined;
  const page = documentUrl.split('#')[0];
  const split: BlockingSplit = { 'start-up': 0, document: 0, scripts: 0 };
  for (const task of tasks) {
    if (typeof task.startTime !== 'number' || typeof task.duration !== 'number') continue;
    const after = task.startTime + task.duration - Math.max(task.startTime, fcp);
    if (after < BLOCKING_THRESHOLD_MS) continue;
    const url = task.url?.split('#')[0];
    const origin: BlockingOrigin = !url || url === 'Unattributable' ? 'start-up' : url === page ? 'document' : 'scripts';
    split[origin] += after - BLOCKING_THRESHOLD_MS;
  }
  return split;
}

/** The median of each part over the runs that have a split; undefined when none has. */
export function medianBlocking(runs: readonly Metrics[]): BlockingSplit | undefined {
  const splits = runs.flatMap((run) => (run.blocking ? [run.blocking] : []));
  if (splits.length === 0) return undefined;
  const of = (origin: BlockingOrigin) => median(splits.map((split) => split[origin]));
  return { 'start-up': of('start-up'), document: of('document'), scripts: of('scripts') };
}

/**
 * A markdown table of where each page's blocking time comes from, beside its paired bare runs':
 * the median of each part over the runs, shop / bare page, and the shop's excess.
 */
export function blockingTable(rows: ReadonlyArray<{ label: string; shop: readonly Metrics[]; bare: readonly Metrics[] }>): string {
  const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '-' : String(Math.round(value)));
  const excess = (shop: number | undefined, bare: number | undefined) =>
    shop === undefined || bare === undefined ? '-' : `${shop - bare >= 0 ? '+' : '−'}${Math.round(Math.abs(shop - bare))}`;
  const lines = [
    `| page | ${BLOCKING_ORIGINS.map((origin) => `${BLOCKING_ORIGIN_LABELS[origin]}: shop / bare (Δ)`).join(' | ')} |`,
    `| --- | ${BLOCKING_ORIGINS.map(() => '---').join(' | ')} |`,
  ];
  for (const row of rows) {
    const shop = medianBlocking(row.shop);
    const bare = medianBlocking(row.bare);
    const cells = BLOCKING_ORIGINS.map(
      (origin) => `${ms(shop?.[origin])} / ${ms(bare?.[origin])} (${excess(shop?.[origin], bare?.[origin])})`,
    );
    lines.push(`| ${row.label} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

/** Lighthouse's default CPU slowdown, meant for a high-end desktop host (its throttling guide). */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * What Lighthouse's throttling guide (docs/throttling.md, "Benchmarking CPU power" and
 * "Calibrating the CPU slowdown") says of a host by its benchmark index: its device class, and the
 * CPU slowdown that lands a run on a mid-tier phone from there. The default 4× assumes a
 * high-end desktop; on a weaker host it simulates a slower phone than Lighthouse's reference, and
 * more of a page's mid-sized tasks pass the 50 ms that count in TBT.
 */
export function hostCalibration(benchmarkIndex: number): { hostClass: string; slowdown: string } {
  if (benchmarkIndex >= 1500) return { hostClass: 'high-end desktop (1,500–2,000)', slowdown: '4× (2–10)' };
  if (benchmarkIndex >= 1000) return { hostClass: 'low-end desktop (1,000–1,500)', slowdown: '2× (1–5)' };
  if (benchmarkIndex >= 800) return { hostClass: 'high-end mobile (800–1,200)', slowdown: '2× (1–5)' };
  return { hostClass: 'mid-tier mobile (125–800)', slowdown: '1×' };
}

/** The report's line on the host's CPU: its benchmark index over the runs, its class, and the slowdown this run used. */
export function cpuLine(benchmarkIndexes: number[], slowdown: number): string {
  const used = `this run: ${slowdown}×${slowdown === DEFAULT_CPU_SLOWDOWN ? " (Lighthouse's default)" : ' (--cpu-slowdown)'}`;
  const indexes = benchmarkIndexes.filter((value) => Number.isFinite(value));
  if (indexes.length === 0) return `- CPU: no benchmark index in the reports; ${used}`;
  const middle = Math.round(median(indexes));
  const { hostClass, slowdown: suggested } = hostCalibration(middle);
  return (
    `- CPU: Lighthouse's benchmark index ${middle} (median of ${indexes.length} runs, ${Math.round(Math.min(...indexes))}–` +
    `${Math.round(Math.max(...indexes))}): a ${hostClass} host in Lighthouse's throttling guide, which puts a mid-tier ` +
    `phone at ${suggested} CPU slowdown from such a host; ${used}`
  );
}

// ---------------------------------------------------------------------------------------------
// What the bare page's own spread allows

/** A small seeded generator (mulberry32), so that a report's chances repeat for the same runs. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How a page is compared with the bare page: the median of its `runs` runs against the median of `baselineRuns` bare runs. */
export interface Design {
  runs: number;
  baselineRuns: number;
}

/**
 * The chance that a page identical to the bare page meets every target when measured as `design`
 * says: both medians taken over runs drawn (with replacement) from `bareRuns`, the bare page's
 * runs of one benchmark run, `draws` times. The targets are differences of medians, and a median
 * of a few Lighthouse runs moves by several points from one run to the next on a shared 2-core
 * host, so even the bare page against itself misses them now and then; this is how often.
 * Seeded: the same runs give the same chance.
 */
export function chanceIdenticalMeets(bareRuns: readonly Metrics[], design: Design, draws = 4000, seed = 16): number {
  const keys = ['score', 'tbt', 'lcp', 'fcp', 'cls'] as const;
  // A run Lighthouse gave no figure for is left out of the draws.
  const pool = bareRuns.filter((run) => keys.every((key) => Number.isFinite(run[key])));
  if (pool.length === 0 || design.runs < 1 || design.baselineRuns < 1) return NaN;
  const random = seededRandom(seed);
  // Typed arrays, sorted numerically: thousands of draws of up to a few hundred runs stay fast.
  const columns = keys.map((key) => Float64Array.from(pool, (run) => run[key]));
  const buffers = new Map<number, Float64Array>();
  const drawMedians = (count: number): Metrics => {
    const picks = Array.from({ length: count }, () => Math.floor(random() * pool.length));
    if (!buffers.has(count)) buffers.set(count, new Float64Array(count));
    const buffer = buffers.get(count)!;
    const [score, tbt, lcp, fcp, cls] = columns.map((column) => {
      picks.forEach((pick, i) => (buffer[i] = column[pick]));
      buffer.sort();
      const middle = count >> 1;
      return count % 2 === 1 ? buffer[middle] : (buffer[middle - 1] + buffer[middle]) / 2;
    });
    return { score: Math.round(score), tbt, lcp, fcp, cls };
  };
  let met = 0;
  for (let draw = 0; draw < draws; draw++) {
    const page = drawMedians(design.runs);
    const bare = drawMedians(design.baselineRuns);
    if (missedTargets(page, bare).length === 0) met++;
  }
  return met / draws;
}

/**
 * The fewest runs per page (up to `max`) at which pages identical to the bare page would all meet
 * every target together with at least `confidence` chance; undefined when even `max` is not enough.
 * `baselineRunsFor` gives the bare runs each page is compared with at that many runs.
 */
export function runsNeeded(
  bareRuns: readonly Metrics[],
  pages: number,
  baselineRunsFor: (runs: number) => number,
  confidence = 0.8,
  max = 25,
): number | undefined {
  for (let runs = 1; runs <= max; runs++) {
    const chance = chanceIdenticalMeets(bareRuns, { runs, baselineRuns: baselineRunsFor(runs) }, 1500);
    if (chance ** pages >= confidence) return runs;
  }
  return undefined;
}

const percent = (chance: number) => `${Math.round(chance * 100)} %`;

/**
 * The report's lines on the benchmark's own noise: how many of `pages` pages identical to the bare
 * page would meet every target with `runs` runs each, compared as the table compares (with the
 * median of every bare run of the run) and with only the bare runs paired with each page, and how
 * many runs would make all of them meet it together in 4 runs of 5.
 */
export function noiseLines(bareRuns: readonly Metrics[], pages: number, runs: number): string[] {
  if (bareRuns.length < 2 || pages < 1) return ['- too few bare runs to tell'];
  const paired: Design = { runs, baselineRuns: runs };
  const pooled: Design = { runs, baselineRuns: bareRuns.length };
  const line = (what: string, design: Design, baselineRunsFor: (runs: number) => number) => {
    const chance = chanceIdenticalMeets(bareRuns, design);
    const needed = runsNeeded(bareRuns, pages, baselineRunsFor);
    return (
      `- ${what}: a page identical to the bare page meets every target in ${percent(chance)} of draws, so about ` +
      `${(chance * pages).toFixed(1)} of ${pages} such pages, and all ${pages} at once in ${percent(chance ** pages)}; ` +
      (needed === undefined ? 'more than 25 runs a page' : `${needed} run${needed === 1 ? '' : 's'} a page`) +
      ` would make that at least 80 %`
    );
  };
  return [
    line(`against the median of all ${bareRuns.length} bare runs (the table)`, pooled, (n) => n * pages),
    line(`against its own ${runs} paired bare run${runs === 1 ? '' : 's'} only`, paired, (n) => n),
  ];
}
