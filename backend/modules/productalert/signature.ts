/**
 * The unsubscribe links of alert e-mails, in the specification's shape:
 *
 *   {storefront}/{store}/productalert/unsubscribe/{action}/product/{product}/product_id/{id}/hash/{hash}/type/{type}
 *   {storefront}/{store}/productalert/unsubscribe/{action}/product_id/{id}/hash/{hash}/type/{type}
 *
 * action `email` ends the alert for that product, `emailAll` every alert of that type of the
 * address; `product` (the product's URL key) is only for people reading the link. The hash is an
 * HMAC-SHA256, keyed with a random secret kept in the database (schema_meta), over the action, the
 * product id, the website, the e-mail address and the type: the link names no address, cannot be
 * made for another address or product, and a changed character makes it worthless.
 */
import crypto from 'node:crypto';
import { databaseSecret, type Db } from '../../db/database';
import type { AlertType } from './alerts';

export type UnsubscribeAction = 'email' | 'emailAll';

export interface UnsubscribeFields {
  action: UnsubscribeAction;
  productId: number;
  websiteCode: string;
  email: string;
  type: AlertType;
}

const SECRET_KEY = 'product_alert_secret';
const secret = (db: Db) => databaseSecret(db, SECRET_KEY);

export function unsubscribeHash(db: Db, fields: UnsubscribeFields): string {
  const message = [fields.action, fields.productId, fields.websiteCode, fields.email.trim().toLowerCase(), fields.type].join('\n');
  return crypto.createHmac('sha256', secret(db)).update(message).digest('base64url');
}

/** Whether `hash` is this shop's signature of these fields (compared in constant time). */
export function hashMatches(db: Db, fields: UnsubscribeFields, hash: string): boolean {
  const expected = Buffer.from(unsubscribeHash(db, fields));
  const given = Buffer.from(hash);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The link of an alert e-mail; `productUrlKey` null gives the variant without the product segment. */
export function unsubscribeUrl(db: Db, storefrontUrl: string, storeCode: string, fields: UnsubscribeFields, productUrlKey: string | null) {
  const product = productUrlKey ? `/product/${encodeURIComponent(productUrlKey)}` : '';
  const hash = unsubscribeHash(db, fields);
  return `${storefrontUrl}/${storeCode}/productalert/unsubscribe/${fields.action}${product}/product_id/${fields.productId}/hash/${hash}/type/${fields.type}`;
}
