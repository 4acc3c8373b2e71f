import {
  blockingByOrigin,
  blockingTable,
  chanceIdenticalMeets,
  cpuLine,
  hostCalibration,
  lcpByRace,
  median,
  medianBlocking,
  medianMetrics,
  missedTargets,
  noiseLines,
  runsNeeded,
  scriptsBeforePaint,
  tbtRatio,
  type Metrics,
} from './bench-lighthouse-compare';

const bare: Metrics = { score: 90, tbt: 300, lcp: 1100, fcp: 900, cls: 0 };
const shop = (figures: Partial<Metrics>): Metrics => ({ ...bare, ...figures });

describe('median', () => {
  it('takes the middle value, the mean of the middle two for an even count, and ignores missing figures', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([5, NaN, 7, 9])).toBe(7);
    expect(median([])).toBeNaN();
  });
});

describe('medianMetrics', () => {
  it('takes each figure’s median on its own, the score rounded', () => {
    const runs: Metrics[] = [
      { score: 70, tbt: 900, lcp: 2000, fcp: 1500, cls: 0 },
      { score: 75, tbt: 1500, lcp: 1800, fcp: 1400, cls: 0.1 },
      { score: 72, tbt: 1100, lcp: 2600, fcp: 1300, cls: 0 },
      { score: 73, tbt: 1000, lcp: 2200, fcp: 1600, cls: 0 },
    ];
    expect(medianMetrics(runs)).toEqual({ score: 73, tbt: 1050, lcp: 2100, fcp: 1450, cls: 0 });
    expect(medianMetrics([])).toBeUndefined();
  });
});

describe('missedTargets', () => {
  it('meets every target up to its limit: 3 points, 1.5× TBT, +0.5 s LCP, CLS 0', () => {
    expect(missedTargets(shop({ score: 87, tbt: 450, lcp: 1600, cls: 0.0004 }), bare)).toEqual([]);
    // A shop page faster than the bare page meets them too.
    expect(missedTargets(shop({ score: 99, tbt: 0, lcp: 900 }), bare)).toEqual([]);
  });

  it('names each target missed just past its limit', () => {
    expect(missedTargets(shop({ score: 86 }), bare)).toEqual(['score']);
    expect(missedTargets(shop({ tbt: 451 }), bare)).toEqual(['TBT']);
    expect(missedTargets(shop({ lcp: 1601 }), bare)).toEqual(['LCP']);
    expect(missedTargets(shop({ cls: 0.001 }), bare)).toEqual(['CLS']);
    expect(missedTargets({ score: 64, tbt: 2800, lcp: 3200, fcp: 2000, cls: 0.02 }, bare)).toEqual(['score', 'TBT', 'LCP', 'CLS']);
  });

  it('counts a figure Lighthouse did not give as missed, and a bare page that blocks nothing as TBT 0', () => {
    expect(missedTargets(shop({ lcp: NaN }), bare)).toEqual(['LCP']);
    expect(missedTargets(shop({ tbt: 10 }), { ...bare, tbt: 0 })).toEqual(['TBT']);
    expect(missedTargets(shop({ tbt: 0 }), { ...bare, tbt: 0 })).toEqual([]);
  });
});

describe('tbtRatio', () => {
  it('prints the shop’s TBT as a multiple of the bare page’s', () => {
    expect(tbtRatio(shop({ tbt: 1290 }), bare)).toBe('4.3×');
    expect(tbtRatio(shop({ tbt: 10 }), { ...bare, tbt: 0 })).toBe('∞');
    expect(tbtRatio(shop({ tbt: 0 }), { ...bare, tbt: 0 })).toBe('1.0×');
    expect(tbtRatio(shop({ tbt: NaN }), bare)).toBe('-');
  });
});

describe('scriptsBeforePaint', () => {
  const requests = [
    { resourceType: 'Document', networkEndTime: 25 },
    { resourceType: 'Script', networkEndTime: 120 },
    { resourceType: 'Script', networkEndTime: 177 },
    { resourceType: 'Image', networkEndTime: 480 },
  ];

  it('tells whether the last script was in before the observed largest paint', () => {
    expect(scriptsBeforePaint(requests, 227)).toBe(true);
    expect(scriptsBeforePaint(requests, 177)).toBe(true);
    expect(scriptsBeforePaint(requests, 150)).toBe(false);
  });

  it('does not tell without scripts, without a paint time or with a script that never finished', () => {
    expect(scriptsBeforePaint([{ resourceType: 'Document', networkEndTime: 25 }], 227)).toBeUndefined();
    expect(scriptsBeforePaint(requests, undefined)).toBeUndefined();
    expect(scriptsBeforePaint([...requests, { resourceType: 'Script' }], 227)).toBeUndefined();
  });
});

describe('lcpByRace', () => {
  const run = (lcp: number, scriptsBeforePaint?: boolean): Metrics => ({ score: 90, tbt: 100, lcp, fcp: 600, cls: 0, scriptsBeforePaint });

  it("splits the runs' simulated LCP by the race, leaving out runs that do not tell", () => {
    const runs = [run(1480, true), run(1620, true), run(690, false), run(640, false), run(1460, false), run(700)];
    expect(lcpByRace('bare page', runs)).toBe(
      '- bare page (5 runs): scripts all downloaded before the paint in 2, LCP median 1.55 s (1.48–1.62); after it in 3, LCP median 0.69 s (0.64–1.46)',
    );
  });

  it('says when no run fell on one side', () => {
    expect(lcpByRace('shop home', [run(2090, true)])).toBe(
      '- shop home (1 run): scripts all downloaded before the paint in 1, LCP median 2.09 s (2.09–2.09); after it in none',
    );
  });
});

describe('hostCalibration', () => {
  it("places a host in Lighthouse's device classes by its benchmark index, with the slowdown that lands on a mid-tier phone", () => {
    expect(hostCalibration(1800)).toEqual({ hostClass: 'high-end desktop (1,500–2,000)', slowdown: '4× (2–10)' });
    expect(hostCalibration(1500).slowdown).toBe('4× (2–10)');
    expect(hostCalibration(1499)).toEqual({ hostClass: 'low-end desktop (1,000–1,500)', slowdown: '2× (1–5)' });
    expect(hostCalibration(900)).toEqual({ hostClass: 'high-end mobile (800–1,200)', slowdown: '2× (1–5)' });
    expect(hostCalibration(500)).toEqual({ hostClass: 'mid-tier mobile (125–800)', slowdown: '1×' });
  });
});

describe('cpuLine', () => {
  it("gives the runs' median benchmark index, its range and class, and the slowdown the run used", () => {
    expect(cpuLine([1014, 1320, 2600, NaN], 4)).toBe(
      "- CPU: Lighthouse's benchmark index 1320 (median of 3 runs, 1014–2600): a low-end desktop (1,000–1,500) host in " +
        "Lighthouse's throttling guide, which puts a mid-tier phone at 2× (1–5) CPU slowdown from such a host; this run: 4× (Lighthouse's default)",
    );
    expect(cpuLine([1600], 2)).toMatch(/high-end desktop .* 4× \(2–10\) CPU slowdown from such a host; this run: 2× \(--cpu-slowdown\)$/);
  });

  it('says when no report had an index', () => {
    expect(cpuLine([], 4)).toBe("- CPU: no benchmark index in the reports; this run: 4× (Lighthouse's default)");
  });
});

describe("the bare page's own spread", () => {
  const fast: Metrics = { score: 90, tbt: 300, lcp: 1000, fcp: 800, cls: 0 };
  const slow: Metrics = { score: 80, tbt: 600, lcp: 1200, fcp: 900, cls: 0 };

  it('meets every target always when the bare page never moves, and needs a single run', () => {
    expect(chanceIdenticalMeets([fast, fast], { runs: 3, baselineRuns: 3 })).toBe(1);
    expect(runsNeeded([fast, fast], 12, (runs) => runs)).toBe(1);
    // a run Lighthouse gave no figure for is left out of the draws
    expect(chanceIdenticalMeets([fast, { ...slow, tbt: NaN }], { runs: 1, baselineRuns: 1 })).toBe(1);
    expect(chanceIdenticalMeets([], { runs: 1, baselineRuns: 1 })).toBeNaN();
  });

  it('misses when a slow run of the page meets a fast run of the bare page: one draw in four with single runs', () => {
    // page fast / bare slow and equal draws meet; page slow against bare fast is 10 points down
    const chance = chanceIdenticalMeets([fast, slow], { runs: 1, baselineRuns: 1 });
    expect(chance).toBeGreaterThan(0.72);
    expect(chance).toBeLessThan(0.78);
    // seeded: the same runs give the same chance
    expect(chanceIdenticalMeets([fast, slow], { runs: 1, baselineRuns: 1 })).toBe(chance);
  });

  it('meets more often with more runs on either side, and tells how many runs would do for all pages together', () => {
    const runs = [fast, fast, fast, slow];
    const single = chanceIdenticalMeets(runs, { runs: 1, baselineRuns: 1 });
    expect(chanceIdenticalMeets(runs, { runs: 5, baselineRuns: 60 })).toBeGreaterThan(single);
    const needed = runsNeeded(runs, 12, (n) => n * 12);
    expect(needed).toBeGreaterThan(1);
    expect(chanceIdenticalMeets(runs, { runs: needed!, baselineRuns: needed! * 12 }) ** 12).toBeGreaterThanOrEqual(0.75);
    expect(runsNeeded([fast, slow], 12, (n) => n, 0.8, 3)).toBeUndefined();
  });

  it('prints both comparisons, and says when there are too few bare runs', () => {
    const lines = noiseLines([fast, fast, fast, slow], 12, 3);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^- against the median of all 4 bare runs \(the table\): a page identical to the bare page meets every target in \d+ % of draws, so about [\d.]+ of 12 such pages, and all 12 at once in \d+ %; /,
    );
    expect(lines[1]).toMatch(/^- against its own 3 paired bare runs only: /);
    expect(noiseLines([fast], 12, 3)).toEqual(['- too few bare runs to tell']);
  });
});

describe('blockingByOrigin', () => {
  const page = 'http://localhost:3210/uk/eyeglasses.html';

  it('splits the blocking time after FCP by the URL Lighthouse gives each task', () => {
    const split = blockingByOrigin(
      [
        { url: 'Unattributable', startTime: 1000, duration: 200 },
        { url: page, startTime: 1300, duration: 120 },
        { url: `${page}#reviews`, startTime: 1500, duration: 60 },
        { url: 'http://localhost:3210/_next/static/chunks/a.js', startTime: 2000, duration: 150 },
        { url: 'http://localhost:3210/_next/static/chunks/b.js', startTime: 2200, duration: 80 },
      ],
      900,
      page,
    );
    expect(split).toEqual({ 'start-up': 150, document: 80, scripts: 130 });
  });

  it('counts only the part of a task after FCP, and nothing of a task that leaves less than 50 ms after it', () => {
    const split = blockingByOrigin(
      [
        { url: 'Unattributable', startTime: 700, duration: 400 }, // 100 ms after FCP: 50 blocking
        { url: page, startTime: 800, duration: 240 }, // 40 ms after FCP: none
        { url: page, startTime: 200, duration: 300 }, // ends before FCP: none
      ],
      1000,
      page,
    );
    expect(split).toEqual({ 'start-up': 50, document: 0, scripts: 0 });
  });

  it('takes a task without a URL as start-up, skips tasks without times, and gives nothing without FCP', () => {
    expect(blockingByOrigin([{ startTime: 1000, duration: 100 }, { url: page }], 0, page)).toEqual({
      'start-up': 50,
      document: 0,
      scripts: 0,
    });
    expect(blockingByOrigin([{ url: page, startTime: 1000, duration: 100 }], NaN, page)).toBeUndefined();
  });
});

describe('medianBlocking and blockingTable', () => {
  const run = (startUp: number, document: number, scripts: number): Metrics => ({
    ...bare,
    blocking: { 'start-up': startUp, document, scripts },
  });

  it('takes the median of each part over the runs that have a split', () => {
    expect(medianBlocking([run(100, 10, 300), run(300, 30, 100), run(200, 20, 200), bare])).toEqual({
      'start-up': 200,
      document: 20,
      scripts: 200,
    });
    expect(medianBlocking([bare])).toBeUndefined();
  });

  it('prints each part as shop / bare page with the difference, and dashes where a side has no split', () => {
    const table = blockingTable([
      { label: '/uk', shop: [run(100, 240, 260)], bare: [run(200, 20, 240)] },
      { label: '/fr', shop: [run(150, 150, 150)], bare: [bare] },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toBe(
      '| page | no URL (start-up, style, layout, paint): shop / bare (Δ) | the document (HTML parsing, inline scripts): shop / bare (Δ) | script files (chunks): shop / bare (Δ) |',
    );
    expect(lines[2]).toBe('| /uk | 100 / 200 (−100) | 240 / 20 (+220) | 260 / 240 (+20) |');
    expect(lines[3]).toBe('| /fr | 150 / - (-) | 150 / - (-) | 150 / - (-) |');
  });
});
