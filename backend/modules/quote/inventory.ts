/**
 * Salable quantities and Magento's stock messages. A cart never holds stock: quantities are
 * checked when items are added or updated and shown as item errors when stock runs out later.
 * Stock is taken by order placement, with `reserveStock` inside the order's write transaction.
 */
import type { Db } from '../../db/database';
import { productTags, purgeAfterCommit, withParents } from '../page-cache/purge';

/**
 * Magento's "Only X left" threshold (Stores > Configuration > Catalog > Inventory): product pages
 * show the quantity at or below it, so a stock move there changes what they show.
 */
export const ONLY_X_LEFT_THRESHOLD = 5;

export interface StockLevel {
  product_id: number;
  /** On hand plus reservations (placed orders not yet shipped hold negative reservations). */
  salable: number;
  is_in_stock: number;
  min_sale_qty: number;
  max_sale_qty: number;
}

/** Magento's texts (CatalogInventory / Quote). */
export const STOCK_MESSAGES = {
  notAvailable: 'Product that you are trying to add is not available.',
  outOfStock: 'This product is out of stock.',
  qtyNotAvailable: 'The requested qty is not available',
  someOutOfStock: 'Some of the products are out of stock.',
  decimal: 'You cannot use decimal quantity for this product.',
} as const;

export function stockLevels(db: Db, productIds: readonly number[]): Map<number, StockLevel> {
  if (productIds.length === 0) return new Map();
  const rows = db
    .prepare(
      `SELECT si.product_id, si.qty + COALESCE(r.quantity, 0) AS salable, si.is_in_stock, si.min_sale_qty, si.max_sale_qty
         FROM cataloginventory_stock_item si
         LEFT JOIN (SELECT product_id, SUM(quantity) AS quantity FROM inventory_reservation
                     WHERE product_id IN (SELECT value FROM json_each(@ids)) GROUP BY product_id) r ON r.product_id = si.product_id
        WHERE si.product_id IN (SELECT value FROM json_each(@ids))`,
    )
    .all({ ids: JSON.stringify([...new Set(productIds)]) }) as StockLevel[];
  return new Map(rows.map((row) => [row.product_id, row]));
}

export const isInStock = (level: StockLevel | undefined): level is StockLevel => Boolean(level?.is_in_stock) && level!.salable > 0;

const quantity = (n: number) => String(Number(n.toFixed(4)));

/**
 * Magento's item message for a line of `lineQty` when the cart wants `productQty` of that product in
 * all (several lines may hold one product with different options); null when it can be had.
 */
export function quantityMessage(level: StockLevel | undefined, lineQty: number, productQty: number): string | null {
  if (!isInStock(level)) return STOCK_MESSAGES.outOfStock;
  if (!Number.isInteger(lineQty)) return STOCK_MESSAGES.decimal;
  if (lineQty < level.min_sale_qty) return `The fewest you may purchase is ${quantity(level.min_sale_qty)}.`;
  if (lineQty > level.max_sale_qty) return `The most you may purchase is ${quantity(level.max_sale_qty)}.`;
  if (productQty > level.salable) return STOCK_MESSAGES.qtyNotAvailable;
  return null;
}

export interface Reservation {
  product_id: number;
  qty: number;
}

/**
 * Holds stock for an order: checks every line against the salable quantity and appends negative
 * reservations. Call it inside the order's write transaction, begun with the write lock
 * (better-sqlite3 `db.transaction(fn).immediate()`), so that the quantities it reads cannot change
 * before it writes and two orders can never both take the last unit. When a line cannot be had it
 * throws Magento's "The requested qty is not available" before reserving anything.
 */
export function reserveStock(
  db: Db,
  lines: readonly Reservation[],
  metadata: { event_type: string; object_type: string; object_id: string },
) {
  if (!db.inTransaction) throw new Error('reserveStock must run inside the order transaction');
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.product_id, (wanted.get(line.product_id) ?? 0) + line.qty);
  const levels = stockLevels(db, [...wanted.keys()]);
  for (const [productId, qty] of wanted) {
    const level = levels.get(productId);
    if (!isInStock(level) || qty > level.salable) throw new Error(STOCK_MESSAGES.qtyNotAvailable);
  }
  const insert = db.prepare('INSERT INTO inventory_reservation (product_id, quantity, metadata, created_at) VALUES (?, ?, ?, ?)');
  const time = new Date().toISOString().slice(0, 19).replace('T', ' ');
  for (const [productId, qty] of wanted) insert.run(productId, -qty, JSON.stringify(metadata), time);
  purgeVisibleStockChanges(db, new Map([...wanted].map(([id, qty]) => [id, -qty])));
}

/**
 * Purges the pages of the products whose stock move shows: sold out, back in stock, or at or
 * below the "Only X left" threshold before or after the move (Magento purges on a stock status
 * change the same way). Other moves change nothing a shopper sees, so cached pages stay.
 * `changes` maps each product to the quantity it gained (negative when taken).
 */
function purgeVisibleStockChanges(db: Db, changes: ReadonlyMap<number, number>): void {
  const levels = stockLevels(db, [...changes.keys()]);
  const shown = [...changes].filter(([id, change]) => {
    const after = levels.get(id)?.salable ?? 0;
    return Math.min(after, after - change) <= ONLY_X_LEFT_THRESHOLD;
  });
  if (shown.length)
    purgeAfterCommit(
      db,
      productTags(
        withParents(
          db,
          shown.map(([id]) => id),
        ),
      ),
    );
}

/**
 * Gives back what an order held (Magento MSI's compensation on cancel): a positive reservation per
 * line, so the reservation sum of a canceled order is zero. Call it inside the cancel transaction.
 */
export function releaseStock(
  db: Db,
  lines: readonly Reservation[],
  metadata: { event_type: string; object_type: string; object_id: string },
) {
  if (!db.inTransaction) throw new Error('releaseStock must run inside the cancel transaction');
  const insert = db.prepare('INSERT INTO inventory_reservation (product_id, quantity, metadata, created_at) VALUES (?, ?, ?, ?)');
  const time = new Date().toISOString().slice(0, 19).replace('T', ' ');
  for (const line of lines) insert.run(line.product_id, line.qty, JSON.stringify(metadata), time);
  // Given back: a product back from sold out (or from its last few) shows again.
  const given = new Map<number, number>();
  for (const line of lines) given.set(line.product_id, (given.get(line.product_id) ?? 0) + line.qty);
  purgeVisibleStockChanges(db, given);
}
