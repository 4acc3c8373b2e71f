import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { config, middleware } from './middleware';
import { clearRedirectCache } from '@/lib/routing/url-redirects';

/** What the backend's route query answers, per URL path. */
let routes: Record<string, { relative_url: string; redirect_code: number; type?: null } | null> = {};
let backendCalls = 0;
let notFoundFetches: string[] = [];

beforeEach(() => {
  routes = {};
  backendCalls = 0;
  notFoundFetches = [];
  clearRedirectCache();
  global.fetch = jest.fn(async (input: string | URL | Request) => {
    // The store view's not-found page, which the middleware fetches for a malformed URL.
    if (new URL(String(input)).pathname.endsWith('/~q')) {
      notFoundFetches.push(String(input));
      return new Response('<h1>Page not found</h1>', { status: 404, headers: { 'content-type': 'text/html' } });
    }
    backendCalls++;
    const { url: path } = JSON.parse(new URL(String(input)).searchParams.get('variables')!);
    return Response.json({ data: { route: routes[path] ?? null } });
  }) as typeof fetch;
});

function visit(path: string, cookie = 'store_view_code=uk') {
  return middleware(new NextRequest(`http://localhost:3000${path}`, { headers: { cookie } }));
}

describe('malformed URLs (issue 12)', () => {
  it.each([
    '/eu/%',
    '/eu/%E0%A4%A',
    '/%E0%A4%A/eu',
    '/eu/search.html?query=%E0%A4%A',
    // The same query as Next hands it to the middleware (re-encoded, the bad bytes as U+FFFD).
    '/eu/search.html?query=%EF%BF%BD%25A',
    '/eu/eyeglasses.html?color=%zz',
    '/uk/%25%',
  ])(
    '%s renders the not-found page without asking the backend',
    async (path) => {
      const response = await visit(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
      expect(await response.text()).toBe('<h1>Page not found</h1>');
      expect(notFoundFetches).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/(eu|uk)\/~q$/)]);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(backendCalls).toBe(0);
    },
  );

  it('answers a bare 400 when the not-found page cannot be had, never a 500', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const response = await visit('/eu/%');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('');
  });

  it('leaves well-formed encodings alone', async () => {
    const response = await visit('/eu/search.html?query=%E0%A4%A1+round');
    expect(response.headers.get('x-middleware-rewrite')).toContain('/eu/search.html/~q/');
  });
});

describe('redirects (issue 12)', () => {
  it('never lets a shared cache keep a redirect chosen by the store cookie', async () => {
    const response = await visit('/sunglasses.html', 'store_view_code=fr');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/fr/sunglasses.html');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
  });

  it('follows a URL rewrite only to a path of the store view or an allowed host', async () => {
    routes['gone.html'] = { relative_url: '../../..//evil.example', redirect_code: 301 };
    routes['away.html'] = { relative_url: 'https://evil.example/x', redirect_code: 302 };
    routes['moved.html'] = { relative_url: 'new.html', redirect_code: 301 };
    expect((await visit('/uk/gone.html')).headers.get('location')).toBeNull();
    expect((await visit('/uk/away.html')).headers.get('location')).toBeNull();
    expect((await visit('/uk/moved.html')).headers.get('location')).toBe('http://localhost:3000/uk/new.html');
  });
});

describe('the policy on every page', () => {
  it('runs on page paths with a file extension below a store view', () => {
    const runsOn = (path: string) => unstable_doesMiddlewareMatch({ config, url: `http://localhost:3000${path}` });
    expect(runsOn('/eu/order-history/1.json')).toBe(true);
    expect(runsOn('/eu/cms/terms.txt')).toBe(true);
    expect(runsOn('/favicon.ico')).toBe(false);
    expect(runsOn('/robots.txt')).toBe(false);
    expect(runsOn('/_next/static/chunks/app.js')).toBe(false);
  });

  it('gives pages rendered per request a nonce, wherever they are', async () => {
    for (const path of ['/uk/addEditDialog', '/uk/prescriptionfix/100000001/key', '/uk/stock?sku=x']) {
      const response = await visit(path);
      expect([path, response.headers.get('content-security-policy')]).toEqual([path, expect.stringMatching(/'nonce-[^']+' 'strict-dynamic'/)]);
    }
  });
});
