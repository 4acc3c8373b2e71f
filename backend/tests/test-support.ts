import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../config';
import { startBackend, type RunningBackend, type StartOptions } from '../start';

export interface GraphQlResult<T = any> {
  status: number;
  headers: Headers;
  body: { data?: T; errors?: Array<{ message: string; extensions?: { category?: string }; path?: unknown[] }> };
}

export interface TestBackend {
  backend: RunningBackend;
  url: string;
  /** Sends a GraphQL request the way Magento storefronts do: queries as GET, mutations as POST. */
  gql<T = any>(
    query: string,
    variables?: object,
    options?: { store?: string; method?: 'GET' | 'POST'; headers?: Record<string, string> },
  ): Promise<GraphQlResult<T>>;
  close(): Promise<void>;
}

export interface TestBackendOptions extends Pick<StartOptions, 'profile' | 'stores' | 'queryLimits'> {
  /** The sandboxes (outbox, sandbox payments, sandbox social sign-in): on unless a test says otherwise. */
  sandboxes?: boolean;
  /**
   * Multiplies the throttles' limits: raised by default, since a test file signs up and in far more
   * often than one shopper; the throttle tests (security.api.test.ts) use Magento's real limits (1).
   */
  rateLimitFactor?: number;
}

const DEFAULT_TEST_RATE_LIMIT_FACTOR = 100;

/**
 * Starts the backend over HTTP on an ephemeral port with a fresh temporary database. Generated
 * images are deterministic, so every test run shares one media folder to save the rendering time.
 */
export async function startTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eyewear-backend-'));
  const backend = await startBackend({
    port: 0,
    dataDir,
    mediaDir: path.join(REPOSITORY_ROOT, '.data', 'cache', 'media'),
    quiet: true,
    ...options,
    sandboxes: options.sandboxes ?? true,
    rateLimitFactor: options.rateLimitFactor ?? DEFAULT_TEST_RATE_LIMIT_FACTOR,
  });
  return {
    backend,
    url: backend.url,
    async gql(query, variables = {}, options = {}) {
      const method = options.method ?? (/^\s*mutation\b/.test(query) ? 'POST' : 'GET');
      const headers: Record<string, string> = { ...(options.store ? { Store: options.store } : {}), ...options.headers };
      const response =
        method === 'GET'
          ? await fetch(
              `${backend.url}/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`,
              { headers },
            )
          : await fetch(`${backend.url}/graphql`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', ...headers },
              body: JSON.stringify({ query, variables }),
            });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    async close() {
      await backend.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One backend for a whole test file: started before its first test, closed after its last. The
 * returned object stands for that backend (its properties are read when used), so tests write
 * `shop.gql(...)` without caring when it started.
 */
export function useTestBackend(options: TestBackendOptions = {}): TestBackend {
  let current: TestBackend | undefined;
  beforeAll(async () => {
    current = await startTestBackend(options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestBackend, {
    get(_target, property) {
      if (!current) throw new Error('The test backend is not started yet: use it inside a test or a hook');
      return current[property as keyof TestBackend];
    },
  });
}
