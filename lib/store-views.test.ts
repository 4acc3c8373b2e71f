import { loadSeededStoreViews, SEEDED_STORE_VIEWS } from './__fixtures__/store-views';
import { createMagentoClient } from './magento/client';
import {
  allowsCurrency,
  defaultStoreCode,
  findStoreView,
  isStoreCode,
  loadStoreViews,
  matchStoreCode,
  setStoreViews,
  storeView,
  storeViews,
  STORE_VIEWS_TTL_MS,
  textDirection,
  toBcp47,
} from './store-views';

/** A Magento answering availableStores and currency (per Store header) over GraphQL GET. */
function magento(stores: Array<Record<string, unknown>>, currencies: Record<string, string[]> = {}) {
  const calls: Array<{ query: string; store: string }> = [];
  let down = false;
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    if (down) throw new TypeError('fetch failed');
    const query = new URL(url).searchParams.get('query') ?? '';
    const store = (init.headers as Record<string, string>).store;
    calls.push({ query, store });
    const data = query.includes('availableStores')
      ? { availableStores: stores }
      : {
          currency: {
            default_display_currency_code: stores.find((s) => s.store_code === store)?.default_display_currency_code,
            available_currency_codes: currencies[store] ?? [stores.find((s) => s.store_code === store)?.default_display_currency_code],
          },
        };
    return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
  });
  return { fetch, calls, goDown: () => (down = true) };
}

const stockMagento = [
  {
    id: 1,
    store_code: 'default',
    store_name: 'Default Store View',
    locale: 'en_US',
    base_currency_code: 'USD',
    default_display_currency_code: 'USD',
    secure_base_media_url: 'https://cdn.example.com/pub/media/',
    is_default_store: true,
  },
];

const twoStores = [
  { ...stockMagento[0], store_code: 'default', is_default_store: true },
  { id: 2, store_code: 'ae_ar', store_name: 'الإمارات', locale: 'ar_AE', default_display_currency_code: 'AED', secure_base_media_url: 'https://m.example/media', is_default_store: false },
];

afterEach(() => loadSeededStoreViews());

/** Forgets the known list, as a server that has just started. */
function freshServer() {
  setStoreViews([], 0);
}

describe('store views from the backend', () => {
  it('loads codes, names, locales, currencies and media URL from availableStores and currency', async () => {
    freshServer();
    const backend = magento(twoStores, { default: ['USD', 'EUR'] });
    await loadStoreViews({ fetch: backend.fetch });
    expect(storeViews()).toEqual([
      {
        code: 'default',
        id: 1,
        name: 'Default Store View',
        locale: 'en_US',
        direction: 'ltr',
        currency: 'USD',
        currencies: ['USD', 'EUR'],
        mediaUrl: 'https://cdn.example.com/pub/media/',
        isDefault: true,
      },
      expect.objectContaining({ code: 'ae_ar', locale: 'ar_AE', direction: 'rtl', currency: 'AED', currencies: ['AED'], mediaUrl: 'https://m.example/media/' }),
    ]);
    // availableStores without a Store header (Magento's default store view), currency once per store view.
    expect(backend.calls.map((call) => call.store)).toEqual(['', 'default', 'ae_ar']);
  });

  it('works with a Magento that has only the default store view: / goes there, other codes are paths', async () => {
    freshServer();
    await loadStoreViews({ fetch: magento(stockMagento).fetch });
    expect(defaultStoreCode()).toBe('default');
    expect(isStoreCode('default')).toBe(true);
    expect(isStoreCode('eu')).toBe(false);
    expect(matchStoreCode('/default/sunglasses.html')).toBe('default');
    expect(matchStoreCode('/eu/sunglasses.html')).toBeUndefined();
    expect(storeView('default')).toMatchObject({ locale: 'en_US', currency: 'USD' });
  });

  it('prefers eu as the default store view when the backend has it', () => {
    expect(defaultStoreCode()).toBe('eu');
    setStoreViews(SEEDED_STORE_VIEWS.filter((view) => view.code !== 'eu').map((view) => ({ ...view, isDefault: view.code === 'uk' })));
    expect(defaultStoreCode()).toBe('uk');
  });

  it('keeps the last-known list while the backend is down and refreshes it after the TTL', async () => {
    freshServer();
    const backend = magento(stockMagento);
    const start = Date.now();
    await loadStoreViews({ fetch: backend.fetch }, start);
    backend.goDown();
    // Stale: refreshed in the background, the known list answers meanwhile.
    await expect(loadStoreViews({ fetch: backend.fetch }, start + STORE_VIEWS_TTL_MS + 1)).resolves.toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(storeViews().map((view) => view.code)).toEqual(['default']);
  });

  it('throws the backend error when no list is known and the backend is down, and then takes any code-shaped segment', async () => {
    freshServer();
    const backend = magento(stockMagento);
    backend.goDown();
    await expect(loadStoreViews({ fetch: backend.fetch })).rejects.toThrow();
    // The page renders and its own data fetch shows the shop's error page, not a wrong 404.
    expect(isStoreCode('uk')).toBe(true);
    expect(matchStoreCode('/uk/cart')).toBe('uk');
    expect(isStoreCode('../etc')).toBe(false);
    // `/` goes to the preferred eu meanwhile (its page shows the error page, or its cached copy).
    expect(defaultStoreCode()).toBe('eu');
  });

  it('stands in for an unknown code with a provisional view rather than failing the render', () => {
    expect(findStoreView('xx')).toBeUndefined();
    expect(storeView('xx')).toMatchObject({ code: 'xx', locale: 'en_GB', direction: 'ltr' });
  });
});

describe('seeded store views', () => {
  it('recognises only known store codes', () => {
    expect(isStoreCode('uk')).toBe(true);
    expect(isStoreCode('ae_ar')).toBe(true);
    expect(isStoreCode('UK')).toBe(false);
    expect(isStoreCode('ae')).toBe(false);
    expect(isStoreCode('')).toBe(false);
    expect(isStoreCode(undefined)).toBe(false);
  });

  it('writes right to left where the locale does', () => {
    expect(storeViews().filter((view) => view.direction === 'rtl').map((view) => view.code)).toEqual(['ae_ar']);
    expect(textDirection('ar_AE')).toBe('rtl');
    expect(textDirection('he-IL')).toBe('rtl');
    expect(textDirection('en_AE')).toBe('ltr');
  });

  it('turns Magento locales into BCP 47 tags', () => {
    expect(toBcp47('en_GB')).toBe('en-GB');
    expect(toBcp47('zh_Hant_HK')).toBe('zh-Hant-HK');
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

describe('Content-Currency', () => {
  function headersSent(store: string, currency: string) {
    const fetch = jest.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ data: {} })));
    return createMagentoClient({ store, currency, fetch })
      .query('query Q { storeConfig { store_code } }')
      .then(() => fetch.mock.calls[0][1].headers as Record<string, string>);
  }

  it('is sent only when the store view allows that currency', async () => {
    setStoreViews(SEEDED_STORE_VIEWS.map((view) => (view.code === 'uk' ? { ...view, currencies: ['GBP', 'EUR'] } : view)));
    expect(allowsCurrency('uk', 'EUR')).toBe(true);
    expect(allowsCurrency('fr', 'GBP')).toBe(false);
    expect(allowsCurrency('xx', 'EUR')).toBe(false);
    expect(await headersSent('uk', 'EUR')).toMatchObject({ store: 'uk', 'Content-Currency': 'EUR' });
    expect(await headersSent('fr', 'GBP')).not.toHaveProperty('Content-Currency');
    expect(await headersSent('default', 'EUR')).toMatchObject({ 'Content-Currency': 'EUR' });
  });
});
