/**
 * Wish lists and their items in the database (Magento_Wishlist's wishlist and wishlist_item): one
 * list per customer, made on first use, and the items a storefront may show (enabled products
 * visible in the catalogue, as Magento's item collection with its visibility filter).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { utcTime } from '../customer/customers';

export interface WishlistRow {
  wishlist_id: number;
  customer_id: number;
  sharing_code: string;
  updated_at: string;
}

export interface WishlistItemRow {
  wishlist_item_id: number;
  wishlist_id: number;
  product_id: number;
  store_id: number;
  qty: number;
  description: string | null;
  options: string;
  added_at: string;
}

/** What a storefront may show of an item: its product is enabled and visible in the catalogue or search. */
const SHOWN = `JOIN catalog_product p ON p.entity_id = i.product_id AND p.status = 1 AND p.visibility IN (2, 3, 4)`;

export function wishlistById(db: Db, wishlistId: number): WishlistRow | undefined {
  return db.prepare('SELECT * FROM wishlist WHERE wishlist_id = ?').get(wishlistId) as WishlistRow | undefined;
}

/** The customer's wish list; made (Magento's loadByCustomerId($id, true)) when they have none. */
export function wishlistOfCustomer(db: Db, customerId: number): WishlistRow {
  const existing = db.prepare('SELECT * FROM wishlist WHERE customer_id = ?').get(customerId) as WishlistRow | undefined;
  if (existing) return existing;
  db.prepare('INSERT OR IGNORE INTO wishlist (customer_id, sharing_code, updated_at) VALUES (?, ?, ?)').run(
    customerId,
    randomBytes(16).toString('hex'),
    utcTime(),
  );
  return db.prepare('SELECT * FROM wishlist WHERE customer_id = ?').get(customerId) as WishlistRow;
}

export function touchWishlist(db: Db, wishlistId: number): void {
  db.prepare('UPDATE wishlist SET updated_at = ? WHERE wishlist_id = ?').run(utcTime(), wishlistId);
}

/** Every item of the list, shown or not (what changes to the list look at). */
export function allItems(db: Db, wishlistId: number): WishlistItemRow[] {
  return db.prepare('SELECT * FROM wishlist_item WHERE wishlist_id = ? ORDER BY wishlist_item_id').all(wishlistId) as WishlistItemRow[];
}

export function shownItemCount(db: Db, wishlistId: number): number {
  return db.prepare(`SELECT COUNT(*) FROM wishlist_item i ${SHOWN} WHERE i.wishlist_id = ?`).pluck().get(wishlistId) as number;
}

/** One page of the shown items, oldest first (Magento's order); `pageSize` null for all of them. */
export function shownItems(db: Db, wishlistId: number, page: { currentPage: number; pageSize: number | null }): WishlistItemRow[] {
  const limit = page.pageSize === null ? -1 : page.pageSize;
  const offset = page.pageSize === null ? 0 : (page.currentPage - 1) * page.pageSize;
  return db
    .prepare(`SELECT i.* FROM wishlist_item i ${SHOWN} WHERE i.wishlist_id = ? ORDER BY i.wishlist_item_id LIMIT ? OFFSET ?`)
    .all(wishlistId, limit, offset) as WishlistItemRow[];
}

/** The shown items among `itemIds` (all shown items when it is empty). */
export function shownItemsByIds(db: Db, wishlistId: number, itemIds: readonly number[]): WishlistItemRow[] {
  const rows = shownItems(db, wishlistId, { currentPage: 1, pageSize: null });
  return itemIds.length ? rows.filter((row) => itemIds.includes(row.wishlist_item_id)) : rows;
}

export function insertItem(db: Db, item: Omit<WishlistItemRow, 'wishlist_item_id' | 'added_at' | 'description'>): void {
  db.prepare(
    'INSERT INTO wishlist_item (wishlist_id, product_id, store_id, qty, options, added_at) VALUES (@wishlist_id, @product_id, @store_id, @qty, @options, @added_at)',
  ).run({ ...item, added_at: utcTime() });
}

export function updateItem(db: Db, itemId: number, change: Partial<Pick<WishlistItemRow, 'qty' | 'description' | 'options'>>): void {
  const columns = Object.keys(change) as Array<keyof typeof change>;
  if (columns.length === 0) return;
  db.prepare(`UPDATE wishlist_item SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE wishlist_item_id = @id`).run({
    ...change,
    id: itemId,
  });
}

export function deleteItem(db: Db, itemId: number): void {
  db.prepare('DELETE FROM wishlist_item WHERE wishlist_item_id = ?').run(itemId);
}

/**
 * PHP's `(int)` of an ID argument, as Magento reads `wishlistId` and item ids: the leading whole
 * number ("12abc" → 12), 0 when there is none.
 */
export function phpInt(value: string | number | null | undefined): number {
  const match = /^\s*([+-]?\d+)/.exec(String(value ?? ''));
  const number = match ? Number(match[1]) : 0;
  return Number.isSafeInteger(number) ? number : 0;
}
