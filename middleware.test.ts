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
    '/favicon.ico',
    '/robots.txt',
    '/logo.svg',
  ])('skips %s', (path) => {
    expect(runsOn(path)).toBe(false);
  });
});

import { NextRequest } from 'next/server';
import { STORE_COOKIES, middleware } from './middleware';

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
  it('sends / to the active store view, else eu', () => {
    expect(visit('/').headers.get('location')).toBe('http://localhost:3000/eu');
    expect(visit('/', { [STORE_COOKIES.code]: 'fr' }).headers.get('location')).toBe('http://localhost:3000/fr');
    expect(visit('/', { [STORE_COOKIES.code]: 'atlantis' }).headers.get('location')).toBe('http://localhost:3000/eu');
  });

  it('redirects a path without a store code under the active one, keeping the query', () => {
    const response = visit('/sunglasses.html?color=3', { [STORE_COOKIES.code]: 'uk' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/uk/sunglasses.html?color=3');
  });

  it('makes a known store code the active store view, with its currency', () => {
    const response = visit('/ae_ar/sunglasses.html', { [STORE_COOKIES.code]: 'uk' });
    expect(response.cookies.get(STORE_COOKIES.code)?.value).toBe('ae_ar');
    expect(response.cookies.get(STORE_COOKIES.currency)?.value).toBe('AED');
    expect(response.cookies.get(STORE_COOKIES.mediaUrl)?.value).toMatch(/\/media\/$/);
  });

  it('matches the longest store code first and leaves the active store alone', () => {
    const response = visit('/ae_en/', { [STORE_COOKIES.code]: 'ae_en' });
    expect(response.headers.get('location')).toBeNull();
    expect(response.cookies.get(STORE_COOKIES.code)).toBeUndefined();
  });

  it('moves listing state into a cacheable path, in a stable order', () => {
    const response = visit('/uk/eyeglasses.html?p=2&color=3', { [STORE_COOKIES.code]: 'uk' });
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/uk/eyeglasses.html/~q/color%3D3%26p%3D2');
    const search = visit('/uk/search.html?query=round', { [STORE_COOKIES.code]: 'uk' });
    expect(search.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/uk/search.html/~q/query%3Dround');
  });

  it('leaves the query of the shop’s own pages alone', () => {
    const response = visit('/uk/create-account?email=a%40b.c', { [STORE_COOKIES.code]: 'uk' });
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });
});
