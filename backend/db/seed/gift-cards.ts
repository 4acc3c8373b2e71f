/**
 * The gift card products' own attributes (modules/giftcard): every card lasts two years (as the product copy says) and may carry
 * a message; a fixed card has its face value as its one amount, the open-amount card offers a few
 * amounts and any amount in a range. Amounts per price scope, converted from EUR like face values.
 * A store view that sells in another currency names and describes each card with its own amounts
 * (a UK shopper buys a £22 card, never a "€25" one): store-view text, as a merchant writes it.
 */
import type { Database } from 'better-sqlite3';
import { giftCardPlans } from './catalog';
import { euros } from './i18n/format';
import { PRICE_SCOPES, localPrice, pricesByScope } from './prices';
import { STORE_VIEWS } from './stores';

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
      localiseGiftCardText(db, id, isOpen ? [OPEN_AMOUNT_RANGE.min, OPEN_AMOUNT_RANGE.max] : [plan.amount!]);
    }
  })();
}

interface ProductText {
  name: string;
  description: string | null;
  short_description: string | null;
  url_key: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keyword: string | null;
}

const TEXT_FIELDS = ['name', 'description', 'short_description', 'meta_title', 'meta_description'] as const;

/** A whole amount in a currency as the store view's locale writes it (`en_US`: "$27"). */
function money(locale: string, amount: number, currency: string): string {
  return new Intl.NumberFormat(locale.replace(/_/g, '-'), { style: 'currency', currency, maximumFractionDigits: 0 })
    .format(amount)
    .replace(/[\u200e\u200f]/g, '');
}

/** Writes, for each store view not in EUR, the card's text with the EUR amounts it mentions in the store view's currency. */
function localiseGiftCardText(db: Database, entityId: number, eurAmounts: readonly number[]): void {
  const text = db.prepare(
    'SELECT name, description, short_description, url_key, meta_title, meta_description, meta_keyword FROM catalog_product_store WHERE entity_id = ? AND store_id = ?',
  );
  const upsert = db.prepare(
    `INSERT INTO catalog_product_store (entity_id, store_id, name, description, short_description, url_key, meta_title, meta_description, meta_keyword)
     VALUES (@entity_id, @store_id, @name, @description, @short_description, @url_key, @meta_title, @meta_description, @meta_keyword)
     ON CONFLICT (entity_id, store_id) DO UPDATE SET name = excluded.name, description = excluded.description,
       short_description = excluded.short_description, meta_title = excluded.meta_title, meta_description = excluded.meta_description`,
  );
  for (const store of STORE_VIEWS.filter((s) => s.currency !== 'EUR')) {
    const base = (text.get(entityId, store.store_id) ?? text.get(entityId, 0)) as ProductText | undefined;
    if (!base) continue;
    // Longest first, so "€500" is replaced before a "€50" it contains.
    const replacements = eurAmounts
      .map((eur) => [euros(store.language, eur), money(store.locale, localPrice(eur, store.currency, 'whole'), store.currency)] as const)
      .sort((a, b) => b[0].length - a[0].length);
    const localised = { ...base };
    for (const field of TEXT_FIELDS) {
      const value = localised[field];
      if (value) localised[field] = replacements.reduce((current, [from, to]) => current.split(from).join(to), value);
    }
    upsert.run({ entity_id: entityId, store_id: store.store_id, ...localised });
  }
}
