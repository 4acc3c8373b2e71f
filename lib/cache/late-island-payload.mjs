// @ts-check
/**
 * A cached page's RSC payload without its late islands' server markup (issue 16).
 *
 * A late island (components/app/LateIsland.tsx: the header's cart and account link, a card's heart
 * and "Compare", a product page's purchase parts) is given its server markup as `children`: the
 * server renders it into the document, and the island's element is hydrated without it (the
 * browser keeps those nodes until the island's code takes their place). The payload still carried
 * that markup as an element tree, which the page it came with never reads: on a product page 22 K
 * of 84 K characters (the purchase parts' forms, pictures and sizes, partly in rows of their own),
 * on a category page 8 K of 62 K (the cards' hearts and toggles).
 *
 * So the cache handlers store a page's HTML with the `children` of each late island taken out of
 * its element in the payload (`markupInDocument` in their place), and with every row that only that
 * markup referred to. A late island
 * rendered anew from this payload (the router does so on a client navigation back to the page the
 * shopper landed on) renders its code at once (loaded by then: the shopper's first touch or key
 * loads it), or loads it then. The payload of a client navigation (`.rsc`) is not touched.
 *
 * The payload names a client component by its export; a late island is exported as `Late…`
 * (`LATE_ISLAND_EXPORT`, which lib/cache/late-island-payload.test.ts checks against the source).
 */

import { readPayload, withEditedPayload } from './payload.mjs';

/** How a late island is exported: `export const LateHeaderCart = lateIsland(…)`. */
export const LATE_ISLAND_EXPORT = /^Late[A-Z]/;

/** A client reference row: `<id>:I[<module>,[<chunks>],<export name or "$<id>" of a string row>(,1)]`. */
const CLIENT_REFERENCE = /(?:^|\n)([0-9a-f]+):I(\[[^\n]*\])(?=\n)/g;

/** An element whose type is a client reference: `["$","$L<id>",<key>,{` (its props follow). */
const CLIENT_ELEMENT = /\["\$","\$L([0-9a-f]+)",(?:null|"(?:[^"\\]|\\.)*"),\{/g;

/**
 * A reference to a row in a model: `"$<id>"`, with a kind letter before the id (`$L` lazy, `$@`
 * promise, `$Q` map, …) or a path after it (`"$1a:props:children"`). Counting a string that only
 * looks like one (a bigint, a text) keeps a row, never drops one.
 */
const ROW_REFERENCE = /"\$[A-Za-z@]?([0-9a-f]+)(?=["\\:])/g;

/**
 * Where the JSON value that starts at `at` ends.
 * @param {string} text
 * @param {number} at
 * @returns {number}
 */
function valueEnd(text, at) {
  const first = text[at];
  if (first === '"') {
    let i = at + 1;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    return i + 1;
  }
  if (first === '[' || first === '{') {
    let depth = 0;
    let i = at;
    while (i < text.length) {
      const c = text[i];
      if (c === '"') {
        i = valueEnd(text, i);
        continue;
      }
      if (c === '[' || c === '{') depth++;
      else if (c === ']' || c === '}') {
        depth--;
        if (depth === 0) return i + 1;
      }
      i++;
    }
    return text.length;
  }
  const literal = /^[^,\]}\n]*/.exec(text.slice(at, at + 32));
  return at + (literal ? literal[0].length : 0);
}

/**
 * Where the `children` prop (its key and value) is in the props object that starts at `open` (its
 * `{`), or null when it has none.
 * @param {string} text
 * @param {number} open
 * @returns {[number, number] | null}
 */
function childrenProp(text, open) {
  let at = open + 1;
  while (at < text.length && text[at] === '"') {
    const keyEnd = valueEnd(text, at);
    const end = valueEnd(text, keyEnd + 1);
    if (text.slice(at, keyEnd) === '"children"') return [at, end];
    at = text[end] === ',' ? end + 1 : end;
  }
  return null;
}

/**
 * What takes the place of an island's `children`: the prop that tells the island its markup is in
 * the document only (components/app/LateIsland.tsx), unlike an island that has none at all.
 */
const MARKUP_IN_DOCUMENT = '"markupInDocument":true';

/**
 * The ids of the client reference rows that name a late island.
 * @param {string} stream
 * @param {Map<string, [number, number]>} ranges
 * @returns {Set<string>}
 */
function lateIslandReferences(stream, ranges) {
  /** @type {Set<string>} */
  const ids = new Set();
  for (const [, id, body] of stream.matchAll(CLIENT_REFERENCE)) {
    let name;
    try {
      name = JSON.parse(body)[2];
    } catch {
      continue;
    }
    // A name the stream wrote once as a row of its own: `"$<id>"`, and that row `<id>:"LateHeaderCart"`.
    if (typeof name === 'string' && /^\$[0-9a-f]+$/.test(name)) {
      const range = ranges.get(name.slice(1));
      try {
        name = range ? JSON.parse(stream.slice(stream.indexOf(':', range[0]) + 1, range[1])) : undefined;
      } catch {
        name = undefined;
      }
    }
    if (typeof name === 'string' && LATE_ISLAND_EXPORT.test(name)) ids.add(id);
  }
  return ids;
}

/**
 * How many times each row is referred to in the stream outside `cut` (sorted ranges that do not overlap).
 * @param {string} stream
 * @param {[number, number][]} cut
 * @returns {Map<string, number>}
 */
function referenceCounts(stream, cut) {
  /** @type {Map<string, number>} */
  const counts = new Map();
  let from = 0;
  for (const [start, end] of [...cut, [stream.length, stream.length]]) {
    for (const [, id] of stream.slice(from, start).matchAll(ROW_REFERENCE)) counts.set(id, (counts.get(id) ?? 0) + 1);
    from = Math.max(from, end);
  }
  return counts;
}

/**
 * Ranges sorted, with those inside or overlapping another merged into it.
 * @param {[number, number][]} ranges
 * @returns {[number, number][]}
 */
function merged(ranges) {
  /** @type {[number, number][]} */
  const out = [];
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = out[out.length - 1];
    if (last && start < last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/**
 * The document with each late island's server markup taken out of its payload, and the rows only
 * that markup referred to. A document without a payload, with one this reader does not follow, or
 * without late islands comes back unchanged.
 * @param {string} html
 * @returns {string}
 */
export function withoutLateIslandMarkup(html) {
  const payload = readPayload(html);
  if (!payload) return html;
  const { stream, ranges } = payload;
  const islands = lateIslandReferences(stream, ranges);
  if (islands.size === 0) return html;
  /** @type {[number, number][]} */
  const children = [];
  for (const match of stream.matchAll(CLIENT_ELEMENT)) {
    if (!islands.has(match[1])) continue;
    const prop = childrenProp(stream, /** @type {number} */ (match.index) + match[0].length - 1);
    if (prop) children.push(prop);
  }
  if (children.length === 0) return html;

  // Then the rows nothing else refers to any more, and those only they referred to, and so on.
  const before = referenceCounts(stream, []);
  let cut = merged(children);
  for (;;) {
    const after = referenceCounts(stream, cut);
    const unreferenced = [...ranges].filter(
      ([id, [start]]) => before.has(id) && !after.has(id) && !cut.some(([from, to]) => start >= from && start < to),
    );
    if (unreferenced.length === 0) break;
    cut = merged([...cut, ...unreferenced.map(([, range]) => range)]);
  }
  return withEditedPayload(
    html,
    payload,
    cut.map(([start, end]) => [start, end, children.some((prop) => prop[0] === start && prop[1] === end) ? MARKUP_IN_DOCUMENT : '']),
  );
}
