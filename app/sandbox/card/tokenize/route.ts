import { maxLength, object, pipe, safeParse, string } from 'valibot';
import { bodyTooLarge, crossSiteRefusal, forward, invalidInput, isCrossSite, readBodyText } from '@/lib/proxy/backend';

/**
 * Same-origin card tokenisation for the browser: the card details go to the backend's sandbox
 * (`POST /sandbox/card/tokenize`, which has no CORS) and only the nonce comes back. Posts from
 * another site are refused; the body must be the card form's four fields (the sandbox itself
 * judges whether the card is valid, with its own messages).
 */
export const dynamic = 'force-dynamic';

const cardSchema = object({
  number: pipe(string(), maxLength(32)),
  expiry: pipe(string(), maxLength(16)),
  cvc: pipe(string(), maxLength(8)),
  holder: pipe(string(), maxLength(200)),
});

export async function POST(request: Request): Promise<Response> {
  if (isCrossSite(request)) return crossSiteRefusal();
  const body = await readBodyText(request, 4096);
  if (body === null) return bodyTooLarge();
  let card: unknown;
  try {
    card = JSON.parse(body);
  } catch {
    card = null;
  }
  const parsed = safeParse(cardSchema, card);
  if (!parsed.success) return invalidInput('Invalid card details.');
  const response = await forward(request, '/sandbox/card/tokenize', { body: JSON.stringify(parsed.output) });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
