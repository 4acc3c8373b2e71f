/**
 * Bounds on the page paths the storefront renders and caches. Next keeps a route-cache entry (a
 * file, or a Redis key) per distinct path, named after the path: a crawler of random long paths
 * would fill the cache, and a segment longer than a file name may be fails every write
 * (ENAMETOOLONG). No page of the shop comes near these limits (Magento's URL keys are short, a
 * listing's canonical query only holds values it reads), so the middleware answers the shop's
 * not-found page for a path past them, without rendering or caching anything for it.
 */

/** A whole path (percent-encoded, store code included) longer than this: 414 URI Too Long. */
export const MAX_PATH_LENGTH = 1024;
/** One path segment longer than this (percent-encoded; also the listing-state segment): 404. */
export const MAX_SEGMENT_LENGTH = 200;
/**
 * More segments than this: 404. The deepest page is a stock or price alert's unsubscribe link
 * (/{store}/productalert/unsubscribe/email/product/{url_key}/product_id/{id}/hash/{hash}/type/{type}:
 * 12 segments); a few more leave room without letting depth grow without end.
 */
export const MAX_SEGMENTS = 16;

/**
 * The status to answer instead of rendering `pathname` (and `listingState`, the canonical query
 * the middleware would move into a path segment), or null when it is within the bounds.
 */
export function pathOutOfBounds(pathname: string, listingState = ''): 404 | 414 | null {
  const stateLength = listingState ? encodeURIComponent(listingState).length : 0;
  if (pathname.length + stateLength > MAX_PATH_LENGTH) return 414;
  if (stateLength > MAX_SEGMENT_LENGTH) return 414;
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > MAX_SEGMENTS) return 404;
  if (segments.some((segment) => segment.length > MAX_SEGMENT_LENGTH)) return 404;
  return null;
}
