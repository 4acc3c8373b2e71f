import type { MagentoClient, MagentoRequestOptions } from '../client';
import type { Money } from '../types';
import type { SocialLoginProvider } from './customer';
import {
  GetCustomerOrdersDocument as GetCustomerOrders,
  GetCustomerOrderDocument as GetCustomerOrder,
  GetCustomerOrderTaxAmountsDocument as GetCustomerOrderTaxAmounts,
  ReorderItemsDocument as ReorderItems,
  CustomerAddressFieldsFragmentDoc as CustomerAddressFields,
  GetCustomerAddressesDocument as GetCustomerAddresses,
  CreateCustomerAddressDocument as CreateCustomerAddress,
  UpdateCustomerAddressDocument as UpdateCustomerAddress,
  DeleteCustomerAddressDocument as DeleteCustomerAddress,
  UpdateCustomerNameDocument as UpdateCustomerName,
  UpdateCustomerEmailDocument as UpdateCustomerEmail,
  ChangeCustomerPasswordDocument as ChangeCustomerPassword,
  UpdateNewsletterSubscriptionDocument as UpdateNewsletterSubscription,
  GetSavedPaymentMethodsDocument as GetSavedPaymentMethods,
  DeleteSavedPaymentMethodDocument as DeleteSavedPaymentMethod,
  GetSocialAccountsDocument as GetSocialAccounts,
  LinkSocialAccountDocument as LinkSocialAccount,
  UnlinkSocialAccountDocument as UnlinkSocialAccount,
} from '../generated/account';
import type {
  CountryCodeEnum,
  CustomerAddressFieldsFragment,
  CustomerAddressInput,
  CustomerIdentityFieldsFragment,
  GetCustomerOrderQuery,
  GetSavedPaymentMethodsQuery,
  OrderAddressFieldsFragment,
  OrderSummaryFieldsFragment,
  ReorderItemsMutation,
  SocialAccountFieldsFragment,
} from '../generated/graphql';
import { MagentoError } from '../errors';
import { present } from '../types';
export {
  GetCustomerOrders,
  GetCustomerOrder,
  GetCustomerOrderTaxAmounts,
  ReorderItems,
  CustomerAddressFields,
  GetCustomerAddresses,
  CreateCustomerAddress,
  UpdateCustomerAddress,
  DeleteCustomerAddress,
  UpdateCustomerName,
  UpdateCustomerEmail,
  ChangeCustomerPassword,
  UpdateNewsletterSubscription,
  GetSavedPaymentMethods,
  DeleteSavedPaymentMethod,
  GetSocialAccounts,
  LinkSocialAccount,
  UnlinkSocialAccount,
};
/**
 * The signed-in customer's account areas (issue 5, "Account areas"): order history and reorder,
 * the address book, account information, saved cards, the newsletter and linked social accounts.
 * Documents are Magento 2.4's (Magento_CustomerGraphQl, Magento_SalesGraphQl, Magento_VaultGraphQl,
 * Magento_NewsletterGraphQl) plus the extension part's social accounts.
 *
 * Each document has a typed function beside it that takes the client to use: on the server the
 * customer's own (`createMagentoClient({ store, token })`, read with `cache: 'no-store'`), in the
 * browser the shared one, whose same-origin proxy adds the token.
 */

/** What every account read and change needs: a client, and the request options (the store header in the browser). */
export interface AccountRequest {
  client: Pick<MagentoClient, 'query' | 'mutate'>;
  options?: MagentoRequestOptions;
}

const readOptions = (request: AccountRequest): MagentoRequestOptions => ({ ...request.options, cache: 'no-store' });

// --- Order history --------------------------------------------------------------------------

export type OrderSummary = OrderSummaryFieldsFragment;

export type OrderAddress = OrderAddressFieldsFragment;

type OrderAnswer = NonNullable<NonNullable<NonNullable<GetCustomerOrderQuery['customer']>['orders']>['items'][number]>;
type OrderLineAnswer = NonNullable<NonNullable<OrderAnswer['items']>[number]>;

/** A chosen option of an order line (label and value). */
export type OrderItemOption = NonNullable<NonNullable<OrderLineAnswer['selected_options']>[number]>;

/** An order line as the order page reads it (orderDetail): its chosen options without Magento's null entries. */
export type OrderLine = Omit<OrderLineAnswer, 'selected_options' | 'entered_options'> & {
  selected_options: OrderItemOption[] | null;
  entered_options: OrderItemOption[] | null;
};

/** An order as the order page reads it (GetCustomerOrder, through orderDetail). */
export type OrderDetail = Omit<OrderAnswer, 'items'> & { items: Array<OrderLine | null> | null };

/** An order's amounts including tax (GetCustomerOrderTaxAmounts): each line's by its id, and the subtotal. */
export interface OrderTaxAmounts {
  lines: Map<string, { price: Money; rowTotal: Money }>;
  subtotal: Money;
}

export interface OrdersPage {
  orders: OrderSummary[];
  totalCount: number;
  currentPage: number;
  totalPages: number;
}

export type CheckoutUserInputError = NonNullable<NonNullable<ReorderItemsMutation['reorderItems']>['userInputErrors'][number]>;

export async function fetchCustomerOrders(
  request: AccountRequest,
  { page, pageSize, number }: { page: number; pageSize: number; number?: string },
): Promise<OrdersPage> {
  const filter = number ? { number: { match: number } } : undefined;
  const { data } = await request.client.query(GetCustomerOrders, { currentPage: page, pageSize, filter }, readOptions(request));
  const orders = data.customer?.orders;
  return {
    orders: (orders?.items ?? []).flatMap((order) => (order ? [order] : [])),
    totalCount: orders?.total_count ?? 0,
    currentPage: orders?.page_info?.current_page ?? page,
    totalPages: orders?.page_info?.total_pages ?? 0,
  };
}

/** The order with exactly this number, or null when the customer has none. */
export async function fetchCustomerOrder(request: AccountRequest, number: string): Promise<OrderDetail | null> {
  const { data } = await request.client.query(GetCustomerOrder, { number }, readOptions(request));
  const order = data.customer?.orders?.items.find((entry) => entry?.number === number);
  return order ? orderDetail(order) : null;
}

/** An order as the order page reads it: its lines' chosen options without Magento's null entries. */
function orderDetail(order: OrderAnswer): OrderDetail {
  return {
    ...order,
    items: order.items
      ? order.items.map(
          (line) =>
            line && {
              ...line,
              selected_options: line.selected_options && present(line.selected_options),
              entered_options: line.entered_options && present(line.entered_options),
            },
        )
      : null,
  };
}

/** The order's amounts including tax, or null when the backend answers none for it. */
export async function fetchCustomerOrderTaxAmounts(request: AccountRequest, number: string): Promise<OrderTaxAmounts | null> {
  const { data } = await request.client.query(GetCustomerOrderTaxAmounts, { number }, readOptions(request));
  const order = data.customer?.orders?.items.find((candidate) => candidate?.number === number);
  if (!order?.total?.subtotal_incl_tax) return null;
  const lines = new Map<string, { price: Money; rowTotal: Money }>();
  for (const line of order.items ?? []) {
    // Only an OrderItem has `prices` (the document's `... on OrderItem`).
    if (line && 'prices' in line && line.prices) {
      lines.set(line.id, { price: line.prices.price_including_tax, rowTotal: line.prices.row_total_including_tax });
    }
  }
  return { lines, subtotal: order.total.subtotal_incl_tax };
}

export async function reorderItems(
  request: AccountRequest,
  orderNumber: string,
): Promise<{ cartId: string; errors: CheckoutUserInputError[] }> {
  const { data } = await request.client.mutate(ReorderItems, { orderNumber }, request.options);
  return {
    cartId: data.reorderItems?.cart.id ?? '',
    errors: (data.reorderItems?.userInputErrors ?? []).flatMap((error) => (error ? [error] : [])),
  };
}

// --- Address book ---------------------------------------------------------------------------

/** A saved address: Magento's CustomerAddress as CustomerAddressFields selects it, with its id. */
export type CustomerAddress = CustomerAddressFieldsFragment & { id: number };

export type { CountryCodeEnum, CustomerAddressInput };

/** The address as the address book uses it; one without an id cannot be edited or deleted, so it is no saved address. */
function savedAddress(address: CustomerAddressFieldsFragment | null | undefined): CustomerAddress {
  if (address?.id === null || address?.id === undefined) throw new MagentoError('Magento answered an address without an id');
  return { ...address, id: address.id };
}

export async function fetchCustomerAddresses(request: AccountRequest): Promise<CustomerAddress[]> {
  const { data } = await request.client.query(GetCustomerAddresses, undefined, readOptions(request));
  return present(data.customer?.addresses).flatMap((address) => (address.id === null ? [] : [savedAddress(address)]));
}

export async function createCustomerAddress(request: AccountRequest, input: CustomerAddressInput): Promise<CustomerAddress> {
  const { data } = await request.client.mutate(CreateCustomerAddress, { input }, request.options);
  return savedAddress(data.createCustomerAddress);
}

export async function updateCustomerAddress(request: AccountRequest, id: number, input: CustomerAddressInput): Promise<CustomerAddress> {
  const { data } = await request.client.mutate(UpdateCustomerAddress, { id, input }, request.options);
  return savedAddress(data.updateCustomerAddress);
}

export async function deleteCustomerAddress(request: AccountRequest, id: number): Promise<void> {
  await request.client.mutate(DeleteCustomerAddress, { id }, request.options);
}

// --- Account information and communications -----------------------------------------------
// (the customer's name, e-mail and subscription are read with GetCustomerAfterSignIn, operations/customer.ts)

/** The customer's name, e-mail and subscription (CustomerIdentityFields), name and e-mail never null. */
export type CustomerIdentity = {
  [K in 'email' | 'firstname' | 'lastname']: NonNullable<CustomerIdentityFieldsFragment[K]>;
} & Pick<CustomerIdentityFieldsFragment, 'is_subscribed'>;

/** The customer a change answers with (CustomerIdentityFields); Magento's nullable name and e-mail read as empty. */
function customerIdentity(output: { customer: CustomerIdentityFieldsFragment } | null): CustomerIdentity {
  if (!output) throw new MagentoError('Magento answered no customer');
  const { email, firstname, lastname, is_subscribed } = output.customer;
  return { email: email ?? '', firstname: firstname ?? '', lastname: lastname ?? '', is_subscribed };
}

export async function updateCustomerName(
  request: AccountRequest,
  name: { firstname: string; lastname: string },
): Promise<CustomerIdentity> {
  const { data } = await request.client.mutate(UpdateCustomerName, name, request.options);
  return customerIdentity(data.updateCustomerV2);
}

export async function updateCustomerEmail(request: AccountRequest, change: { email: string; password: string }): Promise<CustomerIdentity> {
  const { data } = await request.client.mutate(UpdateCustomerEmail, change, request.options);
  return customerIdentity(data.updateCustomerEmail);
}

export async function changeCustomerPassword(
  request: AccountRequest,
  change: { currentPassword: string; newPassword: string },
): Promise<void> {
  await request.client.mutate(ChangeCustomerPassword, change, request.options);
}

export async function updateNewsletterSubscription(request: AccountRequest, isSubscribed: boolean): Promise<CustomerIdentity> {
  const { data } = await request.client.mutate(UpdateNewsletterSubscription, { isSubscribed }, request.options);
  return customerIdentity(data.updateCustomerV2);
}

// --- Saved payment methods ------------------------------------------------------------------

/**
 * A saved card or account (GetSavedPaymentMethods); `details` is JSON as the payment method keeps
 * it, e.g. `{"type":"VI","maskedCC":"1111","expirationDate":"12/2030"}`.
 */
export type PaymentToken = NonNullable<NonNullable<GetSavedPaymentMethodsQuery['customerPaymentTokens']>['items'][number]>;

export async function fetchSavedPaymentMethods(request: AccountRequest): Promise<PaymentToken[]> {
  const { data } = await request.client.query(GetSavedPaymentMethods, undefined, readOptions(request));
  return (data.customerPaymentTokens?.items ?? []).flatMap((token) => (token ? [token] : []));
}

export async function deleteSavedPaymentMethod(request: AccountRequest, publicHash: string): Promise<void> {
  await request.client.mutate(DeleteSavedPaymentMethod, { publicHash }, request.options);
}

// --- Social accounts (extension part) -------------------------------------------------------
// (the providers and their sign-in addresses: SocialLoginProviders, operations/customer.ts)

export type SocialAccount = SocialAccountFieldsFragment;

export async function fetchSocialAccounts(request: AccountRequest): Promise<SocialAccount[]> {
  const { data } = await request.client.query(GetSocialAccounts, undefined, readOptions(request));
  return data.customer?.social_accounts ?? [];
}

export async function linkSocialAccount(request: AccountRequest, input: { provider: SocialLoginProvider; code: string }): Promise<void> {
  await request.client.mutate(LinkSocialAccount, input, request.options);
}

export async function unlinkSocialAccount(request: AccountRequest, uid: string): Promise<void> {
  await request.client.mutate(UnlinkSocialAccount, { uid }, request.options);
}
