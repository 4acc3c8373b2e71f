import { STORE_VIEWS } from '@/lib/store-views';
import {
  HREFLANG_BY_STORE,
  hreflangLanguages,
  hreflangOf,
  isPublicStore,
  openGraphLocale,
  PUBLIC_STORE_CODES,
  X_DEFAULT_STORE,
} from './hreflang';

describe('hreflang of the store views', () => {
  it('gives every store view but default a tag', () => {
    const codes = STORE_VIEWS.map((view) => view.code);
    expect(PUBLIC_STORE_CODES).toEqual(codes.filter((code) => code !== 'default'));
    for (const code of PUBLIC_STORE_CODES) expect(hreflangOf(code)).toEqual(expect.any(String));
    expect(hreflangOf('default')).toBeUndefined();
    expect(isPublicStore('default')).toBe(false);
    expect(isPublicStore('nope')).toBe(false);
  });

  it('uses each tag once, and every tag is a well-formed language tag', () => {
    const tags = Object.values(HREFLANG_BY_STORE);
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
  });

  it('follows the store table: eu is Europe-wide English, hk Traditional Chinese', () => {
    expect(HREFLANG_BY_STORE).toMatchObject({ uk: 'en-GB', eu: 'en', hk: 'zh-Hant-HK', ae_ar: 'ar-AE', ae_en: 'en-AE', ar: 'es-AR' });
  });

  it('maps store URLs to languages with x-default on the eu URL, leaving default out', () => {
    const languages = hreflangLanguages({ default: 'https://x/default', uk: 'https://x/uk', eu: 'https://x/eu', fr: 'https://x/fr' });
    expect(languages).toEqual({ en: 'https://x/eu', 'fr-FR': 'https://x/fr', 'en-GB': 'https://x/uk', 'x-default': 'https://x/eu' });
    expect(X_DEFAULT_STORE).toBe('eu');
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
