/**
 * Cookies naming the active store view (spec section 3's store_view_* keys), read by the
 * middleware to send `/` and paths without a store code to the shopper's last store view.
 *
 * They are written in the browser (rememberStoreView, when a page of a store view hydrates), never
 * by the server on a page: catalogue HTML carries no Set-Cookie, so a CDN can cache it (DESIGN.md
 * "Freshness and many instances").
 */
export const STORE_COOKIES = {
  code: 'store_view_code',
  currency: 'store_view_currency',
  mediaUrl: 'store_view_secure_base_media_url',
} as const;

const ONE_YEAR = 60 * 60 * 24 * 365;

/** Writes the store-view cookies in the browser when they differ from the page's store view. */
export function rememberStoreView(store: string, currency: string, mediaUrl: string, doc: Document = document): void {
  const current = Object.fromEntries(
    doc.cookie
      .split(';')
      .map((pair) => pair.trim().split('='))
      .map(([name, ...value]) => [name, decodeURIComponent(value.join('='))]),
  );
  const wanted: Record<string, string> = {
    [STORE_COOKIES.code]: store,
    [STORE_COOKIES.currency]: currency,
    [STORE_COOKIES.mediaUrl]: mediaUrl,
  };
  for (const [name, value] of Object.entries(wanted)) {
    if (current[name] !== value) doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
  }
}
