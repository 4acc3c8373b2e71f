/**
 * The outbox: every e-mail the shop sends is written to the outbox_email table rather than to an
 * SMTP server, so development and tests can read what a shopper would receive.
 */
import type { Db } from '../../db/database';

export interface OutboxEmail {
  id: number;
  store: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  created_at: string;
}

export interface NewEmail {
  storeId: number;
  to: string;
  subject: string;
  html: string;
  text: string;
}

interface OutboxRow {
  id: number;
  store_id: number;
  store_code: string | null;
  to_email: string;
  subject: string;
  html: string;
  text: string;
  created_at: string;
}

const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** Queues an e-mail. Safe inside a transaction: it is only a row, so it is sent if and only if the caller commits. */
export function sendEmail(db: Db, email: NewEmail): number {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO outbox_email (store_id, to_email, subject, html, text, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(email.storeId, email.to, email.subject, email.html, email.text, now());
  return Number(lastInsertRowid);
}

const SELECT = `SELECT e.*, s.code AS store_code FROM outbox_email e LEFT JOIN store s ON s.store_id = e.store_id`;

const view = (row: OutboxRow): OutboxEmail => ({
  id: row.id,
  store: row.store_code ?? String(row.store_id),
  to: row.to_email,
  subject: row.subject,
  html: row.html,
  text: row.text,
  created_at: row.created_at,
});

/** E-mails, newest first; only those to `to` (case-insensitive) when given. */
export function listEmails(db: Db, to?: string | null, limit = 100): OutboxEmail[] {
  const rows = (
    to
      ? db.prepare(`${SELECT} WHERE e.to_email = ? COLLATE NOCASE ORDER BY e.id DESC LIMIT ?`).all(to.trim(), limit)
      : db.prepare(`${SELECT} ORDER BY e.id DESC LIMIT ?`).all(limit)
  ) as OutboxRow[];
  return rows.map(view);
}

export function getEmail(db: Db, id: number): OutboxEmail | undefined {
  const row = db.prepare(`${SELECT} WHERE e.id = ?`).get(id) as OutboxRow | undefined;
  return row && view(row);
}
