process.env.SESSION_SECRET = 'a-test-secret-that-is-long-enough-for-iron';

import { NextRequest } from 'next/server';
import { middleware } from './middleware';
import { saveSession } from '@/lib/session/session';

beforeEach(() => {
  global.fetch = jest.fn(async () => Response.json({ data: { route: null } })) as typeof fetch;
});

async function sessionCookie(timeStored = Date.now()): Promise<string> {
  const carrier = new Response(null);
  await saveSession(carrier, 'customer-token', timeStored);
  return (carrier.headers.get('set-cookie') ?? '').split(';')[0];
}

function visit(path: string, cookie = '') {
  return middleware(new NextRequest(`http://localhost:3000${path}`, { headers: { cookie: `store_view_code=uk; ${cookie}` } }));
}

describe('the signed-in guard', () => {
  it('sends a visitor to sign in, remembering where they were going', async () => {
    const response = await visit('/uk/order-history?page=2');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/uk/sign-in?redirect=%2Fuk%2Forder-history%3Fpage%3D2');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each(['/uk/address-book', '/uk/wishlist', '/uk/giftcard', '/uk/prescription'])('guards %s', async (path) => {
    expect((await visit(path)).headers.get('location')).toContain('/uk/sign-in?redirect=');
  });

  it('lets a signed-in customer through', async () => {
    const response = await visit('/uk/order-history', await sessionCookie());
    expect(response.headers.get('location')).toBeNull();
  });

  it('only looks for the cookie: the account layout opens it and asks Magento (the middleware stays on the edge)', async () => {
    const response = await visit('/uk/order-history', 'customer_session=anything');
    expect(response.headers.get('location')).toBeNull();
  });

  it('leaves public pages alone', async () => {
    expect((await visit('/uk/cart')).headers.get('location')).toBeNull();
    expect((await visit('/uk/sign-in')).headers.get('location')).toBeNull();
    // Public in the route table: a visitor gets the social sign-in options, or the prescription form kept in the browser.
    expect((await visit('/uk/social-accounts')).headers.get('location')).toBeNull();
    expect((await visit('/uk/addEditDialog')).headers.get('location')).toBeNull();
  });
});

describe('the Content-Security-Policy header', () => {
  it('gives a personal page a fresh nonce, told to Next through the request header', async () => {
    const first = await visit('/uk/checkout');
    const policy = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("'strict-dynamic'");
    // NextResponse.next({ request: { headers } }) forwards the request headers it overrides.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    const second = await visit('/uk/checkout');
    expect(second.headers.get('content-security-policy')).not.toContain(`'nonce-${nonce}'`);
  });

  it('gives a cached catalogue page the same policy every time, without a nonce', async () => {
    const policy = (await visit('/uk/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('nonce-');
    expect((await visit('/uk/')).headers.get('content-security-policy')).toBe(policy);
  });
});
