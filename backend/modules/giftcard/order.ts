/**
 * Gift cards and orders. Placing an order charges the cart's cards what they pay (in the order's
 * write transaction, see cart.ts for the concurrency rule). An order that buys gift cards issues
 * one code per card once it is confirmed (at placement, or when its redirect payment succeeds), and
 * e-mails each to its recipient. A canceled payment gives the cards back what they paid, and to
 * the cart that comes back.
 */
import type { BackendServices } from '../../graphql/context';
import type { Db } from '../../db/database';
import { sendEmail } from '../outbox/outbox';
import type { OrderItemRow, OrderRow } from '../sales/orders';
import { orderItems } from '../sales/orders';
import { createAccount, daysLater, refund, spend } from './accounts';
import { copyGiftCards, type CartGiftCard } from './cart';
import { giftCardEmail } from './email';
import { GIFT_CARD_MESSAGES } from './messages';
import type { GiftCardLineOptions } from './line-options';
import { giftCardLifetime } from './product';

/**
 * Takes what each card pays of the order from its balance. Answers the text to refuse the order
 * with (the caller throws it, which rolls everything back), or null when every card paid.
 */
export function chargeGiftCards(db: Db, order: { entity_id: number; increment_id: string }, cards: readonly CartGiftCard[]): string | null {
  // A card spent elsewhere since the shopper saw the total: they must see the new one first.
  const changed = cards.find((card) => card.account.balance + 0.005 < card.balanceSeen);
  if (changed) return GIFT_CARD_MESSAGES.balanceChanged(changed.account.code);
  const paid = db.prepare('INSERT INTO sales_order_giftcard (order_id, giftcard_id, amount) VALUES (?, ?, ?)');
  for (const card of cards) {
    if (!(card.applied > 0)) continue;
    if (!spend(db, card.account.giftcard_id, card.applied, order.increment_id)) return GIFT_CARD_MESSAGES.balanceLower(card.account.code);
    paid.run(order.entity_id, card.account.giftcard_id, card.applied);
  }
  return null;
}

/** What gift cards paid of an order. */
export function orderGiftCardsAmount(db: Db, orderId: number): number {
  return db.prepare('SELECT COALESCE(SUM(amount), 0) FROM sales_order_giftcard WHERE order_id = ?').pluck().get(orderId) as number;
}

/** A canceled order's cards get back what they paid, and are applied again to the cart restored in its place. */
export function refundGiftCards(db: Db, order: OrderRow, restoredQuoteId: number): void {
  const rows = db.prepare('SELECT giftcard_id, amount FROM sales_order_giftcard WHERE order_id = ?').all(order.entity_id) as Array<{
    giftcard_id: number;
    amount: number;
  }>;
  for (const row of rows) refund(db, row.giftcard_id, row.amount, order.increment_id);
  copyGiftCards(db, order.quote_id, restoredQuoteId);
}

/** How an order item shows a gift card's options (sales_order_item.product_options.options), as Adobe Commerce labels them. */
export function giftCardItemOptions(giftcard: GiftCardLineOptions | undefined): Array<{ label: string; value: string }> {
  if (!giftcard) return [];
  return [
    { label: 'Gift Card Sender', value: `${giftcard.sender_name} <${giftcard.sender_email}>` },
    { label: 'Gift Card Recipient', value: `${giftcard.recipient_name} <${giftcard.recipient_email}>` },
    ...(giftcard.message ? [{ label: 'Gift Card Message', value: giftcard.message }] : []),
  ];
}

function giftCardOf(item: OrderItemRow): GiftCardLineOptions | undefined {
  try {
    return (JSON.parse(item.product_options) as { giftcard?: GiftCardLineOptions }).giftcard;
  } catch {
    return undefined;
  }
}

/**
 * Issues the codes of a confirmed order's gift cards, one per card bought, each with the card's
 * amount as balance in the order's currency and its product's lifetime, and e-mails each to its
 * recipient. Once per order: a second call issues nothing. Inside the caller's transaction.
 */
export function issueGiftCards(services: Pick<BackendServices, 'db' | 'config' | 'stores'>, order: OrderRow): void {
  const { db } = services;
  if (db.prepare('SELECT 1 FROM giftcard_account WHERE order_id = ? LIMIT 1').get(order.entity_id)) return;
  const store = services.stores.byStoreId(order.store_id) ?? services.stores.default;
  for (const item of orderItems(db, order.entity_id)) {
    const giftcard = giftCardOf(item);
    if (!giftcard) continue;
    const lifetime = giftCardLifetime(db, item.product_id);
    for (let unit = 0; unit < item.qty_ordered; unit++) {
      const account = createAccount(
        db,
        {
          currency_code: order.order_currency_code,
          initial_balance: giftcard.amount,
          date_expires: lifetime === null ? null : daysLater(lifetime),
          store_id: order.store_id,
          order_id: order.entity_id,
          order_item_id: item.item_id,
          customer_id: order.customer_id,
          sender_name: giftcard.sender_name,
          sender_email: giftcard.sender_email,
          recipient_name: giftcard.recipient_name,
          recipient_email: giftcard.recipient_email,
          message: giftcard.message,
        },
        order.increment_id,
      );
      sendEmail(db, giftCardEmail(store, account, services.config.storefrontUrl));
    }
  }
}
