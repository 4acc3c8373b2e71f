import type { Country } from '@/lib/magento/operations/checkout';
import type { CartShippingAddress } from '@/lib/magento/operations/cart';
import type { CheckoutAddress } from '@/lib/state/checkout-store';
import type { AddressFormValues } from '@/lib/checkout/address-schema';

/** The checkout address of the typed form (a listed region by id, else its text). */
export function toCheckoutAddress(values: AddressFormValues, countries: Country[], email?: string): CheckoutAddress {
  const country = countries.find((entry) => entry.id === values.country_id);
  const region = country?.available_regions?.find((entry) => String(entry.id) === values.region);
  const address: CheckoutAddress = {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    street: [values.street.trim()],
    city: values.city.trim(),
    country_id: values.country_id,
    telephone: values.telephone.trim(),
  };
  if (values.postcode.trim()) address.postcode = values.postcode.trim();
  if (region) {
    address.region_id = region.id;
    address.region_code = region.code;
    address.region = region.name;
  } else if (values.region.trim()) {
    address.region = values.region.trim();
  }
  if (email !== undefined) address.email = email.trim();
  return address;
}

/** The form values of a saved address. */
export function toFormValues(address: CheckoutAddress): AddressFormValues {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street[0] ?? '',
    city: address.city,
    country_id: address.country_id,
    region: address.region_id ? String(address.region_id) : (address.region ?? ''),
    postcode: address.postcode ?? '',
    telephone: address.telephone,
  };
}

/**
 * The form values of the shipping address the cart already has (the cart answer's
 * `shipping_addresses`: given at checkout on another device, or before this browser's saved
 * checkout data was cleared), or null when it has none.
 */
export function fromCartShippingAddress(address: CartShippingAddress | null | undefined): AddressFormValues | null {
  const street = (address?.street ?? []).filter(Boolean).join(', ');
  const country = address?.country?.code;
  if (!address || !street || !country) return null;
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street,
    city: address.city ?? '',
    country_id: country,
    region: address.region?.region_id ? String(address.region.region_id) : (address.region?.label ?? ''),
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
  };
}
