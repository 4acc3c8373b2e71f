/**
 * The customer tables (Magento's customer_entity and customer_address_entity): accounts and their
 * address books. Only this file writes SQL for them.
 */
import type { Db } from '../../db/database';
import type { AddressData } from '../quote/quotes';

/** A time (now by default) as Magento stores it: UTC "Y-m-d H:i:s". */
export const utcTime = (time = Date.now()) => new Date(time).toISOString().slice(0, 19).replace('T', ' ');
/** A stored UTC "Y-m-d H:i:s" as milliseconds since the epoch. */
export const timeOf = (value: string) => Date.parse(`${value.replace(' ', 'T')}Z`);

export interface CustomerRow {
  entity_id: number;
  website_code: string;
  store_id: number;
  email: string;
  firstname: string;
  lastname: string;
  dob: string | null;
  prefix: string | null;
  middlename: string | null;
  suffix: string | null;
  /** 1 Male, 2 Female, 3 Not Specified (Magento's gender options). */
  gender: number | null;
  taxvat: string | null;
  password_hash: string | null;
  default_billing: number | null;
  default_shipping: number | null;
  failures_num: number;
  first_failure: string | null;
  lock_expires: string | null;
  rp_token: string | null;
  rp_token_created_at: string | null;
  created_at: string;
  updated_at: string;
}

/** What an address book entry holds: a cart address without its cart-only fields. */
export type CustomerAddressData = Pick<
  AddressData,
  'firstname' | 'lastname' | 'company' | 'street' | 'city' | 'region' | 'region_id' | 'postcode' | 'country_id' | 'telephone' | 'vat_id'
>;

export interface CustomerAddressRow extends CustomerAddressData {
  entity_id: number;
  parent_id: number;
  prefix: string | null;
  middlename: string | null;
  suffix: string | null;
  fax: string | null;
  created_at: string;
  updated_at: string;
}

export type NewCustomer = Pick<CustomerRow, 'website_code' | 'store_id' | 'email' | 'firstname' | 'lastname' | 'dob' | 'password_hash'>;

type CustomerFields = Partial<Omit<CustomerRow, 'entity_id' | 'website_code' | 'store_id' | 'created_at' | 'updated_at'>>;

export function customerById(db: Db, id: number): CustomerRow | undefined {
  return db.prepare('SELECT * FROM customer_entity WHERE entity_id = ?').get(id) as CustomerRow | undefined;
}

/** The account with this e-mail (any case) in a website. */
export function customerByEmail(db: Db, websiteCode: string, email: string): CustomerRow | undefined {
  return db.prepare('SELECT * FROM customer_entity WHERE website_code = ? AND email = ?').get(websiteCode, email.trim()) as
    CustomerRow | undefined;
}

export function insertCustomer(db: Db, customer: NewCustomer): number {
  const time = utcTime();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO customer_entity (website_code, store_id, email, firstname, lastname, dob, password_hash, created_at, updated_at)
       VALUES (@website_code, @store_id, @email, @firstname, @lastname, @dob, @password_hash, @created_at, @updated_at)`,
    )
    .run({ ...customer, created_at: time, updated_at: time });
  return Number(lastInsertRowid);
}

/** Updates the given fields (and updated_at); returns the row as it now is. */
export function updateCustomer(db: Db, id: number, fields: CustomerFields): CustomerRow {
  const names = Object.keys(fields);
  const assignments = [...names.map((name) => `${name} = @${name}`), 'updated_at = @updated_at'].join(', ');
  db.prepare(`UPDATE customer_entity SET ${assignments} WHERE entity_id = @entity_id`).run({
    ...fields,
    updated_at: utcTime(),
    entity_id: id,
  });
  return customerById(db, id)!;
}

/** Clears the password reset token if it is still `tokenHash`; false when another request spent or replaced it. */
export function spendResetToken(db: Db, id: number, tokenHash: string): boolean {
  const { changes } = db
    .prepare('UPDATE customer_entity SET rp_token = NULL, rp_token_created_at = NULL WHERE entity_id = ? AND rp_token = ?')
    .run(id, tokenHash);
  return changes === 1;
}

export function customerAddresses(db: Db, customerId: number): CustomerAddressRow[] {
  return db.prepare('SELECT * FROM customer_address_entity WHERE parent_id = ? ORDER BY entity_id').all(customerId) as CustomerAddressRow[];
}

export function customerAddressById(db: Db, id: number): CustomerAddressRow | undefined {
  return db.prepare('SELECT * FROM customer_address_entity WHERE entity_id = ?').get(id) as CustomerAddressRow | undefined;
}

export function insertCustomerAddress(db: Db, customerId: number, address: CustomerAddressData): number {
  const time = utcTime();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO customer_address_entity (parent_id, firstname, lastname, company, street, city, region, region_id, postcode,
                                            country_id, telephone, vat_id, created_at, updated_at)
       VALUES (@parent_id, @firstname, @lastname, @company, @street, @city, @region, @region_id, @postcode,
               @country_id, @telephone, @vat_id, @created_at, @updated_at)`,
    )
    .run({ ...pickAddress(address), parent_id: customerId, created_at: time, updated_at: time });
  return Number(lastInsertRowid);
}

export function updateCustomerAddress(db: Db, id: number, address: CustomerAddressData): void {
  db.prepare(
    `UPDATE customer_address_entity SET firstname = @firstname, lastname = @lastname, company = @company, street = @street,
            city = @city, region = @region, region_id = @region_id, postcode = @postcode, country_id = @country_id,
            telephone = @telephone, vat_id = @vat_id, updated_at = @updated_at
      WHERE entity_id = @entity_id`,
  ).run({ ...pickAddress(address), updated_at: utcTime(), entity_id: id });
}

export function deleteCustomerAddress(db: Db, id: number): void {
  db.prepare('DELETE FROM customer_address_entity WHERE entity_id = ?').run(id);
}

function pickAddress(a: CustomerAddressData): CustomerAddressData {
  return {
    firstname: a.firstname,
    lastname: a.lastname,
    company: a.company,
    street: a.street,
    city: a.city,
    region: a.region,
    region_id: a.region_id,
    postcode: a.postcode,
    country_id: a.country_id,
    telephone: a.telephone,
    vat_id: a.vat_id,
  };
}
