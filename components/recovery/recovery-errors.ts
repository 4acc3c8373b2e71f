import { MagentoGraphQlError } from '@/lib/magento/errors';

/** Why a recovery link could not be used, as a key of the `AbandonedCart` messages. */
export type RecoveryErrorKey = 'invalid' | 'used' | 'expired' | 'unavailable' | 'signIn' | 'failed';

/** The backend's answers (Magento-style, English) the page says in the shopper's language. */
const KNOWN: Record<string, RecoveryErrorKey> = {
  'The cart recovery link is not valid.': 'invalid',
  'The cart recovery link has already been used.': 'used',
  'The cart recovery link has expired.': 'expired',
  'The cart is no longer available.': 'unavailable',
  'Sign in to restore this cart.': 'signIn',
};

export function recoveryErrorKey(error: unknown): RecoveryErrorKey {
  if (!(error instanceof MagentoGraphQlError)) return 'failed';
  const [first] = error.errors;
  if (first && KNOWN[first.message]) return KNOWN[first.message];
  if (first?.extensions?.category === 'graphql-authorization') return 'signIn';
  if (first?.extensions?.category === 'graphql-input') return 'invalid';
  return 'failed';
}

/** Whether the link's parts can be a recovery link at all (else it is refused without asking). */
export function isRecoveryLink(cartId: string, token: string): boolean {
  return /^\d{1,12}$/.test(cartId) && /^[A-Za-z0-9_-]{16,128}$/.test(token);
}
