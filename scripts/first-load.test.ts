import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { bareFigure, firstLoadReport, formatFirstLoad, readFirstLoad } from './first-load';

/** A chunk of `size` bytes that gzip shrinks (repeated code) but not to nothing (a counter). */
const chunk = (size: number, seed: string) => {
  let text = '';
  for (let i = 0; text.length < size; i++) text += `self.__chunk_${seed}=function(e){return e+${i}};`;
  return text.slice(0, size);
};
const gzip = (text: string) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length;

let root: string;
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};

const shared = chunk(300_000, 'shared');
const home = chunk(40_000, 'home');
const checkout = chunk(120_000, 'checkout');
const bare = chunk(50_000, 'bare');

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
  // As Next 16 writes them: chunk paths relative to the project directory, raw sizes only.
  write('.data/next-bench/static/chunks/shared.js', shared);
  write('.data/next-bench/static/chunks/home.js', home);
  write('.data/next-bench/static/chunks/checkout.js', checkout);
  write(
    '.data/next-bench/diagnostics/route-bundle-stats.json',
    JSON.stringify([
      {
        route: '/[store]/checkout',
        firstLoadUncompressedJsBytes: shared.length + checkout.length,
        firstLoadChunkPaths: ['.data/next-bench/static/chunks/checkout.js', '.data/next-bench/static/chunks/shared.js'],
      },
      {
        route: '/[store]',
        firstLoadUncompressedJsBytes: shared.length + home.length,
        // Listed twice (a layout's and a page's entry): counted once.
        firstLoadChunkPaths: [
          '.data/next-bench/static/chunks/home.js',
          '.data/next-bench/static/chunks/shared.js',
          '.data/next-bench/static/chunks/shared.js',
          '.data/next-bench/static/chunks/gone.js',
        ],
      },
    ]),
  );
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('readFirstLoad', () => {
  it('sums the gzip sizes of each route’s first-load chunks and checks them against the route’s budget', () => {
    const rows = readFirstLoad(path.join(root, '.data/next-bench'), root)!;
    const byRoute = Object.fromEntries(rows.map((row) => [row.route, row]));

    expect(byRoute['/[store]']).toMatchObject({
      gzipBytes: gzip(home) + gzip(shared),
      rawBytes: shared.length + home.length,
      catalogue: true,
      budgetKiB: 155,
      missing: ['.data/next-bench/static/chunks/gone.js'],
    });
    expect(byRoute['/[store]/checkout']).toMatchObject({ gzipBytes: gzip(checkout) + gzip(shared), catalogue: false, budgetKiB: 175 });
    // gzip, not the raw size the file gives.
    expect(byRoute['/[store]'].gzipBytes).toBeLessThan(byRoute['/[store]'].rawBytes / 2);
    for (const row of rows) expect(row.met).toBe(row.gzipBytes <= row.budgetKiB * 1024);
  });

  it('marks a route over its budget as not met', () => {
    write(
      '.data/next-bench/static/chunks/big.js',
      require('node:crypto')
        .randomBytes(170 * 1024)
        .toString('base64'),
    );
    write(
      '.data/next-bench/diagnostics/route-bundle-stats.json',
      JSON.stringify([
        { route: '/[store]/[...path]', firstLoadUncompressedJsBytes: 1, firstLoadChunkPaths: ['.data/next-bench/static/chunks/big.js'] },
      ]),
    );
    const [row] = readFirstLoad(path.join(root, '.data/next-bench'), root)!;
    expect(row.gzipBytes).toBeGreaterThan(155 * 1024);
    expect(row).toMatchObject({ catalogue: true, met: false });
    expect(formatFirstLoad([row], 'x')).toMatch(
      /\/\[store\]\/\[\.\.\.path\] \(category, product, CMS\)\s+\d+\.\d\s+≤ 155 \(catalogue\)\s+NOT met \(\+\d+\.\d\)/,
    );
  });

  it('finds chunks listed relative to another project directory inside the build (the bare page’s)', () => {
    write('.data/next-bare/static/chunks/bare.js', bare);
    write(
      '.data/next-bare/diagnostics/route-bundle-stats.json',
      JSON.stringify([
        { route: '/_not-found', firstLoadUncompressedJsBytes: 1, firstLoadChunkPaths: ['../../.data/next-bare/static/chunks/bare.js'] },
        { route: '/', firstLoadUncompressedJsBytes: 1, firstLoadChunkPaths: ['../../.data/next-bare/static/chunks/bare.js'] },
      ]),
    );
    // Read as if from elsewhere: the path relative to the project does not resolve, the build's static/ does.
    const rows = readFirstLoad(path.join(root, '.data/next-bare'), path.join(root, 'nowhere'));
    expect(bareFigure(rows)).toMatchObject({ route: '/', gzipBytes: gzip(bare), missing: [] });
  });

  it('says there is nothing to read when the build has no stats, and rejects a file of another shape', () => {
    expect(readFirstLoad(path.join(root, '.data/next-e2e'), root)).toBeUndefined();
    write('.data/next-bench/diagnostics/route-bundle-stats.json', JSON.stringify({ routes: [] }));
    expect(() => readFirstLoad(path.join(root, '.data/next-bench'), root)).toThrow(/expected an array/);
  });
});

describe('firstLoadReport', () => {
  it('prints every route with its figure and target, the bare page’s figure when built, and the count of targets met', () => {
    const withoutBare = firstLoadReport(root, '.data/next-bench')!;
    expect(withoutBare).toContain('bare Next.js page: not built');

    write('bench/bare-next/placeholder', '');
    write('.data/next-bare/static/chunks/bare.js', bare);
    write(
      '.data/next-bare/diagnostics/route-bundle-stats.json',
      JSON.stringify([
        { route: '/', firstLoadUncompressedJsBytes: 1, firstLoadChunkPaths: ['../../.data/next-bare/static/chunks/bare.js'] },
      ]),
    );
    const report = firstLoadReport(root, '.data/next-bench')!;
    const lines = report.split('\n');
    const homeKiB = ((gzip(home) + gzip(shared)) / 1024).toFixed(1);
    // Catalogue routes first.
    expect(lines[2]).toMatch(
      new RegExp(`^/\\[store\\] \\(home\\)\\s+${homeKiB}\\s+≤ 155 \\(catalogue\\)\\s+met\\s+\\(1 chunk\\(s\\) not found\\)$`),
    );
    expect(lines[3]).toMatch(/^\/\[store\]\/checkout\s+\d+\.\d\s+≤ 175\s+met$/);
    expect(report).toMatch(new RegExp(`\\nbare Next.js page\\s+${(gzip(bare) / 1024).toFixed(1)}\\s`));
    expect(report).toMatch(/met on 2 of 2 routes\.$/);
  });
});
