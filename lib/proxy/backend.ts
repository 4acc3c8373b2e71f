/**
 * The same-origin proxies (/graphql, /rest) forward the browser's Magento calls to the backend.
 * Only the headers Magento reads go through (never the browser's own `Authorization`: the bearer
 * comes from the session cookie, lib/proxy/shopper.ts); the answer comes back with Magento's own
 * headers.
 */
export function backendUrl(): string {
  return (process.env.MAGENTO_BACKEND_URL || 'http://localhost:4010').replace(/\/+$/, '');
}

const FORWARDED_REQUEST_HEADERS = [
  'store',
  'content-currency',
  'x-magento-cache-id',
  'content-type',
  'accept',
  'accept-language',
  // The shopper's address as this server's proxy (or Next itself) saw it: the backend's throttles
  // count per shopper, and believe it only from addresses in its BACKEND_TRUSTED_PROXIES.
  'x-forwarded-for',
];
const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'x-magento-cache-id',
  'cache-control',
  'vary',
  // A file the backend serves (an uploaded prescription): how it may be shown.
  'content-disposition',
  'x-content-type-options',
  'content-security-policy',
  // A throttled request (429): when to try again.
  'retry-after',
];
const BACKEND_TIMEOUT_MS = 20_000;

/**
 * A state-changing request must come from this site: browsers send `Origin` on cross-site POSTs,
 * and a page of another site must not act on a shopper's cart or account. The one check every
 * state-changing route handler uses.
 */
export function isCrossSite(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') === 'cross-site';
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** The refusal of a cross-site request, in the shape the caller's clients read (`message`, or GraphQL `errors`). */
export function crossSiteRefusal(shape: 'rest' | 'graphql' = 'rest'): Response {
  const message = 'Cross-site request refused.';
  const body = shape === 'graphql' ? { errors: [{ message, extensions: { category: 'graphql-authorization' } }] } : { message };
  return Response.json(body, { status: 403, headers: { 'Cache-Control': 'no-store' } });
}

/** A request whose input failed validation: 400 with a message, in the caller's shape. */
export function invalidInput(message: string, shape: 'rest' | 'graphql' = 'rest'): Response {
  const body = shape === 'graphql' ? { errors: [{ message, extensions: { category: 'graphql-input' } }] } : { message };
  return Response.json(body, { status: 400, headers: { 'Cache-Control': 'no-store' } });
}

/** Reads at most `limit` bytes of the body as text; null when it is longer. */
export async function readBodyText(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  const text = await request.text();
  return new TextEncoder().encode(text).length > limit ? null : text;
}

/** Reads at most `limit` bytes of the body as they are (a file); null when it is longer. */
export async function readBodyBytes(request: Request, limit: number): Promise<ArrayBuffer | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  const bytes = await request.arrayBuffer();
  return bytes.byteLength > limit ? null : bytes;
}

export interface ForwardOptions {
  /** Headers added to the forwarded ones (e.g. the session's Authorization). */
  headers?: Record<string, string>;
  /** The body, when the caller has already read (and validated) it: text, or a file's bytes. */
  body?: string | ArrayBuffer;
}

export async function forward(request: Request, targetPath: string, options: ForwardOptions = {}): Promise<Response> {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const search = new URL(request.url).search;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let answer: Response;
  try {
    answer = await fetch(`${backendUrl()}${targetPath}${search}`, {
      method: request.method,
      headers,
      body: hasBody ? (options.body ?? (await request.text())) : undefined,
      cache: 'no-store',
      signal: AbortSignal.timeout(BACKEND_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return Response.json(
      { message: timedOut ? 'The shop backend did not answer in time.' : 'The shop backend is unavailable.' },
      { status: timedOut ? 504 : 502, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = answer.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: responseHeaders });
}
