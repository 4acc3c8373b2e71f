process.env.SESSION_SECRET = 'a-test-secret-that-is-long-enough-for-iron';
process.env.MAGENTO_BACKEND_URL = 'http://backend.test';

import { saveSession } from '@/lib/session/session';
import { GET, POST } from './route';

let calls: Array<{ url: string; headers: Headers }> = [];
beforeEach(() => {
  calls = [];
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    return Response.json('42');
  }) as typeof fetch;
});

const params = (...path: string[]) => ({ params: Promise.resolve({ path }) });

async function sessionCookie(token: string): Promise<string> {
  const carrier = new Response(null);
  await saveSession(carrier, token);
  return (carrier.headers.get('set-cookie') ?? '').split(';')[0];
}

function post(path: string, body: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000/rest/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: 'http://localhost:3000', ...headers },
    body,
  });
}

describe('the /rest proxy', () => {
  it('sends a signed-in shopper’s carts/mine call with their bearer, and answers privately', async () => {
    const cookie = await sessionCookie('customer-token');
    const response = await POST(
      post('uk/V1/carts/mine/payment-information', '{}', { cookie, authorization: 'Bearer forged' }),
      params('uk', 'V1', 'carts', 'mine', 'payment-information'),
    );
    expect(calls[0].url).toBe('http://backend.test/rest/uk/V1/carts/mine/payment-information');
    expect(calls[0].headers.get('authorization')).toBe('Bearer customer-token');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('sends a guest’s call without any bearer', async () => {
    await GET(
      new Request('http://localhost:3000/rest/uk/V1/guest-carts/abc/order', { headers: { authorization: 'Bearer forged' } }),
      params('uk', 'V1', 'guest-carts', 'abc', 'order'),
    );
    expect(calls[0].headers.get('authorization')).toBeNull();
  });

  it('refuses cross-site calls, paths that are not Magento REST paths, and bodies that are not JSON', async () => {
    expect((await POST(post('uk/V1/x', '{}', { origin: 'https://evil.example' }), params('uk', 'V1', 'x'))).status).toBe(403);
    expect((await POST(post('uk/V1/x', '{}'), params('uk', '..', 'admin'))).status).toBe(400);
    expect((await POST(post('x', '{}'), params('x'))).status).toBe(400);
    expect(
      (await POST(post('uk/V1/x', 'a=1', { 'content-type': 'application/x-www-form-urlencoded' }), params('uk', 'V1', 'x'))).status,
    ).toBe(400);
    expect((await POST(post('uk/V1/x', '{oops'), params('uk', 'V1', 'x'))).status).toBe(400);
    expect(calls).toHaveLength(0);
  });
});

describe('the /rest proxy’s file upload (prescriptions)', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]);
  const upload = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost:3000/rest/uk/V1/prescriptions/uploads', {
      method: 'POST',
      headers: { 'content-type': 'image/png', host: 'localhost:3000', origin: 'http://localhost:3000', ...headers },
      body,
    });
  const route = params('uk', 'V1', 'prescriptions', 'uploads');

  it('sends the file’s bytes on as they are, with the shopper’s bearer', async () => {
    let sent: BodyInit | null | undefined;
    global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(input), headers: new Headers(init?.headers) });
      sent = init?.body;
      return Response.json({ uid: 'x' });
    }) as typeof fetch;
    const cookie = await sessionCookie('customer-token');
    const response = await POST(upload(PNG, { cookie }), route);
    expect(response.status).toBe(200);
    expect(calls[0].url).toBe('http://backend.test/rest/uk/V1/prescriptions/uploads');
    expect(calls[0].headers.get('content-type')).toBe('image/png');
    expect(calls[0].headers.get('authorization')).toBe('Bearer customer-token');
    expect(new Uint8Array(sent as ArrayBuffer)).toEqual(PNG);
  });

  it('refuses a cross-site upload, a body that says it is no file, and a file over 10 MB', async () => {
    expect((await POST(upload(PNG, { origin: 'https://evil.example' }), route)).status).toBe(403);
    expect((await POST(upload('<html></html>', { 'content-type': 'text/html' }), route)).status).toBe(400);
    expect((await POST(upload(new Uint8Array(10 * 1024 * 1024 + 1)), route)).status).toBe(413);
    expect(calls).toHaveLength(0);
  });
});
