/**
 * The figures of `npm run bench:main-thread` (scripts/bench-main-thread.ts): one page load's
 * main-thread work as Chromium counts it (`Performance.getMetrics`, at the benchmark's CPU
 * slowdown), and the table that sets each page's medians beside the bare page's.
 */
import { median } from './bench-lighthouse-compare';

/** One load's main-thread figures, in milliseconds of throttled time (nodes: a count). */
export interface MainThreadRun {
  /** Every task of the page's renderer main thread. */
  task: number;
  /** Running JavaScript (hydration, the page's own code, inline scripts). */
  script: number;
  /** Compiling JavaScript. */
  compile: number;
  /** Computing styles. */
  style: number;
  /** Layout. */
  layout: number;
  /** What Chromium does not class: parsing the HTML, painting, loading, garbage collection. */
  other: number;
  /** What long tasks (over 50 ms) hold the thread beyond 50 ms each: the load's TBT before FCP and TTI bound it. */
  blocking: number;
  /** Long tasks. */
  longTasks: number;
  /** DOM nodes in the document once it has settled. */
  nodes: number;
}

export const FIGURES = [
  'task',
  'script',
  'compile',
  'style',
  'layout',
  'other',
  'blocking',
  'longTasks',
  'nodes',
] as const satisfies readonly (keyof MainThreadRun)[];

/** Chromium's metric names for each figure (`Performance.getMetrics`, durations in seconds). */
const METRIC_OF = {
  task: 'TaskDuration',
  script: 'ScriptDuration',
  compile: 'V8CompileDuration',
  style: 'RecalcStyleDuration',
  layout: 'LayoutDuration',
  other: 'TaskOtherDuration',
  nodes: 'Nodes',
} as const;

/** A load's figures from Chromium's metrics and the durations (ms) of the long tasks the page observed. */
export function runFrom(metrics: { name: string; value: number }[], longTaskDurations: number[]): MainThreadRun {
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
  const ms = (name: string) => value(name) * 1000;
  return {
    task: ms(METRIC_OF.task),
    script: ms(METRIC_OF.script),
    compile: ms(METRIC_OF.compile),
    style: ms(METRIC_OF.style),
    layout: ms(METRIC_OF.layout),
    other: ms(METRIC_OF.other),
    blocking: longTaskDurations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
    longTasks: longTaskDurations.length,
    nodes: value(METRIC_OF.nodes),
  };
}

/** The value at fraction `at` of the sorted values (nearest rank below); NaN for none. */
export function quantile(values: number[], at: number): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.floor((sorted.length - 1) * at)];
}

/** Each figure's median over the runs (undefined for no run). */
export function medianRun(runs: MainThreadRun[]): MainThreadRun | undefined {
  if (runs.length === 0) return undefined;
  return Object.fromEntries(FIGURES.map((figure) => [figure, median(runs.map((run) => run[figure]))])) as unknown as MainThreadRun;
}

const round = (value: number) => (Number.isNaN(value) ? '-' : String(Math.round(value)));
const ratio = (value: number, base: number) => (Number.isNaN(value) || !(base > 0) ? '-' : `${(value / base).toFixed(2)}×`);
const spread = (runs: MainThreadRun[], figure: keyof MainThreadRun) =>
  `${round(
    quantile(
      runs.map((run) => run[figure]),
      0.25,
    ),
  )}–${round(
    quantile(
      runs.map((run) => run[figure]),
      0.75,
    ),
  )}`;

export interface PageRuns {
  /** The page as the table names it (`/uk/eyeglasses.html`, or "bare page"). */
  label: string;
  runs: MainThreadRun[];
}

/**
 * A Markdown table: one row per page (the bare page first) with the medians of its runs, the
 * spread (interquartile range) of its task time and its blocking time, and each page's task and
 * blocking time as multiples of the bare page's.
 */
export function mainThreadTable(bare: PageRuns, pages: PageRuns[]): string {
  const base = medianRun(bare.runs);
  const header =
    '| page | runs | task ms (IQR) | script | compile | style | layout | other | blocking ms (IQR) | long tasks | DOM nodes | task vs bare | blocking vs bare |';
  const rule = `|${' --- |'.repeat(13)}`;
  const rows = [bare, ...pages].map(({ label, runs }) => {
    const m = medianRun(runs);
    if (!m || !base) return `| ${label} | ${runs.length} |${' - |'.repeat(11)}`;
    return (
      `| ${label} | ${runs.length} | ${round(m.task)} (${spread(runs, 'task')}) | ${round(m.script)} | ${round(m.compile)} | ${round(m.style)} | ` +
      `${round(m.layout)} | ${round(m.other)} | ${round(m.blocking)} (${spread(runs, 'blocking')}) | ${round(m.longTasks)} | ${round(m.nodes)} | ` +
      `${ratio(m.task, base.task)} | ${ratio(m.blocking, base.blocking)} |`
    );
  });
  return [header, rule, ...rows].join('\n');
}
