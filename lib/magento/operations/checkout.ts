/**
 * Checkout operations (specification, section 7): the guest email, the shipping address (answers
 * the available shipping methods), the billing address, the shipping and payment methods, the
 * available payment methods and the countries (with their regions) the store view ships to.
 */
import { CustomerAddressFields, type CustomerAddress } from './account';
import type { CartMoney } from './cart';
import type { GetCheckoutAgreementsQuery, GetCountriesQuery } from '../generated/graphql';
import { present } from '../types';
import {
  GetCheckoutAgreementsDocument as GetCheckoutAgreements,
  GetCountriesDocument as GetCountries,
  GetCheckoutCustomerDocument as GetCheckoutCustomer,
  GetLatestCustomerOrderDocument as GetLatestCustomerOrder,
  SetGuestEmailOnCartDocument as SetGuestEmailOnCart,
  SetShippingAddressOnCartDocument as SetShippingAddressOnCart,
  SetBillingAddressOnCartDocument as SetBillingAddressOnCart,
  SetShippingMethodOnCartDocument as SetShippingMethodOnCart,
  SetPaymentMethodOnCartDocument as SetPaymentMethodOnCart,
} from '../generated/checkout';
export {
  GetCheckoutAgreements,
  GetCountries,
  GetCheckoutCustomer,
  GetLatestCustomerOrder,
  SetGuestEmailOnCart,
  SetShippingAddressOnCart,
  SetBillingAddressOnCart,
  SetShippingMethodOnCart,
  SetPaymentMethodOnCart,
};

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

/**
 * A term of the store view (Magento's CheckoutAgreement). `mode` MANUAL: the shopper ticks it
 * before placing the order; AUTO: accepted by placing it.
 */
export type CheckoutAgreement = NonNullable<NonNullable<GetCheckoutAgreementsQuery['checkoutAgreements']>[number]>;

/** The countries as the address forms offer them: those with an id, their regions with an id, code and name. */
export function countriesOf(countries: GetCountriesQuery['countries']): Country[] {
  return present(countries).flatMap(({ id, full_name_locale, available_regions }) =>
    id
      ? [
          {
            id,
            full_name_locale,
            available_regions:
              available_regions &&
              present(available_regions).flatMap((region) =>
                region.id !== null && region.code && region.name ? [{ id: region.id, code: region.code, name: region.name }] : [],
              ),
          },
        ]
      : [],
  );
}

export interface PaymentMethod {
  code: string;
  title: string;
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
