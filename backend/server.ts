/**
 * The embedded Magento-compatible backend.
 *
 *   tsx backend/server.ts [--reset] [--products N] [--port N] [--data-dir DIR] [--seed-only]
 *                         [--profile full|magento-os] [--stores all|default]
 *
 * Creates and seeds the database in the data folder when absent, then serves /graphql, /rest,
 * /media and /health. Environment: BACKEND_PORT, BACKEND_DATA_DIR, BACKEND_PUBLIC_URL,
 * BACKEND_PROFILE, BACKEND_STORES (the flags win).
 */
import { BACKEND_PROFILES, BACKEND_STORE_SETS, oneOf, resolveConfig, type BackendProfile, type BackendStores } from './config';
import { prepareServices, startBackend } from './start';

function parseArgs(argv: string[]) {
  const args: {
    reset: boolean;
    products?: number;
    port?: number;
    dataDir?: string;
    seedOnly: boolean;
    profile?: BackendProfile;
    stores?: BackendStores;
  } = { reset: false, seedOnly: false };
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
    else if (arg === '--profile') args.profile = oneOf(arg, next(), BACKEND_PROFILES);
    else if (arg === '--stores') args.stores = oneOf(arg, next(), BACKEND_STORE_SETS);
    else throw new Error(`Unknown argument: ${arg}`);
  }
  if (args.products !== undefined && (!Number.isInteger(args.products) || args.products < 1))
    throw new Error('--products needs a positive whole number');
  return args;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.seedOnly) {
    const services = await prepareServices(
      resolveConfig({ port: args.port, dataDir: args.dataDir, profile: args.profile, stores: args.stores }),
      args,
    );
    services.db.close();
    return;
  }
  const backend = await startBackend(args);
  const { config } = backend.services;
  const settings = config.profile === 'full' && config.stores === 'all' ? '' : `, profile ${config.profile}, store views ${config.stores}`;
  console.log(`[backend] Magento-compatible backend ready: ${backend.url}/graphql (data: ${config.dataDir}${settings})`);
  const stop = () => backend.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error('[backend]', error instanceof Error ? error.message : error);
  process.exit(1);
});
