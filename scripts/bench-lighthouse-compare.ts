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
