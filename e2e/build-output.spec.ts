import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DIST_DIR } from '../scripts/e2e-env';
import {
  CHUNK_DIRECTORIES,
  CLIENT_CHUNK_DIRECTORY,
  conflictingLoaders,
  loadersIn,
  readChunks,
} from '../scripts/turbopack-async-loaders.mjs';
import { COMPILE_HINT } from '../scripts/compile-hints.mjs';

/**
 * The build under test has one body per async loader module id (scripts/turbopack-async-loaders.mjs,
 * run by next.config.mjs after the compile). Without it, Turbopack wrote the user store's loader
 * as "already loaded" in some chunks and "load this chunk first" in others; whichever the browser
 * registered first served every page, and a signed-in customer's checkout showed the guest form.
 */
for (const directory of CHUNK_DIRECTORIES)
  test(`every async loader in ${directory} has one body, whichever chunk registers it first`, async () => {
    const sources = await readChunks(path.resolve(E2E_DIST_DIR, directory));
    expect(sources.size).toBeGreaterThan(0);
    // The reader knows every loader the build wrote: each `m.v(r=>Promise.…)` module is one it parsed.
    let written = 0;
    let parsed = 0;
    for (const source of sources.values()) {
      written += source.match(/[,[]\d+,[\w$]+=>\{[\w$]+\.v\([\w$]+=>Promise\.(?:all|resolve)\(/g)?.length ?? 0;
      parsed += loadersIn(source).length;
    }
    expect(parsed).toBeGreaterThan(0);
    expect(parsed).toBe(written);
    expect([...conflictingLoaders(sources).keys()]).toEqual([]);
  });

/**
 * Every browser chunk starts with V8's explicit compile hint (scripts/compile-hints.mjs, run by
 * next.config.mjs after the compile), so a page's modules compile while their chunks stream in
 * instead of in the one task that starts the app; and a page's chunks arrive with it.
 */
test('every browser chunk of the build, as served, starts with the compile hint', async ({ request }) => {
  const sources = await readChunks(path.resolve(E2E_DIST_DIR, CLIENT_CHUNK_DIRECTORY));
  expect(sources.size).toBeGreaterThan(0);
  const unhinted = [...sources].filter(([, source]) => !source.startsWith(COMPILE_HINT)).map(([name]) => name);
  expect(unhinted).toEqual([]);
  const html = await (await request.get('/uk')).text();
  const served = [...html.matchAll(/\/_next\/static\/chunks\/[^"'<>\\]+\.js/g)].map((match) => match[0]);
  expect(served.length).toBeGreaterThan(0);
  for (const chunk of new Set(served)) expect((await (await request.get(chunk)).text()).startsWith(COMPILE_HINT)).toBe(true);
});
