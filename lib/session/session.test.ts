process.env.SESSION_SECRET = 'a-test-secret-that-is-long-enough-for-iron';

import { SESSION_COOKIE_NAME, clearSession, isSessionExpired, readSession, saveSession, sessionTtlSeconds } from './session';

/** The Set-Cookie a response carries, as a cookie header for the next request. */
function cookieOf(response: Response): string {
  const setCookie = response.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0];
}

function requestWith(cookie: string): Request {
  return new Request('http://localhost:3000/graphql', { headers: { cookie } });
}

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site, and lives as long as the session', async () => {
    const response = new Response(null);
    await saveSession(response, 'secret-token', 1_000);
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=3600/);
    // Not production here: no Secure flag (production sets it).
    expect(setCookie).not.toMatch(/Secure/i);
    // Encrypted: the token is not in it.
    expect(setCookie).not.toContain('secret-token');
  });

  it('gives back the token, time stored and ttl', async () => {
    const response = new Response(null);
    const now = Date.now();
    await saveSession(response, 'secret-token', now);
    await expect(readSession(requestWith(cookieOf(response)), now + 1000)).resolves.toEqual({
      session: { token: 'secret-token', timeStored: now, ttl: 3600 },
      stale: false,
    });
  });

  it('reads an expired session as stale, not as a session', async () => {
    const response = new Response(null);
    const now = Date.now();
    await saveSession(response, 'secret-token', now);
    await expect(readSession(requestWith(cookieOf(response)), now + 3601 * 1000)).resolves.toEqual({ session: null, stale: true });
  });

  it('reads a tampered or foreign cookie as stale', async () => {
    await expect(readSession(requestWith(`${SESSION_COOKIE_NAME}=not-a-seal`))).resolves.toEqual({ session: null, stale: true });
  });

  it('reads no cookie as no session', async () => {
    await expect(readSession(requestWith('other=1'))).resolves.toEqual({ session: null, stale: false });
  });

  it('reads from Next’s cookie store too', async () => {
    const response = new Response(null);
    await saveSession(response, 'secret-token');
    const value = cookieOf(response).slice(SESSION_COOKIE_NAME.length + 1);
    const store = { get: (name: string) => (name === SESSION_COOKIE_NAME ? { value } : undefined) };
    expect((await readSession(store)).session?.token).toBe('secret-token');
  });

  it('is removed by clearSession', async () => {
    const response = new Response(null);
    await clearSession(response);
    expect(response.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=;.*Max-Age=0`));
  });

  it('lasts 3600 s unless a test shortens it', () => {
    // The setting's rule (a whole number above 0) is lib/env/settings.ts's.
    expect(sessionTtlSeconds(undefined)).toBe(3600);
    expect(sessionTtlSeconds(20)).toBe(20);
    expect(sessionTtlSeconds(99999)).toBe(3600);
    expect(isSessionExpired({ timeStored: 0, ttl: 10 }, 10_000)).toBe(false);
    expect(isSessionExpired({ timeStored: 0, ttl: 10 }, 10_001)).toBe(true);
  });
});
