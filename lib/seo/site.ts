import { serverSettings } from '@/lib/env/server';

/**
 * The public origin of the storefront, for every absolute URL the SEO layer writes (canonical,
 * hreflang, Open Graph, JSON-LD, robots.txt, sitemaps). Read at call time, so a server started
 * with SITE_URL (or NEXT_PUBLIC_SITE_URL) answers with it.
 */

const DEFAULT_SITE_ORIGIN = 'http://localhost:3000';

/** `SITE_URL`, else `NEXT_PUBLIC_SITE_URL`, else http://localhost:3000; never a trailing slash. */
export function siteOrigin(): string {
  const configured = serverSettings().SITE_URL || process.env.NEXT_PUBLIC_SITE_URL || DEFAULT_SITE_ORIGIN;
  return configured.trim().replace(/\/+$/, '');
}

/**
 * A path of the site as an absolute URL: `/uk/sunglasses.html` → `https://shop.example/uk/sunglasses.html`.
 * A missing leading slash is added; characters outside printable ASCII are percent-encoded (what
 * is already encoded stays as it is). An absolute http(s) URL is returned unchanged.
 */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return `${siteOrigin()}${encodeNonAscii(withSlash)}`;
}

function encodeNonAscii(path: string): string {
  let encoded = '';
  for (const char of path) encoded += /^[\x21-\x7e]$/.test(char) ? char : encodeURIComponent(char);
  return encoded;
}
