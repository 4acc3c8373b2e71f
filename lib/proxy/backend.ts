import { magentoBackendUrl } from '@/lib/magento/backend-url';

/**
 * The same-origin proxies (/graphql, /rest) forward the browser's Magento calls to the backend.
 * Only the headers Magento reads go through (never the browser's own `Authorization`: the bearer
 * comes from the session cookie, lib/proxy/shopper.ts); the answer comes back with Magento's own
 * headers.
 */
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

/** The refusal of a body over its route's limit: 413, in the caller's shape. */
export function bodyTooLarge(shape: 'rest' | 'graphql' = 'rest'): Response {
  const message = 'The request is too large.';
  const body = shape === 'graphql' ? { errors: [{ message, extensions: { category: 'graphql-input' } }] } : { message };
  return Response.json(body, { status: 413, headers: { 'Cache-Control': 'no-store', Connection: 'close' } });
}

/**
 * Reads at most `limit` bytes of the body as they are; null when it is longer. The one way a
 * route handler reads a body: the bytes are counted while they stream in, so a body without
 * Content-Length (chunked) or with a false one is refused as soon as it passes the limit, and
 * the rest is never read (issue 12: a 64 MiB chunked body was read whole against 512 KiB).
 */
export async function readBodyBytes(request: Request, limit: number): Promise<ArrayBuffer | null> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > limit) return null;
  if (!request.body) return new ArrayBuffer(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes.buffer;
}

/** readBodyBytes as UTF-8 text; null when the body is longer than `limit` bytes. */
export async function readBodyText(request: Request, limit: number): Promise<string | null> {
  const bytes = await readBodyBytes(request, limit);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

export interface ForwardOptions {
  /** Headers added to the forwarded ones (e.g. the session's Authorization). */
  headers?: Record<string, string>;
  /** The body, read (bounded, readBodyBytes) and validated by the caller: text, or a file's bytes. None is sent otherwise. */
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
    answer = await fetch(`${magentoBackendUrl()}${targetPath}${search}`, {
      method: request.method,
      headers,
      body: hasBody ? options.body : undefined,
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
