/**
 * recoverAbandonedCart (extension part): a reminder's link gives its cart back. A guest's cart
 * becomes the current cart of whoever opens the link as a guest (the answer carries its masked
 * id); a signed-in customer gets its items merged into their own cart (as mergeCarts does). A
 * customer's cart comes back only to that customer, signed in. The token is spent in the same
 * transaction as the cart changes, so a link works once even when opened twice at the same time.
 */
import crypto from 'node:crypto';
import type { RequestContext } from '../../graphql/context';
import { authorizationError, inputError } from '../../graphql/errors';
import { timeOf, utcTime } from '../customer/customers';
import { customerCartResolvers } from '../customer/customer-cart';
import { getCartForUser } from '../quote/cart-access';
import { CartView } from '../quote/cart-view';
import { quoteById } from '../quote/quotes';
import { tokenHash } from './reminders';

/** The answers to a link that cannot be used, in plain words (the storefront shows its own translation of each). */
export const RECOVERY_ERRORS = {
  invalid: 'The cart recovery link is not valid.',
  used: 'The cart recovery link has already been used.',
  expired: 'The cart recovery link has expired.',
  unavailable: 'The cart is no longer available.',
  signIn: 'Sign in to restore this cart.',
} as const;

interface ReminderRow {
  quote_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
}

interface RecoverInput {
  cart_id: string;
  token: string;
}

function recoverAbandonedCart(context: RequestContext, input: RecoverInput) {
  const quoteId = /^\d{1,12}$/.test(input.cart_id ?? '') ? Number(input.cart_id) : NaN;
  const token = input.token ?? '';
  const reminder = Number.isInteger(quoteId)
    ? (context.db.prepare('SELECT * FROM abandoned_cart_reminder WHERE quote_id = ?').get(quoteId) as ReminderRow | undefined)
    : undefined;
  const matches =
    reminder !== undefined && /^[A-Za-z0-9_-]{1,128}$/.test(token)
      ? crypto.timingSafeEqual(Buffer.from(reminder.token_hash, 'hex'), Buffer.from(tokenHash(token), 'hex'))
      : false;
  if (!reminder || !matches) throw inputError(RECOVERY_ERRORS.invalid);
  if (reminder.used_at) throw inputError(RECOVERY_ERRORS.used);
  if (Date.now() >= timeOf(reminder.expires_at)) throw inputError(RECOVERY_ERRORS.expired);
  const quote = quoteById(context.db, quoteId);
  if (!quote || !quote.is_active) throw inputError(RECOVERY_ERRORS.unavailable);
  if (quote.customer_id !== null && quote.customer_id !== context.customerId) throw authorizationError(RECOVERY_ERRORS.signIn);

  return context.db.transaction(() => {
    const spent = context.db
      .prepare('UPDATE abandoned_cart_reminder SET used_at = ? WHERE quote_id = ? AND used_at IS NULL')
      .run(utcTime(), quoteId).changes;
    if (spent !== 1) throw inputError(RECOVERY_ERRORS.used);
    if (quote.customer_id === null && context.customerId !== null) {
      // A guest's cart opened by a signed-in customer: its items join the customer's cart.
      const cart = customerCartResolvers.Mutation.mergeCarts(undefined, { source_cart_id: quote.masked_id }, context);
      return { cart };
    }
    return { cart: new CartView(context, getCartForUser(context, quote.masked_id)) };
  })();
}

export const abandonedCartResolvers = {
  Mutation: {
    recoverAbandonedCart: (_: unknown, args: { input: RecoverInput }, context: RequestContext) => recoverAbandonedCart(context, args.input),
  },
};
