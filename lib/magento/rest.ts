import { magentoBackendUrl } from './backend-url';
import { storedStoreCode } from './client';
import { MagentoError, MagentoNetworkError, MagentoParseError } from './errors';

/**
 * The REST client for the checkout steps (specification, section 7 "REST"): JSON in and out,
 * credentials included, identical in-flight GET requests shared. In the browser it calls the
 * same-origin proxy under `/rest/{store}/V1/`, which adds the bearer token from the session
 * cookie, so the client itself sends none. No retry: these calls take payments and orders, and a
 * repeated POST could place an order twice.
 */

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Magento's REST error body (Magento\Framework\Webapi\ErrorProcessor). */
interface RestErrorBody {
  message?: unknown;
  parameters?: unknown;
  trace?: unknown;
}

export type RestParameters = unknown[] | Record<string, unknown>;

export interface RestRequestOptions {
  /** Store code in the default base URL; default: browser storage `store_view_code`, else `eu`. */
  store?: string;
  /**
   * Base URL the path is appended to. Default in the browser `/rest/{store}/V1/` (the same-origin
   * proxy); on the server `${MAGENTO_BACKEND_URL}/rest/{store}/V1/`.
   */
  baseUrl?: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
  /** Customer token, server-side only (in the browser the proxy adds it). */
  token?: string;
  headers?: Record<string, string>;
}

/**
 * A failed REST call (section 8): method, URL, status, status text, the server's message, extra
 * info (parameters) and trace.
 */
export class MagentoRestError extends MagentoError {
  readonly method: string;
  readonly url: string;
  readonly status: number;
  readonly statusText: string;
  /** The body's `message` with its placeholders filled from `parameters`. */
  readonly serverMessage: string | undefined;
  /** The body's `parameters` (extra information), as sent. */
  readonly parameters: RestParameters | undefined;
  /** The body's `trace` (developer mode only). */
  readonly trace: string | undefined;
  /** A 429's `Retry-After` in seconds, when the answer gave one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(details: {
    method: string;
    url: string;
    status: number;
    statusText: string;
    serverMessage?: string;
    parameters?: RestParameters;
    trace?: string;
    retryAfterSeconds?: number;
  }) {
    const head = [details.method, details.url, details.status, details.statusText].filter(Boolean).join(' ');
    super(details.serverMessage ? `${head}: ${details.serverMessage}` : head);
    this.name = 'MagentoRestError';
    this.method = details.method;
    this.url = details.url;
    this.status = details.status;
    this.statusText = details.statusText;
    this.serverMessage = details.serverMessage;
    this.parameters = details.parameters;
    this.trace = details.trace;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Fills Magento's placeholders as its Phrase renderer does: list parameters are `%1`, `%2`, ...;
 * named ones are `%name`; every placeholder is replaced in one pass, the longest first (so `%10`
 * is not read as `%1` then `0`). Placeholders without a parameter stay as they are.
 */
export function fillPlaceholders(message: string, parameters: RestParameters | undefined): string {
  if (!parameters) return message;
  const pairs = new Map<string, string>();
  const entries = Array.isArray(parameters)
    ? parameters.map((value, index) => [String(index), value] as const)
    : Object.entries(parameters);
  for (const [key, value] of entries) {
    // PHP turns digit keys into integers, and integer keys count from %1.
    const placeholder = /^\d+$/.test(key) ? `%${Number(key) + 1}` : `%${key}`;
    pairs.set(placeholder, typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));
  }
  if (pairs.size === 0) return message;
  const pattern = new RegExp(
    [...pairs.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|'),
    'g',
  );
  return message.replace(pattern, (placeholder) => pairs.get(placeholder) ?? placeholder);
}

function isBrowser(): boolean {
  return typeof window !== 'undefined';
}

export function defaultRestBaseUrl(store: string): string {
  const origin = isBrowser() ? '' : magentoBackendUrl();
  return `${origin}/rest/${encodeURIComponent(store)}/V1/`;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** A `Retry-After` of whole seconds (the HTTP-date form is not used by Magento), else undefined. */
export function retryAfterSecondsOf(header: string | null): number | undefined {
  const seconds = header && /^\d+$/.test(header.trim()) ? Number(header.trim()) : NaN;
  return seconds > 0 ? seconds : undefined;
}

function parametersOf(value: unknown): RestParameters | undefined {
  return typeof value === 'object' && value !== null ? (value as RestParameters) : undefined;
}

async function send<T>(method: RestMethod, url: string, body: unknown, options: RestRequestOptions): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (body !== undefined) init.body = JSON.stringify(body);

  const fetchFunction = options.fetch ?? ((input: string, requestInit: RequestInit) => fetch(input, requestInit));
  let status: number;
  let statusText: string;
  let text: string;
  let retryAfter: string | null = null;
  try {
    const response = await fetchFunction(url, init);
    status = response.status;
    statusText = response.statusText;
    retryAfter = response.headers?.get('retry-after') ?? null;
    text = await response.text();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MagentoNetworkError(`${method} ${url}: network error: ${reason}`, { cause: error, attempts: 1 });
  }

  let json: unknown;
  let parseFailure: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    parseFailure = error;
  }

  if (status < 200 || status >= 300) {
    const errorBody: RestErrorBody = typeof json === 'object' && json !== null ? (json as RestErrorBody) : {};
    const parameters = parametersOf(errorBody.parameters);
    throw new MagentoRestError({
      method,
      url,
      status,
      statusText,
      serverMessage: typeof errorBody.message === 'string' ? fillPlaceholders(errorBody.message, parameters) : undefined,
      parameters,
      trace: typeof errorBody.trace === 'string' ? errorBody.trace : undefined,
      retryAfterSeconds: retryAfterSecondsOf(retryAfter),
    });
  }
  if (parseFailure !== undefined) {
    throw new MagentoParseError({
      status,
      operationName: `${method} ${url}`,
      body: text,
      cause: parseFailure,
    });
  }
  return json as T;
}

/** GET requests under way, by URL: a second identical GET joins the first instead of fetching. */
const getsInFlight = new Map<string, Promise<unknown>>();

/**
 * One REST call. `path` is relative to the base, e.g. `guest-carts/{cartId}/payment-information`.
 * Resolves to the parsed JSON answer (undefined for an empty body); rejects with MagentoRestError
 * when the status is not 2xx, MagentoNetworkError when there is no answer, MagentoParseError when
 * a success is not JSON.
 */
export function restRequest<T>(method: RestMethod, path: string, body?: unknown, options: RestRequestOptions = {}): Promise<T> {
  const base = options.baseUrl ?? defaultRestBaseUrl(options.store ?? storedStoreCode());
  const url = joinUrl(base, path);
  if (method !== 'GET') return send<T>(method, url, body, options);

  const shared = getsInFlight.get(url);
  if (shared) return shared as Promise<T>;
  const request = send<T>(method, url, undefined, options);
  getsInFlight.set(url, request);
  const forget = () => {
    getsInFlight.delete(url);
  };
  request.then(forget, forget);
  return request;
}
