import type { PaymentToken } from '@/lib/magento/operations/account';

/**
 * Saved cards (Magento Vault): what a token's `details` JSON says about the card. Braintree and
 * the sandbox processor keep `{ type, maskedCC, expirationDate }` ("VI", "1111", "12/2030");
 * other methods may keep less, or something else, so every part is optional.
 */

export interface SavedCard {
  publicHash: string;
  /** Magento's token type: a card, or an account at a provider (PayPal). */
  kind: PaymentToken['type'];
  /** The `SavedPayments` message key of the card's type (a brand, else "card"; "account" for an account). */
  typeKey: string;
  /** The last digits, or null when unknown. */
  lastDigits: string | null;
  /** Expiry as "MM/YYYY", or null when unknown. */
  expiry: string | null;
  /** Past its expiry month at `now`. */
  expired: boolean;
}

/** Magento's card type codes (Magento\Payment's cc types) to `SavedPayments` message keys. */
const CARD_TYPE_KEYS: Readonly<Record<string, string>> = {
  VI: 'cardVisa',
  MC: 'cardMastercard',
  AE: 'cardAmex',
  DI: 'cardDiscover',
  JCB: 'cardJcb',
  DN: 'cardDiners',
  MI: 'cardMaestro',
  UN: 'cardUnionPay',
};

export function cardTypeKey(type: unknown): string {
  return (typeof type === 'string' && CARD_TYPE_KEYS[type.toUpperCase()]) || 'cardOther';
}

function parsedDetails(details: string | null): Record<string, unknown> {
  if (!details) return {};
  try {
    const parsed: unknown = JSON.parse(details);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** "MM/YYYY" or "MM/YY" as { month, year }, else null. */
function expiryOf(value: unknown): { month: number; year: number } | null {
  const match = typeof value === 'string' ? /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim()) : null;
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A saved card as the page shows it. */
export function savedCard(token: PaymentToken, now = new Date()): SavedCard {
  const details = parsedDetails(token.details);
  const masked = typeof details.maskedCC === 'string' ? details.maskedCC.replace(/\D/g, '').slice(-4) : '';
  const expiry = expiryOf(details.expirationDate);
  return {
    publicHash: token.public_hash,
    kind: token.type,
    typeKey: token.type === 'account' ? 'savedAccount' : cardTypeKey(details.type),
    lastDigits: masked || null,
    expiry: expiry ? `${String(expiry.month).padStart(2, '0')}/${expiry.year}` : null,
    // Valid through the last day of its month.
    expired: expiry ? Date.UTC(expiry.year, expiry.month, 1) <= now.getTime() : false,
  };
}
