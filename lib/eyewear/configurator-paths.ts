/** Addresses of the lens configurator (a module of its own: the product page's link needs only this). */

/** The configurator of a frame (`/de/customize/nordvik-elin`), or its frame list without a URL key. */
export function customizePath(store: string, urlKey?: string): string {
  return urlKey ? `/${store}/customize/${encodeURIComponent(urlKey)}` : `/${store}/customize`;
}
