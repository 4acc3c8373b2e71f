import { forward, isCrossSite } from '@/lib/proxy/backend';

/**
 * Same-origin GraphQL endpoint for the browser (spec section 7: `/graphql` on the site origin).
 * Queries arrive as GET, mutations as POST; both are forwarded to Magento unchanged.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  return forward(request, '/graphql');
}

export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request)) return Response.json({ errors: [{ message: 'Cross-site request refused.' }] }, { status: 403 });
  return forward(request, '/graphql');
}
