/**
 * Gift cards applied to carts (quote_giftcard): what each pays of a cart's total, collected with
 * the cart's totals (quote/totals.ts) after tax and shipping, in the order the cards were applied,
 * never more than a card holds nor more than is due.
 *
 * Two carts may hold the same card. Its balance is taken when an order is placed (order.ts), in
 * the order's write transaction, so it never goes below zero. A cart keeps the balance its shopper
 * last saw (balance_seen, updated whenever the cart is read): when the card paid another order in
 * between, the order is refused ("the balance has changed"), the shopper reads the new total —
 * which the card pays only with what it has left — and places the order again. No one pays more
 * with their own payment method than the total they were shown.
 */
import type { Db } from '../../db/database';
import type { Store } from '../store/stores';
import { roundPrice } from '../quote/money';
import { isExpired, now, today, type GiftCardAccountRow } from './accounts';

export interface CartGiftCard {
  account: GiftCardAccountRow;
  /** What the card pays of the cart. */
  applied: number;
  /** Whether the card can pay in this cart now (its currency, not expired, something left). */
  usable: boolean;
  /** The card's balance when the cart was last read. */
  balanceSeen: number;
}

export interface CartGiftCards {
  cards: CartGiftCard[];
  /** What the cards pay together. */
  paid: number;
}

type AppliedRow = GiftCardAccountRow & { balance_seen: number };

export function usableIn(store: Pick<Store, 'currency'>, account: GiftCardAccountRow): boolean {
  return account.currency_code === store.currency && !isExpired(account, today()) && account.balance > 0;
}

/** The cart's cards and what each pays of `due` (the grand total before gift cards). */
export function cartGiftCards(db: Db, store: Pick<Store, 'currency'>, quoteId: number, due: number): CartGiftCards {
  const rows = db
    .prepare(
      `SELECT a.*, q.balance_seen FROM quote_giftcard q JOIN giftcard_account a ON a.giftcard_id = q.giftcard_id
        WHERE q.quote_id = ? ORDER BY q.rowid`,
    )
    .all(quoteId) as AppliedRow[];
  let remaining = Math.max(0, roundPrice(due));
  const cards = rows.map(({ balance_seen: balanceSeen, ...account }) => {
    const usable = usableIn(store, account);
    const applied = usable ? roundPrice(Math.min(account.balance, remaining)) : 0;
    remaining = roundPrice(remaining - applied);
    return { account, applied, usable, balanceSeen };
  });
  return { cards, paid: roundPrice(cards.reduce((sum, card) => sum + card.applied, 0)) };
}

/** The cart shows these balances now: they are what its next order is checked against. */
export function rememberSeenBalances(db: Db, quoteId: number, cards: readonly CartGiftCard[]): void {
  const update = db.prepare('UPDATE quote_giftcard SET balance_seen = ? WHERE quote_id = ? AND giftcard_id = ?');
  for (const card of cards) {
    if (card.balanceSeen !== card.account.balance) update.run(card.account.balance, quoteId, card.account.giftcard_id);
  }
}

export function isApplied(db: Db, quoteId: number, giftcardId: number): boolean {
  return db.prepare('SELECT 1 FROM quote_giftcard WHERE quote_id = ? AND giftcard_id = ?').get(quoteId, giftcardId) !== undefined;
}

export function applyToCart(db: Db, quoteId: number, account: GiftCardAccountRow): void {
  db.prepare('INSERT INTO quote_giftcard (quote_id, giftcard_id, balance_seen, applied_at) VALUES (?, ?, ?, ?)').run(
    quoteId,
    account.giftcard_id,
    account.balance,
    now(),
  );
}

export function removeFromCart(db: Db, quoteId: number, giftcardId: number): boolean {
  return db.prepare('DELETE FROM quote_giftcard WHERE quote_id = ? AND giftcard_id = ?').run(quoteId, giftcardId).changes > 0;
}

/**
 * Applies a cart's cards to another cart as well (a guest's cart merged into the customer's, a
 * cart restored after a canceled payment), after the ones it has; the balances as they are now.
 */
export function copyGiftCards(db: Db, fromQuoteId: number, toQuoteId: number): void {
  db.prepare(
    `INSERT OR IGNORE INTO quote_giftcard (quote_id, giftcard_id, balance_seen, applied_at)
     SELECT ?, q.giftcard_id, a.balance, q.applied_at FROM quote_giftcard q JOIN giftcard_account a ON a.giftcard_id = q.giftcard_id
      WHERE q.quote_id = ? ORDER BY q.rowid`,
  ).run(toQuoteId, fromQuoteId);
}
