/**
 * A cached page's RSC payload without the CSS text its document already has (issue 16).
 *
 * With `experimental.inlineCss`, Next writes the page's CSS twice: once in `<style
 * data-precedence data-href="…css …css">` in the head, where the browser uses it, and once more in
 * the RSC payload at the end of the body, as the text of each `<style href precedence>` element of
 * React's tree (34 KiB of a 240 KiB category page). React never reads that second copy on the
 * page it came with: a style resource whose `href` is already in the document (`data-href` lists
 * every one) is taken as it is, and hoisted styles stay in the head for the life of the page, so a
 * later render of the same tree (a client navigation back) finds it there too. The copy only costs
 * the phone: the HTML parser, V8 and the Flight client each go through it.
 *
 * So the cache handlers store a page's HTML with the text of each such style emptied in the
 * payload: a long one is a row of its own, which stays as an empty text row so that every reference
 * to it still resolves; a short one is a string in its element, which becomes "". A style
 * whose `href` the head does not list keeps its text. The payload of a client navigation (`.rsc`)
 * is not touched: it is what brings a page's CSS to a document that does not have it yet.
 */

import { emptyString, readPayload, withEditedPayload } from './payload.mjs';

/** The head's inline styles (`data-href`: the style sheets they hold, space-separated). */
const INLINE_STYLE = /<style\b[^>]*\bdata-href="([^"]*)"[^>]*>/g;

/**
 * A style resource of React's tree in the stream: its text is a row of its own (`"$<id>"`, group
 * 2) or, when short, a string in place (group 3, as JSON).
 */
const STYLE_RESOURCE =
  /\["\$","style","[^"]*",\{[^{}]*?"href":"([^"\\]+)","children":"(?:\$([0-9a-f]+)|((?:[^"\\$]|\\.)(?:[^"\\]|\\.)*))"\}\]/dg;

/**
 * The document with the payload's copy of each inline style's text emptied. A document without
 * inline styles, without a payload or with one this reader does not follow comes back unchanged.
 * @param {string} html
 * @returns {string}
 */
export function withoutDuplicateCss(html) {
  const inlined = new Set();
  for (const match of html.matchAll(INLINE_STYLE)) for (const href of match[1].split(/\s+/)) if (href) inlined.add(href);
  if (inlined.size === 0) return html;
  const payload = readPayload(html);
  if (!payload) return html;
  /** @type {import('./payload.mjs').Edit[]} */
  const edits = [];
  for (const match of payload.stream.matchAll(STYLE_RESOURCE)) {
    if (!inlined.has(match[1])) continue;
    const [start, end] = /** @type {any} */ (match).indices[3] ?? [];
    edits.push(...emptyString(payload, match[2] !== undefined ? { row: match[2] } : { start, end }));
  }
  return withEditedPayload(html, payload, edits);
}
