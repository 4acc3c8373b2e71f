/**
 * Test support for the payload rewriters (./payload.mjs and its users): Flight streams written
 * into a document as Next writes them, and read back as React's client reads them.
 */

/** A Flight text row: `<id>:T<hex UTF-8 length>,<text>`. */
export const textRow = (id: string, text: string) => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

/** The stream as Next writes it in the document: JSON strings, `<` `>` `&` escaped, cut at any point. */
export function scripts(stream: string, cuts: number[]): string {
  const parts: string[] = [];
  let from = 0;
  for (const cut of [...cuts, stream.length]) {
    parts.push(stream.slice(from, cut));
    from = cut;
  }
  const escape = (value: string) => JSON.stringify(value).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return parts.map((part) => `<script>self.__next_f.push([1,${escape(part)}])</script>`).join('');
}

/** The Flight stream of a document, and its rows as React's client reads them (text rows by byte length). */
export function rows(html: string): Map<string, string> {
  let stream = '';
  for (const [, chunk] of html.matchAll(/<script>self\.__next_f\.push\((\[1,.*?\])\)<\/script>/gs)) stream += JSON.parse(chunk)[1];
  const bytes = Buffer.from(stream);
  const out = new Map<string, string>();
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(':', at);
    const id = bytes.subarray(at, colon).toString();
    const text = /^T([0-9a-f]+),/.exec(bytes.subarray(colon + 1, colon + 20).toString());
    if (text) {
      const start = colon + 1 + text[0].length;
      const end = start + Number.parseInt(text[1], 16);
      out.set(id, bytes.subarray(start, end).toString());
      at = end;
    } else {
      const end = bytes.indexOf('\n', colon);
      out.set(id, bytes.subarray(colon + 1, end).toString());
      at = end + 1;
    }
  }
  return out;
}
