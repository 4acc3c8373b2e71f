/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { LATE_ISLAND_EXPORT, withoutLateIslandMarkup } from './late-island-payload.mjs';
import { cachedPageHtml } from './cached-page.mjs';
import { rows, scripts, textRow } from './payload-test-support';

const DESCRIPTION = '<p>Acetate «cat-eye» frame</p>'.repeat(4); // multi-byte characters

/**
 * A page's stream: client references by their export (one named through a string row, as Flight
 * writes a repeated name), late islands whose markup is in place, in rows of their own (one in
 * a text row) and in rows those rows refer to, and rows other parts of the page share with them.
 */
const STREAM =
  '0:{"P":null,"b":"x","c":["$","main",null,{"children":["$L3","$L4","$L5","$L6","$L7","$L8",["$","$L1f",null,{}]]}]}\n' +
  ':HL["/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75","image",{"imageSrcSet":"/a 1x"}]\n' +
  '1a:"LatePurchasePart"\n' +
  '1b:I[4242,["/_next/static/chunks/a.js"],"$1a"]\n' +
  '1c:I[4243,["/_next/static/chunks/a.js"],"LateHeaderCart",1]\n' +
  '1d:I[4244,["/_next/static/chunks/a.js"],"LatelyViewed"]\n' +
  '1e:I[4245,["/_next/static/chunks/b.js"],"AddToCartButton"]\n' +
  '1f:I[4246,["/_next/static/chunks/a.js"],"LateGiftCardCartSync"]\n' +
  // The header's cart: its markup in place, as its only prop.
  '3:["$","header",null,{"children":["$","$L1c",null,{"children":["$","a",null,{"href":"/uk/cart","children":"Cart (0)"}]}]}]\n' +
  // A purchase part: its markup in a row of its own, which refers to a text row and to a client
  // component that only it uses; and a row that another part of the page shares.
  `4:["$","$L1b","gallery",{"part":"gallery","pictures":{"src":"/a.jpg"},"children":"$L9"}]\n` +
  '9:["$","div",null,{"className":"strip","children":[["$","p",null,{"dangerouslySetInnerHTML":{"__html":"$a"}}],["$","$L1e",null,{"label":"Add"}],"$Lb"]}]\n' +
  textRow('a', DESCRIPTION) +
  'b:["$","span",null,{"children":"shared"}]\n' +
  '5:["$","aside",null,{"children":"$Lb"}]\n' +
  // Its markup first among its props.
  '6:["$","$L1b",null,{"children":["$","p",null,{"children":"£89.00"}],"part":"price"}]\n' +
  // Not late islands: an export that only begins like one, and a host element with children. (The
  // main's last child, an island without markup, is left as it is, as is its client reference.)
  '7:["$","$L1d",null,{"children":["$","p",null,{"children":"Seen lately"}]}]\n' +
  '8:["$","section",null,{"children":["$","p",null,{"children":"\\"children\\": not a prop"}]}]\n';

const page = (payload: string) => `<!DOCTYPE html><html><head></head><body><main>…</main>${payload}</body></html>`;

describe('withoutLateIslandMarkup (a cached page without its late islands’ server markup in the payload)', () => {
  const original = rows(page(scripts(STREAM, [])));

  it.each([
    ['one script', []],
    ['scripts cut inside rows, text rows and multi-byte characters', [9, 60, 200, 330, 520, 700, 760, 900, 1000, 1200]],
    ['a script per character around the purchase part', Array.from({ length: 300 }, (_, i) => 480 + i)],
  ])('takes out each late island’s children and the rows only they referred to (%s)', (_name, cuts) => {
    const html = page(scripts(STREAM, cuts));
    const slim = withoutLateIslandMarkup(html);
    const after = rows(slim);
    const parsed = (id: string) => JSON.parse(after.get(id)!);
    // Each island is told its markup is in the document only.
    expect(parsed('3')[3].children[3]).toEqual({ markupInDocument: true });
    expect(parsed('4')[3]).toEqual({ part: 'gallery', pictures: { src: '/a.jpg' }, markupInDocument: true });
    expect(parsed('6')[3]).toEqual({ markupInDocument: true, part: 'price' });
    // The gallery's row, its text row and the client reference only it used are gone; the shared row stays.
    expect([...after.keys()]).toEqual([...original.keys()].filter((id) => !['9', 'a', '1e'].includes(id)));
    for (const id of ['0', '', '1a', '1b', '1c', '1d', '1f', 'b', '5', '7', '8']) expect(after.get(id)).toBe(original.get(id));
    // Every reference left resolves.
    for (const [, id] of [...after.values()].join('\n').matchAll(/"\$[A-Za-z@]?([0-9a-f]+)(?=["\\:])/g)) expect(after.has(id)).toBe(true);
    // The document's own markup is untouched, and no script can close early.
    expect(slim.slice(0, slim.indexOf('<script>'))).toBe(html.slice(0, html.indexOf('<script>')));
    expect(slim).not.toMatch(/<script>self\.__next_f\.push\(\[1,"[^"]*<\/(?:script|p)/);
    expect(slim.length).toBeLessThan(html.length - DESCRIPTION.length);
  });

  it('leaves a document alone when it has no payload, one it cannot read or no late island, and changes nothing the second time', () => {
    const noPayload = page('');
    expect(withoutLateIslandMarkup(noPayload)).toBe(noPayload);
    const unreadable = page(scripts(STREAM.replace(/^0:/, 'zz:'), []));
    expect(withoutLateIslandMarkup(unreadable)).toBe(unreadable);
    const noIsland = page(scripts(STREAM.replaceAll('Late', 'Early'), [100]));
    expect(withoutLateIslandMarkup(noIsland)).toBe(noIsland);
    const done = withoutLateIslandMarkup(page(scripts(STREAM, [100])));
    expect(withoutLateIslandMarkup(done)).toBe(done);
  });

  it('is part of what the cache handlers store', () => {
    const stored = rows(cachedPageHtml(page(scripts(STREAM, [50]))));
    expect(JSON.parse(stored.get('4')!)[3]).toEqual({ part: 'gallery', pictures: { src: '/a.jpg' }, markupInDocument: true });
    expect(stored.has('9')).toBe(false);
  });

  it('knows every late island by its export, and nothing else', () => {
    const files = fs
      .readdirSync(path.join(process.cwd(), 'components'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => fs.readFileSync(path.join(process.cwd(), 'components', file), 'utf8'));
    const islands = files.flatMap((source) => [...source.matchAll(/export const (\w+) = lateIsland\b/g)].map((match) => match[1]));
    expect(islands.length).toBeGreaterThanOrEqual(8);
    for (const name of islands) expect(name).toMatch(LATE_ISLAND_EXPORT);
    // No other client export is named like one: its children would be taken out of cached pages.
    const named = files.flatMap((source) =>
      [...source.matchAll(/export (?:const|function|class) (\w+)/g)].map((match) => match[1]).filter((name) => LATE_ISLAND_EXPORT.test(name)),
    );
    expect(named.sort()).toEqual([...islands].sort());
  });
});
