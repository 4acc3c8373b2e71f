import { cardDigits, type CardFormValues } from './card-schema';

/** The storefront's same-origin route to the sandbox card tokenizer. */
export const TOKENIZE_PATH = '/sandbox/card/tokenize';

/**
 * Sends the card to the tokenizer and answers the nonce. Rejects with the backend's message (an
 * invalid card), else with `fallbackMessage`.
 */
export async function tokenizeCard(
  card: CardFormValues,
  fallbackMessage: string,
  fetchFunction: typeof fetch = (input, init) => fetch(input, init),
): Promise<string> {
  let response: Response;
  try {
    response = await fetchFunction(TOKENIZE_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({
        number: cardDigits(card.number),
        expiry: card.expiry.trim(),
        cvc: card.cvc.trim(),
        holder: card.holder.trim(),
      }),
    });
  } catch (error) {
    throw new Error(fallbackMessage, { cause: error });
  }
  const body = (await response.json().catch(() => ({}))) as { nonce?: unknown; message?: unknown };
  if (response.ok && typeof body.nonce === 'string') return body.nonce;
  throw new Error(!response.ok && typeof body.message === 'string' && response.status < 500 ? body.message : fallbackMessage);
}
