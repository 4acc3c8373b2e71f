import type { AddressFormValues } from '@/lib/checkout/address-schema';
import type { CountryCodeEnum, CustomerAddress, CustomerAddressInput } from '@/lib/magento/operations/account';
import type { CheckoutAddress } from '@/lib/state/checkout-store';

/**
 * The address book's conversions and formatting: a saved address as the checkout's address form
 * takes it (components/checkout/AddressFields), what that form gives as Magento's
 * CustomerAddressInput, and any address (saved, or an order's) as the lines a shopper reads.
 */

/** What both a saved address and an order's address have. */
export interface PostalAddress {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  street?: ReadonlyArray<string | null> | null;
  city?: string | null;
  /** An order's region is its name; a saved address's an object. */
  region?: string | { region?: string | null } | null;
  postcode?: string | null;
  country_code?: string | null;
  telephone?: string | null;
}

function regionName(region: PostalAddress['region']): string {
  return (typeof region === 'string' ? region : (region?.region ?? '')) || '';
}

/** The country's name in `locale` (BCP 47), else its code. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * An address as lines: the name, the company, the street lines, "city, region, postcode", the
 * country (in `locale`) and the telephone. Empty parts are left out.
 */
export function addressLines(address: PostalAddress, locale: string): string[] {
  const name = [address.firstname, address.lastname].filter(Boolean).join(' ');
  const place = [address.city, regionName(address.region), address.postcode].filter(Boolean).join(', ');
  return [
    name,
    address.company ?? '',
    ...(address.street ?? []).map((line) => line ?? ''),
    place,
    address.country_code ? countryName(address.country_code, locale) : '',
    address.telephone ?? '',
  ]
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * A saved address as the address form's values. The form has one street line, so further lines
 * join it (", "): the shopper sees and keeps all of them.
 */
export function addressFormValues(address: CustomerAddress): AddressFormValues {
  const regionId = address.region?.region_id;
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    street: (address.street ?? []).filter((line): line is string => Boolean(line?.trim())).join(', '),
    city: address.city ?? '',
    country_id: address.country_code ?? '',
    region: regionId ? String(regionId) : (address.region?.region ?? ''),
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
  };
}

/**
 * The form's address (as components/checkout/address-values.ts makes it) as Magento's
 * CustomerAddressInput. Every field is sent, so an edit also clears what the shopper emptied
 * (the postcode of a country that needs none, the region of another country).
 */
export function customerAddressInput(address: CheckoutAddress): CustomerAddressInput {
  const region =
    address.region_id !== undefined
      ? { region_id: address.region_id, region_code: address.region_code, region: address.region }
      : { region: address.region ?? '' };
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    street: address.street,
    city: address.city,
    region,
    postcode: address.postcode ?? '',
    // The form offers only the countries Magento listed (GetCountries), so the id is one of its codes.
    country_code: address.country_id as CountryCodeEnum,
    telephone: address.telephone,
  };
}

/** The address book in the order a shopper expects: the defaults first (shipping, then billing), then the rest as saved. */
export function sortedAddressBook(addresses: CustomerAddress[]): CustomerAddress[] {
  const rank = (address: CustomerAddress) => (address.default_shipping ? 0 : address.default_billing ? 1 : 2);
  return [...addresses].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}
