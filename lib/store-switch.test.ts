import { StoreSwitchCategory, StoreSwitchCmsPage, StoreSwitchProduct, StoreSwitchResolveRoute } from '@/lib/magento/operations/navigation';
import { parseFromPath, storeSwitchTarget, type CatalogQuery } from './store-switch';

type Answer = (variables: Record<string, unknown>) => unknown;

/** A fake queryCatalog answering per store and document; records every call. */
function fakeCatalog(answers: Record<string, Record<string, Answer>>) {
  const calls: Array<{ store: string; document: string; variables: Record<string, unknown> | undefined }> = [];
  const query = jest.fn(async (store: string, document: string, variables?: Record<string, unknown>) => {
    calls.push({ store, document, variables });
    const answer = answers[store]?.[document];
    if (!answer) throw new Error(`unexpected query in ${store}`);
    return answer(variables ?? {});
  }) as unknown as CatalogQuery;
  return { query, calls };
}

describe('parseFromPath', () => {
  it('splits the store code, the path and the query string', () => {
    expect(parseFromPath('/ae_ar/sunglasses.html?color=3#top')).toEqual({ store: 'ae_ar', path: '/sunglasses.html', search: '?color=3' });
    expect(parseFromPath('/uk')).toEqual({ store: 'uk', path: '/', search: '' });
  });

  it('drops the listing segment the middleware adds', () => {
    expect(parseFromPath('/uk/sunglasses.html/~q/color%3D3')?.path).toBe('/sunglasses.html');
  });

  it('refuses anything that is not a path of this site', () => {
    for (const from of [null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'uk/cart', '/uk/\r\nSet-Cookie:x']) {
      expect(parseFromPath(from)).toBeNull();
    }
  });
});

describe('the store switch never leaves the site (issue 12)', () => {
  it.each([
    '/uk/productalert/unsubscribe/../../..//evil.example',
    '/uk/productalert/unsubscribe/%2e%2e/%2e%2e/%2e%2e//evil.example',
    '/uk/productalert/unsubscribe/%2E%2E%2F%2E%2E%2F%2F/evil.example',
    '/uk/cart/..\\..\\evil.example',
    '/uk/cart/..%5c..%5cevil.example',
    '/uk/cart/%2f%2fevil.example',
    '/uk/./cart',
  ])('sends %s to the store home', async (from) => {
    const { query } = fakeCatalog({});
    await expect(storeSwitchTarget('uk', from, query)).resolves.toBe('/uk');
  });
});

describe('storeSwitchTarget', () => {
  it('sends an unknown target store view to the default store home', async () => {
    const { query } = fakeCatalog({});
    await expect(storeSwitchTarget('xx', '/uk/cart', query)).resolves.toBe('/eu');
    await expect(storeSwitchTarget(null, '/uk/cart', query)).resolves.toBe('/eu');
  });

  it('never redirects off the site', async () => {
    const { query, calls } = fakeCatalog({});
    await expect(storeSwitchTarget('fr', 'https://evil.example/', query)).resolves.toBe('/fr');
    await expect(storeSwitchTarget('fr', '//evil.example', query)).resolves.toBe('/fr');
    expect(calls).toHaveLength(0);
  });

  it('keeps the shopper on the same static page without asking the backend', async () => {
    const { query, calls } = fakeCatalog({});
    await expect(storeSwitchTarget('fr', '/uk/cart', query)).resolves.toBe('/fr/cart');
    await expect(storeSwitchTarget('de', '/uk/search.html?query=round', query)).resolves.toBe('/de/search.html?query=round');
    await expect(storeSwitchTarget('hk', '/uk', query)).resolves.toBe('/hk');
    await expect(storeSwitchTarget('hk', '/uk/', query)).resolves.toBe('/hk');
    expect(calls).toHaveLength(0);
  });

  it('finds the same product by SKU in the target store view', async () => {
    const { query, calls } = fakeCatalog({
      uk: { [StoreSwitchResolveRoute]: () => ({ route: { type: 'PRODUCT', sku: 'LMR-SERENA', uid: 'MTk1' } }) },
      fr: { [StoreSwitchProduct]: () => ({ products: { items: [{ url_key: 'lunettes-serena', url_suffix: '.html' }] } }) },
    });
    await expect(storeSwitchTarget('fr', '/uk/lumera-serena.html', query)).resolves.toBe('/fr/lunettes-serena.html');
    expect(calls).toEqual([
      { store: 'uk', document: StoreSwitchResolveRoute, variables: { url: 'lumera-serena.html' } },
      { store: 'fr', document: StoreSwitchProduct, variables: { sku: 'LMR-SERENA' } },
    ]);
  });

  it('finds the same category by uid and keeps its filters', async () => {
    const { query, calls } = fakeCatalog({
      uk: { [StoreSwitchResolveRoute]: () => ({ route: { type: 'CATEGORY', uid: 'NA==' } }) },
      fr: { [StoreSwitchCategory]: () => ({ categories: { items: [{ url_path: 'lunettes-de-vue/femme', url_suffix: '.html' }] } }) },
    });
    await expect(storeSwitchTarget('fr', '/uk/eyeglasses/women.html?color=3', query)).resolves.toBe(
      '/fr/lunettes-de-vue/femme.html?color=3',
    );
    expect(calls[1]).toEqual({ store: 'fr', document: StoreSwitchCategory, variables: { uid: 'NA==' } });
  });

  it('finds the same CMS page when the target store view has it, else goes home', async () => {
    const existing = fakeCatalog({
      uk: { [StoreSwitchResolveRoute]: () => ({ route: { type: 'CMS_PAGE', identifier: 'about-us' } }) },
      hk: { [StoreSwitchCmsPage]: () => ({ cmsPage: { identifier: 'about-us', url_key: 'about-us' } }) },
    });
    await expect(storeSwitchTarget('hk', '/uk/about-us', existing.query)).resolves.toBe('/hk/about-us');

    const missing = fakeCatalog({
      uk: { [StoreSwitchResolveRoute]: () => ({ route: { type: 'CMS_PAGE', identifier: 'uk-only' } }) },
      hk: { [StoreSwitchCmsPage]: () => ({ cmsPage: null }) },
    });
    await expect(storeSwitchTarget('hk', '/uk/uk-only', missing.query)).resolves.toBe('/hk');
  });

  it('goes to the target home for an unknown URL, a product missing there, or a backend failure', async () => {
    const unknown = fakeCatalog({ uk: { [StoreSwitchResolveRoute]: () => ({ route: null }) } });
    await expect(storeSwitchTarget('fr', '/uk/no-such-thing.html', unknown.query)).resolves.toBe('/fr');

    const notSold = fakeCatalog({
      uk: { [StoreSwitchResolveRoute]: () => ({ route: { type: 'PRODUCT', sku: 'UK-ONLY' } }) },
      fr: { [StoreSwitchProduct]: () => ({ products: { items: [] } }) },
    });
    await expect(storeSwitchTarget('fr', '/uk/uk-only.html', notSold.query)).resolves.toBe('/fr');

    const failing = fakeCatalog({
      uk: {
        [StoreSwitchResolveRoute]: () => {
          throw new Error('backend down');
        },
      },
    });
    await expect(storeSwitchTarget('fr', '/uk/sunglasses.html', failing.query)).resolves.toBe('/fr');
  });

  it('resolves a path without store code in the default store view', async () => {
    const { query, calls } = fakeCatalog({
      eu: { [StoreSwitchResolveRoute]: () => ({ route: { type: 'CATEGORY', uid: 'Nw==' } }) },
      de: { [StoreSwitchCategory]: () => ({ categories: { items: [{ url_path: 'sonnenbrillen', url_suffix: '.html' }] } }) },
    });
    await expect(storeSwitchTarget('de', '/sunglasses.html', query)).resolves.toBe('/de/sonnenbrillen.html');
    expect(calls[0].store).toBe('eu');
  });
});
