/**
 * Magento's payment integrations that reach a provider's servers (Magento_PaypalGraphQl,
 * Magento_BraintreeGraphQl). Braintree's client token comes from the card sandbox (sandbox/card.ts
 * tokenizes the card form, as Braintree's hosted fields would); PayPal Express runs against the PayPal
 * sandbox (sandbox/paypal-express.ts). Payflow Link, Payflow Pro and Hosted Pro are not configured in
 * this shop: each checks the cart as Magento does and then answers Magento's "The requested Payment
 * Method is not available.", as a Magento whose merchant has not set them up.
 */
import type { RequestContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import { getCartForUser, missing } from '../quote/cart-access';
import { createPaypalExpressToken } from './sandbox/paypal-express';
import { signToken } from './sandbox/tokens';

export const METHOD_NOT_AVAILABLE = 'The requested Payment Method is not available.';

function notConfigured(context: RequestContext, cartId: string | null | undefined): never {
  if (!cartId) throw missing('cart_id');
  getCartForUser(context, cartId);
  throw inputError(METHOD_NOT_AVAILABLE);
}

interface CartInput {
  input?: { cart_id?: string | null } | null;
}

export const paymentIntegrationResolvers = {
  Query: {
    getPayflowLinkToken: (_: unknown, args: CartInput, context: RequestContext) => notConfigured(context, args.input?.cart_id),
    getHostedProUrl: (_: unknown, args: CartInput, context: RequestContext) => notConfigured(context, args.input?.cart_id),
  },
  Mutation: {
    createPaypalExpressToken: (_: unknown, args: { input?: Parameters<typeof createPaypalExpressToken>[1] }, context: RequestContext) =>
      createPaypalExpressToken(context, args.input),
    createPayflowProToken: (_: unknown, args: CartInput, context: RequestContext) => notConfigured(context, args.input?.cart_id),
    handlePayflowProResponse: (_: unknown, args: CartInput, context: RequestContext) => notConfigured(context, args.input?.cart_id),
    /** A client token of the card sandbox for the store view (what Braintree's drop-in starts with). */
    createBraintreeClientToken: (_: unknown, __: unknown, context: RequestContext) =>
      Buffer.from(
        JSON.stringify({
          version: 2,
          environment: 'sandbox',
          authorizationFingerprint: signToken(context.db, { kind: 'braintree_client_token', store: context.store.code }),
          clientApiUrl: `${context.config.publicUrl}/sandbox/card`,
          tokenizeUrl: `${context.config.publicUrl}/sandbox/card/tokenize`,
        }),
      ).toString('base64'),
  },
};
