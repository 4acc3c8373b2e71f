import { queryCatalog } from '@/lib/magento/server';
import { fakeQueryCatalog } from './__fixtures__/catalog';
import { alternatesFromPaths, getAlternates, getStoreUrls } from './alternates';

jest.mock('@/lib/magento/server', () => ({ queryCatalog: jest.fn() }));
const query = queryCatalog as jest.MockedFunction<typeof queryCatalog>;

beforeEach(() => {
  process.env.SITE_URL = 'https://shop.example';
  query.mockReset();
});
afterEach(() => {
  delete process.env.SITE_URL;
});

describe('getStoreUrls', () => {
  it('finds a product in every store view that sells it, asking each with its own Store header', async () => {
    query.mockImplementation(fakeQueryCatalog({ storesWithoutProduct: ['pl'], failingStores: ['mx'] }) as typeof queryCatalog);
    const urls = await getStoreUrls('uk', { type: 'PRODUCT', sku: 'ASL-MARGAUX' });
    expect(urls.uk).toBe('/uk/atelier-soline-margaux.html');
    expect(urls.fr).toBe('/fr/lunettes-atelier-soline-margaux.html');
    expect(urls.default).toBe('/default/atelier-soline-margaux.html');
    expect(urls).not.toHaveProperty('pl');
    expect(urls).not.toHaveProperty('mx');
    const stores = query.mock.calls.map(([store]) => store);
    expect(new Set(stores).size).toBe(15);
    expect(stores[0]).toBe('uk');
  });

  it('finds categories by uid and CMS pages by identifier; home and static routes need no lookup', async () => {
    query.mockImplementation(fakeQueryCatalog() as typeof queryCatalog);
    expect((await getStoreUrls('uk', { type: 'CATEGORY', uid: 'NA==' })).fr).toBe('/fr/lunettes-de-vue/femme.html');
    const privacy = await getStoreUrls('uk', { type: 'CMS_PAGE', identifier: 'privacy-policy' });
    expect(privacy.uk).toBe('/uk/privacy-policy');
    expect(privacy).not.toHaveProperty('us');
    expect((await getStoreUrls('uk', { type: 'CMS_PAGE', identifier: 'about-us' })).fr).toBe('/fr/qui-sommes-nous');
    query.mockClear();
    expect((await getStoreUrls('uk', { type: 'HOME' })).ae_ar).toBe('/ae_ar');
    expect((await getStoreUrls('uk', { type: 'CMS_PAGE', identifier: 'home' })).de).toBe('/de');
    expect((await getStoreUrls('uk', { type: 'STATIC', path: 'contact' })).hk).toBe('/hk/contact');
    expect(query).not.toHaveBeenCalled();
  });
});

describe('getAlternates', () => {
  it('gives an absolute canonical and hreflang languages with x-default, never default', async () => {
    query.mockImplementation(fakeQueryCatalog({ storesWithoutProduct: ['pl'] }) as typeof queryCatalog);
    const { canonical, languages } = await getAlternates('uk', { type: 'PRODUCT', sku: 'ASL-MARGAUX' });
    expect(canonical).toBe('https://shop.example/uk/atelier-soline-margaux.html');
    expect(languages['en-GB']).toBe(canonical);
    expect(languages['fr-FR']).toBe('https://shop.example/fr/lunettes-atelier-soline-margaux.html');
    expect(languages['x-default']).toBe('https://shop.example/eu/atelier-soline-margaux.html');
    expect(languages).not.toHaveProperty('pl-PL');
    expect(Object.keys(languages)).toHaveLength(14); // 13 markets + x-default
    for (const url of Object.values(languages)) expect(url).toMatch(/^https:\/\/shop\.example\/[a-z_]+\//);
  });

  it('uses the page path it is given for the asking store view and appends the query string everywhere', async () => {
    query.mockImplementation(fakeQueryCatalog() as typeof queryCatalog);
    const { canonical, languages } = await getAlternates(
      'fr',
      { type: 'CATEGORY', uid: 'Mw==' },
      { path: '/fr/lunettes-de-vue.html', search: '?p=2' },
    );
    expect(canonical).toBe('https://shop.example/fr/lunettes-de-vue.html?p=2');
    expect(languages['en-GB']).toBe('https://shop.example/uk/eyeglasses.html?p=2');
  });

  it('still has a canonical when every lookup fails', async () => {
    query.mockRejectedValue(new Error('down'));
    const { canonical, languages } = await getAlternates('de', { type: 'CATEGORY', uid: 'Mw==' }, { path: '/de/brillen.html' });
    expect(canonical).toBe('https://shop.example/de/brillen.html');
    expect(languages).toEqual({ 'de-DE': 'https://shop.example/de/brillen.html' });
  });
});

describe('alternatesFromPaths', () => {
  it('gives the default store view a canonical but no hreflang of its own', () => {
    const { canonical, languages } = alternatesFromPaths('default', { default: '/default/a.html', eu: '/eu/a.html' });
    expect(canonical).toBe('https://shop.example/default/a.html');
    expect(languages).toEqual({ en: 'https://shop.example/eu/a.html', 'x-default': 'https://shop.example/eu/a.html' });
  });
});
