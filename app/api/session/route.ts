import { crossSiteRefusal, isCrossSite } from '@/lib/proxy/backend';
import { PRIVATE_NO_STORE } from '@/lib/proxy/shopper';
import type { SessionStatus } from '@/lib/session/record';
import { clearSession, readSession } from '@/lib/session/session';

/**
 * The browser's view of its session (DESIGN.md: "The client knows only that it is signed in and
 * when that ends"). GET answers whether there is a session and its timeStored and ttl, never the
 * token; DELETE ends it, so signing out clears the session even when revoking the token failed.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const { session, stale } = await readSession(request);
  const status: SessionStatus = session ? { signedIn: true, timeStored: session.timeStored, ttl: session.ttl } : { signedIn: false };
  const response = Response.json(status, { headers: { 'Cache-Control': PRIVATE_NO_STORE } });
  if (stale) await clearSession(response);
  return response;
}

export async function DELETE(request: Request): Promise<Response> {
  if (isCrossSite(request)) return crossSiteRefusal();
  const response = new Response(null, { status: 204, headers: { 'Cache-Control': PRIVATE_NO_STORE } });
  await clearSession(response);
  return response;
}
