/**
 * Gift card accounts (Magento_GiftCardAccount's giftcardaccount): a code, its balance in one
 * currency, its expiry, and the history of every change. Only this file writes SQL for them.
 */
import type { Db } from '../../db/database';
import { roundPrice } from '../quote/money';
import { randomCode } from './codes';

export interface GiftCardAccountRow {
  giftcard_id: number;
  code: string;
  currency_code: string;
  initial_balance: number;
  balance: number;
  date_created: string;
  /** The last day the card can be used (YYYY-MM-DD, UTC); null: never expires. */
  date_expires: string | null;
  store_id: number;
  order_id: number | null;
  order_item_id: number | null;
  customer_id: number | null;
  sender_name: string | null;
  sender_email: string | null;
  recipient_name: string | null;
  recipient_email: string | null;
  message: string | null;
}

export type NewGiftCardAccount = Omit<GiftCardAccountRow, 'giftcard_id' | 'code' | 'balance' | 'date_created'>;

export type HistoryAction = 'created' | 'used' | 'refunded';

/** Magento's "Y-m-d H:i:s" in UTC. */
export const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** Today (UTC) as "YYYY-MM-DD". */
export const today = (at = new Date()) => at.toISOString().slice(0, 10);

/** The day `days` after `from` (UTC), as "YYYY-MM-DD". */
export function daysLater(days: number, from = new Date()): string {
  return today(new Date(from.getTime() + days * 86_400_000));
}

export const isExpired = (account: GiftCardAccountRow, on = today()) => account.date_expires !== null && account.date_expires < on;

export function accountByCode(db: Db, code: string): GiftCardAccountRow | undefined {
  return db.prepare('SELECT * FROM giftcard_account WHERE code = ?').get(code) as GiftCardAccountRow | undefined;
}

export function accountById(db: Db, id: number): GiftCardAccountRow | undefined {
  return db.prepare('SELECT * FROM giftcard_account WHERE giftcard_id = ?').get(id) as GiftCardAccountRow | undefined;
}

function record(db: Db, account: number, action: HistoryAction, delta: number, balance: number, orderNumber: string | null): void {
  db.prepare(
    `INSERT INTO giftcard_account_history (giftcard_id, action, balance_delta, balance_amount, order_number, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(account, action, delta, balance, orderNumber, now());
}

/** A new account with a fresh code and its whole value as balance. */
export function createAccount(db: Db, account: NewGiftCardAccount, orderNumber: string | null): GiftCardAccountRow {
  const insert = db.prepare(
    `INSERT INTO giftcard_account (code, currency_code, initial_balance, balance, date_created, date_expires, store_id, order_id,
                                   order_item_id, customer_id, sender_name, sender_email, recipient_name, recipient_email, message)
     VALUES (@code, @currency_code, @initial_balance, @initial_balance, @date_created, @date_expires, @store_id, @order_id,
             @order_item_id, @customer_id, @sender_name, @sender_email, @recipient_name, @recipient_email, @message)
     ON CONFLICT (code) DO NOTHING`,
  );
  for (;;) {
    const code = randomCode();
    const { changes, lastInsertRowid } = insert.run({ ...account, code, date_created: now() });
    if (changes === 0) continue; // that code exists already: draw another
    const id = Number(lastInsertRowid);
    record(db, id, 'created', account.initial_balance, account.initial_balance, orderNumber);
    return accountById(db, id)!;
  }
}

/**
 * Takes `amount` from the balance, only if the balance holds it (never below zero, whoever else
 * spends it at the same time: call it inside the order's write transaction). False when it doesn't.
 */
export function spend(db: Db, account: number, amount: number, orderNumber: string): boolean {
  const row = db
    .prepare(
      // The half-cent tolerance absorbs binary noise; MAX keeps a balance spent to the cent at exactly zero.
      `UPDATE giftcard_account SET balance = MAX(0, ROUND(balance - @amount, 2))
        WHERE giftcard_id = @id AND balance + 0.005 >= @amount RETURNING balance`,
    )
    .get({ id: account, amount: roundPrice(amount) }) as { balance: number } | undefined;
  if (!row) return false;
  record(db, account, 'used', -roundPrice(amount), row.balance, orderNumber);
  return true;
}

/** Gives `amount` back to the balance (its order was canceled). */
export function refund(db: Db, account: number, amount: number, orderNumber: string): void {
  const row = db
    .prepare('UPDATE giftcard_account SET balance = ROUND(balance + @amount, 2) WHERE giftcard_id = @id RETURNING balance')
    .get({ id: account, amount: roundPrice(amount) }) as { balance: number };
  record(db, account, 'refunded', roundPrice(amount), row.balance, orderNumber);
}

export interface PurchasedGiftCardRow extends GiftCardAccountRow {
  order_number: string;
}

/** The cards a customer's orders issued, newest first. */
export function purchasedBy(db: Db, customerId: number): PurchasedGiftCardRow[] {
  return db
    .prepare(
      `SELECT a.*, o.increment_id AS order_number FROM giftcard_account a JOIN sales_order o ON o.entity_id = a.order_id
        WHERE o.customer_id = ? ORDER BY a.giftcard_id DESC`,
    )
    .all(customerId) as PurchasedGiftCardRow[];
}
