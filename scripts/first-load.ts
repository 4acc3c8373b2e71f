/**
 * First-load JavaScript per route, gzip: what a shopper's phone downloads before a page works.
 *
 *   tsx scripts/first-load.ts [--dist-dir DIR]      (`npm run bench:first-load`)
 *
 * Next.js 16 writes `<distDir>/diagnostics/route-bundle-stats.json` at the end of `next build`: an
 * array of `{ route, firstLoadUncompressedJsBytes, firstLoadChunkPaths }`, the chunk paths relative
 * to the project directory. It gives raw sizes only, so this module gzips every listed chunk (level
 * 9, as Next's own build output used to) and sums them per route. Targets (issue 16): catalogue
 * routes (home, category, product, CMS, search) at most 155 KiB, every other route at most 175 KiB.
 * The bare Next.js page of `npm run bench:lighthouse` (bench/bare-next, built into .data/next-bare)
 * is printed beside them when its build exists.
 *
 * Without --dist-dir: the newest of the storefront builds (.next, .data/next-e2e, .data/next-bench).
 * A report: it exits 0 whether or not the targets are met; 1 only when there is no build to read.
 * `npm test`'s build step prints it too (scripts/test-all.ts), never failing on it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The routes a shopper lands on from a search engine or a link: the tighter budget. */
export const CATALOGUE_ROUTES: Record<string, string> = {
  '/[store]': 'home',
  '/[store]/[...path]': 'category, product, CMS',
  '/[store]/search.html/[[...q]]': 'search',
};
export const CATALOGUE_BUDGET_KIB = 155;
export const OTHER_BUDGET_KIB = 175;

export const STATS_FILE = path.join('diagnostics', 'route-bundle-stats.json');
/** Storefront builds, in the order `npm run build`, `npm test` and the benchmarks make them. */
export const STOREFRONT_DIST_DIRS = ['.next', '.data/next-e2e', '.data/next-bench'];
/** The bare Next.js page of the Lighthouse benchmark: its project and its build. */
export const BARE_PROJECT_DIR = 'bench/bare-next';
export const BARE_DIST_DIR = '.data/next-bare';

/** One entry of Next's route-bundle-stats.json. */
interface RouteBundleStat {
  route: string;
  firstLoadUncompressedJsBytes: number;
  firstLoadChunkPaths: string[];
}

export interface RouteFirstLoad {
  route: string;
  /** Sum of the gzip sizes of the route's first-load chunks. */
  gzipBytes: number;
  rawBytes: number;
  chunks: number;
  /** Chunks listed but not found in the build (counted as 0). */
  missing: string[];
  catalogue: boolean;
  budgetKiB: number;
  met: boolean;
}

export const isCatalogueRoute = (route: string) => Object.hasOwn(CATALOGUE_ROUTES, route);

function parseStats(text: string, file: string): RouteBundleStat[] {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error(`${file}: expected an array of routes`);
  return data.map((entry, index) => {
    const row = entry as Partial<RouteBundleStat>;
    if (typeof row.route !== 'string' || !Array.isArray(row.firstLoadChunkPaths))
      throw new Error(`${file}: entry ${index} has no route or no firstLoadChunkPaths`);
    return {
      route: row.route,
      firstLoadUncompressedJsBytes: Number(row.firstLoadUncompressedJsBytes) || 0,
      firstLoadChunkPaths: row.firstLoadChunkPaths.map(String),
    };
  });
}

/**
 * Where a listed chunk is: relative to the project directory (as Next writes it), or else the
 * part from `static/` on inside the build (a build moved or read from another directory).
 */
function chunkFile(chunk: string, projectDir: string, distDir: string): string | undefined {
  const direct = path.resolve(projectDir, chunk);
  if (fs.existsSync(direct)) return direct;
  const index = chunk.split(path.sep).join('/').indexOf('static/');
  if (index === -1) return undefined;
  const inBuild = path.join(distDir, chunk.slice(index));
  return fs.existsSync(inBuild) ? inBuild : undefined;
}

/**
 * The first-load JavaScript of every route of the build in `distDir` (whose project directory is
 * `projectDir`), gzip, from its route-bundle-stats.json; undefined when the build has no such file.
 */
export function readFirstLoad(distDir: string, projectDir: string): RouteFirstLoad[] | undefined {
  const file = path.join(distDir, STATS_FILE);
  if (!fs.existsSync(file)) return undefined;
  const gzipSizes = new Map<string, number>();
  const gzipSize = (absolute: string) => {
    let size = gzipSizes.get(absolute);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(absolute), { level: 9 }).length;
      gzipSizes.set(absolute, size);
    }
    return size;
  };
  return parseStats(fs.readFileSync(file, 'utf8'), file).map((stat) => {
    const missing: string[] = [];
    let gzipBytes = 0;
    for (const chunk of new Set(stat.firstLoadChunkPaths)) {
      const absolute = chunkFile(chunk, projectDir, distDir);
      if (absolute) gzipBytes += gzipSize(absolute);
      else missing.push(chunk);
    }
    const catalogue = isCatalogueRoute(stat.route);
    const budgetKiB = catalogue ? CATALOGUE_BUDGET_KIB : OTHER_BUDGET_KIB;
    return {
      route: stat.route,
      gzipBytes,
      rawBytes: stat.firstLoadUncompressedJsBytes,
      chunks: stat.firstLoadChunkPaths.length,
      missing,
      catalogue,
      budgetKiB,
      met: gzipBytes <= budgetKiB * 1024,
    };
  });
}

export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The bare page's figure: its `/` route (Next's own not-found page when it has none). */
export function bareFigure(rows: RouteFirstLoad[] | undefined): RouteFirstLoad | undefined {
  return rows?.find((row) => row.route === '/') ?? rows?.find((row) => row.route === '/_not-found');
}

/** The plain-text report: one line per route, catalogue routes first, then the bare page. */
export function formatFirstLoad(rows: RouteFirstLoad[], source: string, bare?: RouteFirstLoad): string {
  const sorted = [...rows].sort((a, b) => Number(b.catalogue) - Number(a.catalogue) || a.route.localeCompare(b.route));
  const name = (row: RouteFirstLoad) => (row.catalogue ? `${row.route} (${CATALOGUE_ROUTES[row.route]})` : row.route);
  const width = Math.max(17, ...sorted.map((row) => name(row).length));
  const lines = sorted.map((row) =>
    [
      name(row).padEnd(width),
      kib(row.gzipBytes).padStart(8),
      `≤ ${row.budgetKiB}${row.catalogue ? ' (catalogue)' : ''}`.padEnd(17),
      row.met ? 'met' : `NOT met (+${kib(row.gzipBytes - row.budgetKiB * 1024)})`,
      row.missing.length > 0 ? `  (${row.missing.length} chunk(s) not found)` : '',
    ]
      .join('  ')
      .trimEnd(),
  );
  const met = rows.filter((row) => row.met).length;
  return [
    `First-load JavaScript per route, KiB gzip (${source}):`,
    `${'route'.padEnd(width)}  ${'KiB'.padStart(8)}  ${'target'.padEnd(17)}  status`,
    ...lines,
    bare
      ? `${'bare Next.js page'.padEnd(width)}  ${kib(bare.gzipBytes).padStart(8)}  (${BARE_DIST_DIR}, ${bare.route})`
      : `bare Next.js page: not built (npm run bench:lighthouse builds it into ${BARE_DIST_DIR})`,
    `Targets (catalogue routes ≤ ${CATALOGUE_BUDGET_KIB} KiB, others ≤ ${OTHER_BUDGET_KIB} KiB): met on ${met} of ${rows.length} routes.`,
  ].join('\n');
}

/**
 * The report of the storefront build in `distDir` (relative to `root`) with the bare page's figure
 * when its build exists; undefined when the build has no route-bundle-stats.json.
 */
export function firstLoadReport(root: string, distDir: string): string | undefined {
  const rows = readFirstLoad(path.resolve(root, distDir), root);
  if (!rows) return undefined;
  const bare = bareFigure(readFirstLoad(path.resolve(root, BARE_DIST_DIR), path.resolve(root, BARE_PROJECT_DIR)));
  return formatFirstLoad(rows, path.join(distDir, STATS_FILE), bare);
}

/** The storefront build whose stats were written last, relative to `root`. */
export function newestStorefrontBuild(root: string): string | undefined {
  const built = STOREFRONT_DIST_DIRS.map((dir) => ({ dir, file: path.join(root, dir, STATS_FILE) }))
    .filter(({ file }) => fs.existsSync(file))
    .sort((a, b) => fs.statSync(b.file).mtimeMs - fs.statSync(a.file).mtimeMs);
  return built[0]?.dir;
}

function main(argv: string[]): number {
  const root = path.resolve(__dirname, '..');
  let distDir: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dist-dir' && argv[i + 1]) distDir = argv[++i];
    else {
      process.stderr.write('usage: tsx scripts/first-load.ts [--dist-dir DIR]\n');
      return 2;
    }
  }
  distDir ??= newestStorefrontBuild(root);
  const report = distDir === undefined ? undefined : firstLoadReport(root, distDir);
  if (!report) {
    process.stderr.write(
      `no ${STATS_FILE} in ${distDir ?? STOREFRONT_DIST_DIRS.join(', ')}: build the storefront first (npm run build, npm run test:e2e or npm run bench:lighthouse).\n`,
    );
    return 1;
  }
  process.stdout.write(`${report}\n`);
  return 0;
}

if (require.main === module) process.exit(main(process.argv.slice(2)));
