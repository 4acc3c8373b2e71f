/**
 * Magento_CustomerGraphQl for this backend, with the customer's parts of the other modules
 * (Magento_QuoteGraphQl's customerCart and mergeCarts, Magento_SalesGraphQl's orders and
 * reorderItems, Magento_NewsletterGraphQl) and the social sign-in of the extension part.
 */
import type { RequestContext } from '../../graphql/context';
import { accountMutations } from './account';
import { requireCustomer } from './access';
import { addressFieldResolvers, addressMutations, type CustomerAddressView } from './addresses';
import { customerCartResolvers } from './customer-cart';
import { customerOrderResolvers } from './customer-orders';
import { customerAddresses, type CustomerRow } from './customers';
import { isSubscribed, subscribeEmailToNewsletter } from './newsletter';
import { passwordResetMutations } from './password-reset';
import { reorderMutations } from './reorder';
import { socialAccountResolvers } from './social-accounts';

export const customerResolvers = {
  Query: {
    customer: (_: unknown, __: unknown, context: RequestContext) => requireCustomer(context),
    ...customerCartResolvers.Query,
    ...socialAccountResolvers.Query,
  },
  Mutation: {
    ...accountMutations,
    ...passwordResetMutations,
    ...addressMutations,
    ...customerCartResolvers.Mutation,
    ...reorderMutations,
    ...socialAccountResolvers.Mutation,
    subscribeEmailToNewsletter: (_: unknown, args: { email: string }, context: RequestContext) =>
      subscribeEmailToNewsletter(context, args.email),
  },
  Customer: {
    created_at: (customer: CustomerRow) => customer.created_at,
    firstname: (customer: CustomerRow) => customer.firstname,
    lastname: (customer: CustomerRow) => customer.lastname,
    email: (customer: CustomerRow) => customer.email,
    default_billing: (customer: CustomerRow) => (customer.default_billing === null ? null : String(customer.default_billing)),
    default_shipping: (customer: CustomerRow) => (customer.default_shipping === null ? null : String(customer.default_shipping)),
    date_of_birth: (customer: CustomerRow) => customer.dob,
    is_subscribed: (customer: CustomerRow, _: unknown, context: RequestContext) => isSubscribed(context.db, customer),
    addresses: (customer: CustomerRow, _: unknown, context: RequestContext) =>
      customerAddresses(context.db, customer.entity_id).map((address): CustomerAddressView => ({ address, customer })),
    ...customerOrderResolvers.Customer,
    ...socialAccountResolvers.Customer,
  },
  ...addressFieldResolvers,
  CustomerOrder: customerOrderResolvers.CustomerOrder,
  OrderTotal: customerOrderResolvers.OrderTotal,
  OrderItemInterface: customerOrderResolvers.OrderItemInterface,
  OrderItem: customerOrderResolvers.OrderItem,
};
