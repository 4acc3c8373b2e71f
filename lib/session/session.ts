import { getIronSession, type SessionOptions } from 'iron-session';
import { SESSION_COOKIE_NAME, SESSION_TTL_SECONDS } from './record';
import { sessionSecret } from './secret';
import { serverSettings } from '@/lib/env/server';

/**
 * The signed-in session (DESIGN.md: "The sign-in token lives in an encrypted, HttpOnly
 * iron-session cookie"). The cookie holds `{ token, timeStored, ttl }`; only the server opens it:
 * the same-origin proxies add `Authorization: Bearer <token>` from it, and the browser is told
 * only whether it is signed in and until when (lib/session/record.ts).
 *
 * The expiry is the server's truth: a session older than its ttl is refused (and cleared) here,
 * whatever the browser believes. The cookie itself lives exactly as long (Max-Age = ttl), and the
 * seal a minute longer, so a clock skew between instances never turns a valid cookie unreadable.
 */

export { SESSION_COOKIE_NAME };

/** iron-session's allowance for clocks that differ between instances. */
const SEAL_SKEW_SECONDS = 60;

export interface CustomerSession {
  token: string;
  /** Milliseconds since the epoch when the token was stored. */
  timeStored: number;
  /** Lifetime in seconds. */
  ttl: number;
}

/**
 * The session lifetime: 3600 s (section 9), or CUSTOMER_SESSION_TTL_SECONDS where a test needs a
 * short one (it can only shorten the session, never extend it past the token's hour).
 */
export function sessionTtlSeconds(configured = serverSettings().CUSTOMER_SESSION_TTL_SECONDS): number {
  return configured !== undefined && configured < SESSION_TTL_SECONDS ? configured : SESSION_TTL_SECONDS;
}

export function sessionOptions(ttl = sessionTtlSeconds()): SessionOptions {
  return {
    cookieName: SESSION_COOKIE_NAME,
    password: sessionSecret(),
    ttl: ttl + SEAL_SKEW_SECONDS,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      // Browsers accept Secure cookies from http://localhost, so this holds for local production runs too.
      secure: process.env.NODE_ENV === 'production',
      path: '/',
      maxAge: ttl,
    },
  };
}

export function isSessionExpired(session: Pick<CustomerSession, 'timeStored' | 'ttl'>, now = Date.now()): boolean {
  return now - session.timeStored > session.ttl * 1000;
}

function isCustomerSession(value: Partial<CustomerSession>): value is CustomerSession {
  return typeof value.token === 'string' && value.token !== '' && typeof value.timeStored === 'number' && typeof value.ttl === 'number';
}

export interface SessionReading {
  /** The session, when there is a readable one that has not expired. */
  session: CustomerSession | null;
  /** A session cookie came but is expired or unreadable: the answer should clear it. */
  stale: boolean;
}

/** Anything with the request's cookies: a Request, or Next's cookies() / request.cookies. */
export type CookieSource = Request | { get(name: string): { value: string } | undefined };

function hasSessionCookie(source: CookieSource): boolean {
  if (source instanceof Request) return (source.headers.get('cookie') ?? '').includes(`${SESSION_COOKIE_NAME}=`);
  return Boolean(source.get(SESSION_COOKIE_NAME)?.value);
}

/** Opens the request's session cookie. Never throws for a bad cookie: it reads as stale. */
export async function readSession(source: CookieSource, now = Date.now()): Promise<SessionReading> {
  if (!hasSessionCookie(source)) return { session: null, stale: false };
  const options = sessionOptions();
  const opened =
    source instanceof Request
      ? await getIronSession<Partial<CustomerSession>>(source, new Response(null), options)
      : await getIronSession<Partial<CustomerSession>>(
          {
            get: (name) => {
              const cookie = source.get(name);
              return cookie ? { name, value: cookie.value } : undefined;
            },
            // Reading only: server components cannot set cookies.
            set: () => undefined,
          },
          options,
        );
  if (!isCustomerSession(opened) || isSessionExpired(opened, now)) return { session: null, stale: true };
  return { session: { token: opened.token, timeStored: opened.timeStored, ttl: opened.ttl }, stale: false };
}

/** A request without cookies: saving and clearing read nothing from the request. */
const NO_COOKIES = new Request('http://storefront.invalid/');

/** Stores `token` in a new session: adds its Set-Cookie to `response` and answers the session. */
export async function saveSession(response: Response, token: string, now = Date.now()): Promise<CustomerSession> {
  const ttl = sessionTtlSeconds();
  const session = await getIronSession<Partial<CustomerSession>>(NO_COOKIES, response, sessionOptions(ttl));
  session.token = token;
  session.timeStored = now;
  session.ttl = ttl;
  await session.save();
  return { token, timeStored: now, ttl };
}

/** Ends the session: adds a Set-Cookie that removes the cookie to `response`. */
export async function clearSession(response: Response): Promise<void> {
  const session = await getIronSession<Partial<CustomerSession>>(NO_COOKIES, response, sessionOptions());
  session.destroy();
}
