/**
 * The address book (Magento_CustomerGraphQl's createCustomerAddress, updateCustomerAddress,
 * deleteCustomerAddress and the CustomerAddress type), and the cart's use of it (a cart address
 * given as customer_address_id). Addresses are checked by the cart's validator (quote/address.ts),
 * as Magento runs the same validators on both: per country, a postcode required and its pattern, a
 * region from the country's list, and only countries the store view ships to.
 */
import type { RequestContext } from '../../graphql/context';
import { authorizationError, inputError, noSuchEntityError } from '../../graphql/errors';
import { validateAddress, type CartAddressInput } from '../quote/address';
import type { AddressData } from '../quote/quotes';
import { requireCustomer } from './access';
import {
  customerAddressById,
  deleteCustomerAddress,
  insertCustomerAddress,
  updateCustomer,
  updateCustomerAddress,
  type CustomerAddressData,
  type CustomerAddressRow,
  type CustomerRow,
} from './customers';

export interface CustomerAddressInput {
  firstname?: string | null;
  lastname?: string | null;
  company?: string | null;
  telephone?: string | null;
  street?: Array<string | null> | null;
  city?: string | null;
  region?: { region_code?: string | null; region?: string | null; region_id?: number | null } | null;
  postcode?: string | null;
  country_id?: string | null;
  country_code?: string | null;
  default_shipping?: boolean | null;
  default_billing?: boolean | null;
  vat_id?: string | null;
  prefix?: string | null;
  middlename?: string | null;
  suffix?: string | null;
  fax?: string | null;
}

/** The name parts and fax number the address book keeps beside what a cart address has. */
const BOOK_ONLY = ['prefix', 'middlename', 'suffix', 'fax'] as const;

function saveBookOnlyFields(context: RequestContext, id: number, input: CustomerAddressInput): void {
  const given = BOOK_ONLY.filter((key) => input[key] !== undefined);
  if (given.length === 0) return;
  context.db
    .prepare(`UPDATE customer_address_entity SET ${given.map((key) => `${key} = @${key}`).join(', ')} WHERE entity_id = @id`)
    .run({ id, ...Object.fromEntries(given.map((key) => [key, input[key]?.trim() || null])) });
}

/** A CustomerAddress as resolvers see it: the row and its customer (whose defaults it may be). */
export interface CustomerAddressView {
  address: CustomerAddressRow;
  customer: CustomerRow;
}

/** The address attributes Magento's EAV requires (CreateCustomerAddress::validateData reports their codes). */
const REQUIRED_ATTRIBUTES = ['firstname', 'lastname', 'street', 'city', 'country_id', 'telephone'] as const;

const countryOf = (input: CustomerAddressInput) => input.country_code ?? input.country_id ?? null;

/** An address book entry as the cart's validators take it. */
const asCartInput = (address: CustomerAddressData): CartAddressInput => ({
  firstname: address.firstname,
  lastname: address.lastname,
  company: address.company,
  street: address.street.split('\n'),
  city: address.city,
  region: address.region,
  region_id: address.region_id,
  postcode: address.postcode,
  country_code: address.country_id,
  telephone: address.telephone,
  vat_id: address.vat_id,
});

/** Runs the cart's address validators on an address book entry and keeps what the book stores. */
function validated(context: RequestContext, address: CustomerAddressData): CustomerAddressData {
  const { firstname, lastname, company, street, city, region, region_id, postcode, country_id, telephone, vat_id } = validateAddress(
    context,
    asCartInput(address),
    'Customer',
  );
  return { firstname, lastname, company, street, city, region, region_id, postcode, country_id, telephone, vat_id };
}

/** `input` laid over `base`: only what the input gives changes (a new country drops the old region). */
function merged(base: CustomerAddressData, input: CustomerAddressInput): CustomerAddressData {
  const country = countryOf(input)?.toUpperCase() ?? base.country_id;
  const regionGiven = input.region !== undefined && input.region !== null;
  const keepRegion = !regionGiven && country === base.country_id;
  const pick = <K extends keyof CustomerAddressInput & keyof CustomerAddressData>(key: K) =>
    (input[key] === undefined ? base[key] : (input[key] ?? null)) as CustomerAddressData[K];
  return {
    firstname: pick('firstname') ?? '',
    lastname: pick('lastname') ?? '',
    company: pick('company'),
    street: input.street === undefined || input.street === null ? base.street : input.street.map((line) => line ?? '').join('\n'),
    city: pick('city') ?? '',
    region: keepRegion ? base.region : (input.region?.region_code ?? input.region?.region ?? null),
    region_id: keepRegion ? base.region_id : (input.region?.region_id ?? null),
    postcode: pick('postcode'),
    country_id: country,
    telephone: pick('telephone'),
    vat_id: pick('vat_id'),
  };
}

const EMPTY: CustomerAddressData = {
  firstname: '',
  lastname: '',
  company: null,
  street: '',
  city: '',
  region: null,
  region_id: null,
  postcode: null,
  country_id: '',
  telephone: null,
  vat_id: null,
};

/** Magento's GetCustomerAddress: the customer's own address by id, with Magento's texts otherwise. */
function ownAddress(context: RequestContext, customer: CustomerRow, id: number | null | undefined): CustomerAddressRow {
  if (!id || id <= 0) throw inputError('Address "id" value should be specified');
  const address = customerAddressById(context.db, id);
  if (!address) throw noSuchEntityError(`Could not find a address with ID "${id}"`);
  if (address.parent_id !== customer.entity_id) {
    throw authorizationError(`Current customer does not have permission to address with ID "${id}"`);
  }
  return address;
}

/** Sets or clears the customer's default billing and shipping addresses as the input asks. */
function applyDefaults(context: RequestContext, customer: CustomerRow, addressId: number, input: CustomerAddressInput): CustomerRow {
  const fields: Partial<Pick<CustomerRow, 'default_billing' | 'default_shipping'>> = {};
  if (input.default_billing === true) fields.default_billing = addressId;
  else if (input.default_billing === false && customer.default_billing === addressId) fields.default_billing = null;
  if (input.default_shipping === true) fields.default_shipping = addressId;
  else if (input.default_shipping === false && customer.default_shipping === addressId) fields.default_shipping = null;
  return Object.keys(fields).length ? updateCustomer(context.db, customer.entity_id, fields) : customer;
}

function createAddress(context: RequestContext, input: CustomerAddressInput): CustomerAddressView {
  const customer = requireCustomer(context);
  const given: Record<(typeof REQUIRED_ATTRIBUTES)[number], unknown> = {
    firstname: input.firstname,
    lastname: input.lastname,
    street: input.street,
    city: input.city,
    country_id: countryOf(input),
    telephone: input.telephone,
  };
  const missing = REQUIRED_ATTRIBUTES.filter((code) => given[code] === undefined || given[code] === null);
  if (missing.length) throw inputError(`Required parameters are missing: ${missing.join(', ')}`);
  const address = validated(context, merged(EMPTY, input));
  return context.db.transaction(() => {
    const id = insertCustomerAddress(context.db, customer.entity_id, address);
    saveBookOnlyFields(context, id, input);
    const owner = applyDefaults(context, customer, id, input);
    return { address: customerAddressById(context.db, id)!, customer: owner };
  })();
}

function updateAddress(context: RequestContext, id: number, input: CustomerAddressInput | null | undefined): CustomerAddressView {
  const customer = requireCustomer(context);
  const current = ownAddress(context, customer, id);
  if (!input || Object.keys(input).length === 0) throw inputError('"input" value should be specified');
  const address = validated(context, merged(current, input));
  return context.db.transaction(() => {
    updateCustomerAddress(context.db, id, address);
    saveBookOnlyFields(context, id, input);
    const owner = applyDefaults(context, customer, id, input);
    return { address: customerAddressById(context.db, id)!, customer: owner };
  })();
}

function deleteAddress(context: RequestContext, id: number): boolean {
  const customer = requireCustomer(context);
  const address = ownAddress(context, customer, id);
  if (customer.default_billing === address.entity_id) {
    throw inputError(`Customer Address ${id} is set as default billing address and can not be deleted`);
  }
  if (customer.default_shipping === address.entity_id) {
    throw inputError(`Customer Address ${id} is set as default shipping address and can not be deleted`);
  }
  deleteCustomerAddress(context.db, id);
  return true;
}

/**
 * A cart address given as `customer_address_id` (Magento's QuoteAddressFactory::createBasedOnCustomerAddress):
 * the signed-in customer's own address, checked again for the cart's store view.
 */
export function cartAddressFromBook(context: RequestContext, id: number, kind: 'Shipping' | 'Billing'): AddressData {
  return validateAddress(context, asCartInput(ownAddress(context, requireCustomer(context), id)), kind);
}

export const addressMutations = {
  createCustomerAddress: (_: unknown, args: { input: CustomerAddressInput }, context: RequestContext) =>
    createAddress(context, args.input ?? {}),
  updateCustomerAddress: (_: unknown, args: { id: number; input?: CustomerAddressInput | null }, context: RequestContext) =>
    updateAddress(context, args.id, args.input),
  deleteCustomerAddress: (_: unknown, args: { id: number }, context: RequestContext) => deleteAddress(context, args.id),
};

export const addressFieldResolvers = {
  CustomerAddress: {
    id: ({ address }: CustomerAddressView) => address.entity_id,
    firstname: ({ address }: CustomerAddressView) => address.firstname,
    lastname: ({ address }: CustomerAddressView) => address.lastname,
    company: ({ address }: CustomerAddressView) => address.company,
    street: ({ address }: CustomerAddressView) => address.street.split('\n'),
    city: ({ address }: CustomerAddressView) => address.city,
    region: ({ address }: CustomerAddressView, _: unknown, context: RequestContext) => ({
      region_code:
        address.region_id === null
          ? null
          : ((context.db.prepare('SELECT code FROM directory_region WHERE region_id = ?').pluck().get(address.region_id) as string) ??
            null),
      region: address.region,
      region_id: address.region_id,
    }),
    region_id: ({ address }: CustomerAddressView) => address.region_id,
    postcode: ({ address }: CustomerAddressView) => address.postcode,
    country_code: ({ address }: CustomerAddressView) => address.country_id,
    telephone: ({ address }: CustomerAddressView) => address.telephone,
    vat_id: ({ address }: CustomerAddressView) => address.vat_id,
    default_shipping: ({ address, customer }: CustomerAddressView) => customer.default_shipping === address.entity_id,
    default_billing: ({ address, customer }: CustomerAddressView) => customer.default_billing === address.entity_id,
    customer_id: ({ customer }: CustomerAddressView) => customer.entity_id,
    country_id: ({ address }: CustomerAddressView) => address.country_id,
    prefix: ({ address }: CustomerAddressView) => address.prefix,
    middlename: ({ address }: CustomerAddressView) => address.middlename,
    suffix: ({ address }: CustomerAddressView) => address.suffix,
    fax: ({ address }: CustomerAddressView) => address.fax,
    custom_attributes: () => [],
    extension_attributes: () => [],
  },
};
