/**
 * The gift card products' own attributes (modules/giftcard): every card lasts two years (as the product copy says) and may carry
 * a message; a fixed card has its face value as its one amount, the open-amount card offers a few
 * amounts and any amount in a range. Amounts per price scope, converted from EUR like face values.
 */
import type { Database } from 'better-sqlite3';
import { giftCardPlans } from './catalog';
import { PRICE_SCOPES, pricesByScope } from './prices';

export const GIFT_CARD_LIFETIME_DAYS = 730;
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 255;
/** The open-amount card's suggested amounts and its range, in EUR. */
export const OPEN_CARD_AMOUNTS = [25, 50, 100, 150];
export const OPEN_AMOUNT_RANGE = { min: 10, max: 500 };

export function seedGiftCards(db: Database): void {
  const productId = db.prepare("SELECT entity_id FROM catalog_product WHERE sku = ? AND type_id = 'giftcard'").pluck();
  const card = db.prepare(
    `INSERT INTO catalog_product_giftcard (entity_id, giftcard_type, allow_open_amount, is_redeemable, lifetime, allow_message, message_max_length)
     VALUES (?, 'VIRTUAL', ?, 1, ?, 1, ?)`,
  );
  const amount = db.prepare('INSERT INTO catalog_product_giftcard_amount (entity_id, store_id, value) VALUES (?, ?, ?)');
  const open = db.prepare(
    'INSERT INTO catalog_product_giftcard_open_amount (entity_id, store_id, open_amount_min, open_amount_max) VALUES (?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const plan of giftCardPlans()) {
      const id = productId.get(plan.sku) as number | undefined;
      if (id === undefined) continue;
      const isOpen = plan.amount === null;
      card.run(id, isOpen ? 1 : 0, GIFT_CARD_LIFETIME_DAYS, GIFT_CARD_MESSAGE_MAX_LENGTH);
      for (const eur of isOpen ? OPEN_CARD_AMOUNTS : [plan.amount!]) {
        pricesByScope(eur, 'whole').forEach((value, i) => amount.run(id, PRICE_SCOPES[i].store_id, value));
      }
      if (isOpen) {
        const min = pricesByScope(OPEN_AMOUNT_RANGE.min, 'whole');
        const max = pricesByScope(OPEN_AMOUNT_RANGE.max, 'whole');
        PRICE_SCOPES.forEach((scope, i) => open.run(id, scope.store_id, min[i], max[i]));
      }
    }
  })();
}
