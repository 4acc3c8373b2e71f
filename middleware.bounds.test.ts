import { NextRequest } from 'next/server';
import { middleware } from './middleware';
import { MAX_PATH_LENGTH, MAX_SEGMENT_LENGTH, MAX_SEGMENTS } from '@/lib/cache/path-bounds';
import { resetBackendHealth } from '@/lib/proxy/backend-health';
import { clearRedirectCache } from '@/lib/routing/url-redirects';

/**
 * Hostile paths (issue 15): a crawler of random long or deep paths must not make the storefront
 * render and cache a page per path. Past the bounds, the middleware answers the store view's
 * not-found page itself (404, or 414 for a URL too long), asking neither the backend nor the page.
 */
let routeLookups: string[] = [];
let notFoundFetches: string[] = [];

beforeEach(() => {
  routeLookups = [];
  notFoundFetches = [];
  clearRedirectCache();
  resetBackendHealth();
  global.fetch = jest.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/~q')) {
      notFoundFetches.push(url.pathname);
      return new Response('<h1>Pagina niet gevonden</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
    }
    const variables = JSON.parse(url.searchParams.get('variables') ?? '{}') as { url?: string };
    if (variables.url) routeLookups.push(variables.url);
    return Response.json({ data: { route: null, __typename: 'Query' } });
  }) as typeof fetch;
});

const visit = (path: string) => middleware(new NextRequest(`http://localhost:3000${path}`, { headers: { cookie: 'store_view_code=nl' } }));

describe('paths past the bounds of any page', () => {
  it.each([
    ['a segment longer than a file name may be', `/nl/${'a'.repeat(MAX_SEGMENT_LENGTH + 1)}.html`, 404],
    ['a path deeper than any page', `/nl/${Array.from({ length: MAX_SEGMENTS }, (_, i) => `d${i}`).join('/')}`, 404],
    ['a path longer than any URL of the shop', `/nl/${Array.from({ length: 8 }, () => 'x'.repeat(150)).join('/')}`, 414],
    ['listing state too long for one segment', `/nl/search.html?query=round&color=${'7,'.repeat(150)}7`, 414],
  ])('%s: the store view’s not-found page, without rendering the path', async (_, path, status) => {
    expect(path.length).toBeLessThan(MAX_PATH_LENGTH * 2);
    const response = await visit(path);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe('<h1>Pagina niet gevonden</h1>');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(notFoundFetches).toEqual(['/nl/~q']);
    expect(routeLookups).toEqual([]);
  });

  it.each([
    `/nl/${'a'.repeat(MAX_SEGMENT_LENGTH - 10)}.html`,
    '/nl/brillen/dames.html?color=7&p=2&product_list_order=price',
    `/nl/search.html?query=${'ronde '.repeat(10)}`,
    // The deepest page: an alert e-mail's unsubscribe link (12 segments).
    `/nl/productalert/unsubscribe/email/product/ronde-bril/product_id/12/hash/${'h'.repeat(43)}/type/stock`,
  ])('a long but possible page goes on: %s', async (path) => {
    const response = await visit(path);
    expect([404, 414]).not.toContain(response.status);
    expect(notFoundFetches).toEqual([]);
  });
});
