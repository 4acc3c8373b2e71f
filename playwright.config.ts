import { defineConfig, devices } from '@playwright/test';
import {
  E2E_BACKEND_PORT,
  E2E_BACKEND_URL,
  E2E_CORE_DIST_DIR,
  E2E_CORE_STOREFRONT_ENV,
  E2E_CORE_STOREFRONT_PORT,
  E2E_CORE_STOREFRONT_URL,
  E2E_DATA_DIR,
  E2E_DIST_DIR,
  E2E_MAGENTO_OS_BACKEND_PORT,
  E2E_MAGENTO_OS_BACKEND_URL,
  E2E_MAGENTO_OS_DATA_DIR,
  E2E_MAGENTO_OS_DIST_DIR,
  E2E_MAGENTO_OS_STOREFRONT_ENV,
  E2E_MAGENTO_OS_STOREFRONT_PORT,
  E2E_MAGENTO_OS_STOREFRONT_URL,
  E2E_OFFLINE_DIST_DIR,
  E2E_OFFLINE_STOREFRONT_ENV,
  E2E_OFFLINE_STOREFRONT_PORT,
  E2E_OFFLINE_STOREFRONT_URL,
  E2E_STOREFRONT_ENV,
  E2E_STOREFRONT_PORT,
  E2E_STOREFRONT_URL,
} from './scripts/e2e-env';
// Debian's Chromium (apt-get install chromium); Playwright never downloads a browser here.
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';

/**
 * `next start` on its own copy of the build in E2E_DIST_DIR, without any server's cached pages
 * (route cache, fetch cache), so the pages a second storefront caches never mix with another's.
 */
function startOnCopyOfBuild(distDir: string, port: number): string {
  return (
    `rm -rf ${distDir} && mkdir -p ${distDir} && ` +
    `tar -C ${E2E_DIST_DIR} --exclude=./cache --exclude=./server/route-cache -cf - . | tar -C ${distDir} -xf - && ` +
    `node_modules/.bin/next start --port ${port}`
  );
}

/**
 * `next start` on the build in E2E_DIST_DIR itself, without what an earlier run's server cached
 * there: `next build` keeps the build's `cache` directory, and its fetch cache, optimised images
 * and tag index answer for the database the backend has since re-seeded (a product renamed by an
 * earlier run came back in a later run's pages); `npm run test:e2e` does not rebuild at all, so the
 * route cache goes too. Turbopack's own build cache stays.
 */
function startOnBuild(port: number): string {
  const stale = ['cache/fetch-cache', 'cache/images', 'cache/magento-tags.json', 'server/route-cache'];
  return `rm -rf ${stale.map((entry) => `${E2E_DIST_DIR}/${entry}`).join(' ')} && node_modules/.bin/next start --port ${port}`;
}

/**
 * The storefront is served from the build in E2E_DIST_DIR: `npm test` (or `npm run test:e2e`)
 * builds it before running Playwright.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: E2E_STOREFRONT_URL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // The full embedded backend (every store view, our extension modules).
      testIgnore: '**/magento-os/**',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
    {
      // The core journeys against the embedded backend as a stock Magento Open Source 2.4.6 with
      // only the `default` store view (its own backend and storefront below).
      name: 'magento-os',
      testDir: 'e2e/magento-os',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: E2E_MAGENTO_OS_STOREFRONT_URL,
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: [
    {
      name: 'backend',
      command: `node --import tsx backend/server.ts --reset --port ${E2E_BACKEND_PORT} --data-dir ${E2E_DATA_DIR}`,
      url: `${E2E_BACKEND_URL}/health`,
      // The tests read the outbox and pay in the sandboxes; they sign up and in far more than one shopper would.
      env: {
        BACKEND_PUBLIC_URL: E2E_BACKEND_URL,
        STOREFRONT_URL: E2E_STOREFRONT_URL,
        BACKEND_SANDBOXES: '1',
        BACKEND_RATE_LIMIT_FACTOR: '100',
        // Like a Magento with Varnish configured: catalogue changes purge the test storefront's cache.
        BACKEND_HTTP_CACHE_HOSTS: `localhost:${E2E_STOREFRONT_PORT}`,
      },
      reuseExistingServer: false,
      timeout: 300_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'storefront',
      command: startOnBuild(E2E_STOREFRONT_PORT),
      // `/` answers with a redirect without asking the backend: the server is up.
      url: `${E2E_STOREFRONT_URL}/`,
      env: E2E_STOREFRONT_ENV,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'backend magento-os',
      command: `node --import tsx backend/server.ts --reset --port ${E2E_MAGENTO_OS_BACKEND_PORT} --data-dir ${E2E_MAGENTO_OS_DATA_DIR} --profile magento-os --stores default`,
      url: `${E2E_MAGENTO_OS_BACKEND_URL}/health`,
      env: {
        BACKEND_PUBLIC_URL: E2E_MAGENTO_OS_BACKEND_URL,
        STOREFRONT_URL: E2E_MAGENTO_OS_STOREFRONT_URL,
        // No sandboxes (a stock Magento has none); the journeys sign up and in more than one shopper would.
        BACKEND_RATE_LIMIT_FACTOR: '100',
        // The generated images are the same as the other backend's: drawn once, shared.
        BACKEND_MEDIA_DIR: '.data/cache/media',
      },
      reuseExistingServer: false,
      timeout: 300_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'storefront magento-os',
      command: startOnCopyOfBuild(E2E_MAGENTO_OS_DIST_DIR, E2E_MAGENTO_OS_STOREFRONT_PORT),
      url: `${E2E_MAGENTO_OS_STOREFRONT_URL}/`,
      env: E2E_MAGENTO_OS_STOREFRONT_ENV,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'storefront without backend',
      command: startOnCopyOfBuild(E2E_OFFLINE_DIST_DIR, E2E_OFFLINE_STOREFRONT_PORT),
      // Ready when it serves a file: every page answers 503 without its backend.
      url: `${E2E_OFFLINE_STOREFRONT_URL}/favicon.ico`,
      env: E2E_OFFLINE_STOREFRONT_ENV,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'storefront with only core features',
      command: startOnCopyOfBuild(E2E_CORE_DIST_DIR, E2E_CORE_STOREFRONT_PORT),
      url: `${E2E_CORE_STOREFRONT_URL}/`,
      env: E2E_CORE_STOREFRONT_ENV,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
