import { defineConfig, devices } from '@playwright/test';
import {
  E2E_BACKEND_PORT,
  E2E_BACKEND_URL,
  E2E_DATA_DIR,
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
      use: {
        ...devices['Desktop Chrome'],
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
      },
      reuseExistingServer: false,
      timeout: 300_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'storefront',
      command: `node_modules/.bin/next start --port ${E2E_STOREFRONT_PORT}`,
      // `/` answers with a redirect without asking the backend: the server is up.
      url: `${E2E_STOREFRONT_URL}/`,
      env: E2E_STOREFRONT_ENV,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'storefront without backend',
      command: `node_modules/.bin/next start --port ${E2E_OFFLINE_STOREFRONT_PORT}`,
      url: `${E2E_OFFLINE_STOREFRONT_URL}/`,
      env: E2E_OFFLINE_STOREFRONT_ENV,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
