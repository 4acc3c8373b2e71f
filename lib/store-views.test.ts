import { DEFAULT_STORE_CODE, STORE_VIEWS, isStoreCode, matchStoreCode, storeView, toBcp47 } from './store-views';

describe('store views', () => {
  it('holds the fifteen store views of the specification with their ids and currencies', () => {
    expect(STORE_VIEWS.map((view) => [view.code, view.id, view.currency])).toEqual([
      ['default', 1, 'EUR'],
      ['eu', 2, 'EUR'],
      ['us', 3, 'USD'],
      ['fr', 4, 'EUR'],
      ['es', 5, 'EUR'],
      ['uk', 6, 'GBP'],
      ['nl', 7, 'EUR'],
      ['hk', 8, 'HKD'],
      ['mx', 11, 'MXN'],
      ['de', 12, 'EUR'],
      ['id', 13, 'EUR'],
      ['ae_ar', 14, 'AED'],
      ['ae_en', 15, 'AED'],
      ['ar', 16, 'USD'],
      ['pl', 17, 'PLN'],
    ]);
  });

  it('defaults to eu', () => {
    expect(DEFAULT_STORE_CODE).toBe('eu');
    expect(isStoreCode(DEFAULT_STORE_CODE)).toBe(true);
  });

  it('writes Arabic right to left and every other store left to right', () => {
    const rtl = STORE_VIEWS.filter((view) => view.direction === 'rtl').map((view) => view.code);
    expect(rtl).toEqual(['ae_ar']);
    expect(storeView('ae_ar')).toMatchObject({ locale: 'ar_AE', direction: 'rtl' });
    expect(storeView('ae_en')).toMatchObject({ locale: 'en_AE', direction: 'ltr' });
  });

  it('recognises only known store codes', () => {
    expect(isStoreCode('uk')).toBe(true);
    expect(isStoreCode('ae_ar')).toBe(true);
    expect(isStoreCode('UK')).toBe(false);
    expect(isStoreCode('ae')).toBe(false);
    expect(isStoreCode('')).toBe(false);
    expect(isStoreCode(undefined)).toBe(false);
    expect(storeView('xx')).toBeUndefined();
  });

  it('turns Magento locales into BCP 47 tags', () => {
    expect(toBcp47('en_GB')).toBe('en-GB');
    expect(toBcp47('zh_Hant_HK')).toBe('zh-Hant-HK');
    expect(toBcp47('ar_AE')).toBe('ar-AE');
    expect(toBcp47('fr')).toBe('fr');
  });
});

describe('matchStoreCode', () => {
  it.each([
    ['/uk', 'uk'],
    ['/uk/', 'uk'],
    ['/uk/sunglasses.html', 'uk'],
    ['/ae_ar', 'ae_ar'],
    ['/ae_ar/sunglasses/aviator.html', 'ae_ar'],
    ['/ae_en/cart', 'ae_en'],
    ['/ar/cart', 'ar'],
    ['/default', 'default'],
    ['uk/cart', 'uk'],
  ])('finds the store code of %s', (pathname, code) => {
    expect(matchStoreCode(pathname)).toBe(code);
  });

  it.each(['/', '', '/cart', '/ukraine', '/ae', '/ae_arx/cart', '/UK', '/sign-in/uk'])('finds no store code in %j', (pathname) => {
    expect(matchStoreCode(pathname)).toBeUndefined();
  });
});
