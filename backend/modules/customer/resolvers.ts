/**
 * Magento_CustomerGraphQl for this backend, with the customer's parts of the other modules
 * (Magento_QuoteGraphQl's customerCart and mergeCarts, Magento_SalesGraphQl's orders and
 * reorderItems, Magento_NewsletterGraphQl) and the social sign-in of the extension part.
 */
import type { RequestContext } from '../../graphql/context';
import { accountMutations, accountQueries } from './account';
import { requireCustomer } from './access';
import { addressFieldResolvers, addressMutations, type CustomerAddressView } from './addresses';
import { customerCartResolvers } from './customer-cart';
import { customerOrderResolvers } from './customer-orders';
import { customerAddresses, type CustomerRow } from './customers';
import { isSubscribed, subscribeEmailToNewsletter } from './newsletter';
import { money } from '../quote/money';
import { passwordResetMutations } from './password-reset';
import { reorderMutations } from './reorder';
import { socialAccountResolvers } from './social-accounts';

// An invoice or credit memo covers the whole order: its totals are the order's (but for the
// subtotals with and without tax, Magento 2.4.7's extension of OrderTotal only).
const { subtotal_incl_tax: _orderOnly, subtotal_excl_tax: _orderOnlyToo, ...invoiceTotalFields } = customerOrderResolvers.OrderTotal;

export const customerResolvers = {
  Query: {
    customer: (_: unknown, __: unknown, context: RequestContext) => requireCustomer(context),
    ...accountQueries,
    /** Downloadable products the customer bought: this shop sells none (Magento_DownloadableGraphQl). */
    customerDownloadableProducts: (_: unknown, __: unknown, context: RequestContext) => {
      requireCustomer(context);
      return { items: [] };
    },
    customerOrders: (_: unknown, __: unknown, context: RequestContext) =>
      customerOrderResolvers.customerOrders(requireCustomer(context), context),
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
    dob: (customer: CustomerRow) => customer.dob,
    // Magento's ExtractCustomerData hides the deprecated id and group_id from the storefront (null).
    id: () => null,
    group_id: () => null,
    prefix: (customer: CustomerRow) => customer.prefix,
    middlename: (customer: CustomerRow) => customer.middlename,
    suffix: (customer: CustomerRow) => customer.suffix,
    gender: (customer: CustomerRow) => customer.gender,
    taxvat: (customer: CustomerRow) => customer.taxvat,
    allow_remote_shopping_assistance: () => false,
    is_subscribed: (customer: CustomerRow, _: unknown, context: RequestContext) => isSubscribed(context.db, customer),
    addresses: (customer: CustomerRow, _: unknown, context: RequestContext) =>
      customerAddresses(context.db, customer.entity_id).map((address): CustomerAddressView => ({ address, customer })),
    ...customerOrderResolvers.Customer,
    ...socialAccountResolvers.Customer,
  },
  ...addressFieldResolvers,
  CustomerOrder: customerOrderResolvers.CustomerOrder,
  OrderTotal: customerOrderResolvers.OrderTotal,
  InvoiceTotal: invoiceTotalFields,
  CreditMemoTotal: {
    ...invoiceTotalFields,
    adjustment: ({ order }: { order: { order_currency_code: string } }) => money(0, order.order_currency_code),
  },
  Invoice: customerOrderResolvers.Invoice,
  OrderShipment: customerOrderResolvers.OrderShipment,
  CreditMemo: customerOrderResolvers.CreditMemo,
  InvoiceItemInterface: customerOrderResolvers.InvoiceItemInterface,
  ShipmentItemInterface: customerOrderResolvers.ShipmentItemInterface,
  CreditMemoItemInterface: customerOrderResolvers.CreditMemoItemInterface,
  InvoiceItem: customerOrderResolvers.InvoiceItem,
  ShipmentItem: customerOrderResolvers.ShipmentItem,
  CreditMemoItem: customerOrderResolvers.CreditMemoItem,
  OrderItemInterface: customerOrderResolvers.OrderItemInterface,
  OrderItem: customerOrderResolvers.OrderItem,
};
