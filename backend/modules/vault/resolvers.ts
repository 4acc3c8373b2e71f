/**
 * Magento_VaultGraphQl for this backend: the signed-in customer's saved cards.
 */
import type { RequestContext } from '../../graphql/context';
import { requireCustomer } from '../customer/access';
import { deletePaymentToken, paymentTokens } from './payment-tokens';

export const vaultResolvers = {
  Query: {
    customerPaymentTokens: (_: unknown, __: unknown, context: RequestContext) =>
      paymentTokens(context.db, requireCustomer(context).entity_id),
  },
  Mutation: {
    deletePaymentToken: (_: unknown, args: { public_hash: string }, context: RequestContext) =>
      deletePaymentToken(context, args.public_hash),
  },
};
