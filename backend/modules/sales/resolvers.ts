/**
 * Magento_SalesGraphQl's placeOrder for this backend, and the sales REST routes' registration.
 */
import type { RequestContext } from '../../graphql/context';
import { inputError, noSuchEntityError } from '../../graphql/errors';
import { registerRestRoutes } from '../../rest/router';
import { getCartForUser, missing } from '../quote/cart-access';
import { orderLookupRest } from './order-lookup';
import { InactiveCartError, PLACE_ORDER_MESSAGES, PlaceOrderError, placeOrder } from './place-order';
import { salesRest } from './rest';
import { sandboxRest } from './sandbox/payments';

registerRestRoutes(salesRest);
registerRestRoutes(sandboxRest, 'extension');
registerRestRoutes(orderLookupRest, 'extension');

function placeOrderMutation(context: RequestContext, input: { cart_id?: string | null }) {
  if (!input.cart_id) throw missing('cart_id');
  // getCartForUser also moves the cart to this store view when it came from another of its website.
  const quote = getCartForUser(context, input.cart_id);
  if (!quote.customer_email) throw inputError(PLACE_ORDER_MESSAGES.guestEmail);
  try {
    const { order } = placeOrder(context, quote.entity_id, { onInactive: 'error' });
    return { order: { order_number: order.increment_id, order_id: order.increment_id } };
  } catch (error) {
    if (error instanceof InactiveCartError) throw noSuchEntityError(error.message);
    // Magento's PlaceOrder resolver: "Unable to place order: %message".
    if (error instanceof PlaceOrderError) {
      throw inputError(error.message.startsWith('Unable to place order') ? error.message : `Unable to place order: ${error.message}`);
    }
    throw error;
  }
}

export const salesResolvers = {
  Mutation: {
    placeOrder: (_: unknown, args: { input?: { cart_id?: string | null } | null }, context: RequestContext) =>
      placeOrderMutation(context, args.input ?? {}),
  },
};
