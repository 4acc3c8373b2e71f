import { array, check, maxLength, minLength, pipe, regex, safeParse, string } from 'valibot';
import { bodyTooLarge, crossSiteRefusal, forward, invalidInput, isCrossSite, readBodyBytes, readBodyText } from '@/lib/proxy/backend';
import { finishShopperAnswer, shopperContext } from '@/lib/proxy/shopper';

/**
 * Same-origin REST endpoint for the browser (spec section 7: `/rest/{store}/V1/...`): the checkout
 * steps' calls go to Magento with the shopper's bearer token from the session cookie (a signed-in
 * shopper's `carts/mine/...`). State-changing calls from another site are refused; the path and
 * body are checked before anything is forwarded.
 */
export const dynamic = 'force-dynamic';

interface RestRouteContext {
  params: Promise<{ path: string[] }>;
}

const MAX_BODY_BYTES = 256 * 1024;

/**
 * The one route whose body is a file, not JSON (the extension part's prescription upload): sent
 * on as it is, up to 10 MB, when it says it is a JPG, PNG or PDF (the backend reads its content).
 */
const FILE_UPLOAD_PATH = /^\/rest\/(?:[a-z][a-z0-9_]*\/)?V1\/prescriptions\/uploads$/;
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf', 'application/octet-stream'];

async function uploadFile(request: Request, path: string): Promise<Response> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (!FILE_TYPES.includes(type)) return invalidInput('Send a JPG, PNG or PDF file.');
  const body = await readBodyBytes(request, MAX_FILE_BYTES);
  if (body === null) return bodyTooLarge();
  const shopper = await shopperContext(request);
  return finishShopperAnswer(await forward(request, path, { headers: shopper.headers, body }), shopper);
}

/** `V1/...` or `{store}/V1/...`, each segment plain URL characters (no `..`, no slashes smuggled in). */
const restPathSchema = pipe(
  array(
    pipe(
      string(),
      regex(/^[A-Za-z0-9_.~@:=+,-]+$/),
      check((segment) => segment !== '.' && segment !== '..'),
    ),
  ),
  minLength(2),
  maxLength(12),
  check((path) => path[0] === 'V1' || (/^[a-z][a-z0-9_]*$/.test(path[0]) && path[1] === 'V1'), 'not a Magento REST path'),
);

async function targetPath(context: RestRouteContext): Promise<string | null> {
  const parsed = safeParse(restPathSchema, (await context.params).path);
  return parsed.success ? `/rest/${parsed.output.map(encodeURIComponent).join('/')}` : null;
}

export async function GET(request: Request, context: RestRouteContext): Promise<Response> {
  const path = await targetPath(context);
  if (!path) return invalidInput('Unknown REST path.');
  const shopper = await shopperContext(request);
  return finishShopperAnswer(await forward(request, path, { headers: shopper.headers }), shopper);
}

async function change(request: Request, context: RestRouteContext): Promise<Response> {
  if (isCrossSite(request)) return crossSiteRefusal();
  const path = await targetPath(context);
  if (!path) return invalidInput('Unknown REST path.');
  if (request.method === 'POST' && FILE_UPLOAD_PATH.test(path)) return uploadFile(request, path);
  const body = await readBodyText(request, MAX_BODY_BYTES);
  if (body === null) return bodyTooLarge();
  if (body !== '') {
    // Magento's REST API reads JSON only; a form post (the one a page of another site can send
    // without asking) is refused here too.
    if (!(request.headers.get('content-type') ?? '').includes('application/json')) return invalidInput('Send JSON.');
    try {
      JSON.parse(body);
    } catch {
      return invalidInput('The request body is not JSON.');
    }
  }
  const shopper = await shopperContext(request);
  return finishShopperAnswer(await forward(request, path, { headers: shopper.headers, body }), shopper);
}

export const POST = change;
export const PUT = change;
export const DELETE = change;
