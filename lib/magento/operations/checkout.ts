/**
 * Checkout operations (specification, section 7): the guest email, the shipping address (answers
 * the available shipping methods), the billing address, the shipping and payment methods, the
 * available payment methods and the countries (with their regions) the store view ships to.
 */
import { CustomerAddressFields, type CustomerAddress } from './account';
import type { CartDetails } from './cart';
import type { CartAddressInput, GetCheckoutAgreementsQuery, GetCountriesQuery } from '../generated/graphql';
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

type CountryAnswer = NonNullable<NonNullable<GetCountriesQuery['countries']>[number]>;
type RegionAnswer = NonNullable<NonNullable<CountryAnswer['available_regions']>[number]>;

/** A region as the address forms offer it (countriesOf): one with an id, a code and a name. */
export type Region = { [K in keyof RegionAnswer]: NonNullable<RegionAnswer[K]> };

/** A country as the address forms offer it (countriesOf): one with an id. */
export type Country = Omit<CountryAnswer, 'id' | 'available_regions'> & {
  id: NonNullable<CountryAnswer['id']>;
  available_regions: Region[] | null;
};

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

/** A payment method the cart can be paid with now (CartDetailsFields' available_payment_methods). */
export type PaymentMethod = NonNullable<NonNullable<CartDetails['available_payment_methods']>[number]>;

/** Magento's CartAddressInput (the variables of the address steps). */
export type { CartAddressInput };
