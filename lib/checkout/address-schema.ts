import { check, object, pipe, string, trim } from 'valibot';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { postcodeRule } from '@/lib/checkout/address-rules';
import type { Country } from '@/lib/magento/operations/checkout';
import { emailAddress, requiredText } from '@/lib/validation/rules';

/** The address form's fields, as typed. */
export interface AddressFormValues {
  firstname: string;
  lastname: string;
  street: string;
  city: string;
  country_id: string;
  region: string;
  postcode: string;
  telephone: string;
}

export type AddressField = keyof AddressFormValues;
export type AddressErrors = FieldErrors<AddressField | 'email'>;

export const emptyAddress = (country: string): AddressFormValues => ({
  firstname: '',
  lastname: '',
  street: '',
  city: '',
  country_id: country,
  region: '',
  postcode: '',
  telephone: '',
});

/**
 * The address rules (DESIGN.md "Country fixed to BE"): names, street, city and telephone required;
 * the postcode required and matched per country; a region chosen when the country lists regions.
 * `t` gives the `Checkout` messages.
 */
export function addressSchema(t: (key: string) => string, country: Country | undefined) {
  const required = (key: string) => requiredText(t(key));
  const rule = postcodeRule(country?.id ?? '');
  const regions = country?.available_regions ?? [];
  return object({
    firstname: required('firstnameError'),
    lastname: required('lastnameError'),
    street: required('streetError'),
    city: required('cityError'),
    country_id: required('countryError'),
    region: regions.length ? required('regionError') : string(),
    postcode: pipe(
      string(),
      trim(),
      check((value) => !rule.required || value.length > 0, t('postcodeRequiredError')),
      check((value) => !value || !rule.pattern || new RegExp(rule.pattern).test(value), t('postcodeInvalidError')),
    ),
    telephone: required('telephoneError'),
  });
}

export const emailSchema = (t: (key: string) => string) => emailAddress(t('emailError'));
