import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config } from './middleware';

function runsOn(path: string): boolean {
  return unstable_doesMiddlewareMatch({ config, url: `http://localhost:3000${path}` });
}

describe('middleware matcher', () => {
  it.each(['/', '/eu', '/uk/', '/uk/sunglasses.html', '/ae_ar/cart', '/sign-in', '/graphqlx'])('runs on the page path %s', (path) => {
    expect(runsOn(path)).toBe(true);
  });

  it.each([
    '/_next/static/chunks/main.js',
    '/_next/image?url=x',
    '/graphql',
    '/graphql?query=x',
    '/rest/V1/guest-carts/1/payment-information',
    '/media/catalog/product/a.png',
    '/api/health',
    '/sandbox/card/tokenize',
    '/favicon.ico',
    '/robots.txt',
    '/logo.svg',
  ])('skips %s', (path) => {
    expect(runsOn(path)).toBe(false);
  });
});

import { NextRequest } from 'next/server';
import { STORE_COOKIES, middleware } from './middleware';
import { clearRedirectCache } from '@/lib/routing/url-redirects';
import { loadSeededStoreViews, SEEDED_STORE_VIEWS, STOCK_MAGENTO_STORE_VIEWS } from '@/lib/__fixtures__/store-views';
import { setStoreViews, storeView } from '@/lib/store-views';

let routes: Record<string, { relative_url: string; redirect_code: number } | null> = {};
beforeEach(() => {
  routes = {};
  clearRedirectCache();
  global.fetch = jest.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    const { url: path } = JSON.parse(url.searchParams.get('variables')!);
    return new Response(JSON.stringify({ data: { route: routes[path] ?? null } }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

function visit(path: string, cookies: Record<string, string> = {}) {
  const request = new NextRequest(`http://localhost:3000${path}`, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
    },
  });
  return middleware(request);
}

describe('store-view routing', () => {
  // every await visit() is awaited: the middleware may ask the backend about renamed URLs
  it('sends / to the active store view, else eu', async () => {
    expect((await visit('/')).headers.get('location')).toBe('http://localhost:3000/eu');
    expect((await visit('/', { [STORE_COOKIES.code]: 'fr' })).headers.get('location')).toBe('http://localhost:3000/fr');
    expect((await visit('/', { [STORE_COOKIES.code]: 'atlantis' })).headers.get('location')).toBe('http://localhost:3000/eu');
  });

  it('redirects a path without a store code under the active one, keeping the query', async () => {
    const response = await visit('/sunglasses.html?color=3', { [STORE_COOKIES.code]: 'uk' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/uk/sunglasses.html?color=3');
  });

  it('sets no cookie on a page, so a CDN can cache catalogue HTML (the browser remembers the store view)', async () => {
    for (const path of ['/ae_ar/sunglasses.html', '/uk/', '/fr/search.html?query=round']) {
      const response = await visit(path, { [STORE_COOKIES.code]: 'uk' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect((await visit('/ae_ar/sunglasses.html')).headers.get('set-cookie')).toBeNull();
  });

  it('matches the longest store code first and leaves the active store alone', async () => {
    const response = await visit('/ae_en/', { [STORE_COOKIES.code]: 'ae_en' });
    expect(response.headers.get('location')).toBeNull();
    expect(response.cookies.get(STORE_COOKIES.code)).toBeUndefined();
  });

  it('moves listing state into a cacheable path, in a stable order', async () => {
    const response = await visit('/uk/eyeglasses.html?p=2&color=3', { [STORE_COOKIES.code]: 'uk' });
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/uk/eyeglasses.html/~q/color%3D3%26p%3D2');
    const search = await visit('/uk/search.html?query=round', { [STORE_COOKIES.code]: 'uk' });
    expect(search.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/uk/search.html/~q/query%3Dround');
  });

  it('leaves the query of the shop’s own pages alone', async () => {
    const response = await visit('/uk/create-account?email=a%40b.c', { [STORE_COOKIES.code]: 'uk' });
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });
});

describe('renamed catalogue URLs', () => {
  it("answers Magento's redirect code before rendering, keeping the query", async () => {
    routes['old-name.html'] = { relative_url: 'new-name.html', redirect_code: 301 };
    const response = await visit('/uk/old-name.html?color=3', { [STORE_COOKIES.code]: 'uk' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('http://localhost:3000/uk/new-name.html?color=3');
  });

  it("lets other URLs through and never asks about the shop's own routes", async () => {
    const response = await visit('/uk/eyeglasses.html', { [STORE_COOKIES.code]: 'uk' });
    expect(response.headers.get('location')).toBeNull();
    await visit('/uk/cart', { [STORE_COOKIES.code]: 'uk' });
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('store views from the backend', () => {
  afterEach(() => loadSeededStoreViews());

  it('on a Magento with only the default store view, / goes there and eu is a catalogue path', async () => {
    setStoreViews(STOCK_MAGENTO_STORE_VIEWS);
    expect((await visit('/')).headers.get('location')).toBe('http://localhost:3000/default');
    const unknown = await visit('/eu/sunglasses.html');
    expect(unknown.status).toBe(308);
    expect(unknown.headers.get('location')).toBe('http://localhost:3000/default/eu/sunglasses.html');
    const home = await visit('/default');
    expect(home.headers.get('location')).toBeNull();
    // The page's browser writes the store-view cookies from the backend's answer (lib/store-cookies.ts), never the middleware.
    expect(home.headers.get('set-cookie')).toBeNull();
    expect(storeView('default')).toMatchObject({ currency: 'USD', mediaUrl: 'https://magento.example/pub/media/' });
  });

  it('lets images come from a store view’s media host that the shop does not serve itself', async () => {
    setStoreViews(SEEDED_STORE_VIEWS.map((view) => (view.code === 'hk' ? { ...view, mediaUrl: 'https://cdn-asia.example/media/' } : view)));
    const policy = (await visit('/hk', { [STORE_COOKIES.code]: 'hk' })).headers.get('Content-Security-Policy') ?? '';
    expect(policy).toMatch(/img-src [^;]*https:\/\/cdn-asia\.example/);
  });
});
