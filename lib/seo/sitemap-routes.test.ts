import { queryCatalog } from '@/lib/magento/server';
import { GET as getSitemapIndex, dynamic as indexDynamic } from '@/app/sitemap.xml/route';
import { GET as getSitemapFile, generateStaticParams, revalidate as fileRevalidate } from '@/app/sitemaps/[file]/route';
import { fakeQueryCatalog } from './__fixtures__/catalog';

jest.mock('@/lib/magento/server', () => ({ queryCatalog: jest.fn() }));
const query = queryCatalog as jest.MockedFunction<typeof queryCatalog>;

beforeEach(() => {
  process.env.SITE_URL = 'https://shop.example';
  query.mockReset();
  query.mockImplementation(fakeQueryCatalog() as typeof queryCatalog);
});
afterEach(() => {
  delete process.env.SITE_URL;
});

const getFile = (file: string) =>
  getSitemapFile(new Request(`https://shop.example/sitemaps/${file}`), { params: Promise.resolve({ file }) });

describe('sitemap route handlers', () => {
  it('serve the index as XML, per request (store views come from the backend), cached by CDNs for an hour', async () => {
    const response = await getSitemapIndex();
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(await response.text()).toContain('<loc>https://shop.example/sitemaps/uk.xml</loc>');
    expect(indexDynamic).toBe('force-dynamic');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=3600');
  });

  it('serve a store view sitemap as XML, rendered on first request', async () => {
    const response = await getFile('ae_ar.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    expect(await response.text()).toContain('<loc>https://shop.example/ae_ar</loc>');
    expect(fileRevalidate).toBe(3600);
    expect(generateStaticParams()).toEqual([]);
  });

  it('answer 404 for a store view that is not public or does not exist', async () => {
    for (const file of ['default.xml', 'xx.xml', 'uk-2.xml']) expect((await getFile(file)).status).toBe(404);
  });
});
