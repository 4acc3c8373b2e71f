process.env.SESSION_SECRET = 'a-test-secret-that-is-long-enough-for-iron';
process.env.MAGENTO_BACKEND_URL = 'http://backend.test';

import { SESSION_COOKIE_NAME, saveSession } from '@/lib/session/session';
import { GET, POST } from './route';

interface BackendCall {
  url: string;
  headers: Headers;
  body: string | undefined;
}

let calls: BackendCall[] = [];
let answer: unknown = { data: {} };

beforeEach(() => {
  calls = [];
  answer = { data: {} };
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers), body: init?.body as string | undefined });
    // What the backend says of a catalogue query: shared caches may keep it.
    return new Response(JSON.stringify(answer), {
      headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=60, s-maxage=300', vary: 'Store, Authorization' },
    });
  }) as typeof fetch;
});

const SIGN_IN =
  'mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost:3000/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: 'http://localhost:3000', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function sessionCookie(token: string, timeStored = Date.now()): Promise<string> {
  const carrier = new Response(null);
  await saveSession(carrier, token, timeStored);
  return (carrier.headers.get('set-cookie') ?? '').split(';')[0];
}

describe('the /graphql proxy and the session', () => {
  it('keeps the sign-in token in the session cookie and hands the browser the answer without it', async () => {
    answer = { data: { generateCustomerToken: { token: 'the-real-token' } } };
    const response = await POST(post({ query: SIGN_IN, variables: { email: 'a@example.com', password: 'Secret123!' } }));
    const text = await response.text();
    expect(text).not.toContain('the-real-token');
    const body = JSON.parse(text);
    expect(body.data.generateCustomerToken.token).toBe('');
    expect(body.extensions.customer_session).toEqual({ time_stored: expect.any(Number), ttl: 3600 });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).not.toContain('the-real-token');
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    // The next call carries the token as a bearer, from the cookie.
    answer = { data: { customer: { firstname: 'Ada' } } };
    await GET(
      new Request('http://localhost:3000/graphql?query=%7Bcustomer%7Bfirstname%7D%7D', { headers: { cookie: setCookie.split(';')[0] } }),
    );
    expect(calls[1].headers.get('authorization')).toBe('Bearer the-real-token');
  });

  it('blanks the token under an alias and inside fragments too', async () => {
    answer = { data: { login: { t: 'aliased-token', token: 'plain-token' } } };
    const query =
      'mutation { login: generateCustomerToken(email: "a", password: "b") { t: token ...F } } fragment F on CustomerToken { token }';
    const response = await POST(post({ query }));
    const text = await response.text();
    expect(text).not.toContain('aliased-token');
    expect(text).not.toContain('plain-token');
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=`));
  });

  it('does the same for a sign-in by social login', async () => {
    answer = { data: { generateCustomerTokenBySocialLogin: { token: 'social-token' } } };
    const query = 'mutation S($code: String!) { generateCustomerTokenBySocialLogin(input: { provider: GOOGLE, code: $code }) { token } }';
    const response = await POST(post({ query, variables: { code: 'one-time' } }));
    expect(await response.text()).not.toContain('social-token');
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=`));
  });

  it('leaves a failed sign-in as Magento answered it, with no session', async () => {
    answer = {
      data: { generateCustomerToken: null },
      errors: [
        {
          message: 'The account sign-in was incorrect or your account is disabled temporarily.',
          extensions: { category: 'graphql-authentication' },
        },
      ],
    };
    const response = await POST(post({ query: SIGN_IN, variables: { email: 'a@example.com', password: 'wrong' } }));
    expect(await response.json()).toEqual(answer);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('never forwards the Authorization the browser sends', async () => {
    await GET(
      new Request('http://localhost:3000/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D', { headers: { authorization: 'Bearer forged' } }),
    );
    expect(calls[0].headers.get('authorization')).toBeNull();
  });

  it('adds the bearer from the session and marks the answer private', async () => {
    const cookie = await sessionCookie('customer-token');
    const response = await GET(
      new Request('http://localhost:3000/graphql?query=%7Bcustomer%7Bemail%7D%7D', { headers: { cookie, authorization: 'Bearer forged' } }),
    );
    expect(calls[0].headers.get('authorization')).toBe('Bearer customer-token');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('clears an expired session instead of using it', async () => {
    const cookie = await sessionCookie('old-token', Date.now() - 3601 * 1000);
    const response = await GET(
      new Request('http://localhost:3000/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D', { headers: { cookie } }),
    );
    expect(calls[0].headers.get('authorization')).toBeNull();
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });

  it('never lets a shared cache keep the answer that clears a stale session cookie', async () => {
    const cookie = await sessionCookie('old-token', Date.now() - 3601 * 1000);
    const response = await GET(
      new Request('http://localhost:3000/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D', { headers: { cookie } }),
    );
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps a guest’s catalogue answer public, saying what it varies on', async () => {
    const response = await GET(new Request('http://localhost:3000/graphql?query=%7BstoreConfig%7Bstore_code%7D%7D'));
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    expect(response.headers.get('vary')).toBe('Store, Authorization, Content-Currency');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each([
    '{ customer { email } }',
    '{ me: customer { email } }',
    '{ ... on Query { customer { email } } }',
    'query Q { ...Mine } fragment Mine on Query { wishlist: customer { wishlists { id } } }',
    'query Q { ...Outer } fragment Outer on Query { ...Inner } fragment Inner on Query { cart(cart_id: "x") { id } }',
    '{ giftCardAccount(input: { gift_card_code: "GC-1" }) { code balance { value } } }',
    '{ storeConfig { store_code } ... on Query { giftCardAccount(input: { gift_card_code: "GC-1" }) { code } } }',
  ])('answers %s privately to a guest too', async (query) => {
    const response = await GET(new Request(`http://localhost:3000/graphql?query=${encodeURIComponent(query)}`));
    expect(calls).toHaveLength(1);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('ends the session after a successful revokeCustomerToken', async () => {
    const cookie = await sessionCookie('customer-token');
    answer = { data: { revokeCustomerToken: { result: true } } };
    const response = await POST(post({ query: 'mutation RevokeCustomerToken { revokeCustomerToken { result } }' }, { cookie }));
    expect(calls[0].headers.get('authorization')).toBe('Bearer customer-token');
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=;.*Max-Age=0`));
  });

  it('ends the session when Magento no longer accepts the token it revokes', async () => {
    const cookie = await sessionCookie('customer-token');
    answer = {
      errors: [{ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } }],
      data: { revokeCustomerToken: null },
    };
    const response = await POST(post({ query: 'mutation { revokeCustomerToken { result } }' }, { cookie }));
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
  });

  it('refuses a cross-site POST without asking the backend', async () => {
    const response = await POST(post({ query: SIGN_IN }, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(calls).toHaveLength(0);
  });

  it('answers 413 to a chunked body over the limit without reading it whole or asking the backend', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 64 * 1024 * 1024) return controller.close();
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    const request = new Request('http://localhost:3000/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost:3000', origin: 'http://localhost:3000' },
      body,
      duplex: 'half',
    } as RequestInit);
    const response = await POST(request);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(1024 * 1024);
    expect(calls).toHaveLength(0);
  });

  it('refuses malformed requests and mutations over GET', async () => {
    expect((await POST(post('not json'))).status).toBe(400);
    expect((await POST(post({ query: 42 }))).status).toBe(400);
    expect((await POST(post({ query: 'mutation {' }))).status).toBe(400);
    expect((await POST(post({ query: 'query A { a } query B { b }' }))).status).toBe(400);
    expect((await GET(new Request('http://localhost:3000/graphql?query=mutation%7BrevokeCustomerToken%7Bresult%7D%7D'))).status).toBe(405);
    expect((await GET(new Request('http://localhost:3000/graphql?query=%7Ba%7D&variables=%5B1%5D'))).status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it('says what is wrong with a malformed request, in GraphQL’s shape', async () => {
    const refusal = async (response: Response) => [
      response.status,
      ((await response.json()) as { errors: Array<{ message: string }> }).errors[0].message,
    ];
    expect(await refusal(await POST(post({})))).toEqual([400, 'A GraphQL request is a JSON object with a query.']);
    expect(await refusal(await POST(post({ query: '' })))).toEqual([400, 'A GraphQL request needs a query.']);
    expect(await refusal(await POST(post([1])))).toEqual([400, 'A GraphQL request is a JSON object with a query.']);
    expect(await refusal(await POST(post({ query: 42 })))).toEqual([400, 'A GraphQL request needs a query.']);
    expect(await refusal(await GET(new Request('http://localhost:3000/graphql')))).toEqual([400, 'A GraphQL request needs a query.']);
    expect(await refusal(await POST(post({ query: '{a}', variables: [1] })))).toEqual([400, 'variables must be a JSON object']);
    expect(await refusal(await POST(post({ query: '{a}', extensions: 'x' })))).toEqual([400, 'extensions must be a JSON object']);
    expect(await refusal(await POST(post({ query: '{a}', operationName: 7 })))).toEqual([400, 'operationName must be a string']);
    expect(await refusal(await GET(new Request('http://localhost:3000/graphql?query=%7Ba%7D&variables=%7B')))).toEqual([
      400,
      'variables must be a JSON object',
    ]);
    expect(calls).toHaveLength(0);
  });
});
