/**
 * The bare Next.js page the browser benchmarks measure the storefront against
 * (`npm run bench:lighthouse`, `npm run bench:main-thread`): bench/bare-next, a layout, one heading
 * and a paragraph and no application code, built with the project's own Next.js into .data/next-bare
 * and served on port 3211, beside the bench storefront's 3210 (bench-servers.ts). At
 * /shop-headers it has the storefront's security headers (the baseline); at /defaults, Next's.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BARE_DIST_DIR, BARE_PROJECT_DIR } from './first-load';
import { log } from './bench-servers';
import { ROOT, bin, exited, spawnPrefixed, stopChildren, waitFor } from './process';
import { SHOP_HEADERS_PATH } from '../bench/bare-next/next.config.mjs';

export const BARE_PORT = 3211;
/** The baseline: the bare page with the storefront's security headers (bench/bare-next/next.config.mjs). */
export const BARE_URL = `http://localhost:${BARE_PORT}${SHOP_HEADERS_PATH}`;
/** The same page with Next's default headers (bench/bare-next/app/defaults). */
export const BARE_DEFAULTS_PATH = '/defaults';
export const BARE_DEFAULTS_URL = `http://localhost:${BARE_PORT}${BARE_DEFAULTS_PATH}`;

/** The bare page's build and server. */
const bareChildren = new Set<ChildProcess>();

function startBareChild(label: string, args: string[]): ChildProcess {
  const child = spawnPrefixed(label, bin('next'), args, { ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
  bareChildren.add(child);
  void exited(child).then(() => bareChildren.delete(child));
  return child;
}

/** Builds the bare page when asked (or when it has no build) and serves it; throws when either fails. */
export async function startBare(build: boolean): Promise<void> {
  const built = fs.existsSync(path.join(ROOT, BARE_DIST_DIR, 'BUILD_ID'));
  if (build || !built) {
    log(`building the bare Next.js page (${BARE_PROJECT_DIR}) into ${BARE_DIST_DIR}...`);
    const code = await exited(startBareChild('bare-build', ['build', BARE_PROJECT_DIR]));
    if (code !== 0) throw new Error(`the bare page's build failed (exit code ${code})`);
  }
  const server = startBareChild('bare', ['start', BARE_PROJECT_DIR, '-p', String(BARE_PORT)]);
  const ended = exited(server).then((code) => {
    throw new Error(`the bare page's server exited with code ${code} before it was ready`);
  });
  ended.catch(() => undefined);
  await Promise.race([waitFor('the bare page', BARE_URL, (status) => status === 200, log, 60_000), ended]);
  log(`bare Next.js page ${BARE_URL} is up.`);
}

/** Stops the bare page's build and server (signalled now, waited for). */
export async function stopBare(): Promise<void> {
  await stopChildren([...bareChildren]);
}

/** Signals the bare page's processes without waiting (a benchmark is interrupted). */
export function killBare(): void {
  for (const child of bareChildren) child.kill('SIGTERM');
}
