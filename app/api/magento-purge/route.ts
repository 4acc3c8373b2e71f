import { revalidateTag } from 'next/cache';
import { MAGENTO_CACHE_TAG, requestTagsFor, tagsOfPurgePattern } from '@/lib/cache/magento-tags';
import { bumpRedirectGeneration, redirectGeneration } from '@/lib/cache/redirect-generation';
import {
  PURGE_PATTERN_HEADER,
  PURGE_PEER_HEADER,
  PURGE_SECRET_HEADER,
  PURGE_SETTLE_PASS_HEADER,
  PURGE_SETTLE_DELAYS_MS,
  purgeAllowed,
  purgePeer,
} from '@/lib/cache/purge-access';

/**
 * Magento's purge requests (Varnish protocol: PURGE with X-Magento-Tags-Pattern). Magento sends
 * them to `host:port/` of each of its http_cache_hosts; the middleware hands any PURGE on to this
 * route as a POST (Next.js route handlers take standard methods only), and tools may POST here.
 *
 * The pattern's tags (or `.*`: everything) mark the data and pages that carry them stale: the
 * next visit gets the page rebuilt from fresh data, and when the backend cannot answer then, the
 * last good copy stays (stale-if-error). Every instance sharing the cache (REDIS_URL) sees it.
 */
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The shared generation of remembered redirects, for the middleware (lib/cache/redirect-generation-follow.ts). */
export async function GET(): Promise<Response> {
  return Response.json({ generation: await redirectGeneration() }, { headers: NO_STORE });
}

export async function POST(request: Request): Promise<Response> {
  if (!purgeAllowed(request.headers))
    return Response.json({ message: 'Purge not allowed from this address' }, { status: 403, headers: NO_STORE });
  const tags = tagsOfPurgePattern(request.headers.get(PURGE_PATTERN_HEADER));
  if (!tags)
    return Response.json({ message: "X-Magento-Tags-Pattern is missing or not in Magento's form" }, { status: 400, headers: NO_STORE });
  let requestTags: string[];
  try {
    requestTags = tags === '*' ? [MAGENTO_CACHE_TAG] : await requestTagsFor(tags);
  } catch (error) {
    // The shared index is out of reach (Redis away): purge everything rather than miss a change.
    console.error('[cache] Magento tag index unavailable, purging everything:', error instanceof Error ? error.message : error);
    requestTags = [MAGENTO_CACHE_TAG];
  }
  for (const tag of requestTags) revalidateTag(tag, 'max');
  if (!request.headers.has(PURGE_SETTLE_PASS_HEADER)) {
    purgeAgainLater(request);
    // A moved URL is purged with its page's tag: every instance's middleware forgets its redirects.
    await bumpRedirectGeneration();
  }
  return Response.json({ purged: tags === '*' ? 'all' : tags.length, entries: requestTags.length }, { headers: NO_STORE });
}

/**
 * A page whose refresh was already under way when the purge came (it read the backend before the
 * change) is written after it, with the old data, and no purge marks it stale again: it would stay
 * until its lifetime ends. So the same purge is applied once more after renders in flight have
 * finished (PURGE_SETTLE_DELAYS_MS), by a loopback request to this route, as the middleware hands
 * PURGE on; such a pass schedules no further one. Costs one more rebuild of the purged pages.
 */
function purgeAgainLater(request: Request): void {
  const headers: Record<string, string> = { [PURGE_SETTLE_PASS_HEADER]: '1' };
  for (const name of [PURGE_PATTERN_HEADER, PURGE_SECRET_HEADER]) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  // The caller this purge was allowed for (handed on by the middleware, or this route's own peer).
  headers[PURGE_PEER_HEADER] = purgePeer(request.headers) ?? '';
  const url = new URL(request.url);
  for (const delay of PURGE_SETTLE_DELAYS_MS) {
    const timer = setTimeout(() => {
      fetch(url, { method: 'POST', headers, cache: 'no-store', signal: AbortSignal.timeout(10_000) })
        .then((answer) => answer.body?.cancel())
        .catch((error: unknown) => console.error('[cache] second purge pass failed:', error instanceof Error ? error.message : error));
    }, delay);
    timer.unref?.();
  }
}
