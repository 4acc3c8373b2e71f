/**
 * Magento_SalesGraphQl's placeOrder for this backend, and the sales REST routes' registration.
 */
import type { RequestContext } from '../../graphql/context';
import { inputError, noSuchEntityError } from '../../graphql/errors';
import { registerRestRoutes } from '../../rest/router';
import { getCartForUser, missing } from '../quote/cart-access';
import { checkoutMutations } from '../quote/checkout-mutations';
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

interface SetPaymentMethodAndPlaceOrderInput {
  cart_id?: string | null;
  payment_method?: { code?: string | null } & Record<string, unknown>;
}

/** The deprecated setPaymentMethodAndPlaceOrder: setPaymentMethodOnCart, then placeOrder (Magento's two resolvers in a row). */
function setPaymentMethodAndPlaceOrder(context: RequestContext, input: SetPaymentMethodAndPlaceOrderInput) {
  if (!input.cart_id) throw missing('cart_id');
  if (!input.payment_method?.code) throw inputError('Required parameter "code" for "payment_method" is missing.');
  checkoutMutations.setPaymentMethodOnCart(
    undefined,
    { input: { cart_id: input.cart_id, payment_method: input.payment_method as { code: string } } },
    context,
  );
  return placeOrderMutation(context, { cart_id: input.cart_id });
}

export const salesResolvers = {
  Mutation: {
    setPaymentMethodAndPlaceOrder: (_: unknown, args: { input?: SetPaymentMethodAndPlaceOrderInput | null }, context: RequestContext) =>
      setPaymentMethodAndPlaceOrder(context, args.input ?? {}),
    placeOrder: (_: unknown, args: { input?: { cart_id?: string | null } | null }, context: RequestContext) =>
      placeOrderMutation(context, args.input ?? {}),
  },
};
