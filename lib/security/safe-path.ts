/**
 * Where the shop sends a browser (the store switcher, the return after signing in, the route
 * resolver's redirects) is always a path of this site: the one check every redirect target goes
 * through, so that no input can make a Location that leaves the site (issue 12, open redirects).
 *
 * A target is refused rather than repaired when a browser or a proxy could read it differently
 * from us: dot segments (`/uk/../..//evil.example` normalises to `//evil.example`), backslashes
 * (read as `/`), encoded slashes, backslashes and dots (`%2f`, `%5c`, `%2e`, which some servers
 * decode before resolving), control characters (stripped by browsers), and anything with a
 * scheme or a host.
 */

const BASE = 'http://storefront.invalid';
const CONTROL = /[\u0000-\u001f\u007f]/;
const ENCODED_SEPARATOR = /%(2f|5c|2e)/i;

/** `value` when it is a plain path of this site (`/uk/order-history?page=2#top`), normalised; else null. */
export function sameSitePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  if (CONTROL.test(value) || value.includes('\\')) return null;
  const pathname = value.split(/[?#]/, 1)[0];
  if (ENCODED_SEPARATOR.test(pathname)) return null;
  if (pathname.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `value` when it is an http(s) URL on an allowed host (its `host`, or its `hostname` when the entry
 * has no port); else null. The hosts are STOREFRONT_REDIRECT_HOSTS (lib/env/settings.ts): Magento
 * lets a merchant redirect a URL to another of their sites.
 */
export function allowedExternalUrl(value: string, hosts: readonly string[]): string | null {
  if (CONTROL.test(value) || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.host.toLowerCase();
  return hosts.includes(host) || hosts.includes(url.hostname.toLowerCase()) ? url.href : null;
}

/**
 * Whether a part of a URL (a path, or a query string with its `+`) holds percent-encoding that
 * does not decode (`%`, `%E0%A4%A`, `%zz`): such a URL names no page of the shop, and decoding it
 * would throw deep inside rendering. Next re-encodes the query string before the middleware sees
 * it, turning bytes that are no UTF-8 into U+FFFD (`%EF%BF%BD`), so that character counts as
 * malformed too: no shopper types it.
 */
export function isMalformedUrlPart(raw: string): boolean {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).includes('\uFFFD');
  } catch {
    return true;
  }
}
