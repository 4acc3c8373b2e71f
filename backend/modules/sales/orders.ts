/**
 * The sales tables: orders, their items, addresses and payment. Only this file writes SQL for them.
 */
import type { Db } from '../../db/database';

export interface OrderRow {
  entity_id: number;
  increment_id: string;
  quote_id: number;
  store_id: number;
  state: string;
  status: string;
  customer_id: number | null;
  customer_is_guest: number;
  customer_email: string;
  customer_firstname: string | null;
  customer_lastname: string | null;
  order_currency_code: string;
  coupon_code: string | null;
  discount_description: string | null;
  shipping_method: string | null;
  shipping_description: string | null;
  subtotal: number;
  subtotal_incl_tax: number;
  discount_amount: number;
  shipping_amount: number;
  shipping_tax_amount: number;
  shipping_incl_tax: number;
  tax_amount: number;
  grand_total: number;
  total_qty_ordered: number;
  created_at: string;
  updated_at: string;
}

export interface OrderItemRow {
  item_id: number;
  order_id: number;
  quote_item_id: number | null;
  product_id: number;
  parent_product_id: number | null;
  product_type: string;
  sku: string;
  name: string;
  product_options: string;
  qty_ordered: number;
  price: number;
  price_incl_tax: number;
  row_total: number;
  row_total_incl_tax: number;
  discount_amount: number;
  tax_amount: number;
}

export interface OrderAddressRow {
  entity_id: number;
  parent_id: number;
  address_type: 'shipping' | 'billing';
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  city: string;
  region: string | null;
  region_id: number | null;
  postcode: string | null;
  country_id: string;
  telephone: string | null;
  email: string | null;
}

export interface OrderPaymentRow {
  entity_id: number;
  parent_id: number;
  method: string;
  amount_ordered: number;
  po_number: string | null;
  additional_information: string;
}

type New<T, Generated extends keyof T> = Omit<T, Generated>;

/** Magento's "Y-m-d H:i:s" in UTC. */
export const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

function insert(db: Db, table: string, row: object): number {
  const names = Object.keys(row);
  const { lastInsertRowid } = db
    .prepare(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})`)
    .run(row);
  return Number(lastInsertRowid);
}

/**
 * The next order number of a store view, Magento's default sequence: the store id, then the
 * sequence value padded to 8 digits (store 6: "600000001", "600000002", ...). Call it inside the
 * order transaction so that a rolled-back order gives its number back.
 */
export function nextIncrementId(db: Db, storeId: number): string {
  const { last_value: value } = db
    .prepare(
      `INSERT INTO sales_sequence (store_id, last_value) VALUES (?, 1)
       ON CONFLICT (store_id) DO UPDATE SET last_value = last_value + 1 RETURNING last_value`,
    )
    .get(storeId) as { last_value: number };
  return `${storeId}${String(value).padStart(8, '0')}`;
}

export function insertOrder(db: Db, order: New<OrderRow, 'entity_id'>): number {
  return insert(db, 'sales_order', order);
}

export function insertOrderItem(db: Db, item: New<OrderItemRow, 'item_id'>): void {
  insert(db, 'sales_order_item', item);
}

export function insertOrderAddress(db: Db, address: New<OrderAddressRow, 'entity_id'>): void {
  insert(db, 'sales_order_address', address);
}

export function insertOrderPayment(db: Db, payment: New<OrderPaymentRow, 'entity_id'>): void {
  insert(db, 'sales_order_payment', payment);
}

export function orderById(db: Db, entityId: number): OrderRow | undefined {
  return db.prepare('SELECT * FROM sales_order WHERE entity_id = ?').get(entityId) as OrderRow | undefined;
}

export function orderByQuoteId(db: Db, quoteId: number): OrderRow | undefined {
  return db.prepare('SELECT * FROM sales_order WHERE quote_id = ?').get(quoteId) as OrderRow | undefined;
}

export function orderItems(db: Db, orderId: number): OrderItemRow[] {
  return db.prepare('SELECT * FROM sales_order_item WHERE order_id = ? ORDER BY item_id').all(orderId) as OrderItemRow[];
}

export function orderAddresses(db: Db, orderId: number): OrderAddressRow[] {
  return db.prepare('SELECT * FROM sales_order_address WHERE parent_id = ? ORDER BY address_type DESC').all(orderId) as OrderAddressRow[];
}

export function orderByIncrementId(db: Db, incrementId: string): OrderRow | undefined {
  return db.prepare('SELECT * FROM sales_order WHERE increment_id = ?').get(incrementId) as OrderRow | undefined;
}

export function orderPayment(db: Db, orderId: number): OrderPaymentRow | undefined {
  return db.prepare('SELECT * FROM sales_order_payment WHERE parent_id = ?').get(orderId) as OrderPaymentRow | undefined;
}

export function updateOrderState(db: Db, orderId: number, state: string, status: string): void {
  db.prepare('UPDATE sales_order SET state = ?, status = ?, updated_at = ? WHERE entity_id = ?').run(state, status, now(), orderId);
}

export function updatePaymentInformation(db: Db, orderId: number, information: Record<string, unknown>): void {
  db.prepare('UPDATE sales_order_payment SET additional_information = ? WHERE parent_id = ?').run(JSON.stringify(information), orderId);
}
