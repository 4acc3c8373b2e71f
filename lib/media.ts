import { magentoBackendUrl } from '@/lib/magento/backend-url';
import { defaultStoreCode, findStoreView, storeViews } from '@/lib/store-views';

/**
 * Magento media (product and category images, CMS media) wherever `storeConfig.secure_base_media_url`
 * points: the backend itself, `/pub/media/` below it, another host or a CDN — known only at run
 * time, from the backend (lib/store-views.ts).
 *
 * Next's image optimisation fetches remote images only from hosts fixed when the shop is built
 * (`images.remotePatterns`), so remote media are not handed to it directly: the shop serves them
 * under its own `/media/` (app/media/[...path]/route.ts, which fetches them from the media base URL
 * of the default store view) and next/image optimises those same-origin paths. One origin for
 * every image also keeps the Content-Security-Policy's img-src at 'self'; a store view whose media
 * live under another base URL keeps its absolute URLs (shown unoptimised, their origin allowed by
 * the policy: mediaOrigins).
 */

/** The shop's own path for Magento media. */
export const MEDIA_ROUTE = '/media/';

/** The media base URL `/media/` is served from: the default store view's, else the backend's `/media/`. */
export function mediaBaseUrl(): string {
  return findStoreView(defaultStoreCode())?.mediaUrl || `${magentoBackendUrl()}/media/`;
}

/** A media URL as the shop serves it: under `/media/` when it is below the media base URL, else as it is. */
export function mediaPath(url: string): string {
  const base = mediaBaseUrl();
  return url.startsWith(base) ? `${MEDIA_ROUTE}${url.slice(base.length)}` : url;
}

/** Whether an image URL is the shop's own (optimisable by next/image without a remote pattern). */
export function isOwnImage(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** Origins of media the pages may show as they are (store views with another media base URL), for img-src. */
export function mediaOrigins(): string[] {
  const base = mediaBaseUrl();
  const origins = new Set<string>();
  for (const view of storeViews()) {
    if (!view.mediaUrl || view.mediaUrl === base) continue;
    try {
      origins.add(new URL(view.mediaUrl).origin);
    } catch {
      // Not a URL: nothing to allow.
    }
  }
  return [...origins];
}
