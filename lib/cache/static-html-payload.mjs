// @ts-check
/**
 * A cached page's RSC payload without the markup of its `<StaticHtml>` parts (issue 16).
 *
 * A part that never changes in the browser (a product card's picture and texts, a menu's links,
 * the footer) is written as HTML (components/ui/StaticHtml.tsx), so React hydrates one element for
 * it instead of one per element inside. That HTML was still in the document twice: once as the
 * part's markup, where the browser shows it, and once as a string in the RSC payload, which React
 * reads to hydrate and never uses on the page it came with (an element whose content is set as
 * HTML is hydrated without its content). On a category page that copy was about a quarter of the
 * payload (26 K of 96 K characters); the HTML parser, V8 and the Flight client each went through it.
 *
 * So the cache handlers store a page's HTML with each such string emptied in the payload: the
 * `staticMarkup` prop of `<StaticHtmlPart>` (components/ui/StaticHtmlPart.tsx), a string in place
 * or a text row of its own, when the document has the part's element (`data-static-markup`). The part keeps `staticMarkupKey`, the hash of its markup, by which it
 * finds that markup again if the router renders it anew from this payload (a client navigation
 * back to the page). The same goes for the page's structured data (`JSON_LD`). The payload of a
 * client navigation (`.rsc`) is not touched.
 */

import { emptyString, readPayload, withEditedPayload } from './payload.mjs';

/**
 * A part's markup in the stream: a text row of its own (`"$<id>"`, group 1) or a string in place
 * (group 2, as JSON); then the hash of it (group 3).
 */
const STATIC_MARKUP = /"staticMarkup":"(?:\$([0-9a-f]+)"|((?:[^"\\]|\\.)+)"),"staticMarkupKey":"([^"\\]+)"/dg;

/**
 * A page's structured data for search engines (components/seo/JsonLd.tsx): a script whose text is
 * set as HTML, which React hydrates without its text like a static part, and which no shopper
 * sees. Its text is a text row of its own (group 1) or a string in place (group 2, as JSON). A
 * script rendered anew from the payload (a client navigation back) is empty: search engines read
 * the document.
 */
const JSON_LD = /\["\$","script",(?:null|"(?:[^"\\]|\\.)*"),\{"type":"application\/ld\+json","dangerouslySetInnerHTML":\{"__html":"(?:\$([0-9a-f]+)"|((?:[^"\\]|\\.)+)")\}/dg;

/**
 * The document with the payload's copy of each static part's markup, and of its structured data,
 * emptied. A document without a payload, or with one this reader does not follow, comes back
 * unchanged.
 * @param {string} html
 * @returns {string}
 */
export function withoutStaticMarkupCopy(html) {
  const payload = readPayload(html);
  if (!payload) return html;
  /** @type {import('./payload.mjs').Edit[]} */
  const edits = [];
  /** @param {RegExpMatchArray} match @returns {import('./payload.mjs').Edit[]} */
  const emptied = (match) => {
    const [start, end] = /** @type {any} */ (match).indices[2] ?? [];
    return emptyString(payload, match[1] !== undefined ? { row: match[1] } : { start, end });
  };
  for (const match of payload.stream.matchAll(STATIC_MARKUP)) {
    // Only a part the document has: a page may leave parts to the browser (Next's not-found page
    // renders its layout there), and the key is the hash of the markup.
    if (html.includes(` data-static-markup="${match[3]}"`)) edits.push(...emptied(match));
  }
  for (const match of payload.stream.matchAll(JSON_LD)) {
    // Only structured data the document has, word for word.
    const row = match[1] !== undefined ? payload.rows.get(match[1]) : undefined;
    const text = row ? payload.stream.slice(...row.text) : match[2] !== undefined ? JSON.parse(`"${match[2]}"`) : '';
    if (text && html.includes(`<script type="application/ld+json">${text}</script>`)) edits.push(...emptied(match));
  }
  return withEditedPayload(html, payload, edits);
}
