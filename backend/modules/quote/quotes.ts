/**
 * The quote tables: carts, their items and addresses. Only this file writes SQL for them.
 */
import crypto from 'node:crypto';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/database';

export interface QuoteRow {
  entity_id: number;
  masked_id: string;
  store_id: number;
  customer_id: number | null;
  is_active: number;
  customer_email: string | null;
  coupon_code: string | null;
  payment_method: string | null;
  purchase_order_number: string | null;
  created_at: string;
  updated_at: string;
}

export interface QuoteItemRow {
  item_id: number;
  quote_id: number;
  product_id: number;
  variant_id: number | null;
  qty: number;
  /** Canonical JSON of the buy request's options (see buy-request.ts). */
  options: string;
  created_at: string;
}

export type AddressType = 'shipping' | 'billing';

export interface QuoteAddressRow {
  address_id: number;
  quote_id: number;
  address_type: AddressType;
  firstname: string;
  lastname: string;
  company: string | null;
  /** Street lines joined by "\n". */
  street: string;
  city: string;
  region: string | null;
  region_id: number | null;
  postcode: string | null;
  country_id: string;
  telephone: string | null;
  vat_id: string | null;
  customer_notes: string | null;
  save_in_address_book: number;
  /** "{carrier_code}_{method_code}" (shipping addresses only). */
  shipping_method: string | null;
}

export type AddressData = Omit<QuoteAddressRow, 'address_id' | 'quote_id' | 'address_type' | 'shipping_method'>;

/** Magento stores times as UTC "Y-m-d H:i:s". */
const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

const statements = new WeakMap<Db, Map<string, Statement>>();

function sql(db: Db, text: string): Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map()));
  let statement = cache.get(text);
  if (!statement) cache.set(text, (statement = db.prepare(text)));
  return statement;
}

const MASK_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const MASKED_ID_LENGTH = 32;

/** A masked cart id as Magento 2.4 draws them (Random::getRandomString(32)): letters and digits. */
export function randomMaskedId(): string {
  let id = '';
  for (let i = 0; i < MASKED_ID_LENGTH; i++) id += MASK_ALPHABET[crypto.randomInt(MASK_ALPHABET.length)];
  return id;
}

export function createQuote(db: Db, storeId: number, maskedId: string, customerId: number | null = null): QuoteRow {
  const time = now();
  const { lastInsertRowid } = sql(
    db,
    'INSERT INTO quote (masked_id, store_id, customer_id, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
  ).run(maskedId, storeId, customerId, time, time);
  return quoteById(db, Number(lastInsertRowid))!;
}

export function quoteById(db: Db, entityId: number): QuoteRow | undefined {
  return sql(db, 'SELECT * FROM quote WHERE entity_id = ?').get(entityId) as QuoteRow | undefined;
}

export function quoteByMaskedId(db: Db, maskedId: string): QuoteRow | undefined {
  return sql(db, 'SELECT * FROM quote WHERE masked_id = ?').get(maskedId) as QuoteRow | undefined;
}

/** Magento's QuoteRepository::getActiveForCustomer: the customer's latest active cart in one of these store views. */
export function activeQuoteForCustomer(db: Db, customerId: number, storeIds: readonly number[]): QuoteRow | undefined {
  return sql(
    db,
    `SELECT * FROM quote WHERE customer_id = ? AND is_active = 1 AND store_id IN (SELECT value FROM json_each(?))
      ORDER BY updated_at DESC, entity_id DESC LIMIT 1`,
  ).get(customerId, JSON.stringify(storeIds)) as QuoteRow | undefined;
}

type QuoteFields = Partial<
  Pick<QuoteRow, 'store_id' | 'customer_id' | 'is_active' | 'customer_email' | 'coupon_code' | 'payment_method' | 'purchase_order_number'>
>;

/** Updates the given fields (and updated_at); returns the row as it now is. */
export function updateQuote(db: Db, quote: QuoteRow, fields: QuoteFields): QuoteRow {
  const names = Object.keys(fields) as (keyof QuoteFields)[];
  const assignments = [...names.map((name) => `${name} = @${name}`), 'updated_at = @updated_at'].join(', ');
  sql(db, `UPDATE quote SET ${assignments} WHERE entity_id = @entity_id`).run({ ...fields, updated_at: now(), entity_id: quote.entity_id });
  return quoteById(db, quote.entity_id)!;
}

export function quoteItems(db: Db, quoteId: number): QuoteItemRow[] {
  return sql(db, 'SELECT * FROM quote_item WHERE quote_id = ? ORDER BY item_id').all(quoteId) as QuoteItemRow[];
}

export function insertItem(db: Db, item: Pick<QuoteItemRow, 'quote_id' | 'product_id' | 'variant_id' | 'qty' | 'options'>): void {
  sql(db, 'INSERT INTO quote_item (quote_id, product_id, variant_id, qty, options, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    item.quote_id,
    item.product_id,
    item.variant_id,
    item.qty,
    item.options,
    now(),
  );
}

export function setItemQty(db: Db, itemId: number, qty: number): void {
  sql(db, 'UPDATE quote_item SET qty = ? WHERE item_id = ?').run(qty, itemId);
}

export function deleteItem(db: Db, itemId: number): void {
  sql(db, 'DELETE FROM quote_item WHERE item_id = ?').run(itemId);
}

export function quoteAddresses(db: Db, quoteId: number): Partial<Record<AddressType, QuoteAddressRow>> {
  const rows = sql(db, 'SELECT * FROM quote_address WHERE quote_id = ?').all(quoteId) as QuoteAddressRow[];
  return Object.fromEntries(rows.map((row) => [row.address_type, row]));
}

/** Sets the cart's address of that type, keeping the shipping method chosen for the old one. */
export function saveAddress(db: Db, quoteId: number, type: AddressType, address: AddressData): void {
  sql(
    db,
    `INSERT INTO quote_address (quote_id, address_type, firstname, lastname, company, street, city, region, region_id, postcode,
                                country_id, telephone, vat_id, customer_notes, save_in_address_book)
     VALUES (@quote_id, @address_type, @firstname, @lastname, @company, @street, @city, @region, @region_id, @postcode,
             @country_id, @telephone, @vat_id, @customer_notes, @save_in_address_book)
     ON CONFLICT (quote_id, address_type) DO UPDATE SET
       firstname = excluded.firstname, lastname = excluded.lastname, company = excluded.company, street = excluded.street,
       city = excluded.city, region = excluded.region, region_id = excluded.region_id, postcode = excluded.postcode,
       country_id = excluded.country_id, telephone = excluded.telephone, vat_id = excluded.vat_id,
       customer_notes = excluded.customer_notes, save_in_address_book = excluded.save_in_address_book`,
  ).run({ ...address, quote_id: quoteId, address_type: type });
}

export function setShippingMethod(db: Db, quoteId: number, method: string | null): void {
  sql(db, "UPDATE quote_address SET shipping_method = ? WHERE quote_id = ? AND address_type = 'shipping'").run(method, quoteId);
}

/**
 * Magento's restoreQuote, for a payment that failed or was cancelled after its order was placed:
 * the shopper gets their cart back under the same masked id, with the same items, addresses,
 * e-mail, coupon and method. sales_order.quote_id is UNIQUE (exactly-once placing), so the ordered
 * quote cannot simply be reactivated; it keeps the canceled order under a retired masked id, and a
 * copy becomes the active cart. Item ids change, which the storefront handles by refetching the cart.
 * Call inside a transaction. Returns the new quote's entity id.
 */
export function restoreQuote(db: Db, quoteId: number, retiredSuffix: string): number {
  const old = quoteById(db, quoteId);
  if (!old) throw new Error(`No quote ${quoteId} to restore`);
  sql(db, 'UPDATE quote SET masked_id = ? WHERE entity_id = ?').run(`${old.masked_id}~${retiredSuffix}`, quoteId);
  const time = now();
  const { lastInsertRowid } = sql(
    db,
    `INSERT INTO quote (masked_id, store_id, customer_id, is_active, customer_email, coupon_code, payment_method, purchase_order_number, created_at, updated_at)
     SELECT ?, store_id, customer_id, 1, customer_email, coupon_code, payment_method, purchase_order_number, created_at, ? FROM quote WHERE entity_id = ?`,
  ).run(old.masked_id, time, quoteId);
  const copy = Number(lastInsertRowid);
  sql(
    db,
    `INSERT INTO quote_item (quote_id, product_id, variant_id, qty, options, created_at)
     SELECT ?, product_id, variant_id, qty, options, created_at FROM quote_item WHERE quote_id = ? ORDER BY item_id`,
  ).run(copy, quoteId);
  sql(
    db,
    `INSERT INTO quote_address (quote_id, address_type, firstname, lastname, company, street, city, region, region_id, postcode,
                                country_id, telephone, vat_id, customer_notes, save_in_address_book, shipping_method)
     SELECT ?, address_type, firstname, lastname, company, street, city, region, region_id, postcode,
            country_id, telephone, vat_id, customer_notes, save_in_address_book, shipping_method FROM quote_address WHERE quote_id = ?`,
  ).run(copy, quoteId);
  return copy;
}
