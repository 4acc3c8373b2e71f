import { browserBenchUsage, parseBrowserBenchArgs } from './bench-options';

describe('the browser benchmarks’ command line', () => {
  test('defaults: uk, fr and ae_ar, every page kind, a build, 4× CPU and the script’s own number of runs', () => {
    expect(parseBrowserBenchArgs([], { runs: 8 })).toEqual({
      stores: ['uk', 'fr', 'ae_ar'],
      pages: ['home', 'category', 'product', 'search'],
      runs: 8,
      build: true,
      cpuSlowdown: 4,
    });
  });

  test('every option is read', () => {
    expect(
      parseBrowserBenchArgs(['--stores', 'uk, pl', '--pages', 'product', '--runs', '5', '--no-build', '--cpu-slowdown', '2'], { runs: 3 }),
    ).toEqual({
      stores: ['uk', 'pl'],
      pages: ['product'],
      runs: 5,
      build: false,
      cpuSlowdown: 2,
    });
    expect(parseBrowserBenchArgs(['--help'], { runs: 3 })).toBe('help');
  });

  test('a mistake is named', () => {
    expect(() => parseBrowserBenchArgs(['--stores', 'xx'], { runs: 3 })).toThrow(/unknown store view\(s\): xx/);
    expect(() => parseBrowserBenchArgs(['--pages', 'cart'], { runs: 3 })).toThrow(/unknown page\(s\): cart/);
    expect(() => parseBrowserBenchArgs(['--runs', '0'], { runs: 3 })).toThrow('--runs needs a positive whole number');
    expect(() => parseBrowserBenchArgs(['--cpu-slowdown', '40'], { runs: 3 })).toThrow('--cpu-slowdown needs a number from 1 to 20');
    expect(() => parseBrowserBenchArgs(['--runs'], { runs: 3 })).toThrow('--runs needs a value');
    expect(() => parseBrowserBenchArgs(['--stores', ' , '], { runs: 3 })).toThrow('--stores and --pages need at least one value');
    expect(() => parseBrowserBenchArgs(['--fast'], { runs: 3 })).toThrow('unknown argument: --fast');
  });

  test('the usage line shows the script and its runs', () => {
    expect(browserBenchUsage('scripts/bench-main-thread.ts', 8)).toBe(
      'tsx scripts/bench-main-thread.ts [--runs 8] [--stores uk,fr,ae_ar] [--pages home,category,product,search] [--no-build] [--cpu-slowdown 4]',
    );
  });
});
