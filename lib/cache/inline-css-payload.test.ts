/** @jest-environment node */
import { withoutDuplicateCss } from './inline-css-payload.mjs';
import { cachedPageEntry, cachedPageHtml } from './cached-page.mjs';
import { withLateScripts } from './late-scripts.mjs';
import { rows, scripts, textRow } from './payload-test-support';

const CSS_A = '.a{color:red}.a::before{content:"→ «é»"}'; // multi-byte characters: the length counts bytes
const CSS_B = '.b{margin:0}';
const CSS_C = '.c{padding:0}'; // a style sheet the head does not have
const STREAM =
  '0:{"P":null,"b":"x"}\n' +
  // A hint row has no id (a product page's preload of its LCP image).
  ':HL["/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75","image",{"imageSrcSet":"/a 1x"}]\n' +
  textRow('5', CSS_A) +
  textRow('6', CSS_B) +
  textRow('9', CSS_C) +
  '7:["$","style","a",{"nonce":"$undefined","precedence":"next","href":"/_next/static/chunks/a.css","children":"$5"}]\n' +
  '8:[["$","style","b",{"nonce":"$undefined","precedence":"next","href":"/_next/static/chunks/b.css","children":"$6"}],' +
  '["$","style","c",{"nonce":"$undefined","precedence":"next","href":"/_next/static/chunks/c.css","children":"$9"}]]\n' +
  // A short style sheet is a string in its element (JSON-escaped), one the head has and one it has not.
  '4:[["$","style","d",{"nonce":"$undefined","precedence":"next","href":"/_next/static/chunks/d.css","children":".d::after{content:\\"}\\"}"}],' +
  '["$","style","e",{"nonce":"$undefined","precedence":"next","href":"/_next/static/chunks/e.css","children":".e{margin:0}"}]]\n' +
  textRow('a', '<div class="f">Footer ©</div>') +
  '3:["$","footer",null,{"dangerouslySetInnerHTML":{"__html":"$a"}}]\n';

const page = (payload: string, styles = '/_next/static/chunks/a.css /_next/static/chunks/b.css /_next/static/chunks/d.css') =>
  `<!DOCTYPE html><html><head><style data-precedence="next" data-href="${styles}">${CSS_A}${CSS_B}</style></head>` +
  `<body><main>Hi</main><script>(self.__next_f=self.__next_f||[]).push([0])</script>${payload}</body></html>`;

describe('withoutDuplicateCss (a cached page without the payload copy of its inline CSS)', () => {
  const original = rows(page(scripts(STREAM, [])));

  it.each([
    ['one script', []],
    ['scripts cut inside rows, text rows and multi-byte characters', [7, 25, 31, 40, 58, 77, 120, 200]],
    ['a script per character around the CSS', Array.from({ length: 90 }, (_, i) => 18 + i)],
  ])('empties the text of each style the head has, every other row as it was (%s)', (_name, cuts) => {
    const html = page(scripts(STREAM, cuts));
    const slim = withoutDuplicateCss(html);
    const after = rows(slim);
    expect([...after.keys()]).toEqual([...original.keys()]);
    const emptied = new Map([
      ['5', ''],
      ['6', ''],
      ['4', original.get('4')!.replace('"children":".d::after{content:\\"}\\"}"', '"children":""')],
    ]);
    expect(emptied.get('4')).not.toBe(original.get('4'));
    for (const [id, row] of original) expect(after.get(id)).toBe(emptied.get(id) ?? row);
    expect(JSON.parse(after.get('4')!)[1][3].children).toBe('.e{margin:0}');
    // The same scripts in the same places: only their strings changed, and none can close its script.
    expect(slim.split('<script>self.__next_f.push(').length).toBe(html.split('<script>self.__next_f.push(').length);
    expect(slim.slice(0, slim.indexOf('<script>self.__next_f.push([1'))).toBe(html.slice(0, html.indexOf('<script>self.__next_f.push([1')));
    expect(slim).not.toMatch(/<script>self\.__next_f\.push\(\[1,"[^"]*<\/(?:script|div)/);
    expect(slim.length).toBeLessThan(html.length - CSS_A.length - CSS_B.length);
  });

  it('keeps the text of a style sheet the head does not list', () => {
    const after = rows(withoutDuplicateCss(page(scripts(STREAM, [50]), '/_next/static/chunks/b.css')));
    expect(after.get('4')).toBe(original.get('4'));
    expect(after.get('5')).toBe(CSS_A);
    expect(after.get('6')).toBe('');
    expect(after.get('9')).toBe(CSS_C);
  });

  it('leaves a document alone when it has no inline style, no payload, or a payload it cannot read', () => {
    const noStyle = `<html><head></head><body>${scripts(STREAM, [])}</body></html>`;
    expect(withoutDuplicateCss(noStyle)).toBe(noStyle);
    const noPayload = page('');
    expect(withoutDuplicateCss(noPayload)).toBe(noPayload);
    const unreadable = page(scripts(STREAM.replace(/^0:/, 'zz:'), []));
    expect(withoutDuplicateCss(unreadable)).toBe(unreadable);
    const done = withoutDuplicateCss(page(scripts(STREAM, [])));
    expect(withoutDuplicateCss(done)).toBe(done);
  });
});

describe('cachedPageEntry (what the cache handlers store)', () => {
  const HEAD =
    '<!DOCTYPE html><html><head><style data-precedence="next" data-href="/_next/static/chunks/a.css /_next/static/chunks/b.css">.a{}</style>' +
    '<script src="/_next/static/chunks/15_g3vr1elgfy.js" async=""></script></head>';
  const BODY = `<body><main>Hi</main>${scripts(STREAM, [30])}</body></html>`;

  it("rewrites an App Router page's HTML (CSS copy emptied, chunks after the first paint) and keeps the rest of the entry", () => {
    const entry = { kind: 'APP_PAGE', html: HEAD + BODY, rscData: Buffer.from('rsc'), headers: { a: '1' }, status: 200 };
    const stored = cachedPageEntry(entry);
    expect(stored.html).toBe(withLateScripts(withoutDuplicateCss(entry.html)));
    expect(stored.html).toBe(cachedPageHtml(entry.html));
    expect(stored.html).toContain('<script data-late-scripts="">');
    expect(rows(stored.html).get('5')).toBe('');
    expect(stored).toMatchObject({ kind: 'APP_PAGE', rscData: entry.rscData, headers: entry.headers, status: 200 });
    expect(entry.html).toBe(HEAD + BODY);
  });

  it('leaves fetch entries, route handlers and empty entries alone', () => {
    const fetched = { kind: 'FETCH', data: { body: HEAD } };
    expect(cachedPageEntry(fetched)).toBe(fetched);
    const route = { kind: 'APP_ROUTE', body: Buffer.from(HEAD) };
    expect(cachedPageEntry(route)).toBe(route);
    expect(cachedPageEntry(null)).toBeNull();
  });
});
