import { forward, isCrossSite } from '@/lib/proxy/backend';

/**
 * Same-origin card tokenisation for the browser: the card details go to the backend's sandbox
 * (`POST /sandbox/card/tokenize`, which has no CORS) and only the nonce comes back. Posts from
 * another site are refused.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request)) {
    return Response.json({ message: 'Cross-site request refused.' }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
  }
  return forward(request, '/sandbox/card/tokenize');
}
