/**
 * The store views of the shop (specification section 3) and the language each one is written in.
 *
 * Text (names, descriptions, url keys, CMS content) lives in `*_store` tables. Store views whose
 * language is English have no rows of their own: they read store_id 0 (the admin scope, English).
 * Every other store view has its own rows, written in its `language` (es, mx and ar share Spanish
 * text, each under its own store_id).
 */

/** Languages the seed writes text in. `zh` is Traditional Chinese (Hong Kong). */
export type Lang = 'en' | 'fr' | 'es' | 'de' | 'nl' | 'pl' | 'ar' | 'zh' | 'id';
export const LANGS: readonly Lang[] = ['en', 'fr', 'es', 'de', 'nl', 'pl', 'ar', 'zh', 'id'];

export type CurrencyCode = 'EUR' | 'USD' | 'GBP' | 'HKD' | 'MXN' | 'AED' | 'PLN';

export interface StoreView {
  store_id: number;
  code: string;
  name: string;
  website_code: string;
  group_code: string;
  /** Magento locale, e.g. fr_FR, zh_Hant_HK (BCP 47 with '-' instead of '_'). */
  locale: string;
  currency: CurrencyCode;
  /** Default country for addresses. */
  country_id: string;
  allowed_countries: readonly string[];
  timezone: string;
  weight_unit: 'kgs' | 'lbs';
  is_default: 0 | 1;
  sort_order: number;
  /** Language of the store view's text. */
  language: Lang;
  /** Where its text lives: its own store_id when translated, else 0 (English defaults). */
  text_store_id: number;
  /** Writing direction of the locale. */
  direction: 'ltr' | 'rtl';
}

/** The 27 member states of the European Union. */
export const EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
] as const;

type StoreInput = Omit<StoreView, 'text_store_id' | 'direction' | 'sort_order' | 'weight_unit' | 'is_default'> &
  Partial<Pick<StoreView, 'weight_unit' | 'is_default'>>;

const INPUT: StoreInput[] = [
  {
    store_id: 1,
    code: 'default',
    name: 'Default Store View',
    website_code: 'base',
    group_code: 'main_website_store',
    locale: 'en_GB',
    currency: 'EUR',
    country_id: 'BE',
    allowed_countries: EU_COUNTRIES,
    timezone: 'Europe/Brussels',
    language: 'en',
    is_default: 1,
  },
  {
    store_id: 2,
    code: 'eu',
    name: 'Europe',
    website_code: 'eu',
    group_code: 'eu_store',
    locale: 'en_GB',
    currency: 'EUR',
    country_id: 'BE',
    allowed_countries: EU_COUNTRIES,
    timezone: 'Europe/Brussels',
    language: 'en',
  },
  {
    store_id: 3,
    code: 'us',
    name: 'United States',
    website_code: 'us',
    group_code: 'us_store',
    locale: 'en_US',
    currency: 'USD',
    country_id: 'US',
    allowed_countries: ['US'],
    timezone: 'America/New_York',
    language: 'en',
    weight_unit: 'lbs',
  },
  {
    store_id: 4,
    code: 'fr',
    name: 'France',
    website_code: 'fr',
    group_code: 'fr_store',
    locale: 'fr_FR',
    currency: 'EUR',
    country_id: 'FR',
    allowed_countries: ['FR', 'BE', 'LU', 'MC'],
    timezone: 'Europe/Paris',
    language: 'fr',
  },
  {
    store_id: 5,
    code: 'es',
    name: 'España',
    website_code: 'es',
    group_code: 'es_store',
    locale: 'es_ES',
    currency: 'EUR',
    country_id: 'ES',
    allowed_countries: ['ES', 'PT'],
    timezone: 'Europe/Madrid',
    language: 'es',
  },
  {
    store_id: 6,
    code: 'uk',
    name: 'United Kingdom',
    website_code: 'uk',
    group_code: 'uk_store',
    locale: 'en_GB',
    currency: 'GBP',
    country_id: 'GB',
    allowed_countries: ['GB'],
    timezone: 'Europe/London',
    language: 'en',
  },
  {
    store_id: 7,
    code: 'nl',
    name: 'Nederland',
    website_code: 'nl',
    group_code: 'nl_store',
    locale: 'nl_NL',
    currency: 'EUR',
    country_id: 'NL',
    allowed_countries: ['NL', 'BE'],
    timezone: 'Europe/Amsterdam',
    language: 'nl',
  },
  {
    store_id: 8,
    code: 'hk',
    name: '香港',
    website_code: 'hk',
    group_code: 'hk_store',
    locale: 'zh_Hant_HK',
    currency: 'HKD',
    country_id: 'HK',
    allowed_countries: ['HK'],
    timezone: 'Asia/Hong_Kong',
    language: 'zh',
  },
  {
    store_id: 11,
    code: 'mx',
    name: 'México',
    website_code: 'mx',
    group_code: 'mx_store',
    locale: 'es_MX',
    currency: 'MXN',
    country_id: 'MX',
    allowed_countries: ['MX'],
    timezone: 'America/Mexico_City',
    language: 'es',
  },
  {
    store_id: 12,
    code: 'de',
    name: 'Deutschland',
    website_code: 'de',
    group_code: 'de_store',
    locale: 'de_DE',
    currency: 'EUR',
    country_id: 'DE',
    allowed_countries: ['DE', 'AT', 'CH'],
    timezone: 'Europe/Berlin',
    language: 'de',
  },
  {
    store_id: 13,
    code: 'id',
    name: 'Indonesia',
    website_code: 'id',
    group_code: 'id_store',
    locale: 'id_ID',
    currency: 'EUR',
    country_id: 'ID',
    allowed_countries: ['ID'],
    timezone: 'Asia/Jakarta',
    language: 'id',
  },
  {
    store_id: 14,
    code: 'ae_ar',
    name: 'الإمارات العربية المتحدة',
    website_code: 'ae',
    group_code: 'ae_store',
    locale: 'ar_AE',
    currency: 'AED',
    country_id: 'AE',
    allowed_countries: ['AE'],
    timezone: 'Asia/Dubai',
    language: 'ar',
  },
  {
    store_id: 15,
    code: 'ae_en',
    name: 'United Arab Emirates (English)',
    website_code: 'ae',
    group_code: 'ae_store',
    locale: 'en_AE',
    currency: 'AED',
    country_id: 'AE',
    allowed_countries: ['AE'],
    timezone: 'Asia/Dubai',
    language: 'en',
  },
  {
    store_id: 16,
    code: 'ar',
    name: 'Argentina',
    website_code: 'ar',
    group_code: 'ar_store',
    locale: 'es_AR',
    currency: 'USD',
    country_id: 'AR',
    allowed_countries: ['AR'],
    timezone: 'America/Argentina/Buenos_Aires',
    language: 'es',
  },
  {
    store_id: 17,
    code: 'pl',
    name: 'Polska',
    website_code: 'pl',
    group_code: 'pl_store',
    locale: 'pl_PL',
    currency: 'PLN',
    country_id: 'PL',
    allowed_countries: ['PL'],
    timezone: 'Europe/Warsaw',
    language: 'pl',
  },
];

export const STORE_VIEWS: readonly StoreView[] = INPUT.map((s, i) => ({
  ...s,
  weight_unit: s.weight_unit ?? 'kgs',
  is_default: s.is_default ?? 0,
  sort_order: i,
  text_store_id: s.language === 'en' ? 0 : s.store_id,
  direction: s.language === 'ar' ? 'rtl' : 'ltr',
}));

/** Store views that have their own text rows (all but the English ones). */
export const TRANSLATED_STORE_VIEWS: readonly StoreView[] = STORE_VIEWS.filter((s) => s.text_store_id !== 0);

/** Scopes that hold text: 0 (English defaults) and every translated store view, with their language. */
export const TEXT_SCOPES: readonly { store_id: number; language: Lang }[] = [
  { store_id: 0, language: 'en' },
  ...TRANSLATED_STORE_VIEWS.map((s) => ({ store_id: s.store_id, language: s.language })),
];

export function storeByCode(code: string): StoreView | undefined {
  return STORE_VIEWS.find((s) => s.code === code);
}

export function storeById(id: number): StoreView | undefined {
  return STORE_VIEWS.find((s) => s.store_id === id);
}

/** Magento locale (zh_Hant_HK) to BCP 47 (zh-Hant-HK). */
export function bcp47(locale: string): string {
  return locale.replace(/_/g, '-');
}

/** Exchange rates from the base currency (EUR) used for catalogue prices. */
export const EXCHANGE_RATES: Readonly<Record<CurrencyCode, number>> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.86,
  HKD: 8.4,
  MXN: 19.5,
  AED: 3.97,
  PLN: 4.3,
};
