import robots from '@/app/robots';

describe('robots.txt', () => {
  beforeEach(() => {
    process.env.SITE_URL = 'https://shop.example';
  });
  afterEach(() => {
    delete process.env.SITE_URL;
  });

  const rules = () => {
    const result = robots();
    const [rule] = Array.isArray(result.rules) ? result.rules : [result.rules];
    return { ...rule, disallow: [rule.disallow ?? []].flat(), sitemap: result.sitemap };
  };

  /** Google's matching: `*` any characters, `$` the end, otherwise a prefix. */
  const blocks = (pattern: string, path: string) =>
    new RegExp(
      `^${pattern
        .replace(/[.+?^{}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\\\$$|\$$/, '$')}`,
    ).test(path);
  const blocked = (path: string) => rules().disallow.some((pattern) => blocks(pattern, path));

  it('allows everything public and points to the sitemap index', () => {
    expect(rules()).toMatchObject({ userAgent: '*', allow: '/', sitemap: 'https://shop.example/sitemap.xml' });
    for (const path of [
      '/uk',
      '/uk/sunglasses.html',
      '/fr/lunettes-de-vue/femme.html?p=2',
      '/uk/search.html?query=round',
      '/uk/about-us',
    ]) {
      expect(blocked(path)).toBe(false);
    }
  });

  it('blocks carts, checkout, accounts and the backend under every store view', () => {
    for (const path of [
      '/uk/cart',
      '/ae_ar/checkout',
      '/fr/sign-in',
      '/uk/create-account?email=a',
      '/de/order-history',
      '/uk/customer/account/createPassword',
      '/graphql',
      '/rest/V1/carts',
    ]) {
      expect(blocked(path)).toBe(true);
    }
  });

  it('blocks faceted search and sorting, but not a product whose URL starts like a private route', () => {
    expect(blocked('/uk/search.html?query=round&color=3')).toBe(true);
    expect(blocked('/uk/sunglasses.html?product_list_order=price')).toBe(true);
    expect(blocked('/uk/cartier-round.html')).toBe(false);
    expect(blocked('/uk/success-story')).toBe(false);
  });
});
