/**
 * Checkout operations (specification, section 7): the guest email, the shipping address (answers
 * the available shipping methods), the billing address, the shipping and payment methods, the
 * available payment methods and the countries (with their regions) the store view ships to.
 */
import { CustomerAddressFields, type CustomerAddress } from './account';
import type { CartMoney } from './cart';

export const GetCountries = /* GraphQL */ `
  query GetCountries {
    countries {
      id
      full_name_locale
      available_regions {
        id
        code
        name
      }
    }
  }
`;

/** A signed-in customer's email and address book, offered at checkout. */
export const GetCheckoutCustomer = /* GraphQL */ `
  query GetCheckoutCustomer {
    customer {
      email
      addresses {
        ...CustomerAddressFields
      }
    }
  }
  ${CustomerAddressFields}
`;

export interface GetCheckoutCustomerData {
  customer: { email: string | null; addresses: Array<CustomerAddress | null> | null } | null;
}

/** A signed-in customer's newest order: the number to show once payment-information placed it. */
export const GetLatestCustomerOrder = /* GraphQL */ `
  query GetLatestCustomerOrder {
    customer {
      orders(pageSize: 1, currentPage: 1, sort: { sort_field: CREATED_AT, sort_direction: DESC }) {
        items {
          id
          number
        }
      }
    }
  }
`;

export interface GetLatestCustomerOrderData {
  customer: { orders: { items: Array<{ id: string; number: string } | null> | null } | null } | null;
}

/** The store view's terms and conditions (empty where its "Enable Terms and Conditions" is off). */
export const GetCheckoutAgreements = /* GraphQL */ `
  query GetCheckoutAgreements {
    checkoutAgreements {
      agreement_id
      name
      content
      checkbox_text
      is_html
      mode
    }
  }
`;

export interface CheckoutAgreement {
  agreement_id: number;
  name: string;
  content: string;
  checkbox_text: string;
  is_html: boolean;
  /** MANUAL: the shopper ticks it before placing the order; AUTO: accepted by placing it. */
  mode: 'MANUAL' | 'AUTO';
}

export interface GetCheckoutAgreementsData {
  checkoutAgreements: Array<CheckoutAgreement | null> | null;
}

export const SetGuestEmailOnCart = /* GraphQL */ `
  mutation SetGuestEmailOnCart($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        id
      }
    }
  }
`;

export const SetShippingAddressOnCart = /* GraphQL */ `
  mutation SetShippingAddressOnCart($cartId: String!, $address: CartAddressInput!) {
    setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
      cart {
        id
        shipping_addresses {
          available_shipping_methods {
            carrier_code
            carrier_title
            method_code
            method_title
            available
            amount {
              value
              currency
            }
            price_incl_tax {
              value
              currency
            }
            price_excl_tax {
              value
              currency
            }
          }
        }
      }
    }
  }
`;

export const SetBillingAddressOnCart = /* GraphQL */ `
  mutation SetBillingAddressOnCart($cartId: String!, $address: CartAddressInput!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: { address: $address } }) {
      cart {
        id
      }
    }
  }
`;

export const SetShippingMethodOnCart = /* GraphQL */ `
  mutation SetShippingMethodOnCart($cartId: String!, $carrierCode: String!, $methodCode: String!) {
    setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrierCode, method_code: $methodCode }] }) {
      cart {
        id
      }
    }
  }
`;

export const SetPaymentMethodOnCart = /* GraphQL */ `
  mutation SetPaymentMethodOnCart($cartId: String!, $code: String!, $purchaseOrderNumber: String) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code, purchase_order_number: $purchaseOrderNumber } }) {
      cart {
        id
      }
    }
  }
`;

export interface Region {
  id: number;
  code: string;
  name: string;
}

export interface Country {
  id: string;
  full_name_locale: string | null;
  available_regions: Region[] | null;
}

export interface GetCountriesData {
  countries: Array<Country | null> | null;
}

export interface PaymentMethod {
  code: string;
  title: string;
}

export interface AvailableShippingMethodData {
  carrier_code: string;
  carrier_title: string;
  method_code: string | null;
  method_title: string | null;
  available: boolean;
  amount: CartMoney;
  price_incl_tax: CartMoney;
  price_excl_tax?: CartMoney | null;
}

export interface SetShippingAddressData {
  setShippingAddressesOnCart: {
    cart: {
      id: string;
      shipping_addresses: Array<{ available_shipping_methods: Array<AvailableShippingMethodData | null> | null } | null>;
    };
  } | null;
}

/** Magento's CartAddressInput. */
export interface CartAddressInput {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region?: string;
  region_id?: number;
  postcode?: string;
  country_code: string;
  telephone?: string;
}
