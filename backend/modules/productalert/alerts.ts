/**
 * Product alerts (Magento_ProductAlert's stock and price alerts, which Magento Open Source serves
 * without GraphQL): the product_alert table. Only this file writes SQL for it. A customer's alert
 * carries their id; a guest's only the e-mail address they gave. One alert per website, type,
 * product and e-mail address: subscribing again revives an unsubscribed alert.
 */
import type { Db } from '../../db/database';
import { utcTime } from '../customer/customers';

export type AlertType = 'stock' | 'price';

/** Magento's alert status: 0 waiting, 1 sent. */
export const ALERT_STATUS = { WAITING: 0, SENT: 1 } as const;

export interface ProductAlertRow {
  alert_id: number;
  type: AlertType;
  product_id: number;
  website_code: string;
  store_id: number;
  customer_id: number | null;
  email: string;
  /** Price alerts: the final price last told, in the currency of `store_id`. */
  price: number | null;
  status: number;
  send_count: number;
  last_send_at: string | null;
  created_at: string;
  unsubscribed_at: string | null;
}

export type NewAlert = Pick<ProductAlertRow, 'type' | 'product_id' | 'website_code' | 'store_id' | 'customer_id' | 'email' | 'price'>;

/** Subscribes (again): waiting, with the price of now, no longer unsubscribed. */
export function saveAlert(db: Db, alert: NewAlert): ProductAlertRow {
  const time = utcTime();
  db.prepare(
    `INSERT INTO product_alert (type, product_id, website_code, store_id, customer_id, email, price, status, created_at)
     VALUES (@type, @product_id, @website_code, @store_id, @customer_id, @email, @price, 0, @time)
     ON CONFLICT (website_code, type, product_id, email) DO UPDATE SET
       store_id = excluded.store_id, customer_id = COALESCE(excluded.customer_id, customer_id), price = excluded.price,
       status = 0, unsubscribed_at = NULL,
       created_at = CASE WHEN unsubscribed_at IS NULL THEN created_at ELSE excluded.created_at END`,
  ).run({ ...alert, time });
  return db
    .prepare('SELECT * FROM product_alert WHERE website_code = ? AND type = ? AND product_id = ? AND email = ?')
    .get(alert.website_code, alert.type, alert.product_id, alert.email) as ProductAlertRow;
}

/** The alerts of a customer in their website: theirs, and those a guest made with their e-mail address. */
export function customerAlerts(db: Db, customer: { entity_id: number; website_code: string; email: string }): ProductAlertRow[] {
  return db
    .prepare(
      `SELECT * FROM product_alert
        WHERE unsubscribed_at IS NULL AND website_code = ? AND (customer_id = ? OR email = ?)
        ORDER BY created_at DESC, alert_id DESC`,
    )
    .all(customer.website_code, customer.entity_id, customer.email) as ProductAlertRow[];
}

/** Every alert (unsubscribed ones too) of a product and type: the candidates an unsubscribe link is checked against. */
export function alertsOfProduct(db: Db, productId: number, type: AlertType): ProductAlertRow[] {
  return db
    .prepare('SELECT * FROM product_alert WHERE product_id = ? AND type = ? ORDER BY alert_id')
    .all(productId, type) as ProductAlertRow[];
}

/** Alerts that may be sent: not unsubscribed. */
export function activeAlerts(db: Db): ProductAlertRow[] {
  return db
    .prepare('SELECT * FROM product_alert WHERE unsubscribed_at IS NULL ORDER BY store_id, email, alert_id')
    .all() as ProductAlertRow[];
}

/** Ends one alert; answers how many were still active (0 when it was already ended). */
export function unsubscribeAlert(db: Db, alertId: number): number {
  return db.prepare('UPDATE product_alert SET unsubscribed_at = ? WHERE alert_id = ? AND unsubscribed_at IS NULL').run(utcTime(), alertId)
    .changes;
}

/** Ends every alert of a type of one e-mail address in a website (Magento's stockAll / priceAll). */
export function unsubscribeAllAlerts(db: Db, websiteCode: string, email: string, type: AlertType): number {
  return db
    .prepare('UPDATE product_alert SET unsubscribed_at = ? WHERE website_code = ? AND email = ? AND type = ? AND unsubscribed_at IS NULL')
    .run(utcTime(), websiteCode, email, type).changes;
}

/** An alert was e-mailed: counted and dated, a stock alert marked sent, a price alert given the price it told. */
export function markAlertSent(db: Db, alert: ProductAlertRow, price: number | null): void {
  db.prepare('UPDATE product_alert SET status = 1, send_count = send_count + 1, last_send_at = ?, price = ? WHERE alert_id = ?').run(
    utcTime(),
    price,
    alert.alert_id,
  );
}

/** A stock alert whose product sold out again waits for its return again. */
export function rearmAlert(db: Db, alertId: number): void {
  db.prepare('UPDATE product_alert SET status = 0 WHERE alert_id = ?').run(alertId);
}
