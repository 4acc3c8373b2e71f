import type { MagentoClient, MagentoRequestOptions } from '../client';
import type { Money } from '../types';
import type { SocialLoginProvider } from './customer';

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

const OrderSummaryFields = /* GraphQL */ `
  fragment OrderSummaryFields on CustomerOrder {
    id
    number
    order_date
    status
    total {
      grand_total {
        value
        currency
      }
    }
  }
`;

/** The customer's orders of this store view, newest first, one page, optionally those whose number contains `number`. */
export const GetCustomerOrders = /* GraphQL */ `
  query GetCustomerOrders($currentPage: Int!, $pageSize: Int!, $filter: CustomerOrdersFilterInput) {
    customer {
      orders(currentPage: $currentPage, pageSize: $pageSize, filter: $filter, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
        total_count
        page_info {
          current_page
          page_size
          total_pages
        }
        items {
          ...OrderSummaryFields
        }
      }
    }
  }
  ${OrderSummaryFields}
`;

const OrderAddressFields = /* GraphQL */ `
  fragment OrderAddressFields on OrderAddress {
    firstname
    lastname
    company
    street
    city
    region
    postcode
    country_code
    telephone
  }
`;

/** One order by its number, with what its detail page shows. */
export const GetCustomerOrder = /* GraphQL */ `
  query GetCustomerOrder($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          ...OrderSummaryFields
          shipping_method
          payment_methods {
            name
            type
          }
          shipping_address {
            ...OrderAddressFields
          }
          billing_address {
            ...OrderAddressFields
          }
          items {
            id
            product_name
            product_sku
            product_url_key
            quantity_ordered
            product_sale_price {
              value
              currency
            }
            selected_options {
              label
              value
            }
            entered_options {
              label
              value
            }
          }
          total {
            subtotal {
              value
              currency
            }
            discounts {
              label
              amount {
                value
                currency
              }
            }
            taxes {
              title
              rate
              amount {
                value
                currency
              }
            }
            total_tax {
              value
              currency
            }
            total_shipping {
              value
              currency
            }
            shipping_handling {
              amount_including_tax {
                value
                currency
              }
            }
          }
        }
      }
    }
  }
  ${OrderSummaryFields}
  ${OrderAddressFields}
`;

/**
 * An order's lines and subtotal including tax (Magento 2.4.7's `OrderItem.prices` and
 * `OrderTotal.subtotal_incl_tax`), asked apart and only where the backend has them (the optional
 * feature `order-tax-amounts`): the detail page of a store view that shows amounts with tax.
 */
export const GetCustomerOrderTaxAmounts = /* GraphQL */ `
  query GetCustomerOrderTaxAmounts($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          number
          items {
            id
            ... on OrderItem {
              prices {
                price_including_tax {
                  value
                  currency
                }
                row_total_including_tax {
                  value
                  currency
                }
              }
            }
          }
          total {
            subtotal_incl_tax {
              value
              currency
            }
          }
        }
      }
    }
  }
`;

/** The order's items added again to the customer's cart; what cannot be added comes back in userInputErrors. */
export const ReorderItems = /* GraphQL */ `
  mutation ReorderItems($orderNumber: String!) {
    reorderItems(orderNumber: $orderNumber) {
      cart {
        id
      }
      userInputErrors {
        code
        message
      }
    }
  }
`;

export interface OrderSummary {
  id: string;
  number: string;
  order_date: string;
  /** Magento's label of the status, e.g. "Complete". */
  status: string;
  total: { grand_total: Money } | null;
}

export interface OrderAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  region: string | null;
  postcode: string | null;
  country_code: string | null;
  telephone: string | null;
}

export interface OrderItemOption {
  label: string;
  value: string;
}

export interface OrderLine {
  id: string;
  product_name: string | null;
  product_sku: string;
  product_url_key: string | null;
  quantity_ordered: number | null;
  product_sale_price: Money;
  selected_options: OrderItemOption[] | null;
  entered_options: OrderItemOption[] | null;
}

export interface OrderDetail extends OrderSummary {
  shipping_method: string | null;
  payment_methods: Array<{ name: string; type: string } | null> | null;
  shipping_address: OrderAddress | null;
  billing_address: OrderAddress | null;
  items: Array<OrderLine | null> | null;
  total: {
    grand_total: Money;
    subtotal: Money;
    discounts: Array<{ label: string; amount: Money } | null> | null;
    taxes: Array<{ title: string; rate: number; amount: Money } | null> | null;
    total_tax: Money;
    total_shipping: Money;
    shipping_handling?: { amount_including_tax: Money | null } | null;
  } | null;
}

/** An order's amounts including tax (GetCustomerOrderTaxAmounts): each line's by its id, and the subtotal. */
export interface OrderTaxAmounts {
  lines: Map<string, { price: Money; rowTotal: Money }>;
  subtotal: Money;
}

interface GetCustomerOrderTaxAmountsData {
  customer: {
    orders: {
      items: Array<{
        number: string;
        items: Array<{ id: string; prices?: { price_including_tax: Money; row_total_including_tax: Money } | null } | null> | null;
        total: { subtotal_incl_tax: Money } | null;
      } | null>;
    } | null;
  } | null;
}

export interface OrdersPage {
  orders: OrderSummary[];
  totalCount: number;
  currentPage: number;
  totalPages: number;
}

interface GetCustomerOrdersData {
  customer: {
    orders: {
      total_count: number | null;
      page_info: { current_page: number | null; page_size: number | null; total_pages: number | null } | null;
      items: Array<OrderSummary | null>;
    } | null;
  } | null;
}

interface GetCustomerOrderData {
  customer: { orders: { items: Array<OrderDetail | null> } | null } | null;
}

export interface CheckoutUserInputError {
  code: string;
  message: string;
}

interface ReorderItemsData {
  reorderItems: { cart: { id: string }; userInputErrors: Array<CheckoutUserInputError | null> } | null;
}

export async function fetchCustomerOrders(
  request: AccountRequest,
  { page, pageSize, number }: { page: number; pageSize: number; number?: string },
): Promise<OrdersPage> {
  const filter = number ? { number: { match: number } } : undefined;
  const { data } = await request.client.query<GetCustomerOrdersData>(
    GetCustomerOrders,
    { currentPage: page, pageSize, filter },
    readOptions(request),
  );
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
  const { data } = await request.client.query<GetCustomerOrderData>(GetCustomerOrder, { number }, readOptions(request));
  return data.customer?.orders?.items.find((order) => order?.number === number) ?? null;
}

/** The order's amounts including tax, or null when the backend answers none for it. */
export async function fetchCustomerOrderTaxAmounts(request: AccountRequest, number: string): Promise<OrderTaxAmounts | null> {
  const { data } = await request.client.query<GetCustomerOrderTaxAmountsData>(GetCustomerOrderTaxAmounts, { number }, readOptions(request));
  const order = data.customer?.orders?.items.find((candidate) => candidate?.number === number);
  if (!order?.total?.subtotal_incl_tax) return null;
  const lines = new Map<string, { price: Money; rowTotal: Money }>();
  for (const line of order.items ?? []) {
    if (line?.prices) lines.set(line.id, { price: line.prices.price_including_tax, rowTotal: line.prices.row_total_including_tax });
  }
  return { lines, subtotal: order.total.subtotal_incl_tax };
}

export async function reorderItems(
  request: AccountRequest,
  orderNumber: string,
): Promise<{ cartId: string; errors: CheckoutUserInputError[] }> {
  const { data } = await request.client.mutate<ReorderItemsData>(ReorderItems, { orderNumber }, request.options);
  return {
    cartId: data.reorderItems?.cart.id ?? '',
    errors: (data.reorderItems?.userInputErrors ?? []).flatMap((error) => (error ? [error] : [])),
  };
}

// --- Address book ---------------------------------------------------------------------------

/** An address-book entry: the account areas and the signed-in checkout read the same fields. */
export const CustomerAddressFields = /* GraphQL */ `
  fragment CustomerAddressFields on CustomerAddress {
    id
    firstname
    lastname
    company
    street
    city
    region {
      region_code
      region
      region_id
    }
    postcode
    country_code
    telephone
    default_shipping
    default_billing
  }
`;

export const GetCustomerAddresses = /* GraphQL */ `
  query GetCustomerAddresses {
    customer {
      addresses {
        ...CustomerAddressFields
      }
    }
  }
  ${CustomerAddressFields}
`;

export const CreateCustomerAddress = /* GraphQL */ `
  mutation CreateCustomerAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...CustomerAddressFields
    }
  }
  ${CustomerAddressFields}
`;

export const UpdateCustomerAddress = /* GraphQL */ `
  mutation UpdateCustomerAddress($id: Int!, $input: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $input) {
      ...CustomerAddressFields
    }
  }
  ${CustomerAddressFields}
`;

export const DeleteCustomerAddress = /* GraphQL */ `
  mutation DeleteCustomerAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`;

export interface CustomerAddress {
  id: number;
  firstname: string | null;
  lastname: string | null;
  company: string | null;
  street: Array<string | null> | null;
  city: string | null;
  region: { region_code: string | null; region: string | null; region_id: number | null } | null;
  postcode: string | null;
  country_code: string | null;
  telephone: string | null;
  default_shipping: boolean | null;
  default_billing: boolean | null;
}

/** Magento's CustomerAddressInput, as far as the address book sends it. */
export interface CustomerAddressInput {
  firstname?: string;
  lastname?: string;
  street?: string[];
  city?: string;
  region?: { region_id?: number; region_code?: string; region?: string };
  postcode?: string;
  country_code?: string;
  telephone?: string;
  default_shipping?: boolean;
  default_billing?: boolean;
}

interface GetCustomerAddressesData {
  customer: { addresses: Array<CustomerAddress | null> | null } | null;
}

export async function fetchCustomerAddresses(request: AccountRequest): Promise<CustomerAddress[]> {
  const { data } = await request.client.query<GetCustomerAddressesData>(GetCustomerAddresses, undefined, readOptions(request));
  return (data.customer?.addresses ?? []).flatMap((address) => (address ? [address] : []));
}

export async function createCustomerAddress(request: AccountRequest, input: CustomerAddressInput): Promise<CustomerAddress> {
  const { data } = await request.client.mutate<{ createCustomerAddress: CustomerAddress }>(
    CreateCustomerAddress,
    { input },
    request.options,
  );
  return data.createCustomerAddress;
}

export async function updateCustomerAddress(request: AccountRequest, id: number, input: CustomerAddressInput): Promise<CustomerAddress> {
  const { data } = await request.client.mutate<{ updateCustomerAddress: CustomerAddress }>(
    UpdateCustomerAddress,
    { id, input },
    request.options,
  );
  return data.updateCustomerAddress;
}

export async function deleteCustomerAddress(request: AccountRequest, id: number): Promise<void> {
  await request.client.mutate<{ deleteCustomerAddress: boolean }>(DeleteCustomerAddress, { id }, request.options);
}

// --- Account information and communications -----------------------------------------------
// (the customer's name, e-mail and subscription are read with GetCustomerAfterSignIn, operations/customer.ts)

const CustomerIdentityFields = /* GraphQL */ `
  fragment CustomerIdentityFields on Customer {
    email
    firstname
    lastname
    is_subscribed
  }
`;

export const UpdateCustomerName = /* GraphQL */ `
  mutation UpdateCustomerName($firstname: String!, $lastname: String!) {
    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {
      customer {
        ...CustomerIdentityFields
      }
    }
  }
  ${CustomerIdentityFields}
`;

export const UpdateCustomerEmail = /* GraphQL */ `
  mutation UpdateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        ...CustomerIdentityFields
      }
    }
  }
  ${CustomerIdentityFields}
`;

export const ChangeCustomerPassword = /* GraphQL */ `
  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`;

/** Communications: Magento keeps the newsletter on the customer (`updateCustomerV2(input: { is_subscribed })`). */
export const UpdateNewsletterSubscription = /* GraphQL */ `
  mutation UpdateNewsletterSubscription($isSubscribed: Boolean!) {
    updateCustomerV2(input: { is_subscribed: $isSubscribed }) {
      customer {
        ...CustomerIdentityFields
      }
    }
  }
  ${CustomerIdentityFields}
`;

export interface CustomerIdentity {
  email: string;
  firstname: string;
  lastname: string;
  is_subscribed: boolean | null;
}

export async function updateCustomerName(
  request: AccountRequest,
  name: { firstname: string; lastname: string },
): Promise<CustomerIdentity> {
  const { data } = await request.client.mutate<{ updateCustomerV2: { customer: CustomerIdentity } }>(
    UpdateCustomerName,
    name,
    request.options,
  );
  return data.updateCustomerV2.customer;
}

export async function updateCustomerEmail(request: AccountRequest, change: { email: string; password: string }): Promise<CustomerIdentity> {
  const { data } = await request.client.mutate<{ updateCustomerEmail: { customer: CustomerIdentity } }>(
    UpdateCustomerEmail,
    change,
    request.options,
  );
  return data.updateCustomerEmail.customer;
}

export async function changeCustomerPassword(
  request: AccountRequest,
  change: { currentPassword: string; newPassword: string },
): Promise<void> {
  await request.client.mutate<{ changeCustomerPassword: { email: string } }>(ChangeCustomerPassword, change, request.options);
}

export async function updateNewsletterSubscription(request: AccountRequest, isSubscribed: boolean): Promise<CustomerIdentity> {
  const { data } = await request.client.mutate<{ updateCustomerV2: { customer: CustomerIdentity } }>(
    UpdateNewsletterSubscription,
    { isSubscribed },
    request.options,
  );
  return data.updateCustomerV2.customer;
}

// --- Saved payment methods ------------------------------------------------------------------

export const GetSavedPaymentMethods = /* GraphQL */ `
  query GetSavedPaymentMethods {
    customerPaymentTokens {
      items {
        public_hash
        payment_method_code
        type
        details
      }
    }
  }
`;

export const DeleteSavedPaymentMethod = /* GraphQL */ `
  mutation DeleteSavedPaymentMethod($publicHash: String!) {
    deletePaymentToken(public_hash: $publicHash) {
      result
    }
  }
`;

export interface PaymentToken {
  public_hash: string;
  payment_method_code: string;
  type: 'card' | 'account';
  /** JSON as the payment method keeps it, e.g. `{"type":"VI","maskedCC":"1111","expirationDate":"12/2030"}`. */
  details: string | null;
}

export async function fetchSavedPaymentMethods(request: AccountRequest): Promise<PaymentToken[]> {
  const { data } = await request.client.query<{ customerPaymentTokens: { items: Array<PaymentToken | null> } | null }>(
    GetSavedPaymentMethods,
    undefined,
    readOptions(request),
  );
  return (data.customerPaymentTokens?.items ?? []).flatMap((token) => (token ? [token] : []));
}

export async function deleteSavedPaymentMethod(request: AccountRequest, publicHash: string): Promise<void> {
  await request.client.mutate<{ deletePaymentToken: { result: boolean } | null }>(
    DeleteSavedPaymentMethod,
    { publicHash },
    request.options,
  );
}

// --- Social accounts (extension part) -------------------------------------------------------
// (the providers and their sign-in addresses: SocialLoginProviders, operations/customer.ts)

const SocialAccountFields = /* GraphQL */ `
  fragment SocialAccountFields on CustomerSocialAccount {
    uid
    provider
    email
    name
    linked_at
  }
`;

export const GetSocialAccounts = /* GraphQL */ `
  query GetSocialAccounts {
    customer {
      social_accounts {
        ...SocialAccountFields
      }
    }
  }
  ${SocialAccountFields}
`;

export const LinkSocialAccount = /* GraphQL */ `
  mutation LinkSocialAccount($provider: SocialLoginProviderEnum!, $code: String!) {
    linkSocialAccount(input: { provider: $provider, code: $code }) {
      customer {
        social_accounts {
          ...SocialAccountFields
        }
      }
    }
  }
  ${SocialAccountFields}
`;

export const UnlinkSocialAccount = /* GraphQL */ `
  mutation UnlinkSocialAccount($uid: ID!) {
    unlinkSocialAccount(input: { uid: $uid }) {
      customer {
        social_accounts {
          ...SocialAccountFields
        }
      }
    }
  }
  ${SocialAccountFields}
`;

export interface SocialAccount {
  uid: string;
  provider: SocialLoginProvider;
  email: string | null;
  name: string | null;
  linked_at: string;
}

export async function fetchSocialAccounts(request: AccountRequest): Promise<SocialAccount[]> {
  const { data } = await request.client.query<{ customer: { social_accounts: SocialAccount[] | null } | null }>(
    GetSocialAccounts,
    undefined,
    readOptions(request),
  );
  return data.customer?.social_accounts ?? [];
}

export async function linkSocialAccount(request: AccountRequest, input: { provider: SocialLoginProvider; code: string }): Promise<void> {
  await request.client.mutate(LinkSocialAccount, input, request.options);
}

export async function unlinkSocialAccount(request: AccountRequest, uid: string): Promise<void> {
  await request.client.mutate(UnlinkSocialAccount, { uid }, request.options);
}
