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
  const of = (key: keyof Metrics) => median(runs.map((run) => run[key]));
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
