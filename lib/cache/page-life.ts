/**
 * How long a page rendered with part of it missing stays cached.
 *
 * The header, the footer and the optional features frame every page, and each falls back rather
 * than failing the page when the backend cannot answer for it (the menu and footer links empty,
 * no store list, "core only"). Such a page is still worth showing, but not for the catalogue's
 * five minutes: it would replace a whole copy in Next's cache (and a CDN's), and stay without its
 * menu long after the backend is back. So the render that falls back asks for a page life of
 * DEGRADED_PAGE_SECONDS: the next request after it renders the page again.
 */

/** Seconds a page rendered with a part missing is kept (Cache-Control s-maxage, Next's revalidate). */
export const DEGRADED_PAGE_SECONDS = 10;

/**
 * Next keeps a page for the lowest `revalidate` that a fetch made while rendering it asked for:
 * a fetch of nothing (a data: URL, answered without the network) asking for
 * DEGRADED_PAGE_SECONDS shortens the page being rendered. Outside a render it does nothing that
 * lasts. Never throws.
 */
export async function shortenPageLife(): Promise<void> {
  try {
    await fetch('data:text/plain,degraded', { next: { revalidate: DEGRADED_PAGE_SECONDS } } as RequestInit);
  } catch {
    // Nothing to shorten: the page keeps its usual life.
  }
}
