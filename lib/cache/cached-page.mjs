/**
 * What the cache handlers (file system and Redis) store of a page: its HTML rewritten for a phone
 * (issue 16). The payload's second copy of the inline CSS and of the static parts' markup is
 * emptied (./inline-css-payload.mjs, ./static-html-payload.mjs), the late islands' server markup
 * is taken out of it (./late-island-payload.mjs), then the chunks are taken out of
 * the head and fetched after the first paint (./late-scripts.mjs). Every other entry (fetch data, route handlers, redirects) as it is.
 */

import { withoutDuplicateCss } from './inline-css-payload.mjs';
import { withoutLateIslandMarkup } from './late-island-payload.mjs';
import { withLateScripts } from './late-scripts.mjs';
import { withoutStaticMarkupCopy } from './static-html-payload.mjs';

/**
 * A cached page's HTML as a shopper gets it.
 * @param {string} html
 * @returns {string}
 */
export function cachedPageHtml(html) {
  return withLateScripts(withoutLateIslandMarkup(withoutStaticMarkupCopy(withoutDuplicateCss(html))));
}

/**
 * A cache entry as a handler is asked to store it, with a page's HTML rewritten (an App Router
 * page: `kind` APP_PAGE with its HTML as a string); any other entry as it is.
 * @template T
 * @param {T} data
 * @returns {T}
 */
export function cachedPageEntry(data) {
  const value = /** @type {{ kind?: string, html?: unknown } | null | undefined} */ (data);
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string') return data;
  const html = cachedPageHtml(value.html);
  return html === value.html ? data : /** @type {T} */ ({ ...value, html });
}
