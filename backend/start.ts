import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { resolveConfig, type BackendConfig, type BackendProfile, type BackendStores } from './config';
import {
  SCHEMA_VERSION,
  isSeeded,
  markSeeded,
  openDatabase,
  removeDatabase,
  seededDetails,
  seededSchemaVersion,
  type Db,
} from './db/database';
import { seedAll, seedDemoOrders } from './db/seed';
import type { BackendServices } from './graphql/context';
import { createHttpServer } from './http/server';
import { CatalogIndex } from './modules/catalog/catalog-index';
import { CachePurger, attachPurger, httpCacheHostsFor, rememberHttpCacheHosts } from './modules/page-cache/purge';
import { removeExpiredUploads } from './modules/prescription/uploads';
import { cancelExpiredPendingPayments } from './modules/sales/sandbox/payments';
import { StoreDirectory } from './modules/store/stores';

export interface StartOptions {
  port?: number;
  dataDir?: string;
  mediaDir?: string;
  publicUrl?: string;
  /** Drop the database and seed it again. */
  reset?: boolean;
  /** Seed a catalogue of this many products (scale tests) instead of the hand-made one. */
  products?: number;
  /** BACKEND_PROFILE: `full` (default) or `magento-os` (backend/config.ts). */
  profile?: BackendProfile;
  /** BACKEND_STORES: `all` (default) or `default` (backend/config.ts). */
  stores?: BackendStores;
  quiet?: boolean;
  /** Overrides BACKEND_SANDBOXES (the tests turn the sandboxes on). */
  sandboxes?: boolean;
  /** Overrides BACKEND_RATE_LIMIT_FACTOR. */
  rateLimitFactor?: number;
  /** Overrides the GraphQL query limits (BACKEND_GRAPHQL_MAX_*). */
  queryLimits?: BackendConfig['queryLimits'];
}

export interface RunningBackend {
  url: string;
  port: number;
  services: BackendServices;
  close(): Promise<void>;
}

export const databaseFile = (config: BackendConfig) => path.join(config.dataDir, 'magento.db');

/** Opens the database, seeding it when it is new (or when asked to), and builds the services. */
export async function prepareServices(
  config: BackendConfig,
  options: Pick<StartOptions, 'reset' | 'products' | 'quiet'> = {},
): Promise<BackendServices> {
  const log = options.quiet ? () => undefined : (message: string) => console.log(`[backend] ${message}`);
  const file = databaseFile(config);
  const version = seededSchemaVersion(file);
  if (version !== undefined && version !== SCHEMA_VERSION && !options.reset) {
    log(`${file} was made by another version of the backend (schema ${version}, now ${SCHEMA_VERSION}); seeding it again`);
  }
  const outdated = version !== undefined && version !== SCHEMA_VERSION;
  if (version !== undefined && !outdated && !options.reset && options.products === undefined) refuseOtherSeed(file, config);
  if (options.reset || options.products !== undefined || outdated) removeDatabase(file);
  let db: Db = openDatabase(file);
  if (!isSeeded(db)) {
    const started = Date.now();
    log(`seeding ${options.products ? `${options.products} products` : 'the eyewear catalogue'} into ${file} ...`);
    try {
      await seedAll(db, { mediaDir: config.mediaDir, products: options.products, stores: config.stores, profile: config.profile, log });
      seedDemoOrders({ db, config, stores: new StoreDirectory(db), catalogIndex: new CatalogIndex(db) });
    } catch (error) {
      db.close();
      removeDatabase(file);
      throw error;
    }
    markSeeded(db, { products: String(options.products ?? 'catalogue'), profile: config.profile, stores: config.stores });
    db.pragma('optimize');
    log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    db.close();
    db = openDatabase(file);
  }
  const services: BackendServices = { db, config, stores: new StoreDirectory(db), catalogIndex: new CatalogIndex(db) };
  attachPurger(db, new CachePurger(httpCacheHostsFor(config)));
  services.catalogIndex.get(); // build the listing index before the first request
  return services;
}

/**
 * A database seeded for another profile or other store views is not silently reused, nor dropped
 * (it may hold orders and accounts): the backend refuses to start and says how to seed it again.
 */
function refuseOtherSeed(file: string, config: BackendConfig): void {
  const seeded = seededDetails(file);
  if (!seeded.seeded_at) return; // an unfinished seed: seeded again below
  const profile = seeded.profile ?? 'full';
  const stores = seeded.stores ?? 'all';
  if (profile === config.profile && stores === config.stores) return;
  throw new Error(
    `${file} was seeded with profile "${profile}" and store views "${stores}", not "${config.profile}" and "${config.stores}". ` +
      'Start with --reset to seed it again (its carts, orders and accounts are lost), or use another --data-dir.',
  );
}

export async function startBackend(options: StartOptions = {}): Promise<RunningBackend> {
  const config = resolveConfig({
    port: options.port,
    dataDir: options.dataDir,
    mediaDir: options.mediaDir,
    publicUrl: options.publicUrl,
    profile: options.profile,
    stores: options.stores,
    sandboxes: options.sandboxes,
    rateLimitFactor: options.rateLimitFactor,
    queryLimits: options.queryLimits,
  });
  fs.mkdirSync(config.dataDir, { recursive: true });
  const services = await prepareServices(config, options);
  rememberHttpCacheHosts(config);
  const server = createHttpServer(services);
  // Magento's sales cron: orders left waiting for a provider past their lifetime are canceled.
  const expireLog = options.quiet
    ? () => undefined
    : (numbers: string[]) => numbers.length && console.log(`[backend] canceled unpaid orders ${numbers.join(', ')}`);
  // And prescription files never given for an order are deleted after their lifetime.
  const expire = () => {
    expireLog(cancelExpiredPendingPayments(services, config.pendingPaymentLifetime));
    removeExpiredUploads(services);
  };
  expire();
  const expiry = setInterval(expire, 60_000);
  expiry.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  if (config.port === 0) {
    // An ephemeral port was asked for: media and base URLs must name the real one.
    services.config.publicUrl = options.publicUrl ?? `http://localhost:${port}`;
  }
  return {
    url: `http://localhost:${port}`,
    port,
    services,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(expiry);
        server.closeAllConnections();
        server.close(() => {
          services.db.close();
          resolve();
        });
      }),
  };
}
