/** @jest-environment jsdom */
// jsdom for its XML parser (DOMParser): the sitemaps are checked as parsed XML, not with patterns.
import { queryCatalog } from '@/lib/magento/server';
import { fakeQueryCatalog } from './__fixtures__/catalog';
import {
  escapeXml,
  getSitemapFiles,
  getSitemapUrls,
  parseSitemapFileName,
  SITEMAP_MAX_URLS,
  sitemapFileDocument,
  sitemapFileName,
  sitemapIndexDocument,
  urlsetXml,
  w3cDate,
} from './sitemap';

jest.mock('@/lib/magento/server', () => ({ queryCatalog: jest.fn() }));
const query = queryCatalog as jest.MockedFunction<typeof queryCatalog>;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

beforeEach(() => {
  process.env.SITE_URL = 'https://shop.example';
  query.mockReset();
  query.mockImplementation(fakeQueryCatalog() as typeof queryCatalog);
});
afterEach(() => {
  delete process.env.SITE_URL;
});

function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

function locs(doc: Document): string[] {
  return Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, 'loc'), (loc) => loc.textContent ?? '');
}

function expectAbsolute(url: string) {
  expect(new URL(url).origin).toBe('https://shop.example');
}

/** The sitemap file's XML (what /sitemaps/{file} answers; the HTTP side is in sitemap-routes.test.ts). */
async function fileXml(file: string): Promise<string> {
  const xml = await sitemapFileDocument(file);
  if (xml === null) throw new Error(`no sitemap ${file}`);
  return xml;
}

describe('/sitemap.xml', () => {
  it('is an index with one sitemap per public store view', async () => {
    const doc = parseXml(await sitemapIndexDocument());
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    const urls = locs(doc);
    expect(urls).toHaveLength(14);
    urls.forEach(expectAbsolute);
    expect(urls).toContain('https://shop.example/sitemaps/ae_ar.xml');
    expect(urls).not.toContain('https://shop.example/sitemaps/default.xml');
  });

  it('still lists a store view whose catalogue does not answer', async () => {
    query.mockImplementation(fakeQueryCatalog({ failingStores: ['pl'] }) as typeof queryCatalog);
    const urls = locs(parseXml(await sitemapIndexDocument()));
    expect(urls).toContain('https://shop.example/sitemaps/pl.xml');
  });
});

describe('/sitemaps/{store}.xml', () => {
  it('lists home, CMS pages, categories and products as well-formed XML with absolute locations', async () => {
    const doc = parseXml(await fileXml('fr.xml'));
    expect(doc.documentElement.localName).toBe('urlset');
    const urls = doc.getElementsByTagNameNS(SITEMAP_NS, 'url');
    // home + 3 CMS pages + 3 categories + 3 products
    expect(urls).toHaveLength(10);
    const all = locs(doc);
    all.forEach(expectAbsolute);
    expect(all.slice(0, 4)).toEqual([
      'https://shop.example/fr',
      'https://shop.example/fr/qui-sommes-nous',
      'https://shop.example/fr/shipping-and-returns',
      'https://shop.example/fr/privacy-policy',
    ]);
    expect(all).toContain('https://shop.example/fr/lunettes-de-vue/femme.html');
    expect(all).toContain('https://shop.example/fr/frame-2.html');
  });

  it('gives home, CMS pages and categories their hreflang alternates, x-default included', async () => {
    const doc = parseXml(await fileXml('fr.xml'));
    const urls = Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, 'url'));
    const alternatesOf = (loc: string) => {
      const url = urls.find((element) => element.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0].textContent === loc);
      return Object.fromEntries(
        Array.from(url?.getElementsByTagNameNS(XHTML_NS, 'link') ?? [], (link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      );
    };
    expect(alternatesOf('https://shop.example/fr')).toMatchObject({
      'fr-FR': 'https://shop.example/fr',
      'x-default': 'https://shop.example/eu',
    });
    expect(Object.keys(alternatesOf('https://shop.example/fr'))).toHaveLength(15);
    expect(alternatesOf('https://shop.example/fr/qui-sommes-nous')).toMatchObject({ 'en-GB': 'https://shop.example/uk/about-us' });
    expect(alternatesOf('https://shop.example/fr/privacy-policy')).not.toHaveProperty('en-US');
    expect(alternatesOf('https://shop.example/fr/lunettes-de-vue.html')).toMatchObject({
      'fr-FR': 'https://shop.example/fr/lunettes-de-vue.html',
      'de-DE': 'https://shop.example/de/eyeglasses.html',
      'x-default': 'https://shop.example/eu/eyeglasses.html',
    });
    const product = urls.find((element) => element.textContent?.includes('frame-0.html'));
    expect(product?.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0].textContent).toBe('2026-01-15T10:00:00+00:00');
  });

  it('leaves out a CMS page the store view does not have', async () => {
    const all = locs(parseXml(await fileXml('us.xml')));
    expect(all).toContain('https://shop.example/us/about-us');
    expect(all).not.toContain('https://shop.example/us/privacy-policy');
  });

  it.each(['default.xml', 'nope.xml', 'uk-1.xml', 'uk-2.xml', 'uk.txt', '..%2Fuk.xml'])('does not exist as %s', async (file) => {
    expect(await sitemapFileDocument(file)).toBeNull();
  });
});

describe('store views with more URLs than a sitemap holds', () => {
  // Checked on the URL lists (parsing 45,000 URLs as XML in jsdom takes minutes); the XML writer is the one tested above.
  it('split into pages that the index lists, each page within the limit', async () => {
    const productCount = SITEMAP_MAX_URLS + 10;
    query.mockImplementation(fakeQueryCatalog({ productCount }) as typeof queryCatalog);
    expect(await getSitemapFiles('uk')).toEqual(['uk.xml', 'uk-2.xml']);
    expect(locs(parseXml(await sitemapIndexDocument()))).toContain('https://shop.example/sitemaps/uk-2.xml');

    const first = ((await getSitemapUrls('uk', 1)) ?? []).map((url) => url.loc);
    const second = ((await getSitemapUrls('uk', 2)) ?? []).map((url) => url.loc);
    expect(first).toHaveLength(SITEMAP_MAX_URLS);
    // 7 pages (home, 3 CMS, 3 categories) + the products, split over the two files without loss or overlap
    expect(second).toHaveLength(7 + productCount - SITEMAP_MAX_URLS);
    expect(new Set([...first, ...second]).size).toBe(7 + productCount);
    expect(first.slice(0, 2)).toEqual(['https://shop.example/uk', 'https://shop.example/uk/about-us']);
    expect(second.at(-1)).toBe(`https://shop.example/uk/frame-${productCount - 1}.html`);
    expect(await getSitemapUrls('uk', 3)).toBeNull();
    expect(parseXml((await sitemapFileDocument('uk-2.xml')) ?? '').getElementsByTagNameNS(SITEMAP_NS, 'url')).toHaveLength(second.length);
  });
});

describe('sitemap helpers', () => {
  it('name and parse sitemap files', () => {
    expect(sitemapFileName('ae_ar')).toBe('ae_ar.xml');
    expect(sitemapFileName('ae_ar', 3)).toBe('ae_ar-3.xml');
    expect(parseSitemapFileName('ae_ar-3.xml')).toEqual({ store: 'ae_ar', page: 3 });
    expect(parseSitemapFileName('ae_ar.xml')).toEqual({ store: 'ae_ar', page: 1 });
    expect(parseSitemapFileName('default.xml')).toBeNull();
    expect(parseSitemapFileName('uk-01.xml')).toBeNull();
  });

  it('escape XML and write dates as W3C datetimes', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(w3cDate('2026-01-15 10:00:00')).toBe('2026-01-15T10:00:00+00:00');
    expect(w3cDate('2026-01-15')).toBe('2026-01-15T00:00:00+00:00');
    expect(w3cDate('2026-01-15T12:00:00+02:00')).toBe('2026-01-15T10:00:00+00:00');
    expect(w3cDate('soon')).toBeUndefined();
    expect(w3cDate(null)).toBeUndefined();
  });

  it('keep a URL with & well-formed', () => {
    const doc = parseXml(
      urlsetXml([{ loc: 'https://shop.example/uk/search.html?query=a&p=2', alternates: { 'en-GB': 'https://shop.example/uk/x?a=1&b=2' } }]),
    );
    expect(locs(doc)).toEqual(['https://shop.example/uk/search.html?query=a&p=2']);
  });
});
