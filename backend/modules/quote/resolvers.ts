/**
 * Magento_QuoteGraphQl for this backend: the cart query, the cart mutations and the cart types.
 */
import type { RequestContext } from '../../graphql/context';
import { registerRestRoutes } from '../../rest/router';
import { cartFieldResolvers } from './cart-fields';
import { getCartForUser } from './cart-access';
import { CartView } from './cart-view';
import { checkoutMutations } from './checkout-mutations';
import { deliveryOptions } from './delivery';
import { itemMutations } from './item-mutations';
import { legacyAddMutations } from './legacy-add-mutations';
import { quoteRest } from './rest';

registerRestRoutes(quoteRest);

export const quoteResolvers = {
  Query: {
    cart: (_: unknown, args: { cart_id: string }, context: RequestContext) => new CartView(context, getCartForUser(context, args.cart_id)),
    deliveryOptions: (_: unknown, __: unknown, context: RequestContext) => deliveryOptions(context),
  },
  Mutation: {
    ...itemMutations,
    ...legacyAddMutations,
    ...checkoutMutations,
  },
  ...cartFieldResolvers,
};
