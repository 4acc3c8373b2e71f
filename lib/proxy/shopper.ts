import { clearSession, readSession, type CustomerSession } from '@/lib/session/session';

/**
 * The shopper's side of a proxied call: the bearer token comes from the session cookie, never
 * from the browser (forward() drops any `Authorization` the browser sends). An expired or
 * unreadable session is cleared, not used. An answer to a call that carried a bearer is the
 * shopper's own: `Cache-Control: private, no-store`, so no shared cache keeps it.
 */

export interface ShopperContext {
  session: CustomerSession | null;
  /** The request brought a session cookie that is expired or unreadable. */
  stale: boolean;
  /** The headers to add to the forwarded call. */
  headers: Record<string, string>;
}

export async function shopperContext(request: Request): Promise<ShopperContext> {
  const { session, stale } = await readSession(request);
  return { session, stale, headers: session ? { Authorization: `Bearer ${session.token}` } : {} };
}

export const PRIVATE_NO_STORE = 'private, no-store';

/** What a shared cache must key a public answer on, besides its URL (the backend's own Vary is kept). */
const PUBLIC_VARY = ['Store', 'Content-Currency'];

/**
 * Clears a stale session cookie, then marks the answer `private, no-store` when it depends on the
 * session cookie (one came with the request, valid or not), is personal, or sets or clears a
 * cookie: a shared cache must never keep it (a stored clearing Set-Cookie would sign every shopper
 * out). An answer that stays public says what it varies on.
 */
export async function finishShopperAnswer(response: Response, context: ShopperContext, personal = false): Promise<Response> {
  if (context.stale) await clearSession(response);
  if (context.session || context.stale || personal || response.headers.has('set-cookie')) {
    response.headers.set('Cache-Control', PRIVATE_NO_STORE);
    return response;
  }
  const vary = (response.headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of PUBLIC_VARY) if (!vary.some((entry) => entry.toLowerCase() === name.toLowerCase())) vary.push(name);
  response.headers.set('Vary', vary.join(', '));
  return response;
}
