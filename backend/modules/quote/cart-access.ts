/**
 * Magento's GetCartForUser: finds a cart by its masked id and checks that whoever asks may use it,
 * with Magento's texts and categories (the storefront recognises invalid carts by them).
 */
import type { RequestContext } from '../../graphql/context';
import { authorizationError, inputError, noSuchEntityError } from '../../graphql/errors';
import { quoteByMaskedId, updateQuote, type QuoteRow } from './quotes';

/** The signed-in customer making the request (from its bearer token, see customer/tokens.ts), null for a guest. */
export function requestCustomerId(context: RequestContext): number | null {
  return context.customerId;
}

/** Magento's message when a required argument is empty. */
export const missing = (parameter: string) => inputError(`Required parameter "${parameter}" is missing`);

export function getCartForUser(context: RequestContext, maskedId: string | null | undefined, parameter = 'cart_id'): QuoteRow {
  if (!maskedId) throw missing(parameter);
  const quote = quoteByMaskedId(context.db, maskedId);
  if (!quote) throw noSuchEntityError(`Could not find a cart with ID "${maskedId}"`);
  if (!quote.is_active) throw noSuchEntityError(`The cart isn't active.`);
  if (quote.customer_id !== requestCustomerId(context)) {
    throw authorizationError(`The current user cannot perform operations on cart "${maskedId}"`);
  }
  if (quote.store_id === context.store.store_id) return quote;
  // Magento's UpdateCartCurrency: a cart follows the shopper to another store view of its
  // website (ae_ar ⇄ ae_en), but prices and currencies differ between websites.
  const cartStore = context.stores.byStoreId(quote.store_id);
  if (cartStore?.website_code !== context.store.website_code) throw inputError(`Can't assign cart to store in different website.`);
  return updateQuote(context.db, quote, { store_id: context.store.store_id });
}
