import { setStoreViews, storeViews } from '@/lib/store-views';
import { loadSeededStoreViews, STOCK_MAGENTO_STORE_VIEWS } from '@/lib/__fixtures__/store-views';
import { hreflangByStore, hreflangLanguages, hreflangOf, isPublicStore, openGraphLocale, publicStoreCodes, xDefaultStore } from './hreflang';

afterEach(() => loadSeededStoreViews());

describe('hreflang of the store views', () => {
  it('gives every store view but default a tag', () => {
    const codes = storeViews().map((view) => view.code);
    expect(publicStoreCodes()).toEqual(codes.filter((code) => code !== 'default'));
    for (const code of publicStoreCodes()) expect(hreflangOf(code)).toEqual(expect.any(String));
    expect(hreflangOf('default')).toBeUndefined();
    expect(isPublicStore('default')).toBe(false);
    expect(isPublicStore('nope')).toBe(false);
  });

  it('uses each tag once, and every tag is a well-formed language tag', () => {
    const tags = [...hreflangByStore().values()];
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
  });

  it('follows the store table: eu is Europe-wide English, hk Traditional Chinese', () => {
    expect(Object.fromEntries(hreflangByStore())).toMatchObject({ uk: 'en-GB', eu: 'en', hk: 'zh-Hant-HK', ae_ar: 'ar-AE', ae_en: 'en-AE', ar: 'es-AR' });
  });

  it('maps store URLs to languages with x-default on the eu URL, leaving default out', () => {
    const languages = hreflangLanguages({ default: 'https://x/default', uk: 'https://x/uk', eu: 'https://x/eu', fr: 'https://x/fr' });
    expect(languages).toEqual({ en: 'https://x/eu', 'fr-FR': 'https://x/fr', 'en-GB': 'https://x/uk', 'x-default': 'https://x/eu' });
    expect(xDefaultStore()).toBe('eu');
  });

  it('makes default the one market of a Magento with only the default store view', () => {
    setStoreViews(STOCK_MAGENTO_STORE_VIEWS);
    expect(publicStoreCodes()).toEqual(['default']);
    expect(hreflangOf('default')).toBe('en-US');
    expect(hreflangLanguages({ default: 'https://x/default' })).toEqual({ 'en-US': 'https://x/default', 'x-default': 'https://x/default' });
  });

  it('has no x-default when the eu store view lacks the page', () => {
    expect(hreflangLanguages({ uk: 'https://x/uk' })).toEqual({ 'en-GB': 'https://x/uk' });
  });
});

describe('openGraphLocale', () => {
  it.each([
    ['en_GB', 'en_GB'],
    ['zh_Hant_HK', 'zh_HK'],
    ['ar_AE', 'ar_AE'],
    ['es-419', 'es_419'],
    ['fr', 'fr'],
  ])('%s → %s', (locale, expected) => {
    expect(openGraphLocale(locale)).toBe(expected);
  });
});
