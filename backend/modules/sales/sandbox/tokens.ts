/**
 * Signed sandbox tokens: card nonces, provider-page tokens, the return tokens the storefront hands
 * back and the social sign-in sandbox's one-time codes. A token is `base64url(JSON payload).base64url(HMAC-SHA256)`; the key is a random
 * secret kept in the database (schema_meta), so tokens survive a restart but not a re-seed, and a
 * shopper cannot forge an outcome (e.g. turn `result: 'cancel'` into `'success'`) by editing a URL.
 */
import crypto from 'node:crypto';
import { databaseSecret, type Db } from '../../../db/database';

const SECRET_KEY = 'sandbox_payment_secret';
const secret = (db: Db) => databaseSecret(db, SECRET_KEY);

const mac = (db: Db, body: string) => crypto.createHmac('sha256', secret(db)).update(body).digest('base64url');

export function signToken(db: Db, payload: Record<string, string>): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${mac(db, body)}`;
}

/** The payload of a token this shop signed, or null when it is malformed or was altered. */
export function verifyToken(db: Db, token: string): Record<string, string> | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(mac(db, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return payload as Record<string, string>;
  } catch {
    return null;
  }
}

/**
 * Spends a one-time token (a card nonce, a social sign-in code): true the first time, false when it
 * was spent before. Inside a transaction the spending rolls back with it (a declined payment leaves
 * its nonce unspent).
 */
export function spendToken(db: Db, token: string, kind: string, reference: string | null = null): boolean {
  const hash = crypto.createHash('sha256').update(token).digest('hex');
  const { changes } = db
    .prepare('INSERT OR IGNORE INTO sandbox_token_use (token_hash, kind, reference, used_at) VALUES (?, ?, ?, ?)')
    .run(hash, kind, reference, new Date().toISOString().slice(0, 19).replace('T', ' '));
  return changes === 1;
}
