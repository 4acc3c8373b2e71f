import { revalidateTag } from 'next/cache';
import { MAGENTO_CACHE_TAG, requestTagsFor, tagsOfPurgePattern } from '@/lib/cache/magento-tags';
import { PURGE_PATTERN_HEADER, purgeAllowed } from '@/lib/cache/purge-access';

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
  return Response.json({ purged: tags === '*' ? 'all' : tags.length, entries: requestTags.length }, { headers: NO_STORE });
}
