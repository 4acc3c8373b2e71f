/**
 * The outbox's HTTP reader for development and tests:
 *
 *   GET /outbox?to=<email>   → JSON list of e-mails, newest first (all of them without `to`)
 *   GET /outbox/{id}         → one e-mail, 404 when unknown
 *
 * It shows every shopper's mail (password-reset links included) to anyone who asks, so it answers
 * only while the sandboxes are on (config.sandboxes, BACKEND_SANDBOXES=1); otherwise the HTTP layer
 * answers /outbox with a plain 404 (http/server.ts).
 */
import type { Db } from '../../db/database';
import { getEmail, listEmails } from './outbox';

/** Answers an /outbox request: `{ status, body }`, or null when the path is not the outbox's. */
export function handleOutbox(db: Db, method: string, url: URL): { status: number; body: unknown } | null {
  const match = /^\/outbox(?:\/([^/]+))?\/?$/.exec(url.pathname);
  if (!match) return null;
  if (method !== 'GET') return { status: 405, body: { message: 'Method not allowed' } };
  if (match[1] === undefined) return { status: 200, body: listEmails(db, url.searchParams.get('to')) };
  const email = /^\d+$/.test(match[1]) ? getEmail(db, Number(match[1])) : undefined;
  return email ? { status: 200, body: email } : { status: 404, body: { message: 'Not found' } };
}
