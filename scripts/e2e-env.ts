import { FEATURE_IDS } from '../lib/features/registry';

/**
 * Where the end-to-end tests run: their own backend (fresh database) and their own storefront
 * build, on ports apart from `npm start`'s, so tests and a running shop never touch each other.
 */
/** E2E_PORT_OFFSET moves every test port, so two checkouts can run their suites side by side. */
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
export const E2E_BACKEND_PORT = 4110 + OFFSET;
export const E2E_STOREFRONT_PORT = 3110 + OFFSET;
export const E2E_BACKEND_URL = `http://localhost:${E2E_BACKEND_PORT}`;
export const E2E_STOREFRONT_URL = `http://localhost:${E2E_STOREFRONT_PORT}`;
/** The test backend's data directory, re-seeded at every run. */
export const E2E_DATA_DIR = '.data/e2e';
/** The storefront build the tests serve (next.config.mjs reads NEXT_DIST_DIR). */
export const E2E_DIST_DIR = '.data/next-e2e';

/** Environment of the storefront build and server under test. */
export const E2E_STOREFRONT_ENV = {
  MAGENTO_BACKEND_URL: E2E_BACKEND_URL,
  NEXT_DIST_DIR: E2E_DIST_DIR,
  NEXT_TELEMETRY_DISABLED: '1',
  // A fixed secret for the session cookie of the test storefront (production servers need one).
  SESSION_SECRET: 'e2e-only-session-secret-not-for-production-use',
};

/**
 * A second storefront on the same build whose backend is down (nothing listens on its port):
 * the tests check what a shopper sees when Magento does not answer.
 */
export const E2E_OFFLINE_STOREFRONT_PORT = 3111 + OFFSET;
export const E2E_OFFLINE_STOREFRONT_URL = `http://localhost:${E2E_OFFLINE_STOREFRONT_PORT}`;
/** Its own copy of the build: the pages the main storefront caches must not be "seen" by it. */
export const E2E_OFFLINE_DIST_DIR = '.data/next-e2e-offline';
export const E2E_OFFLINE_STOREFRONT_ENV = {
  ...E2E_STOREFRONT_ENV,
  NEXT_DIST_DIR: E2E_OFFLINE_DIST_DIR,
  MAGENTO_BACKEND_URL: `http://localhost:${4119 + OFFSET}`,
};

/**
 * A third storefront on the same backend with every optional feature forced off
 * (STOREFRONT_DISABLED_FEATURES): what a shopper sees in front of a Magento without them. It serves
 * a copy of the build, so the pages it caches never mix with the main storefront's.
 */
export const E2E_CORE_STOREFRONT_PORT = 3112 + OFFSET;
export const E2E_CORE_STOREFRONT_URL = `http://localhost:${E2E_CORE_STOREFRONT_PORT}`;
export const E2E_CORE_DIST_DIR = '.data/next-e2e-core';
export const E2E_CORE_STOREFRONT_ENV = {
  ...E2E_STOREFRONT_ENV,
  NEXT_DIST_DIR: E2E_CORE_DIST_DIR,
  STOREFRONT_DISABLED_FEATURES: FEATURE_IDS.join(','),
};

/**
 * The `magento-os` project: the embedded backend as a stock Magento Open Source 2.4.6 with only the
 * `default` store view (BACKEND_PROFILE=magento-os, BACKEND_STORES=default), its own data directory,
 * and a storefront of the same build pointed at it.
 */
export const E2E_MAGENTO_OS_BACKEND_PORT = 4112 + OFFSET;
export const E2E_MAGENTO_OS_BACKEND_URL = `http://localhost:${E2E_MAGENTO_OS_BACKEND_PORT}`;
export const E2E_MAGENTO_OS_DATA_DIR = '.data/e2e-magento-os';
export const E2E_MAGENTO_OS_STOREFRONT_PORT = 3113 + OFFSET;
export const E2E_MAGENTO_OS_STOREFRONT_URL = `http://localhost:${E2E_MAGENTO_OS_STOREFRONT_PORT}`;
/** Its own copy of the build (as the core-only storefront's), so cached pages never mix with the others'. */
export const E2E_MAGENTO_OS_DIST_DIR = '.data/next-e2e-magento-os';
export const E2E_MAGENTO_OS_STOREFRONT_ENV = {
  ...E2E_STOREFRONT_ENV,
  MAGENTO_BACKEND_URL: E2E_MAGENTO_OS_BACKEND_URL,
  NEXT_DIST_DIR: E2E_MAGENTO_OS_DIST_DIR,
};
