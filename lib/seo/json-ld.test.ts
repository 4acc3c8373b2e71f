import { breadcrumbListJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd, websiteJsonLd } from './json-ld';

const price = (value: number | null) => ({ final_price: { value } });

beforeEach(() => {
  process.env.SITE_URL = 'https://shop.example';
});
afterEach(() => {
  delete process.env.SITE_URL;
});

describe('productJsonLd', () => {
  const url = 'https://shop.example/uk/round-frame.html';

  it('gives a simple product one Offer in the store view currency with its stock', () => {
    const data = productJsonLd({
      product: {
        name: 'Round frame',
        __typename: 'SimpleProduct',
        price_range: { minimum_price: price(89.5), maximum_price: price(89.5) },
      },
      url,
      currency: 'GBP',
      availability: 'OUT_OF_STOCK',
      brand: 'Nordvik',
      images: ['https://media.example/a.webp'],
      sku: 'RF-1',
      description: 'Round acetate frame',
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Round frame',
      sku: 'RF-1',
      brand: { '@type': 'Brand', name: 'Nordvik' },
      image: ['https://media.example/a.webp'],
      offers: {
        '@type': 'Offer',
        price: 89.5,
        priceCurrency: 'GBP',
        availability: 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        url,
      },
    });
  });

  it('adds AggregateRating and Review only where approved reviews exist', () => {
    const base = {
      product: {
        name: 'Round frame',
        __typename: 'SimpleProduct',
        price_range: { minimum_price: price(89.5), maximum_price: price(89.5) },
      },
      url,
      currency: 'GBP',
      availability: 'IN_STOCK' as const,
    };
    const reviewed = productJsonLd({
      ...base,
      reviews: {
        rating_summary: 86.67,
        review_count: 3,
        items: [
          { nickname: 'Hannah', summary: 'Light', text: 'Comfortable all day.', created_at: '2026-07-25 10:00:00', average_rating: 93.33 },
        ],
      },
    });
    expect(reviewed).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Hannah' },
          datePublished: '2026-07-25',
          name: 'Light',
          reviewBody: 'Comfortable all day.',
          reviewRating: { '@type': 'Rating', ratingValue: 4.7, bestRating: 5 },
        },
      ],
    });
    for (const reviews of [null, { rating_summary: 0, review_count: 0, items: [] }]) {
      const data = productJsonLd({ ...base, reviews });
      expect(data).not.toHaveProperty('aggregateRating');
      expect(data).not.toHaveProperty('review');
    }
  });

  it('says InStock for an in-stock product and leaves out what it does not know', () => {
    const data = productJsonLd({
      product: { name: 'Case', price_range: { minimum_price: price(10) } },
      url,
      currency: 'AED',
      availability: 'IN_STOCK',
    });
    expect(data.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'AED', availability: 'https://schema.org/InStock' });
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('image');
  });

  it('gives a configurable product an AggregateOffer over its variants', () => {
    const variant = (value: number) => ({ product: { price_range: { minimum_price: price(value) } } });
    const data = productJsonLd({
      product: {
        name: 'Margaux',
        __typename: 'ConfigurableProduct',
        price_range: { minimum_price: price(120) },
        variants: [variant(136.95), variant(120), variant(149.999)],
      },
      url,
      currency: 'EUR',
      availability: 'IN_STOCK',
    });
    expect(data.offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'EUR',
      lowPrice: 120,
      highPrice: 150,
      offerCount: 3,
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      url,
    });
  });

  it('gives a price range an AggregateOffer too', () => {
    const data = productJsonLd({
      product: { name: 'Lenses', price_range: { minimum_price: price(20), maximum_price: price(45) } },
      url,
      currency: 'PLN',
      availability: 'IN_STOCK',
    });
    expect(data.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: 20, highPrice: 45, priceCurrency: 'PLN' });
  });

  it('has no offers without a price', () => {
    const data = productJsonLd({
      product: { name: 'X', price_range: { minimum_price: price(null) } },
      url,
      currency: 'EUR',
      availability: null,
    });
    expect(data).not.toHaveProperty('offers');
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the items from 1 with absolute URLs', () => {
    expect(
      breadcrumbListJsonLd([
        { name: 'Home', url: '/uk' },
        { name: 'Sunglasses', url: 'https://shop.example/uk/sunglasses.html' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/uk' },
        { '@type': 'ListItem', position: 2, name: 'Sunglasses', item: 'https://shop.example/uk/sunglasses.html' },
      ],
    });
  });
});

describe('organizationJsonLd and websiteJsonLd', () => {
  it('describe the shop and its search box per store view', () => {
    expect(organizationJsonLd('uk', 'Brillora')).toMatchObject({
      '@type': 'Organization',
      name: 'Brillora',
      url: 'https://shop.example/uk',
    });
    const website = websiteJsonLd('ae_ar', 'Brillora');
    expect(website).toMatchObject({
      '@type': 'WebSite',
      url: 'https://shop.example/ae_ar',
      inLanguage: 'ar-AE',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.example/ae_ar/search.html?query={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes what could close the script, and stays the same JSON', () => {
    const data = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });
});
