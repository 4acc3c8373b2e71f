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

/** One chunk of the inline payload as Next writes it (`[1,"…"]`: a string of the Flight stream). */
const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

/** The head's inline styles (`data-href`: the style sheets they hold, space-separated). */
const INLINE_STYLE = /<style\b[^>]*\bdata-href="([^"]*)"[^>]*>/g;

/**
 * A style resource of React's tree in the stream: its text is a row of its own (`"$<id>"`, group
 * 2) or, when short, a string in place (group 3, as JSON).
 */
const STYLE_RESOURCE =
  /\["\$","style","[^"]*",\{[^{}]*?"href":"([^"\\]+)","children":"(?:\$([0-9a-f]+)|((?:[^"\\$]|\\.)(?:[^"\\]|\\.)*))"\}\]/dg;

/** The number of UTF-8 bytes of one UTF-16 code unit (a surrogate pair counts 2 + 2). */
function utf8Bytes(code) {
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code >= 0xd800 && code <= 0xdfff) return 2;
  return 3;
}

/**
 * The text rows of a Flight stream: `<id>:T<hex byte length>,<text>` (the length counts UTF-8
 * bytes, so the text is measured as it is walked). Every other row, hints included, ends at a
 * newline.
 * @param {string} stream
 * @returns {Map<string, { header: [number, number], text: [number, number] }> | null} by row id,
 *   the `T<hex>,` header's and the text's ranges in `stream` (as UTF-16 offsets); null for a
 *   stream this reader cannot follow to its end
 */
function textRows(stream) {
  /** @type {Map<string, { header: [number, number], text: [number, number] }>} */
  const rows = new Map();
  let at = 0;
  while (at < stream.length) {
    const colon = stream.indexOf(':', at);
    if (colon < 0) return null;
    const id = stream.slice(at, colon);
    // A hint row (`:HL[…]`, the preload of a page's LCP image) has no id.
    if (!/^[0-9a-f]+$/.test(id) && !(id === '' && stream[colon + 1] === 'H')) return null;
    const kind = /^T([0-9a-f]+),/.exec(stream.slice(colon + 1, colon + 24));
    if (kind) {
      const start = colon + 1 + kind[0].length;
      let bytes = Number.parseInt(kind[1], 16);
      let end = start;
      while (bytes > 0 && end < stream.length) bytes -= utf8Bytes(stream.charCodeAt(end++));
      if (bytes !== 0) return null;
      rows.set(id, { header: [colon + 1, start], text: [start, end] });
      at = end;
    } else {
      const newline = stream.indexOf('\n', colon);
      if (newline < 0) return null;
      at = newline + 1;
    }
  }
  return rows;
}

/** A string as Next writes it in a payload script: JSON, with `<`, `>`, `&`, U+2028 and U+2029 escaped. */
function scriptString(value) {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

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

  /** @type {{ index: number, length: number, text: string }[]} */
  const scripts = [];
  for (const match of html.matchAll(PAYLOAD_SCRIPT)) {
    let chunk;
    try {
      chunk = JSON.parse(match[1]);
    } catch {
      return html;
    }
    scripts.push({ index: match.index, length: match[0].length, text: chunk[1] });
  }
  if (scripts.length === 0) return html;

  const stream = scripts.map((script) => script.text).join('');
  const rows = textRows(stream);
  if (!rows) return html;
  /** @type {[number, number, string][]} ranges of the stream to replace, with their replacement */
  const edits = [];
  for (const match of stream.matchAll(STYLE_RESOURCE)) {
    if (!inlined.has(match[1])) continue;
    if (match[2] !== undefined) {
      const row = rows.get(match[2]);
      if (row && row.text[0] !== row.text[1]) edits.push([row.header[0], row.header[1], 'T0,'], [row.text[0], row.text[1], '']);
    } else {
      const [start, end] = /** @type {[number, number]} */ (/** @type {any} */ (match).indices[3]);
      edits.push([start, end, '']);
    }
  }
  if (edits.length === 0) return html;
  edits.sort((a, b) => a[0] - b[0]);

  // Each script keeps its own part of the stream, edited: the rows may span scripts.
  let out = '';
  let from = 0;
  let offset = 0;
  let edit = 0;
  for (const script of scripts) {
    const end = offset + script.text.length;
    let text = '';
    let at = offset;
    offset = end;
    while (edit < edits.length && edits[edit][0] < end) {
      const [editStart, editEnd, replacement] = edits[edit];
      text += stream.slice(at, Math.max(at, editStart)) + replacement;
      if (editEnd > end) {
        // The edit goes on in the next script (this one ends inside it), with nothing more to write.
        edits[edit] = [end, editEnd, ''];
        at = end;
        break;
      }
      at = Math.max(at, editEnd);
      edit++;
    }
    if (at < end) text += stream.slice(at, end);
    out += html.slice(from, script.index) + `<script>self.__next_f.push([1,${scriptString(text)}])</script>`;
    from = script.index + script.length;
  }
  return out + html.slice(from);
}
