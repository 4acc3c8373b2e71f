import { forward, isCrossSite } from '@/lib/proxy/backend';

/**
 * Same-origin REST endpoint for the browser (spec section 7: `/rest/{store}/V1/...`): the checkout
 * steps' calls are forwarded to Magento unchanged. State-changing calls from another site are
 * refused. The shopper's bearer token is added here in step 4 (customer accounts).
 */
export const dynamic = 'force-dynamic';

interface RestRouteContext {
  params: Promise<{ path: string[] }>;
}

async function targetPath(context: RestRouteContext): Promise<string> {
  const { path } = await context.params;
  return `/rest/${path.map(encodeURIComponent).join('/')}`;
}

function refused(): Response {
  return Response.json({ message: 'Cross-site request refused.' }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
}

export async function GET(request: Request, context: RestRouteContext): Promise<Response> {
  return forward(request, await targetPath(context));
}

async function change(request: Request, context: RestRouteContext): Promise<Response> {
  if (isCrossSite(request)) return refused();
  return forward(request, await targetPath(context));
}

export const POST = change;
export const PUT = change;
export const DELETE = change;
