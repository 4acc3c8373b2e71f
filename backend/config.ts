import path from 'node:path';
import { backendSettings } from './env';
import { MAGENTO_QUERY_LIMITS, type QueryLimits } from './graphql/limits';

/**
 * Where the embedded backend listens and keeps its data: the flags given to the server, else the
 * environment (backend/env.ts, every setting checked against its rule), else the defaults; see README.
 */
export interface BackendConfig {
  port: number;
  dataDir: string;
  /** Served at /media/: generated product images (deterministic, so several databases may share it). */
  mediaDir: string;
  /** Public origin of this backend, used for media and base URLs in store config. */
  publicUrl: string;
  /**
   * Public origin of the storefront (env STOREFRONT_URL, default http://localhost:3000): the
   * payment sandboxes send the shopper back to its return pages, so their URLs must be absolute.
   */
  storefrontUrl: string;
  /**
   * Lifetime of a customer's sign-in token in seconds (env BACKEND_CUSTOMER_TOKEN_LIFETIME, default
   * 3600: Magento's oauth/access_token_lifetime/customer of 1 hour).
   */
  customerTokenLifetime: number;
  /**
   * Minutes an order may wait in pending_payment for a provider's redirect before it is canceled
   * and its stock given back (env BACKEND_PENDING_PAYMENT_LIFETIME, default 480: Magento's
   * "Pending Payment Order Lifetime").
   */
  pendingPaymentLifetime: number;
  /**
   * What the backend serves (env BACKEND_PROFILE, flag --profile): `full` (default) is Magento plus
   * the shop's own attributes and extension modules; `magento-os` is exactly a stock Magento Open
   * Source 2.4.6 (its schema plus the attributes a default install adds at run time, no extension
   * schema, no extension REST routes or sandbox pages, only Magento's offline payment methods).
   */
  profile: BackendProfile;
  /**
   * Which store views the seed writes (env BACKEND_STORES, flag --stores): `all` (default) the
   * specification's store views; `default` only the `default` store view of the `base` website in
   * USD and en_US, as a fresh Magento install has.
   */
  stores: BackendStores;
  /**
   * Magento's `http_cache_hosts` (env BACKEND_HTTP_CACHE_HOSTS, `host:port` comma separated): where
   * purge requests go when the catalogue changes (modules/page-cache/purge.ts). Undefined when unset.
   */
  httpCacheHosts?: string;
  /** Interface to listen on (env BACKEND_HOST, default 127.0.0.1: only this machine's storefront reaches it). */
  host: string;
  /**
   * Whether the sandboxes are on (env BACKEND_SANDBOXES=1): the /outbox reader, the sandbox payment
   * methods and pages, and the sandbox social sign-in. Off by default; a NODE_ENV=production backend
   * refuses them unless BACKEND_ALLOW_SANDBOXES_IN_PRODUCTION=1 (a staging shop).
   */
  sandboxes: boolean;
  /**
   * Addresses whose X-Forwarded-For is believed (env BACKEND_TRUSTED_PROXIES, comma-separated IPs,
   * default loopback): the storefront's server forwards the shopper's address there.
   */
  trustedProxies: string[];
  /**
   * GraphQL query limits (env BACKEND_GRAPHQL_MAX_DEPTH, _MAX_COMPLEXITY, _MAX_ALIASES): Magento's
   * defaults (20, 300, 30), which a Magento merchant can change in di.xml as well.
   */
  queryLimits: QueryLimits;
  /** Multiplies every throttle limit (env BACKEND_RATE_LIMIT_FACTOR, default 1; the browser tests raise it). */
  rateLimitFactor: number;
}

export const BACKEND_PROFILES = ['full', 'magento-os'] as const;
export type BackendProfile = (typeof BACKEND_PROFILES)[number];
export const BACKEND_STORE_SETS = ['all', 'default'] as const;
export type BackendStores = (typeof BACKEND_STORE_SETS)[number];

/** `value` when it is one of `allowed`, else an error naming the setting and its choices. */
export function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new Error(`Invalid ${name}: ${value} (one of ${allowed.join(', ')})`);
  return value as T;
}

export const REPOSITORY_ROOT = path.resolve(__dirname, '..');
export const DEFAULT_BACKEND_PORT = 4010;
export const DEFAULT_CUSTOMER_TOKEN_LIFETIME = 3600;
export const DEFAULT_PENDING_PAYMENT_LIFETIME = 480;
export const DEFAULT_TRUSTED_PROXIES = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

export function resolveConfig(overrides: Partial<BackendConfig> = {}, env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const settings = backendSettings(env);
  const port = overrides.port ?? settings.BACKEND_PORT ?? DEFAULT_BACKEND_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid backend port: ${port}`);
  const dataDir = path.resolve(REPOSITORY_ROOT, overrides.dataDir ?? settings.BACKEND_DATA_DIR ?? '.data/backend');
  const mediaDir = path.resolve(REPOSITORY_ROOT, overrides.mediaDir ?? settings.BACKEND_MEDIA_DIR ?? path.join(dataDir, 'media'));
  const publicUrl = (overrides.publicUrl ?? settings.BACKEND_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const storefrontUrl = (overrides.storefrontUrl ?? settings.STOREFRONT_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  const customerTokenLifetime =
    overrides.customerTokenLifetime ?? settings.BACKEND_CUSTOMER_TOKEN_LIFETIME ?? DEFAULT_CUSTOMER_TOKEN_LIFETIME;
  if (!(customerTokenLifetime > 0)) throw new Error(`Invalid customer token lifetime: ${customerTokenLifetime}`);
  const pendingPaymentLifetime =
    overrides.pendingPaymentLifetime ?? settings.BACKEND_PENDING_PAYMENT_LIFETIME ?? DEFAULT_PENDING_PAYMENT_LIFETIME;
  if (!(pendingPaymentLifetime > 0)) throw new Error(`Invalid pending payment lifetime: ${pendingPaymentLifetime}`);
  const httpCacheHosts = overrides.httpCacheHosts ?? settings.BACKEND_HTTP_CACHE_HOSTS;
  const profile = oneOf('backend profile', overrides.profile ?? settings.BACKEND_PROFILE ?? 'full', BACKEND_PROFILES);
  const stores = oneOf('backend store views', overrides.stores ?? settings.BACKEND_STORES ?? 'all', BACKEND_STORE_SETS);
  const host = overrides.host ?? settings.BACKEND_HOST ?? '127.0.0.1';
  const sandboxes = overrides.sandboxes ?? settings.BACKEND_SANDBOXES;
  if (sandboxes && settings.NODE_ENV === 'production' && !settings.BACKEND_ALLOW_SANDBOXES_IN_PRODUCTION) {
    throw new Error(
      'BACKEND_SANDBOXES=1 with NODE_ENV=production: the sandboxes mark any order paid and show every e-mail. ' +
        'Set BACKEND_ALLOW_SANDBOXES_IN_PRODUCTION=1 too if this really is a staging shop.',
    );
  }
  const trustedProxies = overrides.trustedProxies ?? settings.BACKEND_TRUSTED_PROXIES ?? DEFAULT_TRUSTED_PROXIES;
  const rateLimitFactor = overrides.rateLimitFactor ?? settings.BACKEND_RATE_LIMIT_FACTOR ?? 1;
  if (!(rateLimitFactor > 0)) throw new Error(`Invalid rate limit factor: ${rateLimitFactor}`);
  const queryLimits = overrides.queryLimits ?? {
    depth: settings.BACKEND_GRAPHQL_MAX_DEPTH ?? MAGENTO_QUERY_LIMITS.depth,
    complexity: settings.BACKEND_GRAPHQL_MAX_COMPLEXITY ?? MAGENTO_QUERY_LIMITS.complexity,
    aliases: settings.BACKEND_GRAPHQL_MAX_ALIASES ?? MAGENTO_QUERY_LIMITS.aliases,
  };
  return {
    port,
    dataDir,
    mediaDir,
    publicUrl,
    storefrontUrl,
    customerTokenLifetime,
    pendingPaymentLifetime,
    host,
    sandboxes,
    trustedProxies,
    rateLimitFactor,
    queryLimits,
    profile,
    stores,
    httpCacheHosts,
  };
}
