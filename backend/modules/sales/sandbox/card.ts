/**
 * The sandbox card processor's tokenizer (POST /sandbox/card/tokenize): the card form's fields
 * become a signed nonce that the storefront sends as paymentMethod.additional_data
 * .payment_method_nonce. No card number is stored or logged, only its last four digits.
 *
 * Documented test cards (any holder, any future expiry, any 3–4 digit CVC):
 *   4111 1111 1111 1111  approves: the order is placed in processing
 *   4000 0000 0000 0002  declines: payment-information answers 400 CARD_DECLINED, nothing is placed
 *   4000 0000 0000 3220  needs 3-D Secure: the order waits in pending_payment for /sandbox/3ds/{token}
 * Any other number that passes the Luhn check approves, as real sandboxes do.
 *
 * A nonce pays for one order only, as a processor's nonces do: the payment handler spends it when
 * it is accepted (payment-methods.ts) and refuses it afterwards with NONCE_USED.
 */
import crypto from 'node:crypto';
import type { Db } from '../../../db/database';
import { signToken, verifyToken } from './tokens';

export type CardOutcome = 'approve' | 'decline' | 'three_d_secure';

const TEST_CARDS: Record<string, CardOutcome> = {
  '4111111111111111': 'approve',
  '4000000000000002': 'decline',
  '4000000000003220': 'three_d_secure',
};

export const CARD_DECLINED = 'The payment was declined. Try another card.';
/** Braintree's text for a nonce sent a second time. */
export const NONCE_USED = 'Cannot use a payment_method_nonce more than once.';

export interface CardInput {
  number?: unknown;
  expiry?: unknown;
  cvc?: unknown;
  holder?: unknown;
}

export interface CardNonce {
  outcome: CardOutcome;
  last4: string;
  /** Magento's card type code (VI, MC, AE, DI, JCB, ...), as saved cards show it. */
  type: string;
  /** "MM/YYYY". */
  expirationDate: string;
}

export class CardValidationError extends Error {}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/YY" or "MM/YYYY" as "MM/YYYY" when it is still valid (through the last day of its month), else null. */
function futureExpiry(expiry: string, today = new Date()): string | null {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  const valid = Date.UTC(year, month, 1) > Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return valid ? `${match[1]}/${year}` : null;
}

/** Magento's card type codes by number prefix (Magento\Payment's cc types). */
function cardType(number: string): string {
  if (/^4/.test(number)) return 'VI';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MC';
  if (/^3[47]/.test(number)) return 'AE';
  if (/^(6011|65|64[4-9])/.test(number)) return 'DI';
  if (/^35/.test(number)) return 'JCB';
  return 'OT';
}

/** Validates the card and answers a nonce; throws CardValidationError with the first problem's text. */
export function tokenizeCard(db: Db, input: CardInput): string {
  const number = typeof input.number === 'string' ? input.number.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(number) || !luhn(number)) throw new CardValidationError('The card number is not valid.');
  const expirationDate = typeof input.expiry === 'string' ? futureExpiry(input.expiry) : null;
  if (!expirationDate) throw new CardValidationError('The card has expired or the expiry date is not valid.');
  if (typeof input.cvc !== 'string' || !/^\d{3,4}$/.test(input.cvc.trim()))
    throw new CardValidationError('The security code (CVC) must be 3 or 4 digits.');
  if (typeof input.holder !== 'string' || !input.holder.trim()) throw new CardValidationError('Enter the name on the card.');
  return signToken(db, {
    kind: 'card_nonce',
    outcome: TEST_CARDS[number] ?? 'approve',
    last4: number.slice(-4),
    type: cardType(number),
    exp: expirationDate,
    // Every tokenization is a new nonce, even of the same card: nonces are spent one by one.
    nid: crypto.randomBytes(12).toString('base64url'),
  });
}

/** What a nonce stands for, or null when it is not one this shop issued. */
export function readCardNonce(db: Db, nonce: string): CardNonce | null {
  const payload = verifyToken(db, nonce);
  if (payload?.kind !== 'card_nonce') return null;
  const outcome = payload.outcome as CardOutcome;
  if (!['approve', 'decline', 'three_d_secure'].includes(outcome)) return null;
  return { outcome, last4: String(payload.last4 ?? ''), type: String(payload.type ?? 'OT'), expirationDate: String(payload.exp ?? '') };
}
