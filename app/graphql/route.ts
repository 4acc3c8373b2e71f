import { safeParse } from 'valibot';
import { bodyTooLarge, crossSiteRefusal, forward, invalidInput, isCrossSite, readBodyText } from '@/lib/proxy/backend';
import {
  MAX_BODY_BYTES,
  graphQlGetSchema,
  graphQlPostSchema,
  planOperation,
  readAnswer,
  type OperationPlan,
} from '@/lib/proxy/graphql-request';
import { finishShopperAnswer, shopperContext, type ShopperContext } from '@/lib/proxy/shopper';
import { clearSession, saveSession, sessionTtlSeconds } from '@/lib/session/session';

/**
 * Same-origin GraphQL endpoint for the browser (spec section 7: `/graphql` on the site origin).
 * Queries arrive as GET, mutations as POST; both are checked (well-formed, one operation, no
 * mutation over GET), get the shopper's bearer token from the session cookie and go to Magento.
 * A sign-in's token is kept in the session and blanked in the answer; a sign-out ends the session.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const { searchParams } = new URL(request.url);
  const parsed = safeParse(graphQlGetSchema, {
    query: searchParams.get('query'),
    operationName: searchParams.get('operationName'),
    variables: searchParams.get('variables'),
  });
  if (!parsed.success) return invalidInput(parsed.issues[0]?.message ?? 'Invalid GraphQL request.', 'graphql');
  const planned = planOperation(parsed.output.query, parsed.output.operationName);
  if (!planned.ok) return invalidInput(planned.message, 'graphql');
  if (planned.plan.type !== 'query') {
    return Response.json(
      { errors: [{ message: 'Mutation requests allowed only for POST requests' }] },
      { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
    );
  }
  const context = await shopperContext(request);
  return finishShopperAnswer(await forward(request, '/graphql', { headers: context.headers }), context, planned.plan.personal);
}

export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request)) return crossSiteRefusal('graphql');
  const text = await readBodyText(request, MAX_BODY_BYTES);
  if (text === null) return bodyTooLarge('graphql');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return invalidInput('The request body is not JSON.', 'graphql');
  }
  const parsed = safeParse(graphQlPostSchema, json);
  if (!parsed.success) return invalidInput(parsed.issues[0]?.message ?? 'Invalid GraphQL request.', 'graphql');
  const planned = planOperation(parsed.output.query, parsed.output.operationName);
  if (!planned.ok) return invalidInput(planned.message, 'graphql');

  const context = await shopperContext(request);
  const answer = await forward(request, '/graphql', { headers: context.headers, body: text });
  const { plan } = planned;
  if (!plan.signIns.length && !plan.signOuts.length) return finishShopperAnswer(answer, context, plan.personal);
  return handleSessionAnswer(answer, plan, context);
}

/** A sign-in or sign-out answer: the token goes into the session and out of the answer. */
async function handleSessionAnswer(answer: Response, plan: OperationPlan, context: ShopperContext): Promise<Response> {
  const text = await answer.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON, so nothing can be taken out of it: it does not reach the browser as it is.
    return Response.json(
      { message: 'The shop backend gave an unreadable answer.' },
      { status: 502, headers: { 'Cache-Control': 'no-store' } },
    );
  }
  const outcome = readAnswer(plan, body);
  const headers = new Headers(answer.headers);
  headers.set('content-type', 'application/json');
  if (outcome.token) {
    // "When the session ends" travels with the answer; GET /api/session tells the same.
    const timeStored = Date.now();
    const extensions = { customer_session: { time_stored: timeStored, ttl: sessionTtlSeconds() } };
    const response = new Response(JSON.stringify({ ...(outcome.body as object), extensions }), { status: answer.status, headers });
    await saveSession(response, outcome.token, timeStored);
    return finishShopperAnswer(response, { ...context, stale: false }, true);
  }
  const response = new Response(JSON.stringify(outcome.body), { status: answer.status, headers });
  if (outcome.signedOut) {
    await clearSession(response);
    return finishShopperAnswer(response, { ...context, stale: false }, true);
  }
  return finishShopperAnswer(response, context, true);
}
