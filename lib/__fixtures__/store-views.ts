import { setStoreViews, textDirection, type StoreView } from '../store-views';

/**
 * The store views the embedded backend seeds (backend/db/seed/stores.ts), as the storefront
 * loads them from `availableStores` and `currency`: the fixture of unit tests and browser-test
 * helpers. The storefront itself never reads this list; it asks the backend.
 */
const SEEDED: Array<[code: string, id: number, name: string, locale: string, currency: string]> = [
  ['default', 1, 'Default Store View', 'en_GB', 'EUR'],
  ['eu', 2, 'Europe', 'en_GB', 'EUR'],
  ['us', 3, 'United States', 'en_US', 'USD'],
  ['fr', 4, 'France', 'fr_FR', 'EUR'],
  ['es', 5, 'España', 'es_ES', 'EUR'],
  ['uk', 6, 'United Kingdom', 'en_GB', 'GBP'],
  ['nl', 7, 'Nederland', 'nl_NL', 'EUR'],
  ['hk', 8, '香港', 'zh_Hant_HK', 'HKD'],
  ['mx', 11, 'México', 'es_MX', 'MXN'],
  ['de', 12, 'Deutschland', 'de_DE', 'EUR'],
  ['id', 13, 'Indonesia', 'id_ID', 'EUR'],
  ['ae_ar', 14, 'الإمارات العربية المتحدة', 'ar_AE', 'AED'],
  ['ae_en', 15, 'United Arab Emirates (English)', 'en_AE', 'AED'],
  ['ar', 16, 'Argentina', 'es_AR', 'USD'],
  ['pl', 17, 'Polska', 'pl_PL', 'PLN'],
];

export const SEEDED_STORE_VIEWS: readonly StoreView[] = SEEDED.map(([code, id, name, locale, currency]) => ({
  code,
  id,
  name,
  locale,
  direction: textDirection(locale),
  currency,
  currencies: [currency],
  mediaUrl: 'http://localhost:4010/media/',
  isDefault: true,
}));

/** A stock Magento Open Source after installation: one `default` store view in USD. */
export const STOCK_MAGENTO_STORE_VIEWS: readonly StoreView[] = [
  {
    code: 'default',
    id: 1,
    name: 'Default Store View',
    locale: 'en_US',
    direction: 'ltr',
    currency: 'USD',
    currencies: ['USD'],
    mediaUrl: 'https://magento.example/pub/media/',
    isDefault: true,
  },
];

/** Makes the seeded store views the known list (jest.setup.ts does it before every test file). */
export function loadSeededStoreViews(): void {
  setStoreViews(SEEDED_STORE_VIEWS);
}

/** A seeded store view by code (browser tests run against the embedded backend). */
export function seededStoreView(code: string): StoreView {
  const view = SEEDED_STORE_VIEWS.find((candidate) => candidate.code === code);
  if (!view) throw new Error(`The embedded backend seeds no store view ${code}`);
  return view;
}
