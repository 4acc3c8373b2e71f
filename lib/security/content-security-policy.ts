import { isStaticRoute } from '@/lib/routing/static-routes';
import { isSignedInArea } from '@/lib/session/guard';

/**
 * The shop's Content-Security-Policy (issue 5 "Security"), set by the middleware on every page.
 *
 * Two forms, because of how pages are rendered:
 * - Pages rendered per request (sign-in, account areas, checkout, payment returns, every other page
 *   of the shop's own that is not cached) get a fresh nonce: `script-src 'nonce-…' 'strict-dynamic'` — only the scripts Next
 *   renders with that nonce run, and what they load. Next reads the nonce from the request's
 *   Content-Security-Policy header and puts it on its scripts.
 * - Catalogue pages are public, rendered once per store view and cached (DESIGN.md "Rendering and
 *   caching"): a per-request nonce would make them dynamic and throw that away, and hashes cannot
 *   work either (the App Router's inline scripts carry each page's own data). They keep
 *   `'unsafe-inline'` for scripts, and hold no personal data, no forms that take a password or a
 *   card, and no token (it is in an HttpOnly cookie no script can read). The merchant HTML they
 *   show goes through the allow-list sanitizer (components/cms/sanitize-cms-html.ts), so no
 *   content of the backend can put a script into them.
 * Which is which is derived, not listed page by page: catalogue URLs (everything that is not one
 * of the shop's own routes) and the few own pages that are cached (CACHED_PAGES, each exporting
 * `revalidate`) keep the cacheable policy; every other page gets a nonce. A test checks this
 * against the page files, so a new page cannot fall outside either.
 * Everything else is the same for both: sources from this site only (images also from the
 * backend's media host), no plugins, no <base> hijack, forms only to this site, no framing, and
 * eval only in development (React's dev tooling needs it).
 */

/**
 * The shop's own pages (paths after the store code) that are rendered once and cached, like the
 * catalogue: public shells whose personal parts are filled in the browser.
 */
export const CACHED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/search\.html(\/.*)?$/,
  /^\/(cart|compare|contact|contact-us|delivery)$/,
  /^\/(customize|room)(\/[^/]+)?$/,
  /^\/faq(\/.*)?$/,
];

/** Whether the page at this path (after the store code) is rendered per request and gets a nonce. */
export function usesNonce(pathWithoutStore: string): boolean {
  const path = pathWithoutStore.replace(/\/$/, '') || '/';
  if (isSignedInArea(path)) return true;
  // A catalogue URL (product, category, CMS page, or one the route resolver does not know).
  if (!isStaticRoute(path) && !path.startsWith('/search.html')) return false;
  return !CACHED_PAGES.some((pattern) => pattern.test(path));
}

export interface PolicyOptions {
  /** A fresh nonce for a per-request page; none for cached catalogue pages. */
  nonce?: string;
  development: boolean;
  /** Origin of the backend's media (product images), e.g. http://localhost:4010. */
  mediaOrigin: string;
}

export function contentSecurityPolicy({ nonce, development, mediaOrigin }: PolicyOptions): string {
  const eval_ = development ? " 'unsafe-eval'" : '';
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'${eval_}` : `'self' 'unsafe-inline'${eval_}`;
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${mediaOrigin}`,
    "font-src 'self'",
    "connect-src 'self'",
    // The virtual try-on's camera preview.
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
