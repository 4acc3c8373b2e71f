/**
 * The key of an order's prescription link (/{store}/prescriptionfix/{order_number}/{key}): 192
 * random bits, base64url, of which only the SHA-256 is kept. Who holds it — or is the order's
 * signed-in customer — may see which frames wait for a prescription and send it. Everything else
 * is refused with one message, whether the order is unknown, the key wrong or missing: compared in
 * constant time against the stored hash, or against a stand-in when there is none.
 */
import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import { authorizationError } from '../../graphql/errors';
import type { OrderRow } from '../sales/orders';

/** The one refusal of a prescription link (graphql-authorization), whatever the reason. */
export const FIX_LINK_REFUSED = 'This prescription link is not valid. Open the link from your order e-mail, or sign in to see your orders.';

export const fixLinkRefused = () => authorizationError(FIX_LINK_REFUSED);

const KEY_BYTES = 24;
const hashOf = (key: string) => crypto.createHash('sha256').update(key).digest();
/** What a missing hash is compared with, so an unknown order takes as long as a wrong key. */
const STAND_IN = hashOf('no prescription link');

/** A new key and the hash (hex) to store. */
export function newFixKey(): { key: string; hash: string } {
  const key = crypto.randomBytes(KEY_BYTES).toString('base64url');
  return { key, hash: hashOf(key).toString('hex') };
}

export interface OrderPrescriptionRow {
  order_id: number;
  status: 'pending' | 'received';
  fix_key_hash: string | null;
  created_at: string;
  updated_at: string;
}

export function orderPrescription(db: Db, orderId: number): OrderPrescriptionRow | undefined {
  return db.prepare('SELECT * FROM sales_order_prescription WHERE order_id = ?').get(orderId) as OrderPrescriptionRow | undefined;
}

/** Whether `key` is the order's key: always one hash and one constant-time comparison. */
function keyMatches(storedHash: string | null | undefined, key: string | null | undefined): boolean {
  const expected = storedHash && /^[0-9a-f]{64}$/.test(storedHash) ? Buffer.from(storedHash, 'hex') : STAND_IN;
  const given = hashOf(typeof key === 'string' ? key.slice(0, 256) : '');
  return crypto.timingSafeEqual(expected, given) && expected !== STAND_IN && Boolean(key);
}

/**
 * The order a prescription link opens, with its prescription record: by its key, or for its
 * signed-in customer without one. Null for everything else (one answer for every reason).
 */
export function orderForFixLink(
  db: Db,
  orderNumber: string,
  key: string | null | undefined,
  customerId: number | null,
): { order: OrderRow; record: OrderPrescriptionRow } | null {
  const order =
    orderNumber.length <= 32
      ? (db.prepare('SELECT * FROM sales_order WHERE increment_id = ?').get(orderNumber) as OrderRow | undefined)
      : undefined;
  const record = order ? orderPrescription(db, order.entity_id) : undefined;
  const byKey = keyMatches(record?.fix_key_hash, key);
  const byOwner = customerId !== null && order?.customer_id === customerId;
  return order && record && (byKey || byOwner) ? { order, record } : null;
}
