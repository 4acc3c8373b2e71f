import { median, medianMetrics, missedTargets, tbtRatio, type Metrics } from './bench-lighthouse-compare';

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
