import { mediaBaseUrl } from '@/lib/media';
import { loadStoreViews } from '@/lib/store-views';

/**
 * The shop's own `/media/…`: Magento's media, fetched from the media base URL the backend gives
 * (`storeConfig.secure_base_media_url`, wherever it points) so that next/image can optimise them
 * as same-origin images and the Content-Security-Policy needs no other image host (lib/media.ts).
 */
export const dynamic = 'force-dynamic';

const FORWARDED_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified'];
const CACHE_CONTROL = 'public, max-age=86400';
const TIMEOUT_MS = 20_000;

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await params;
  if (!path.length || path.some((segment) => !segment || segment === '.' || segment === '..' || /[\\\u0000-\u001f]/.test(segment))) {
    return new Response('Not found', { status: 404 });
  }
  await loadStoreViews().catch(() => undefined);
  const target = `${mediaBaseUrl()}${path.map(encodeURIComponent).join('/')}`;
  let answer: Response;
  try {
    answer = await fetch(target, { signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' });
  } catch {
    return new Response('Media unavailable', { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
  if (!answer.ok) return new Response('Not found', { status: answer.status === 404 ? 404 : 502, headers: { 'Cache-Control': 'no-store' } });
  const headers = new Headers({
    'Cache-Control': answer.headers.get('cache-control') ?? CACHE_CONTROL,
    'X-Content-Type-Options': 'nosniff',
    // A merchant's file under the shop's origin must not run script (an SVG, an HTML file).
    'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  });
  for (const name of FORWARDED_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
