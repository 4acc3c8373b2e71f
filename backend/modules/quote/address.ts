/**
 * Cart addresses: CartAddressInput checked as Magento's address validators do (with their texts),
 * using the directory's rules per country (postcode required and its pattern, region list), and
 * the CartAddressInterface shape served back.
 */
import type { RequestContext } from '../../graphql/context';
import { inputError, inputErrors } from '../../graphql/errors';
import { toUid } from '../catalog/uids';
import type { AddressData, QuoteAddressRow } from './quotes';

export interface CartAddressInput {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: string[];
  city: string;
  region?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code: string;
  telephone?: string | null;
  vat_id?: string | null;
  save_in_address_book?: boolean | null;
}

/** Magento's customer/address/street_lines default. */
const STREET_LINES = 2;

interface CountryRule {
  country_id: string;
  postcode_required: number;
  postcode_pattern: string | null;
  region_required: number;
}

interface RegionRow {
  region_id: number;
  code: string;
  name: string;
}

const required = (field: string) => `"${field}" is required. Enter and try again.`;
const invalid = (value: string | number, field: string) => `Invalid value of "${value}" provided for the ${field} field.`;
const clean = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

function regionsOf(context: RequestContext, country: string): RegionRow[] {
  return context.db.prepare('SELECT region_id, code, name FROM directory_region WHERE country_id = ?').all(country) as RegionRow[];
}

/** The id of a country's region given by id, code or name; null when the country has no such region. */
export function regionIdOf(
  context: RequestContext,
  country: string,
  region: { id?: number | null; codeOrName?: string | null },
): number | null {
  const regions = regionsOf(context, country);
  const wanted = (region.codeOrName ?? '').trim().toLowerCase();
  const found = regions.find(
    (r) => r.region_id === region.id || (wanted !== '' && (r.code.toLowerCase() === wanted || r.name.toLowerCase() === wanted)),
  );
  return found?.region_id ?? null;
}

/**
 * Validates an address for the cart or the address book (Magento runs the same validators on both);
 * `kind` names it in the aggregate error ("Shipping address errors"), whose parts are reported one
 * per problem, as Magento does.
 */
export function validateAddress(context: RequestContext, input: CartAddressInput, kind: 'Shipping' | 'Billing' | 'Customer'): AddressData {
  if (input.street.length > STREET_LINES) throw inputError(`"Street Address" cannot contain more than ${STREET_LINES} lines.`);
  const country = (input.country_code ?? '').trim().toUpperCase();
  const rule = country
    ? (context.db
        .prepare('SELECT country_id, postcode_required, postcode_pattern, region_required FROM directory_country WHERE country_id = ?')
        .get(country) as CountryRule | undefined)
    : undefined;
  const street = input.street.map((line) => line.trim());
  const address: AddressData = {
    firstname: clean(input.firstname) ?? '',
    lastname: clean(input.lastname) ?? '',
    company: clean(input.company),
    street: street.join('\n'),
    city: clean(input.city) ?? '',
    region: clean(input.region),
    region_id: input.region_id ?? null,
    postcode: clean(input.postcode),
    country_id: country,
    telephone: clean(input.telephone),
    vat_id: clean(input.vat_id),
    customer_notes: null,
    save_in_address_book: input.save_in_address_book ? 1 : 0,
  };

  // Magento's QuoteAddressFactory: a region given by code (we also take its name) becomes its id.
  const regions = rule ? regionsOf(context, country) : [];
  if (regions.length && address.region_id === null && address.region) {
    const wanted = address.region.toLowerCase();
    const region = regions.find((r) => r.code.toLowerCase() === wanted || r.name.toLowerCase() === wanted);
    if (region) address.region_id = region.region_id;
  }
  const region = regions.find((r) => r.region_id === address.region_id);
  if (region) address.region = region.name;
  const regionIdGiven = address.region_id;
  if (!region) address.region_id = null; // ids only mean something for countries with a region list

  // Magento's General validator, then its Country validator, in their order.
  const errors: string[] = [];
  if (!address.firstname) errors.push(required('firstname'));
  if (!address.lastname) errors.push(required('lastname'));
  if (!street[0]) errors.push(required('street'));
  if (!address.city) errors.push(required('city'));
  if (!address.telephone) errors.push(required('telephone'));
  if (rule?.postcode_required && !address.postcode) errors.push(required('postcode'));
  if (rule?.postcode_pattern && address.postcode && !new RegExp(rule.postcode_pattern).test(address.postcode)) {
    errors.push(invalid(address.postcode, 'postcode'));
  }
  const allowed = context.store.allowed_countries.split(',').map((c) => c.trim());
  if (!country) errors.push(required('countryId'));
  else if (!rule || !allowed.includes(country)) errors.push(invalid(country, 'countryId'));
  else if (regions.length && regionIdGiven !== null && !region) errors.push(invalid(regionIdGiven, 'regionId'));
  else if (rule.region_required && regions.length && !region) errors.push(required('regionId'));
  if (errors.length) throw inputErrors(`${kind} address errors`, errors);
  return address;
}

/** CartAddressInterface (and ShippingCartAddress's customer_notes) for a stored address. */
export function addressView(context: RequestContext, row: QuoteAddressRow) {
  const regionCode =
    row.region_id === null
      ? null
      : ((context.db.prepare('SELECT code FROM directory_region WHERE region_id = ?').pluck().get(row.region_id) as string | undefined) ??
        null);
  const countryName = context.db
    .prepare(
      `SELECT name FROM directory_country_name WHERE country_id = ? AND locale IN (?, 'en_US')
        ORDER BY locale = 'en_US' LIMIT 1`,
    )
    .pluck()
    .get(row.country_id, context.store.locale) as string | undefined;
  return {
    uid: toUid(row.address_id),
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street.split('\n'),
    city: row.city,
    region: { code: regionCode, label: row.region, region_id: row.region_id },
    postcode: row.postcode,
    country: { code: row.country_id, label: countryName ?? row.country_id },
    telephone: row.telephone,
    vat_id: row.vat_id,
    customer_notes: row.customer_notes,
  };
}
