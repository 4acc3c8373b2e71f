/**
 * A signed-in customer's cart (Magento_QuoteGraphQl's customerCart and mergeCarts, with Magento's
 * QuoteManagement::createEmptyCartForCustomer behind them): one active cart per customer, shared by
 * the store views of their website and created when there is none. mergeCarts moves a guest cart's
 * items into it (Magento's Quote::merge: the same product with the same options adds up its
 * quantity) and turns the guest cart inactive; stock is checked as on any cart, so a quantity that
 * no longer fits shows as the line's error.
 */
import type { RequestContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import { copyGiftCards } from '../giftcard/cart';
import { findCartRule } from '../quote/cart-rules';
import { getCartForUser, missing } from '../quote/cart-access';
import { CartView, changeCart } from '../quote/cart-view';
import {
  activeQuoteForCustomer,
  createQuote,
  insertItem,
  quoteByMaskedId,
  quoteItems,
  randomMaskedId,
  setItemQty,
  updateQuote,
  type QuoteRow,
} from '../quote/quotes';
import { requireCustomer } from './access';
import type { CustomerRow } from './customers';

/** The customer's active cart in the request's website, created when absent, in the request's store view and with their e-mail. */
export function customerCartFor(context: RequestContext, customer: CustomerRow): QuoteRow {
  const websiteStores = context.stores.all.filter((s) => s.website_code === customer.website_code).map((s) => s.store_id);
  return context.db.transaction(() => {
    let quote = activeQuoteForCustomer(context.db, customer.entity_id, websiteStores);
    if (!quote) {
      let maskedId = randomMaskedId();
      while (quoteByMaskedId(context.db, maskedId)) maskedId = randomMaskedId();
      quote = createQuote(context.db, context.store.store_id, maskedId, customer.entity_id);
    }
    if (quote.store_id !== context.store.store_id || quote.customer_email !== customer.email) {
      quote = updateQuote(context.db, quote, { store_id: context.store.store_id, customer_email: customer.email });
    }
    return quote;
  })();
}

function mergeCarts(context: RequestContext, sourceId: string | null | undefined, destinationId: string | null | undefined): CartView {
  if (!sourceId) throw missing('source_cart_id');
  if (destinationId !== undefined && destinationId !== null && destinationId.trim() === '') {
    throw inputError('The parameter "destination_cart_id" cannot be empty');
  }
  const customer = requireCustomer(context);
  const destination = destinationId ? getCartForUser(context, destinationId, 'destination_cart_id') : customerCartFor(context, customer);
  // The source must be a guest's cart: checked as a guest would be (a customer's cart is refused).
  const source = getCartForUser({ ...context, customerId: null }, sourceId, 'source_cart_id');
  return changeCart(context, destination, () => {
    const lines = quoteItems(context.db, destination.entity_id);
    for (const item of quoteItems(context.db, source.entity_id)) {
      const same = lines.find((l) => l.product_id === item.product_id && l.variant_id === item.variant_id && l.options === item.options);
      if (same) setItemQty(context.db, same.item_id, same.qty + item.qty);
      else insertItem(context.db, { ...item, quote_id: destination.entity_id });
    }
    // Quote::merge also brings the guest's coupon along when the customer's cart has none that applies.
    if (source.coupon_code && !(destination.coupon_code && findCartRule(context, destination.coupon_code))) {
      updateQuote(context.db, destination, { coupon_code: source.coupon_code });
    }
    copyGiftCards(context.db, source.entity_id, destination.entity_id); // and the gift cards the guest applied
    updateQuote(context.db, source, { is_active: 0 });
  });
}

export const customerCartResolvers = {
  Query: {
    customerCart: (_: unknown, __: unknown, context: RequestContext) =>
      new CartView(context, customerCartFor(context, requireCustomer(context))),
  },
  Mutation: {
    mergeCarts: (_: unknown, args: { source_cart_id: string; destination_cart_id?: string | null }, context: RequestContext) =>
      mergeCarts(context, args.source_cart_id, args.destination_cart_id),
    /** assignCustomerToGuestCart: the guest cart's items merged into the signed-in customer's cart (Magento's AssignCustomerToGuestCart). */
    assignCustomerToGuestCart: (_: unknown, args: { cart_id: string }, context: RequestContext) => {
      requireCustomer(context);
      return mergeCarts(context, args.cart_id, null);
    },
  },
};
