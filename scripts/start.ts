/**
 * `npm start`: the embedded backend plus the storefront, built first when its sources changed.
 * `npm run dev`: the embedded backend plus `next dev` (hot reload), no build.
 *
 * With MAGENTO_BACKEND_URL set, the storefront talks to that Magento and no backend is started.
 * Ctrl-C (SIGINT) or SIGTERM stops both; if either ends by itself, the other is stopped and this
 * script exits with the code of the one that ended.
 */
import type { ChildProcess } from 'node:child_process';
import { staleBuildReason } from './build-freshness';
import { localSessionSecret } from '../lib/session/secret';
import { ROOT, bin, exited, spawnPrefixed, stopChildren, waitFor } from './process';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT || 3000);
const externalBackendUrl = process.env.MAGENTO_BACKEND_URL?.replace(/\/+$/, '');
const backendPort = Number(process.env.BACKEND_PORT || 4010);
const backendUrl = externalBackendUrl ?? `http://localhost:${backendPort}`;
const storefrontUrl = `http://localhost:${port}`;

const children = new Set<ChildProcess>();
let stopping = false;

function log(message: string) {
  process.stdout.write(`[start] ${message}\n`);
}

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  void exited(child).then(() => children.delete(child));
  return child;
}

/** Starts a long-running child; when it ends by itself, everything stops with its exit code. */
function supervise(label: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = track(spawnPrefixed(label, command, args, env));
  void exited(child).then((code) => {
    if (stopping) return;
    log(`${label} exited with code ${code}; stopping.`);
    void stop(code);
  });
  return child;
}

async function stop(exitCode: number, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (stopping) {
    // A second Ctrl-C: do not wait any longer.
    if (signal === 'SIGINT') {
      children.forEach((child) => child.kill('SIGKILL'));
      process.exit(exitCode);
    }
    return;
  }
  stopping = true;
  await stopChildren([...children], signal);
  process.exit(exitCode);
}

process.on('SIGINT', () => void stop(130, 'SIGINT'));
process.on('SIGTERM', () => void stop(143, 'SIGTERM'));

async function main() {
  const storefrontEnv: NodeJS.ProcessEnv = {
    ...process.env,
    MAGENTO_BACKEND_URL: backendUrl,
    NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? '1',
    // `next start` is a production server, which refuses to run without a session secret. On this
    // machine one is generated once into .data/session-secret (a real deployment sets SESSION_SECRET).
    SESSION_SECRET: localSessionSecret(ROOT),
  };

  // 1. The embedded backend seeds its database on first start, so starting it is all it takes.
  //    It starts before the build: the build does not need it, and seeding overlaps the build.
  if (externalBackendUrl) {
    log(`using the Magento backend at ${externalBackendUrl} (MAGENTO_BACKEND_URL)`);
  } else {
    // BACKEND_PROFILE and BACKEND_STORES (a stock Magento Open Source, one `default` store view)
    // reach the backend with the rest of the environment.
    supervise('backend', process.execPath, ['--import', 'tsx', 'backend/server.ts'], {
      ...process.env,
      BACKEND_PORT: String(backendPort),
      // The sandbox payment pages send the shopper back to this storefront.
      STOREFRONT_URL: process.env.STOREFRONT_URL ?? storefrontUrl,
      // Magento's http_cache_hosts: catalogue changes purge the storefront's cache (PURGE /).
      BACKEND_HTTP_CACHE_HOSTS: process.env.BACKEND_HTTP_CACHE_HOSTS ?? `localhost:${port}`,
      // A shop on this machine: the outbox, sandbox payments and sandbox social sign-in are on.
      BACKEND_SANDBOXES: process.env.BACKEND_SANDBOXES ?? '1',
    });
  }

  // 2. Build the storefront when its sources are newer than the last build.
  if (!dev) {
    const reason = staleBuildReason(ROOT, process.env.NEXT_DIST_DIR || '.next');
    if (reason) {
      log(`building the storefront (${reason})...`);
      const code = await exited(track(spawnPrefixed('storefront', bin('next'), ['build'], storefrontEnv)));
      if (stopping) return;
      if (code !== 0) {
        log(`the storefront build failed (exit code ${code}).`);
        await stop(code);
      }
    }
  }

  // 3. Serve the storefront.
  supervise('storefront', bin('next'), [dev ? 'dev' : 'start', '--port', String(port)], storefrontEnv);

  await Promise.all([
    // A real Magento has no /health; the embedded backend answers it once its database is ready.
    externalBackendUrl || waitFor('the backend', `${backendUrl}/health`, (status) => status === 200, log),
    waitFor('the storefront', `${storefrontUrl}/`, (status) => status < 500, log),
  ]);
  if (stopping) return;
  const backendNote = externalBackendUrl
    ? ' (external)'
    : process.env.BACKEND_PROFILE || process.env.BACKEND_STORES
      ? ` (profile ${process.env.BACKEND_PROFILE || 'full'}, store views ${process.env.BACKEND_STORES || 'all'})`
      : '';
  const entryStore = !externalBackendUrl && process.env.BACKEND_STORES === 'default' ? 'default' : 'eu';
  process.stdout.write(
    `\n  Storefront: ${storefrontUrl}/${entryStore}   Backend: ${backendUrl}/graphql${backendNote}\n` +
      `  ${dev ? 'Development mode (hot reload). ' : ''}Press Ctrl-C to stop.\n\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`[start] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  void stop(1);
});
