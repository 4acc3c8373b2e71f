/**
 * The command line of the browser benchmarks (`npm run bench:lighthouse`, `npm run bench:main-thread`):
 *   [--runs N] [--stores uk,fr,ae_ar] [--pages home,category,product,search] [--no-build] [--cpu-slowdown 4]
 */
// First: the store views' fixture reaches the typed operations, which a fresh clone has not generated yet.
import './codegen-if-stale.mjs';
import { SEEDED_STORE_VIEWS } from '../lib/__fixtures__/store-views';
import { DEFAULT_CPU_SLOWDOWN } from './bench-lighthouse-compare';
import { PAGE_KINDS, type PageKind } from './bench-servers';
import { commandLine } from './command-line';

export interface BrowserBenchOptions {
  stores: string[];
  pages: PageKind[];
  runs: number;
  build: boolean;
  /** The CPU slowdown, for the shop and the bare page alike. */
  cpuSlowdown: number;
}

export const DEFAULT_STORES = ['uk', 'fr', 'ae_ar'];

/** The usage line of `script` with its default number of runs. */
export const browserBenchUsage = (script: string, runs: number) =>
  `tsx ${script} [--runs ${runs}] [--stores ${DEFAULT_STORES.join(',')}] [--pages ${PAGE_KINDS.join(',')}] [--no-build] [--cpu-slowdown ${DEFAULT_CPU_SLOWDOWN}]`;

/**
 * The options in `argv`, or 'help' for --help; throws with a message for an unknown argument, an
 * unknown store view or page, or a value out of range.
 */
export function parseBrowserBenchArgs(argv: string[], defaults: { runs: number }): BrowserBenchOptions | 'help' {
  const options: BrowserBenchOptions = {
    stores: DEFAULT_STORES,
    pages: [...PAGE_KINDS],
    runs: defaults.runs,
    build: true,
    cpuSlowdown: DEFAULT_CPU_SLOWDOWN,
  };
  for (const { arg, value, positiveInteger } of commandLine(argv)) {
    const list = () =>
      value()
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    if (arg === '--stores') {
      options.stores = list();
      const unknown = options.stores.filter((store) => !SEEDED_STORE_VIEWS.some((view) => view.code === store));
      if (unknown.length > 0)
        throw new Error(`unknown store view(s): ${unknown.join(', ')}; stores: ${SEEDED_STORE_VIEWS.map((v) => v.code).join(', ')}`);
    } else if (arg === '--pages') {
      const pages = list();
      const unknown = pages.filter((page) => !(PAGE_KINDS as readonly string[]).includes(page));
      if (unknown.length > 0) throw new Error(`unknown page(s): ${unknown.join(', ')}; pages: ${PAGE_KINDS.join(', ')}`);
      options.pages = pages as PageKind[];
    } else if (arg === '--runs') {
      options.runs = positiveInteger();
    } else if (arg === '--cpu-slowdown') {
      options.cpuSlowdown = Number(value());
      if (!(options.cpuSlowdown >= 1 && options.cpuSlowdown <= 20)) throw new Error('--cpu-slowdown needs a number from 1 to 20');
    } else if (arg === '--no-build') options.build = false;
    else if (arg === '--help' || arg === '-h') return 'help';
    else throw new Error(`unknown argument: ${arg}`);
  }
  if (options.stores.length === 0 || options.pages.length === 0) throw new Error('--stores and --pages need at least one value');
  return options;
}

/** The options of this process's command line; prints the usage and exits on --help, or the message and exits 2 on a mistake. */
export function browserBenchOptions(script: string, defaults: { runs: number }): BrowserBenchOptions {
  const usage = browserBenchUsage(script, defaults.runs);
  try {
    const options = parseBrowserBenchArgs(process.argv.slice(2), defaults);
    if (options === 'help') {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    }
    return options;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\nusage: ${usage}\n`);
    process.exit(2);
  }
}
