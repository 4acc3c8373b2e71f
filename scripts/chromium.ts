import { execFileSync } from 'node:child_process';
import os from 'node:os';

/**
 * The Chromium every browser tool of the project drives (Playwright, Lighthouse): Debian's, never a
 * downloaded one, with the flags a closed network and a container need.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Chromium's version line, for a benchmark's report. */
export function chromiumVersion(): string {
  try {
    // Debian's wrapper script complains on stderr about its own checks: only the version is wanted.
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', timeout: 15_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `unknown (${CHROMIUM_PATH} --version failed)`;
  }
}

/** The 1, 5 and 15 minute load averages, for a benchmark's report. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

/** The CPU, cores, memory and Node version, for a benchmark's report. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}
