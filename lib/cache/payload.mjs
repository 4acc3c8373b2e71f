// @ts-check
/**
 * Reading and editing the RSC payload a cached page's HTML carries (issue 16): the Flight stream
 * Next writes as `<script>self.__next_f.push([1,"…"])</script>` at the end of the body, which
 * React reads to hydrate the page. The cache handlers store a page with parts of that stream
 * emptied that its document already has (./inline-css-payload.mjs: the inline CSS;
 * ./static-html-payload.mjs: the markup of `<StaticHtml>` parts). The payload of a client
 * navigation (`.rsc`) is never edited.
 */

/** One chunk of the inline payload as Next writes it (`[1,"…"]`: a string of the Flight stream). */
const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

/**
 * @typedef {{ header: [number, number], text: [number, number] }} TextRow the `T<hex>,` header's
 *   and the text's ranges in the stream (UTF-16 offsets)
 * @typedef {{ scripts: { index: number, length: number, text: string }[], stream: string,
 *   rows: Map<string, TextRow>, ranges: Map<string, [number, number]> }} Payload the payload
 *   scripts (where each is in the document, and its part of the stream), the whole stream, its text
 *   rows by id, and where each row with an id is in the stream (from its id to its end, newline
 *   included)
 * @typedef {[number, number, string]} Edit a range of the stream and what replaces it
 */

/** The number of UTF-8 bytes of one UTF-16 code unit (a surrogate pair counts 2 + 2). */
function utf8Bytes(/** @type {number} */ code) {
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code >= 0xd800 && code <= 0xdfff) return 2;
  return 3;
}

/**
 * The rows of a Flight stream. A text row is `<id>:T<hex byte length>,<text>` (the length counts
 * UTF-8 bytes, so the text is measured as it is walked). Every other row, hints included, ends at
 * a newline.
 * @param {string} stream
 * @returns {Pick<Payload, 'rows' | 'ranges'> | null} null for a stream this reader cannot follow to its end
 */
function streamRows(stream) {
  /** @type {Map<string, TextRow>} */
  const rows = new Map();
  /** @type {Map<string, [number, number]>} */
  const ranges = new Map();
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
      if (id) ranges.set(id, [at, end]);
      at = end;
    } else {
      const newline = stream.indexOf('\n', colon);
      if (newline < 0) return null;
      if (id) ranges.set(id, [at, newline + 1]);
      at = newline + 1;
    }
  }
  return { rows, ranges };
}

/** A string as Next writes it in a payload script: JSON, with `<`, `>`, `&`, U+2028 and U+2029 escaped. */
function scriptString(/** @type {string} */ value) {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The document's payload, or null when it has none or one this reader does not follow.
 * @param {string} html
 * @returns {Payload | null}
 */
export function readPayload(html) {
  /** @type {Payload['scripts']} */
  const scripts = [];
  for (const match of html.matchAll(PAYLOAD_SCRIPT)) {
    let chunk;
    try {
      chunk = JSON.parse(match[1]);
    } catch {
      return null;
    }
    scripts.push({ index: /** @type {number} */ (match.index), length: match[0].length, text: chunk[1] });
  }
  if (scripts.length === 0) return null;
  const stream = scripts.map((script) => script.text).join('');
  const rows = streamRows(stream);
  return rows ? { scripts, stream, ...rows } : null;
}

/**
 * The edits that empty a string of the stream: a text row's text (its header says `T0,`, so every
 * reference to it still resolves, to ""), or a string in place (`start`–`end`, without its quotes).
 * @param {Payload} payload
 * @param {{ row?: string, start?: number, end?: number }} where
 * @returns {Edit[]}
 */
export function emptyString(payload, { row, start, end }) {
  if (row !== undefined) {
    const text = payload.rows.get(row);
    return text && text.text[0] !== text.text[1] ? [[text.header[0], text.header[1], 'T0,'], [text.text[0], text.text[1], '']] : [];
  }
  return start !== undefined && end !== undefined && end > start ? [[start, end, '']] : [];
}

/**
 * The document with its payload edited: each script keeps its own part of the stream (the rows may
 * span scripts) and its place; the rest of the document is as it was.
 * @param {string} html
 * @param {Payload} payload
 * @param {Edit[]} edits ranges that do not overlap
 * @returns {string}
 */
export function withEditedPayload(html, { scripts, stream }, edits) {
  if (edits.length === 0) return html;
  const sorted = edits.map((edit) => /** @type {Edit} */ ([...edit])).sort((a, b) => a[0] - b[0]);
  let out = '';
  let from = 0;
  let offset = 0;
  let edit = 0;
  for (const script of scripts) {
    const end = offset + script.text.length;
    let text = '';
    let at = offset;
    offset = end;
    while (edit < sorted.length && sorted[edit][0] < end) {
      const [editStart, editEnd, replacement] = sorted[edit];
      text += stream.slice(at, Math.max(at, editStart)) + replacement;
      if (editEnd > end) {
        // The edit goes on in the next script (this one ends inside it), with nothing more to write.
        sorted[edit] = [end, editEnd, ''];
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
