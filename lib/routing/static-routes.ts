import {
  DIRECTION_PARAM,
  FILTER_CODES,
  MAX_PAGE,
  ORDER_PARAM,
  PAGE_PARAM,
  PRICE_PARAM,
  QUERY_PARAM,
  SORT_KEYS,
  normaliseQuery,
  priceBounds,
} from '@/lib/catalog/listing-params';

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

/**
 * What a listing reads from its query (lib/catalog/listing-params.ts), each value as the listing
 * reads it, or null for a value it would ignore.
 */
const LISTING_PARAMS: Readonly<Record<string, (value: string) => string | null>> = {
  ...Object.fromEntries(FILTER_CODES.map((code) => [code, (value: string) => (value.length <= MAX_FILTER_VALUE_LENGTH ? value : null)])),
  [PRICE_PARAM]: (value) => (priceBounds(value) ? value : null),
  [QUERY_PARAM]: (value) => normaliseQuery(value) || null,
  [PAGE_PARAM]: (value) => (/^\s*\d{1,9}\s*$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PAGE ? String(Number(value)) : null),
  [ORDER_PARAM]: (value) => ((SORT_KEYS as readonly string[]).includes(value.trim().toLowerCase()) ? value.trim().toLowerCase() : null),
  [DIRECTION_PARAM]: (value) => (['asc', 'desc'].includes(value.trim().toLowerCase()) ? value.trim().toLowerCase() : null),
};

const MAX_FILTER_VALUE_LENGTH = 512;

/** What the FAQ reads from its query: the search (`/faq?q=…`, components/faq/faq-route.ts). */
const FAQ_PARAMS: Readonly<Record<string, (value: string) => string | null>> = {
  q: (value) => normaliseQuery(value) || null,
};

/**
 * `a=1&b=2` in a stable order, so the same listing always has the same cache key — with only the
 * parameters the page at `path` (a listing, or the FAQ) reads and values it could use (no tracking parameters, no made-up keys), so
 * neither a crawler nor an attacker can fill the page cache with endless variants of one listing.
 */
export function canonicalQuery(search: URLSearchParams, path = ''): string {
  const known = path === '/faq' || path.startsWith('/faq/') ? FAQ_PARAMS : LISTING_PARAMS;
  const entries: [string, string][] = [];
  for (const [key, raw] of search.entries()) {
    const value = raw !== '' && Object.hasOwn(known, key) ? known[key](raw) : null;
    if (value !== null) entries.push([key, value]);
  }
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
