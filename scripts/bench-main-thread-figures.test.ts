import { mainThreadTable, medianRun, quantile, runFrom, type MainThreadRun } from './bench-main-thread-figures';

const metrics = (seconds: Record<string, number>) => Object.entries(seconds).map(([name, value]) => ({ name, value }));

const run = (task: number, blocking: number, nodes = 100): MainThreadRun => ({
  task,
  script: task / 4,
  compile: 5,
  style: task / 8,
  layout: task / 8,
  other: task / 2,
  blocking,
  longTasks: 2,
  nodes,
});

describe('bench:main-thread figures', () => {
  test("a load's figures come from Chromium's counters in seconds and the page's long tasks", () => {
    const figures = runFrom(
      metrics({
        TaskDuration: 1.5,
        ScriptDuration: 0.4,
        V8CompileDuration: 0.03,
        RecalcStyleDuration: 0.2,
        LayoutDuration: 0.15,
        TaskOtherDuration: 0.7,
        Nodes: 1049,
      }),
      [40, 120, 80.5],
    );
    expect(figures).toEqual({
      task: 1500,
      script: 400,
      compile: 30,
      style: 200,
      layout: 150,
      other: 700,
      blocking: 100.5,
      longTasks: 3,
      nodes: 1049,
    });
  });

  test('a counter Chromium did not report is NaN, not 0', () => {
    expect(runFrom(metrics({ TaskDuration: 1 }), []).layout).toBeNaN();
  });

  test('quantiles and medians leave out NaN', () => {
    expect(quantile([4, 1, 3, 2, Number.NaN], 0.25)).toBe(1);
    expect(quantile([4, 1, 3, 2], 0.75)).toBe(3);
    expect(quantile([], 0.5)).toBeNaN();
    expect(medianRun([run(100, 10), run(300, 30), run(200, 20)])?.task).toBe(200);
    expect(medianRun([])).toBeUndefined();
  });

  test("the table sets each page's medians beside the bare page's, with their ratios", () => {
    const table = mainThreadTable({ label: 'bare page', runs: [run(1000, 100, 40), run(1200, 140, 40)] }, [
      { label: '/uk/p.html', runs: [run(2200, 250, 1000), run(2200, 230, 1000)] },
      { label: '/fr/p.html', runs: [] },
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toMatch(/^\| bare page \| 2 \| 1100 \(1000–1000\) \|.*\| 120 \(100–100\) \| 2 \| 40 \| 1\.00× \| 1\.00× \|$/);
    expect(lines[3]).toMatch(
      /^\| \/uk\/p\.html \| 2 \| 2200 \(2200–2200\) \| 550 \| 5 \| 275 \| 275 \| 1100 \| 240 \(230–230\) \| 2 \| 1000 \| 2\.00× \| 2\.00× \|$/,
    );
    expect(lines[4]).toBe(`| /fr/p.html | 0 |${' - |'.repeat(11)}`);
  });
});
