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

/** Marks the answer private when it is personal, and clears a stale session cookie. */
export async function finishShopperAnswer(response: Response, context: ShopperContext, personal = false): Promise<Response> {
  if (context.session || personal || response.headers.has('set-cookie')) response.headers.set('Cache-Control', PRIVATE_NO_STORE);
  if (context.stale) await clearSession(response);
  return response;
}
