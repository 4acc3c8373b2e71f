/**
 * Customer sign-in tokens, as Magento's CustomerTokenService issues opaque ones: random, sent back as
 * `Authorization: Bearer <token>` on GraphQL and REST, valid for config.customerTokenLifetime seconds
 * (Magento's oauth/access_token_lifetime/customer, 1 hour) until revoked. Only their SHA-256 is
 * stored, so the database never holds a usable token.
 *
 * A request's bearer is read once per request (`readBearer`): no header is a guest; a token that is
 * unknown, expired, revoked, or of a customer of another website is invalid, and Magento 2.4.7's
 * AuthorizationRequestValidator refuses such a request whatever it asks (see http/server.ts).
 */
import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../db/database';
import type { Store } from '../store/stores';
import { utcTime } from './customers';

/** Magento's text for a request that needs a customer and has none (GraphQlAuthorizationException). */
export const NOT_AUTHORIZED = "The current customer isn't authorized.";

export type Bearer = { kind: 'guest' } | { kind: 'customer'; customerId: number } | { kind: 'invalid' };

const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer <token>` header (Magento's parsing), else null. */
export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const pieces = (headers.authorization ?? '').trim().split(/\s+/);
  if (pieces.length !== 2 || pieces[0].toLowerCase() !== 'bearer') return null;
  return pieces[1];
}

/** A new token for the customer, valid for `lifetime` seconds. */
export function issueCustomerToken(db: Db, customerId: number, lifetime: number): string {
  const token = crypto.randomBytes(32).toString('base64url');
  const time = Date.now();
  db.prepare('INSERT INTO oauth_token (customer_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    customerId,
    hashOf(token),
    utcTime(time),
    utcTime(time + lifetime * 1000),
  );
  return token;
}

/** Magento's revokeCustomerAccessToken: every token of the customer stops working. */
export function revokeCustomerTokens(db: Db, customerId: number): void {
  db.prepare('UPDATE oauth_token SET revoked = 1 WHERE customer_id = ? AND revoked = 0').run(customerId);
}

/** Every token of the customer but `keep` (the one the request came with) stops working. */
export function revokeOtherCustomerTokens(db: Db, customerId: number, keep: string | null): void {
  db.prepare('UPDATE oauth_token SET revoked = 1 WHERE customer_id = ? AND revoked = 0 AND token_hash <> ?').run(
    customerId,
    keep === null ? '' : hashOf(keep),
  );
}

/** Who a request is, by its headers, in the store view it asks in. */
export function readBearer(db: Db, headers: IncomingHttpHeaders, store: Store): Bearer {
  const token = bearerToken(headers);
  if (token === null) return { kind: 'guest' };
  const row = db
    .prepare(
      `SELECT t.customer_id, c.website_code FROM oauth_token t JOIN customer_entity c ON c.entity_id = t.customer_id
        WHERE t.token_hash = ? AND t.revoked = 0 AND t.expires_at > ?`,
    )
    .get(hashOf(token), utcTime()) as { customer_id: number; website_code: string } | undefined;
  if (!row || row.website_code !== store.website_code) return { kind: 'invalid' };
  return { kind: 'customer', customerId: row.customer_id };
}
