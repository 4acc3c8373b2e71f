/**
 * Compare lists in the database (Magento's catalog_compare_list and catalog_compare_item): a list is
 * known by its mask, a random 32-character hash (Magento's getUniqueHash), which is all a storefront
 * keeps of it and all it takes to read it. A guest's list has no customer; a customer has at most one.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { inputError } from '../../graphql/errors';
import { utcTime } from '../customer/customers';

export interface CompareListRow {
  list_id: number;
  list_id_mask: string;
  customer_id: number | null;
  created_at: string;
}

const MASK_PATTERN = /^[0-9a-f]{32}$/;
/** Product ids one call may name (beyond Magento: a bound on what one request makes the database do). */
export const PRODUCTS_PER_CALL = 100;

export function listByMask(db: Db, mask: string): CompareListRow | undefined {
  if (!MASK_PATTERN.test(mask)) return undefined;
  return db.prepare('SELECT * FROM catalog_compare_list WHERE list_id_mask = ?').get(mask) as CompareListRow | undefined;
}

export function listById(db: Db, listId: number): CompareListRow | undefined {
  return db.prepare('SELECT * FROM catalog_compare_list WHERE list_id = ?').get(listId) as CompareListRow | undefined;
}

export function listOfCustomer(db: Db, customerId: number): CompareListRow | undefined {
  return db.prepare('SELECT * FROM catalog_compare_list WHERE customer_id = ?').get(customerId) as CompareListRow | undefined;
}

export function createList(db: Db, customerId: number | null): CompareListRow {
  let mask = randomBytes(16).toString('hex');
  while (listByMask(db, mask)) mask = randomBytes(16).toString('hex');
  const { lastInsertRowid } = db
    .prepare('INSERT INTO catalog_compare_list (list_id_mask, customer_id, created_at) VALUES (?, ?, ?)')
    .run(mask, customerId, utcTime());
  return listById(db, Number(lastInsertRowid))!;
}

export function setListCustomer(db: Db, listId: number, customerId: number): void {
  db.prepare('UPDATE catalog_compare_list SET customer_id = ? WHERE list_id = ?').run(customerId, listId);
}

export function deleteList(db: Db, listId: number): void {
  db.prepare('DELETE FROM catalog_compare_item WHERE list_id = ?').run(listId);
  db.prepare('DELETE FROM catalog_compare_list WHERE list_id = ?').run(listId);
}

/**
 * Product entity ids of `ids` (Magento's product IDs, as strings) that a shopper may compare:
 * enabled and visible in the catalogue or search. Anything else is skipped, as Magento skips
 * products that do not exist.
 */
export function comparableProductIds(db: Db, ids: readonly string[]): number[] {
  if (ids.length > PRODUCTS_PER_CALL) throw inputError(`A compare list can be changed by at most ${PRODUCTS_PER_CALL} products at once.`);
  const numbers = [...new Set(ids.filter((id) => /^\d{1,15}$/.test(id.trim())).map((id) => Number(id.trim())))];
  if (numbers.length === 0) return [];
  const found = new Set(
    db
      .prepare(
        'SELECT entity_id FROM catalog_product WHERE entity_id IN (SELECT value FROM json_each(?)) AND status = 1 AND visibility IN (2, 3, 4)',
      )
      .pluck()
      .all(JSON.stringify(numbers)) as number[],
  );
  return numbers.filter((id) => found.has(id));
}

/** Adds products the list does not hold yet, in the order given. */
export function addProducts(db: Db, listId: number, productIds: readonly number[], storeId: number): void {
  const insert = db.prepare('INSERT OR IGNORE INTO catalog_compare_item (list_id, product_id, store_id, added_at) VALUES (?, ?, ?, ?)');
  for (const productId of productIds) insert.run(listId, productId, storeId, utcTime());
}

export function removeProducts(db: Db, listId: number, productIds: readonly number[]): void {
  const remove = db.prepare('DELETE FROM catalog_compare_item WHERE list_id = ? AND product_id = ?');
  for (const productId of productIds) remove.run(listId, productId);
}

/** The list's products, in the order they were added. */
export function listProductIds(db: Db, listId: number): number[] {
  return db
    .prepare('SELECT product_id FROM catalog_compare_item WHERE list_id = ? ORDER BY catalog_compare_item_id')
    .pluck()
    .all(listId) as number[];
}
