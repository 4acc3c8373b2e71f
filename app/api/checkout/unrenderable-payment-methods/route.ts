import { MAX_REPORTED_CODES, logUnrenderablePaymentMethods } from '@/lib/checkout/payment-methods';
import { crossSiteRefusal, isCrossSite } from '@/lib/proxy/backend';
import { PRIVATE_NO_STORE } from '@/lib/proxy/shopper';

/**
 * The checkout runs in the browser; when the cart offers a payment method it cannot render, the
 * browser reports the codes here and the server logs each once (lib/checkout/payment-methods.ts).
 * Answers 204 whatever the body holds; only well-formed codes are logged.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request)) return crossSiteRefusal();
  const body: unknown = await request.json().catch(() => null);
  const codes = body && typeof body === 'object' && Array.isArray((body as { codes?: unknown }).codes) ? (body as { codes: unknown[] }).codes : [];
  logUnrenderablePaymentMethods(codes.slice(0, MAX_REPORTED_CODES).filter((code): code is string => typeof code === 'string'));
  return new Response(null, { status: 204, headers: { 'Cache-Control': PRIVATE_NO_STORE } });
}
