/**
 * The embedded Magento-compatible backend.
 *
 *   tsx backend/server.ts [--reset] [--products N] [--port N] [--data-dir DIR] [--seed-only]
 *
 * Creates and seeds the database in the data folder when absent, then serves /graphql, /rest,
 * /media and /health. Environment: BACKEND_PORT, BACKEND_DATA_DIR, BACKEND_PUBLIC_URL.
 */
import { resolveConfig } from './config';
import { prepareServices, startBackend } from './start';

function parseArgs(argv: string[]) {
  const args: { reset: boolean; products?: number; port?: number; dataDir?: string; seedOnly: boolean } = { reset: false, seedOnly: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      const value = argv[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      return value;
    };
    if (arg === '--reset') args.reset = true;
    else if (arg === '--seed-only') args.seedOnly = true;
    else if (arg === '--products') args.products = Number(next());
    else if (arg === '--port') args.port = Number(next());
    else if (arg === '--data-dir') args.dataDir = next();
    else throw new Error(`Unknown argument: ${arg}`);
  }
  if (args.products !== undefined && (!Number.isInteger(args.products) || args.products < 1))
    throw new Error('--products needs a positive whole number');
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.seedOnly) {
    const services = await prepareServices(resolveConfig({ port: args.port, dataDir: args.dataDir }), args);
    services.db.close();
    return;
  }
  const backend = await startBackend(args);
  console.log(`[backend] Magento-compatible backend ready: ${backend.url}/graphql (data: ${backend.services.config.dataDir})`);
  const stop = () => backend.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('[backend]', error instanceof Error ? error.message : error);
  process.exit(1);
});
