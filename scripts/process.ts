import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/** Helpers shared by the repository's scripts (start, test-all) to run the project's tools. */

export const ROOT = path.resolve(__dirname, '..');

/** A tool installed in node_modules/.bin (no npx: nothing is ever downloaded). */
export function bin(name: string): string {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

/** The exit code to pass on for a child that ended with `code` or was killed by `signal`. */
export function exitCodeOf(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  return signal === 'SIGINT' ? 130 : signal === 'SIGTERM' ? 143 : 1;
}

/** Resolves with the child's exit code once it has ended. */
export function exited(child: ChildProcess): Promise<number> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve(exitCodeOf(child.exitCode, child.signalCode));
  }
  return new Promise((resolve) => {
    child.once('error', () => resolve(127));
    child.once('exit', (code, signal) => resolve(exitCodeOf(code, signal)));
  });
}

/** Starts a command in the repository root with every output line prefixed by `[label]`. */
export function spawnPrefixed(label: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (!stream) continue;
    readline.createInterface({ input: stream }).on('line', (line) => out.write((line.startsWith(prefix) ? line : prefix + line) + '\n'));
  }
  child.once('error', (error) => process.stderr.write(`${prefix}could not start ${command}: ${error.message}\n`));
  return child;
}

/** Runs a command in the repository root with the terminal as its output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
  child.once('error', (error) => process.stderr.write(`could not start ${command}: ${error.message}\n`));
  return exited(child);
}

/**
 * Polls `url` until `ready(status)` holds, with a progress note through `log` every 15 s. Without
 * `timeoutMs` it never gives up; with it, it rejects once that much time has passed.
 */
export async function waitFor(
  what: string,
  url: string,
  ready: (status: number) => boolean,
  log: (message: string) => void,
  timeoutMs = Infinity,
): Promise<void> {
  const started = Date.now();
  let lastNote = started;
  for (;;) {
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (ready(response.status)) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${what} (${url}) was not ready after ${Math.round(timeoutMs / 1000)} s`);
    if (Date.now() - lastNote > 15_000) {
      lastNote = Date.now();
      log(`waiting for ${what} (${url}), ${Math.round((lastNote - started) / 1000)} s so far...`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Sends `signal` to every child, SIGKILLs those still running after `graceMs`; resolves once all have ended. */
export async function stopChildren(children: ChildProcess[], signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<void> {
  children.forEach((child) => child.kill(signal));
  const killTimer = setTimeout(() => children.forEach((child) => child.kill('SIGKILL')), graceMs);
  await Promise.all(children.map(exited));
  clearTimeout(killTimer);
}
