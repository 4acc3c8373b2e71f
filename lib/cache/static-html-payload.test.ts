/** @jest-environment node */
import { withoutStaticMarkupCopy } from './static-html-payload.mjs';
import { cachedPageHtml } from './cached-page.mjs';
import { rows, scripts, textRow } from './payload-test-support';
import { serializeJsonLd } from '@/lib/seo/json-ld';

const CARD = '<a class="link" href="/uk/elin.html">Elin «round» &amp; co</a><p class="price">£89.00</p>'; // multi-byte characters
const FOOTER = `<div class="columns"><nav aria-labelledby="footer-service"><h2>Customer service</h2>${'<a href="/uk/x">x</a>'.repeat(60)}</nav></div>`;
/** Structured data as components/seo/JsonLd.tsx writes it (a name that tries to close the script, escaped). */
const PRODUCT_LD = serializeJsonLd({ '@type': 'Product', name: 'Elin «round» </script>' });
const CRUMBS_LD = serializeJsonLd({ '@type': 'BreadcrumbList', itemListElement: [] });
/** A static part's element as Flight writes it (I row 1f: components/ui/StaticHtmlPart.tsx). */
const part = (markup: string, key: string, as = 'div') =>
  `["$","$L1f",null,{"as":"${as}","className":"c","staticMarkup":${markup},"staticMarkupKey":"${key}"}]`;

const STREAM =
  '0:{"P":null,"b":"x"}\n' +
  ':HL["/_next/image?url=%2Fmedia%2Fa.jpg&w=640&q=75","image",{"imageSrcSet":"/a 1x"}]\n' +
  '1f:I[4242,["/_next/static/chunks/a.js"],"StaticHtmlPart"]\n' +
  textRow('a', FOOTER) +
  `3:${part('"$a"', 'kFooter', 'footer')}\n` +
  `4:[${part(JSON.stringify(CARD), 'kCard')},${part(JSON.stringify(CARD), 'kCard')}]\n` +
  // Other HTML of the page stays: JSON-LD the document does not have, and a product's description that merely mentions the prop.
  '5:["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"{\\"@type\\":\\"Product\\"}"}}]\n' +
  '6:["$","p",null,{"children":"\\"staticMarkup\\":\\"not a part\\""}]\n' +
  // A string that begins with "$" is written "$$…" by Flight: a part's markup still, not a reference.
  `7:${part('"$$1 off <b>today</b>"', 'kDollar')}\n` +
  // A part the document does not have (a page that leaves its layout to the browser) keeps its markup.
  `8:${part(JSON.stringify(CARD), 'kAbsent')}\n` +
  // The page's structured data, which its document has: in a text row, and in place.
  textRow('c', PRODUCT_LD) +
  '9:["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":"$c"}}]\n' +
  `d:["$","script",null,{"type":"application/ld+json","dangerouslySetInnerHTML":{"__html":${JSON.stringify(CRUMBS_LD)}}}]\n`;

const page = (payload: string) =>
  '<!DOCTYPE html><html><head></head><body>' +
  `<footer class="c" data-static-markup="kFooter">${FOOTER}</footer><main>` +
  `<div class="c" data-static-markup="kCard">${CARD}</div><div class="c" data-static-markup="kCard">${CARD}</div>` +
  `<div class="c" data-static-markup="kDollar">$1 off <b>today</b></div></main>` +
  `<script type="application/ld+json">${PRODUCT_LD}</script><script type="application/ld+json">${CRUMBS_LD}</script>${payload}</body></html>`;

describe('withoutStaticMarkupCopy (a cached page without the payload copy of its static parts)', () => {
  const original = rows(page(scripts(STREAM, [])));

  it.each([
    ['one script', []],
    ['scripts cut inside rows, text rows and multi-byte characters', [9, 60, 130, 140, 333, 1200, 1530, 1650, 1700, 1900]],
    ['a script per character around a part', Array.from({ length: 200 }, (_, i) => 1600 + i)],
  ])("empties each part's markup and leaves every other row as it was (%s)", (_name, cuts) => {
    const html = page(scripts(STREAM, cuts));
    const slim = withoutStaticMarkupCopy(html);
    const after = rows(slim);
    expect([...after.keys()]).toEqual([...original.keys()]);
    const parsed = (id: string) => JSON.parse(after.get(id)!);
    // The footer's text row is empty; its reference still resolves (to "").
    expect(after.get('a')).toBe('');
    expect(parsed('3')[3]).toEqual({ as: 'footer', className: 'c', staticMarkup: '$a', staticMarkupKey: 'kFooter' });
    expect(parsed('4').map((element: unknown[]) => element[3])).toEqual([
      { as: 'div', className: 'c', staticMarkup: '', staticMarkupKey: 'kCard' },
      { as: 'div', className: 'c', staticMarkup: '', staticMarkupKey: 'kCard' },
    ]);
    expect(parsed('7')[3].staticMarkup).toBe('');
    // The structured data the document has, emptied; the JSON-LD it does not have (row 5) left.
    expect(after.get('c')).toBe('');
    expect(parsed('9')[3].dangerouslySetInnerHTML).toEqual({ __html: '$c' });
    expect(parsed('d')[3].dangerouslySetInnerHTML).toEqual({ __html: '' });
    for (const id of ['0', '', '1f', '5', '6', '8']) expect(after.get(id)).toBe(original.get(id));
    expect(parsed('8')[3].staticMarkup).toBe(CARD);
    // The document's own markup is untouched, and no script can close early.
    expect(slim.slice(0, slim.indexOf('<script>'))).toBe(html.slice(0, html.indexOf('<script>')));
    expect(slim).not.toMatch(/<script>self\.__next_f\.push\(\[1,"[^"]*<\/(?:script|div)/);
    expect(slim.length).toBeLessThan(html.length - FOOTER.length - 2 * CARD.length - PRODUCT_LD.length - CRUMBS_LD.length);
  });

  it('leaves a document alone when it has no payload or one it cannot read, and changes nothing the second time', () => {
    const noPayload = page('');
    expect(withoutStaticMarkupCopy(noPayload)).toBe(noPayload);
    const unreadable = page(scripts(STREAM.replace(/^0:/, 'zz:'), []));
    expect(withoutStaticMarkupCopy(unreadable)).toBe(unreadable);
    const done = withoutStaticMarkupCopy(page(scripts(STREAM, [100])));
    expect(withoutStaticMarkupCopy(done)).toBe(done);
  });

  it('is part of what the cache handlers store', () => {
    const stored = rows(cachedPageHtml(page(scripts(STREAM, [50]))));
    expect(stored.get('a')).toBe('');
    expect(JSON.parse(stored.get('4')!)[0][3].staticMarkup).toBe('');
  });
});
