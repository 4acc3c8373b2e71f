import { allowsCurrency, defaultStoreCode } from '../store-views';
import { magentoBackendUrl } from './backend-url';
import { browserStorage } from './browser-storage';
import { compactDocument, operationsOf, type OperationType } from './graphql-document';
import { MagentoNetworkError, readGraphQlAnswer, type MagentoResult } from './errors';
import { STORAGE_KEYS } from './storage-keys';
import type { TypedDocumentString } from './generated/graphql';

/**
 * THE GraphQL client of the storefront (specification, section 7; DESIGN.md "Client runtime").
 * Nothing else calls fetch on the GraphQL endpoint. It runs in the browser (one shared client,
 * getMagentoClient()) and on the server (createMagentoClient({ store, next }) per use).
 *
 * - Queries go as GET with whitespace-compacted text, so Magento, a CDN and Next's data cache
 *   can cache them; mutations go as POST, queued and sent one at a time per client.
 * - Every request carries `authorization`, `store`, `Content-Currency` (only when a currency is
 *   stored or given) and `X-Magento-Cache-Id` (browser only, kept in browser storage).
 * - Network failures are retried only in an online browser (section 8, section 9).
 * - Answers go through the error rules of section 8 (errors.ts): the result carries the data,
 *   any errors that came with partial data, and the list items removed for stock errors.
 */

export type { MagentoResult } from './errors';
export type { TypedDocumentString } from './generated/graphql';

export { STORAGE_KEYS };

export const CACHE_ID_HEADER = 'X-Magento-Cache-Id';

/** Section 9: max 5 attempts, initial delay 300 ms, exponential backoff with jitter, no maximum. */
export const RETRY_ATTEMPTS = 5;
export const RETRY_INITIAL_DELAY_MS = 300;


/** Next.js's data-cache options of fetch (server components cache per store view with tags). */
export interface NextFetchOptions {
  revalidate?: number | false;
  tags?: string[];
}

type FetchInit = RequestInit & { next?: NextFetchOptions };
export type FetchFunction = (url: string, init: FetchInit) => Promise<Response>;

export interface RetryOptions {
  /** Attempts in total, the first included; default 5. */
  attempts?: number;
  /** Nominal delay before the first retry; default 300 ms. */
  initialDelayMs?: number;
  /** Default: setTimeout. */
  sleep?: (ms: number) => Promise<void>;
  /** Default: Math.random. */
  random?: () => number;
  /** Whether a retry may happen; default: in a browser that reports itself online. */
  isOnline?: () => boolean;
}

export interface MagentoClientOptions {
  /**
   * GraphQL endpoint. Default in the browser: NEXT_PUBLIC_MAGENTO_GRAPHQL_URL, else `/graphql` on
   * the site origin (the same-origin proxy); on the server: `${MAGENTO_BACKEND_URL}/graphql`.
   */
  endpoint?: string;
  /** Store code for the `store` header. Default: browser storage `store_view_code`, else `eu`. */
  store?: string;
  /** Currency for `Content-Currency`. Default: browser storage `store_view_currency`, else none. */
  currency?: string;
  /**
   * Customer token, sent as `Bearer <token>`. Server-side only: in the browser the token lives in
   * an HttpOnly cookie and the same-origin proxy adds it, so the header stays empty.
   */
  token?: string;
  fetch?: FetchFunction;
  /** Next.js data-cache options for every request of this client (tags merge with a request's). */
  next?: NextFetchOptions;
  /** Extra headers for every request. */
  headers?: Record<string, string>;
  retry?: RetryOptions;
  /**
   * Server-side caching by Magento's cache tags (DESIGN.md "Freshness"): each cached request also
   * carries its own tag, `requestCacheTag(...)`, and this is told which Magento tags
   * (`X-Magento-Tags`) its answer came with, so a purge of those tags can find the request's
   * cache entries and the pages built from them.
   */
  onCacheTags?: (requestTag: string, magentoTags: string[]) => void;
  /** Gives up on a request after this long (a network error); default: no limit. */
  timeoutMs?: number;
}

export interface MagentoRequestOptions {
  /** Needed only when the document holds several operations; default: its first operation's name. */
  operationName?: string;
  signal?: AbortSignal;
  next?: NextFetchOptions;
  /** fetch's cache mode, e.g. 'no-store' for a network-only read on the server. */
  cache?: RequestCache;
  headers?: Record<string, string>;
}

export type GraphQlVariables = object;

/**
 * The variables and options after a typed document: the variables may be left out only when the
 * operation has none that are required.
 */
export type OperationArguments<TVariables> =
  Record<string, never> extends TVariables
    ? [variables?: TVariables, options?: MagentoRequestOptions]
    : [variables: TVariables, options?: MagentoRequestOptions];

/**
 * Every operation is a document generated from lib/magento/operations/*.graphql (npm run codegen):
 * its answer and variable types come with it, so a misspelt variable or field fails tsc.
 */
export interface MagentoClient {
  /** Sends a query as GET; rejects with a mutation document. Throws only when there is no data. */
  query<TResult, TVariables extends GraphQlVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    ...args: OperationArguments<TVariables>
  ): Promise<MagentoResult<TResult>>;
  /** Sends an operation as POST, after every earlier mutate() of this client has settled. */
  mutate<TResult, TVariables extends GraphQlVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    ...args: OperationArguments<TVariables>
  ): Promise<MagentoResult<TResult>>;
}

function isBrowser(): boolean {
  return typeof window !== 'undefined';
}

/** The store code from browser storage, else the backend's default store view (always that on the server). */
export function storedStoreCode(): string {
  const code = browserStorage.getItem<unknown>(STORAGE_KEYS.storeViewCode);
  return typeof code === 'string' && code ? code : defaultStoreCode();
}

/** The store-view currency from browser storage, if one is stored. */
export function storedCurrency(): string | undefined {
  const currency = browserStorage.getItem<unknown>(STORAGE_KEYS.storeViewCurrency);
  return typeof currency === 'string' && currency ? currency : undefined;
}

export function defaultGraphQlEndpoint(): string {
  if (isBrowser()) return process.env.NEXT_PUBLIC_MAGENTO_GRAPHQL_URL || '/graphql';
  return `${magentoBackendUrl()}/graphql`;
}

/**
 * Delay before retry number `retry` (1 after the first failed attempt): the nominal delay
 * initialDelayMs·2^(retry−1) (300, 600, 1200, 2400 ms) with ±25 % jitter, i.e. the nominal delay
 * times (0.75 + 0.5·random). The jitter spreads the retries of many browsers that lost the
 * network together; at ±25 % the ranges of successive retries never overlap, so every delay is
 * longer than the one before, and the mean stays the specified 300 ms start. No maximum delay.
 */
export function retryDelay(retry: number, random: number, initialDelayMs = RETRY_INITIAL_DELAY_MS): number {
  return initialDelayMs * 2 ** (retry - 1) * (0.75 + 0.5 * random);
}

function browserIsOnline(): boolean {
  return isBrowser() && typeof navigator !== 'undefined' && navigator.onLine === true;
}

function sleepFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

interface PreparedDocument {
  /** The text with ignored characters stripped (safe for string literals, unlike a regex). */
  text: string;
  operationName: string | undefined;
  operationType: OperationType | undefined;
}

/** Documents are module constants, so preparing each once is enough. */
const preparedDocuments = new Map<string, PreparedDocument>();

function prepare(document: string, operationName: string | undefined): PreparedDocument {
  const key = `${operationName ?? ''}\n${document}`;
  const known = preparedDocuments.get(key);
  if (known) return known;
  const operations = operationsOf(document);
  const operation = operationName ? operations.find((definition) => definition.name === operationName) : operations[0];
  const prepared: PreparedDocument = {
    text: compactDocument(document),
    operationName: operationName ?? operation?.name,
    operationType: operation?.type,
  };
  preparedDocuments.set(key, prepared);
  return prepared;
}

function variablesJson(variables: GraphQlVariables | undefined): string | undefined {
  if (!variables) return undefined;
  const json = JSON.stringify(variables);
  return json === '{}' ? undefined : json;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

function mergeNext(base: NextFetchOptions | undefined, own: NextFetchOptions | undefined): NextFetchOptions | undefined {
  if (!base && !own) return undefined;
  const tags = [...new Set([...(base?.tags ?? []), ...(own?.tags ?? [])])];
  const merged: NextFetchOptions = { ...base, ...own };
  if (tags.length) merged.tags = tags;
  return merged;
}

interface RawAnswer {
  status: number;
  statusText: string;
  body: string;
  /** Magento's cache tags of the answer (X-Magento-Tags), empty when it has none. */
  cacheTags: string[];
}

export const CACHE_TAGS_HEADER = 'X-Magento-Tags';

/**
 * The tag of one cached request: a hash of what Next's data cache keys it by (URL, store,
 * currency, authorization). Short, and computable in any runtime (no node:crypto).
 */
export function requestCacheTag(url: string, headers: Record<string, string>): string {
  const text = [url, headers.store ?? '', headers['Content-Currency'] ?? '', headers.authorization ?? ''].join('\n');
  // Two 32-bit FNV-1a hashes with different seeds: a collision only purges one more entry.
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return `magento-request:${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}

export function createMagentoClient(options: MagentoClientOptions = {}): MagentoClient {
  const endpoint = options.endpoint ?? defaultGraphQlEndpoint();
  // Resolved per call, so a fetch mocked or patched after creation is the one used.
  const fetchFunction: FetchFunction = options.fetch ?? ((url, init) => fetch(url, init));
  const attempts = options.retry?.attempts ?? RETRY_ATTEMPTS;
  const initialDelayMs = options.retry?.initialDelayMs ?? RETRY_INITIAL_DELAY_MS;
  const sleep = options.retry?.sleep ?? sleepFor;
  const random = options.retry?.random ?? Math.random;
  const isOnline = options.retry?.isOnline ?? browserIsOnline;

  /** Settles after the last queued mutation settles; never rejects, so a failure does not block the queue. */
  let mutationQueue: Promise<unknown> = Promise.resolve();

  function headersFor(method: 'GET' | 'POST', requestOptions: MagentoRequestOptions): Record<string, string> {
    // Read at request time: the shopper may switch store view while the client lives on.
    const currency = options.currency ?? storedCurrency();
    const cacheId = browserStorage.getItem<unknown>(STORAGE_KEYS.cacheId);
    const store = options.store ?? storedStoreCode();
    const headers: Record<string, string> = {
      ...options.headers,
      authorization: options.token ? `Bearer ${options.token}` : '',
      store,
    };
    // Magento refuses a currency its store view does not allow: only an allowed one is sent.
    if (allowsCurrency(store, currency)) headers['Content-Currency'] = currency;
    if (typeof cacheId === 'string' && cacheId) headers[CACHE_ID_HEADER] = cacheId;
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    return { ...headers, ...requestOptions.headers };
  }

  async function attemptOnce(url: string, init: FetchInit): Promise<RawAnswer> {
    const response = await fetchFunction(url, init);
    const cacheId = response.headers.get(CACHE_ID_HEADER);
    // browserStorage is a no-op on the server: there a cache id would belong to no one shopper.
    if (cacheId) browserStorage.setItem(STORAGE_KEYS.cacheId, cacheId);
    const cacheTags = (response.headers.get(CACHE_TAGS_HEADER) ?? '').split(',').filter(Boolean);
    return { status: response.status, statusText: response.statusText, body: await response.text(), cacheTags };
  }

  /** fetch with the retry rule: only network failures, only in an online browser, at most `attempts`. */
  async function fetchWithRetry(url: string, init: FetchInit, label: string, callerSignal: AbortSignal | undefined): Promise<RawAnswer> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await attemptOnce(url, init);
      } catch (error) {
        // The caller's abort ends it; a timeout is a network failure like any other.
        if (isAbort(error, callerSignal)) throw error;
        if (attempt >= attempts || !isOnline()) {
          const reason = error instanceof Error ? error.message : String(error);
          throw new MagentoNetworkError(`${label}: network error after ${attempt} attempt(s): ${reason}`, {
            cause: error,
            attempts: attempt,
          });
        }
        await sleep(retryDelay(attempt, random(), initialDelayMs));
      }
    }
  }

  async function send<T>(
    method: 'GET' | 'POST',
    prepared: PreparedDocument,
    variables: GraphQlVariables | undefined,
    requestOptions: MagentoRequestOptions,
  ): Promise<MagentoResult<T>> {
    const headers = headersFor(method, requestOptions);
    const init: FetchInit = { method, headers };
    const next = mergeNext(options.next, requestOptions.next);
    if (next) init.next = next;
    if (requestOptions.cache) init.cache = requestOptions.cache;
    if (requestOptions.signal) init.signal = requestOptions.signal;
    else if (options.timeoutMs) init.signal = AbortSignal.timeout(options.timeoutMs);

    let url = endpoint;
    if (method === 'GET') {
      const parameters = [`query=${encodeURIComponent(prepared.text)}`];
      if (prepared.operationName) {
        parameters.push(`operationName=${encodeURIComponent(prepared.operationName)}`);
      }
      const json = variablesJson(variables);
      if (json) parameters.push(`variables=${encodeURIComponent(json)}`);
      url = `${endpoint}${endpoint.includes('?') ? '&' : '?'}${parameters.join('&')}`;
    } else {
      init.body = JSON.stringify({
        operationName: prepared.operationName,
        variables: variables ?? {},
        query: prepared.text,
      });
    }

    const requestTag = next && options.onCacheTags ? requestCacheTag(url, headers) : undefined;
    if (requestTag) init.next = { ...next, tags: [...(next?.tags ?? []), requestTag] };

    const label = prepared.operationName ?? 'GraphQL request';
    const answer = await fetchWithRetry(url, init, label, requestOptions.signal);
    if (requestTag && answer.cacheTags.length) options.onCacheTags!(requestTag, answer.cacheTags);
    return readGraphQlAnswer<T>({ ...answer, operationName: prepared.operationName });
  }

  return {
    async query<TResult, TVariables extends GraphQlVariables>(
      document: TypedDocumentString<TResult, TVariables>,
      ...[variables, requestOptions = {}]: OperationArguments<TVariables>
    ): Promise<MagentoResult<TResult>> {
      const prepared = prepare(document, requestOptions.operationName);
      if (prepared.operationType && prepared.operationType !== 'query') {
        throw new TypeError(`query() sends GET, which cannot carry a ${prepared.operationType}; use mutate()`);
      }
      return send<TResult>('GET', prepared, variables, requestOptions);
    },

    mutate<TResult, TVariables extends GraphQlVariables>(
      document: TypedDocumentString<TResult, TVariables>,
      ...[variables, requestOptions = {}]: OperationArguments<TVariables>
    ): Promise<MagentoResult<TResult>> {
      const run = mutationQueue.then(() =>
        send<TResult>('POST', prepare(document, requestOptions.operationName), variables, requestOptions),
      );
      mutationQueue = run.then(
        () => undefined,
        () => undefined,
      );
      return run;
    },
  };
}

let browserClient: MagentoClient | undefined;

/**
 * The browser's one client, shared by every store and hook so that all mutations form one queue.
 * On the server it returns a new client per call instead: a shared one would queue different
 * shoppers' mutations behind each other. Server code should rather call createMagentoClient with
 * the page's `store` (there is no browser storage to read it from).
 */
export function getMagentoClient(): MagentoClient {
  if (!isBrowser()) return createMagentoClient();
  browserClient ??= createMagentoClient();
  return browserClient;
}

const storeViewClients = new Map<string, MagentoClient>();

/**
 * The browser's client for one store view, carrying the page's store code rather than the one in
 * browser storage (which may still name the previous store view right after a switch): the header
 * search's suggestions and client navigation's route lookups.
 */
export function storeViewClient(store: string): MagentoClient {
  let client = storeViewClients.get(store);
  if (!client) {
    client = createMagentoClient({ store });
    storeViewClients.set(store, client);
  }
  return client;
}
