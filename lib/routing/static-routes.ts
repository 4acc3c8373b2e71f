/**
 * Routes of the specification's section 2 that are pages of their own (not catalogue URLs), as
 * path patterns after the store code. Anything else is a catalogue URL for the route resolver.
 */
export const STATIC_ROUTE_PATTERNS: readonly RegExp[] = [
  /^\/?$/,
  /^\/abandonedcart\/checkout\/cart\/id\/[^/]+\/token\/[^/]+\/?$/,
  /^\/(stock|price|giftcard|forgot-password|create-account|sign-in|addEditDialog|prescription|order-history|address-book)\/?$/,
  /^\/(account-information|wishlist|saved-payments|communications|checkout|cart|delivery|contact|contact-us)\/?$/,
  /^\/(payment-result|paymentfail|success|social-accounts|search\.html)\/?$/,
  /^\/customer\/account\/createPassword\/?$/,
  /^\/productalert\/unsubscribe\/.+$/,
  /^\/unsubscribe\/[^/]+(\/[^/]+)?\/?$/,
  /^\/faq\/[^/]+(\/[^/]+)?\/?$/,
  /^\/prescriptionfix\/[^/]+(\/[^/]+)?\/?$/,
  /^\/room(\/[^/]+)?\/?$/,
  /^\/customize(\/[^/]+)?\/?$/,
  /^\/compare(\/[^/]+)?\/?$/,
  /^\/(paypal|ayden)\/action\/return\.html$/,
];

/** Whether a path (without its store code) is one of the shop's own pages. */
export function isStaticRoute(pathWithoutStore: string): boolean {
  return STATIC_ROUTE_PATTERNS.some((pattern) => pattern.test(pathWithoutStore));
}

/**
 * Catalogue and search URLs carry their listing state in the query string (`?color=3&p=2`). The
 * middleware moves it into a path segment after this marker, so Next renders and caches each
 * listing as a static page per store view (a CDN can keep it), instead of rendering every request.
 */
export const QUERY_SEGMENT = '~q';

/** `a=1&b=2` in a stable order, so the same listing always has the same cache key. */
export function canonicalQuery(search: URLSearchParams): string {
  const entries = [...search.entries()].filter(([key, value]) => key && value !== '');
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}

/**
 * A route segment percent-decoded, or null when its encoding does not decode (`%`, `%E0%A4%A`):
 * such a segment names no page, and must never make rendering throw.
 */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Reads the listing state back from the route's path segments (`[..., '~q', 'a=1&b=2']`); a state that does not decode reads as none. */
export function splitCatalogPath(segments: readonly string[]): { path: string[]; query: Record<string, string> } {
  const marker = segments.indexOf(QUERY_SEGMENT);
  if (marker < 0) return { path: [...segments], query: {} };
  const query = Object.fromEntries(new URLSearchParams(decodeSegment(segments[marker + 1] ?? '') ?? '').entries());
  return { path: segments.slice(0, marker), query };
}
