import { queryCatalog } from '@/lib/magento/server';
import messages from '@/messages/en.json';
import { fakeQueryCatalog } from './__fixtures__/catalog';
import {
  buildMetadata,
  categoryMetadata,
  cmsMetadata,
  homeMetadata,
  productMetadata,
  rootMetadata,
  searchMetadata,
  staticPageMetadata,
  withoutSiteName,
} from './metadata';
import { productPageJsonLd, siteJsonLd } from './structured-data';

jest.mock('@/lib/magento/server', () => ({ queryCatalog: jest.fn() }));
// English messages with `{name}` arguments filled in; the locale asked for is recorded.
const requestedLocales: string[] = [];
jest.mock('next-intl/server', () => ({
  getTranslations: jest.fn(async ({ locale, namespace }: { locale: string; namespace: 'Common' | 'Seo' }) => {
    requestedLocales.push(locale);
    const all = jest.requireActual('@/messages/en.json');
    return (key: string, values: Record<string, string | number> = {}) =>
      String(all[namespace][key]).replace(/\{(\w+)\}/g, (_: string, name: string) => String(values[name]));
  }),
}));

const query = queryCatalog as jest.MockedFunction<typeof queryCatalog>;

beforeEach(() => {
  process.env.SITE_URL = 'https://shop.example';
  query.mockReset();
  query.mockImplementation(fakeQueryCatalog() as typeof queryCatalog);
  requestedLocales.length = 0;
});
afterEach(() => {
  delete process.env.SITE_URL;
});

const product = {
  sku: 'ASL-MARGAUX',
  name: 'Margaux',
  url_key: 'lunettes-atelier-soline-margaux',
  url_suffix: '.html',
  meta_title: null,
  meta_description: null,
  short_description: { html: '<p>Rectangular acetate &amp; metal eyeglasses.</p>' },
  media_gallery: [
    { url: 'https://media.example/side.webp', label: 'Side', position: 2, disabled: false },
    { url: 'https://media.example/hidden.webp', label: 'Hidden', position: 0, disabled: true },
    { url: 'https://media.example/front.webp', label: 'Front', position: 1, disabled: false },
  ],
};

describe('buildMetadata', () => {
  it('keeps the default store view out of the index, its canonical the eu twin and no hreflang', () => {
    const withAlternates = buildMetadata({
      store: 'default',
      title: 'Sunglasses',
      description: 'Shades.',
      path: '/default/sunglasses.html',
      siteName: 'Brillora',
      alternates: {
        canonical: 'https://shop.example/default/sunglasses.html?p=2',
        languages: { en: 'https://shop.example/eu/sunglasses.html?p=2', 'x-default': 'https://shop.example/eu/sunglasses.html?p=2' },
      },
    });
    expect(withAlternates.alternates).toEqual({ canonical: 'https://shop.example/eu/sunglasses.html?p=2', languages: {} });
    expect(withAlternates.robots).toEqual({ index: false, follow: true });
    const pathOnly = buildMetadata({ store: 'default', title: 'FAQ', description: 'Answers.', path: '/default/faq', siteName: 'Brillora' });
    expect(pathOnly.alternates?.canonical).toBe('https://shop.example/eu/faq');
    expect(buildMetadata({ store: 'default', title: 'Home', description: 'Home.', path: '/default', siteName: 'Brillora' }).alternates?.canonical).toBe(
      'https://shop.example/eu',
    );
  });

  it('writes title, description, canonical, languages, Open Graph, Twitter and robots', () => {
    const metadata = buildMetadata({
      store: 'hk',
      title: 'Sunglasses',
      description: 'Shades.',
      path: '/hk/sunglasses.html',
      siteName: 'Brillora',
      alternates: {
        canonical: 'https://shop.example/hk/sunglasses.html',
        languages: {
          'zh-Hant-HK': 'https://shop.example/hk/sunglasses.html',
          'en-GB': 'https://shop.example/uk/sunglasses.html',
          en: 'https://shop.example/eu/sunglasses.html',
          'x-default': 'https://shop.example/eu/sunglasses.html',
        },
      },
      image: { url: 'https://media.example/s.webp', width: 1000, height: 500 },
    });
    expect(metadata.title).toBe('Sunglasses');
    expect(metadata.alternates?.canonical).toBe('https://shop.example/hk/sunglasses.html');
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      url: 'https://shop.example/hk/sunglasses.html',
      siteName: 'Brillora',
      locale: 'zh_HK',
      alternateLocale: ['en_GB'],
      images: [{ url: 'https://media.example/s.webp', width: 1000, height: 500, alt: 'Sunglasses' }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', title: 'Sunglasses' });
    expect(metadata.robots).toEqual({ index: true, follow: true });
  });

  it('keeps a title that already names the shop, and marks noindex pages', () => {
    const metadata = buildMetadata({
      store: 'uk',
      title: 'Eyeglasses | Brillora',
      description: 'd',
      path: '/uk/cart',
      siteName: 'Brillora',
      noindex: true,
    });
    expect(metadata.title).toEqual({ absolute: 'Eyeglasses | Brillora' });
    expect(metadata.alternates?.canonical).toBe('https://shop.example/uk/cart');
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});

describe('rootMetadata', () => {
  it('sets metadataBase, the title template and the default description in the store view language', async () => {
    const metadata = await rootMetadata('ae_ar');
    expect(String(metadata.metadataBase)).toBe('https://shop.example/');
    expect(metadata.title).toEqual({ default: 'Brillora', template: '%s | Brillora' });
    expect(metadata.description).toBe(messages.Seo.defaultDescription);
    expect(metadata.openGraph).toMatchObject({ locale: 'ar_AE', siteName: 'Brillora' });
    expect(requestedLocales).toContain('ar-AE');
  });
});

describe('productMetadata', () => {
  it('gives the product page its canonical URL, hreflang alternates, product image and og:type', async () => {
    const metadata = await productMetadata('fr', product);
    expect(metadata.title).toBe('Margaux');
    expect(metadata.description).toBe('Rectangular acetate & metal eyeglasses.');
    expect(metadata.alternates?.canonical).toBe('https://shop.example/fr/lunettes-atelier-soline-margaux.html');
    expect(metadata.alternates?.languages).toMatchObject({
      'fr-FR': 'https://shop.example/fr/lunettes-atelier-soline-margaux.html',
      'en-GB': 'https://shop.example/uk/atelier-soline-margaux.html',
      'x-default': 'https://shop.example/eu/atelier-soline-margaux.html',
    });
    expect(metadata.openGraph).toMatchObject({
      locale: 'fr_FR',
      images: [{ url: 'https://media.example/front.webp', width: 1000, height: 500, alt: 'Front' }],
    });
    expect(metadata.other).toEqual({ 'og:type': 'product' });
  });
});

describe('categoryMetadata', () => {
  const category = {
    uid: 'Mw==',
    name: 'Eyeglasses',
    url_path: 'eyeglasses',
    url_suffix: '.html',
    meta_title: null,
    meta_description: null,
    description: null,
  };

  it('points page 2 to itself and names the page in the title', async () => {
    const metadata = await categoryMetadata('uk', category, { page: 2 });
    expect(metadata.title).toBe('Eyeglasses – page 2');
    expect(metadata.alternates?.canonical).toBe('https://shop.example/uk/eyeglasses.html?p=2');
    expect(metadata.alternates?.languages).toMatchObject({ 'fr-FR': 'https://shop.example/fr/lunettes-de-vue.html?p=2' });
    expect(metadata.description).toBe(messages.Seo.defaultDescription);
  });

  it('keeps the shop name at the end of a paginated meta title', async () => {
    const metadata = await categoryMetadata('uk', { ...category, meta_title: 'Eyeglasses | Brillora' }, { page: 3 });
    expect(metadata.title).toBe('Eyeglasses – page 3');
    expect(withoutSiteName('Brillora', 'Brillora')).toBe('Brillora');
    expect(withoutSiteName('Brillora – Eyeglasses', 'Brillora')).toBe('Brillora – Eyeglasses');
  });

  it('points page 1 to the bare category URL', async () => {
    const metadata = await categoryMetadata('uk', category, { page: 1 });
    expect(metadata.alternates?.canonical).toBe('https://shop.example/uk/eyeglasses.html');
  });
});

describe('cmsMetadata and homeMetadata', () => {
  it('gives a CMS page its URL in every store view', async () => {
    const metadata = await cmsMetadata('uk', {
      identifier: 'about-us',
      url_key: 'about-us',
      title: 'About us',
      meta_title: null,
      meta_description: null,
      content: '<p>Since 1998.</p>',
    });
    expect(metadata.title).toBe('About us');
    expect(metadata.description).toBe('Since 1998.');
    expect(metadata.alternates?.languages).toMatchObject({
      'fr-FR': 'https://shop.example/fr/qui-sommes-nous',
      'x-default': 'https://shop.example/eu/about-us',
    });
  });

  it('treats the home CMS page as the store view root, with its title as it is', async () => {
    const metadata = await cmsMetadata('de', {
      identifier: 'home',
      url_key: 'home',
      meta_title: 'Brillora – Brillen',
      meta_description: 'Brillen.',
    });
    expect(metadata.title).toEqual({ absolute: 'Brillora – Brillen' });
    expect(metadata.alternates?.canonical).toBe('https://shop.example/de');
    expect(metadata.alternates?.languages).toMatchObject({ 'x-default': 'https://shop.example/eu', 'de-DE': 'https://shop.example/de' });
    expect((await homeMetadata('de')).title).toEqual({ absolute: 'Brillora' });
  });
});

describe('searchMetadata and staticPageMetadata', () => {
  it('keeps only the query in the search canonical URL', async () => {
    const metadata = await searchMetadata('uk', ' round & oval ');
    expect(metadata.title).toBe('Search results for “round & oval”');
    expect(metadata.alternates?.canonical).toBe('https://shop.example/uk/search.html?query=round%20%26%20oval');
  });

  it('lets private routes out of the index', async () => {
    const metadata = await staticPageMetadata('uk', { path: '/cart', title: 'Cart', noindex: true });
    expect(metadata.alternates?.canonical).toBe('https://shop.example/uk/cart');
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});

describe('structured data of pages', () => {
  it('describes the site once: Organization and WebSite', async () => {
    const [organization, website] = await siteJsonLd('uk');
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Brillora' });
    expect(website).toMatchObject({ '@type': 'WebSite', url: 'https://shop.example/uk' });
  });

  it('gives a product page a Product in the store view currency and a breadcrumb trail', async () => {
    const [data, breadcrumbs] = await productPageJsonLd('uk', {
      ...product,
      __typename: 'ConfigurableProduct',
      stock_status: 'IN_STOCK',
      price_range: { minimum_price: { final_price: { value: 120 } } },
      variants: [
        { product: { price_range: { minimum_price: { final_price: { value: 120 } } } } },
        { product: { price_range: { minimum_price: { final_price: { value: 130 } } } } },
      ],
      attribute_labels: { brand: 'Atelier Soline' },
      categories: [
        { name: 'Eyeglasses', url_path: 'eyeglasses', url_suffix: '.html', breadcrumbs: null },
        {
          name: 'Women',
          url_path: 'eyeglasses/women',
          url_suffix: '.html',
          breadcrumbs: [{ category_uid: 'Mw==', category_name: 'Eyeglasses', category_url_path: 'eyeglasses', category_level: 2 }],
        },
      ],
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      brand: { name: 'Atelier Soline' },
      image: ['https://media.example/front.webp', 'https://media.example/side.webp'],
      offers: { '@type': 'AggregateOffer', priceCurrency: 'GBP', lowPrice: 120, highPrice: 130, offerCount: 2 },
    });
    expect((breadcrumbs.itemListElement as { name: string; item: string }[]).map((item) => [item.name, item.item])).toEqual([
      ['Home', 'https://shop.example/uk'],
      ['Eyeglasses', 'https://shop.example/uk/eyeglasses.html'],
      ['Women', 'https://shop.example/uk/eyeglasses/women.html'],
      ['Margaux', 'https://shop.example/uk/lunettes-atelier-soline-margaux.html'],
    ]);
  });
});
