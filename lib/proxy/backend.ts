/**
 * The same-origin proxies (/graphql, /rest) forward the browser's Magento calls to the backend.
 * Only the headers Magento reads go through; the answer comes back with Magento's own headers.
 */
export function backendUrl(): string {
  return (process.env.MAGENTO_BACKEND_URL || 'http://localhost:4010').replace(/\/+$/, '');
}

const FORWARDED_REQUEST_HEADERS = ['store', 'content-currency', 'x-magento-cache-id', 'content-type', 'accept', 'accept-language'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'x-magento-cache-id', 'cache-control', 'vary'];
const BACKEND_TIMEOUT_MS = 20_000;

/**
 * A state-changing request must come from this site: browsers send `Origin` on cross-site POSTs,
 * and a page of another site must not act on a shopper's cart or account.
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

export async function forward(request: Request, targetPath: string, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  const search = new URL(request.url).search;
  let answer: Response;
  try {
    answer = await fetch(`${backendUrl()}${targetPath}${search}`, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text(),
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
  return new Response(answer.body, { status: answer.status, headers: responseHeaders });
}
