/**
 * Gift card products (Adobe Commerce's Magento_GiftCard product type, type_id "giftcard"): their
 * attributes, the fields GiftCardProduct adds, and what a buy request for one must say — an amount
 * (fixed, or open within the product's range), sender and recipient names and e-mails, and an
 * optional message — checked with Adobe Commerce's texts.
 */
import type { Db } from '../../db/database';
import type { RequestContext } from '../../graphql/context';
import type { ProductRow } from '../catalog/products';
import { toUid } from '../catalog/uids';
import type { ProductTypeBuyRequest, TypeSelections } from '../quote/buy-request';
import { EMAIL } from '../shared/email';
import { roundPrice } from '../quote/money';
import type { GiftCardLineOptions } from './line-options';
import { GIFT_CARD_MESSAGES } from './messages';

export const GIFT_CARD_TYPE_ID = 'giftcard';

export interface GiftCardAttributes {
  giftcardType: 'VIRTUAL' | 'PHYSICAL' | 'COMBINED';
  allowOpenAmount: boolean;
  isRedeemable: boolean;
  /** Days from purchase until the card expires; null: never. */
  lifetime: number | null;
  allowMessage: boolean;
  messageMaxLength: number;
  /** Fixed amounts in the store view's currency, smallest first. */
  amounts: Array<{ valueId: number; value: number }>;
  openAmountMin: number | null;
  openAmountMax: number | null;
}

interface AttributeRow {
  giftcard_type: GiftCardAttributes['giftcardType'];
  allow_open_amount: number;
  is_redeemable: number;
  lifetime: number | null;
  allow_message: number;
  message_max_length: number;
}

const cache = new WeakMap<RequestContext, Map<number, GiftCardAttributes | null>>();

/**
 * A gift card product's attributes in the request's store view: its amounts and open range as
 * priced there (else the base scope's, as catalogue prices fall back). Null for other products.
 */
export function giftCardAttributes(context: RequestContext, product: ProductRow): GiftCardAttributes | null {
  if (product.type_id !== GIFT_CARD_TYPE_ID) return null;
  let known = cache.get(context);
  if (!known) cache.set(context, (known = new Map()));
  if (known.has(product.entity_id)) return known.get(product.entity_id)!;
  const { db } = context;
  const row = db.prepare('SELECT * FROM catalog_product_giftcard WHERE entity_id = ?').get(product.entity_id) as AttributeRow | undefined;
  // The store view's own rows, else the base scope's (store 0).
  const scope = (table: string) =>
    db
      .prepare(`SELECT COALESCE(MAX(store_id), 0) FROM ${table} WHERE entity_id = ? AND store_id IN (0, ?)`)
      .pluck()
      .get(product.entity_id, context.store.store_id) as number;
  const amounts = (
    db
      .prepare('SELECT value_id, value FROM catalog_product_giftcard_amount WHERE entity_id = ? AND store_id = ? ORDER BY value')
      .all(product.entity_id, scope('catalog_product_giftcard_amount')) as Array<{ value_id: number; value: number }>
  ).map((a) => ({ valueId: a.value_id, value: a.value }));
  const open = db
    .prepare('SELECT open_amount_min, open_amount_max FROM catalog_product_giftcard_open_amount WHERE entity_id = ? AND store_id = ?')
    .get(product.entity_id, scope('catalog_product_giftcard_open_amount')) as
    { open_amount_min: number; open_amount_max: number } | undefined;
  const allowOpenAmount = Boolean(row?.allow_open_amount) && open !== undefined;
  const attributes: GiftCardAttributes = {
    giftcardType: row?.giftcard_type ?? 'VIRTUAL',
    allowOpenAmount,
    isRedeemable: Boolean(row?.is_redeemable ?? 1),
    lifetime: row?.lifetime ?? null,
    allowMessage: Boolean(row?.allow_message ?? 1),
    messageMaxLength: row?.message_max_length ?? 255,
    // Without amounts of its own, a fixed card is worth its price.
    amounts: amounts.length || allowOpenAmount ? amounts : product.price ? [{ valueId: 0, value: product.price }] : [],
    openAmountMin: allowOpenAmount ? open!.open_amount_min : null,
    openAmountMax: allowOpenAmount ? open!.open_amount_max : null,
  };
  known.set(product.entity_id, attributes);
  return attributes;
}

/** Days a card bought as this product stays usable; null: it does not expire. */
export function giftCardLifetime(db: Db, productId: number): number | null {
  return (db.prepare('SELECT lifetime FROM catalog_product_giftcard WHERE entity_id = ?').pluck().get(productId) as number | null) ?? null;
}

/** The entries a gift card's buy request carries, by their name in Adobe Commerce's uids ("giftcard/{name}"). */
export const GIFT_CARD_ENTRIES = [
  'giftcard_sender_name',
  'giftcard_sender_email',
  'giftcard_recipient_name',
  'giftcard_recipient_email',
  'giftcard_message',
  'custom_giftcard_amount',
] as const;
type GiftCardEntry = (typeof GIFT_CARD_ENTRIES)[number];

export const giftCardEntryUid = (entry: GiftCardEntry) => toUid(`giftcard/${entry}`);
/** The uid that chooses a fixed amount (selected_options), as Adobe Commerce encodes it. */
export const giftCardAmountUid = (value: number) => toUid(`giftcard/giftcard_amount/${value.toFixed(4)}`);

const AMOUNT_PATH = /^giftcard\/giftcard_amount\/(\d+(?:\.\d+)?)$/;
const entryOf = (decoded: string): GiftCardEntry | undefined => GIFT_CARD_ENTRIES.find((entry) => decoded === `giftcard/${entry}`);

/** An amount as the shopper's messages show it ("£9.00"). */
const formatAmount = (value: number, currency: string) => new Intl.NumberFormat('en', { style: 'currency', currency }).format(value);

/** A typed amount: digits with an optional decimal point or comma and up to two decimals. */
function parseAmount(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return match ? Number(`${match[1]}.${match[2] ?? '0'}`) : null;
}

/** Magento\GiftCard\Model\Catalog\Product\Type\Giftcard::_validate, in its order. */
function resolveGiftCard(context: RequestContext, product: ProductRow, selections: TypeSelections) {
  const attributes = giftCardAttributes(context, product);
  if (!attributes) return { error: GIFT_CARD_MESSAGES.amount };
  const entered = new Map<GiftCardEntry, string>();
  for (const [decoded, value] of Object.entries(selections.entered)) {
    const entry = entryOf(decoded);
    if (entry) entered.set(entry, value.trim());
  }
  const text = (entry: GiftCardEntry) => entered.get(entry) ?? '';

  const chosen = selections.selected.map((decoded) => Number(AMOUNT_PATH.exec(decoded)?.[1]));
  const custom = text('custom_giftcard_amount');
  let amount: number | null = null;
  const withinOpenRange = (value: number) =>
    attributes.allowOpenAmount && value >= attributes.openAmountMin! && value <= attributes.openAmountMax!;
  if (chosen.length === 1 && !custom) {
    // A fixed amount; or, on a card with an open range, any amount in it (a reorder of an open-amount card).
    amount =
      attributes.amounts.find((a) => Math.abs(a.value - chosen[0]) < 0.005)?.value ?? (withinOpenRange(chosen[0]) ? chosen[0] : null);
  } else if (chosen.length === 0 && custom && attributes.allowOpenAmount) {
    const value = parseAmount(custom);
    if (value === null) return { error: GIFT_CARD_MESSAGES.amount };
    if (value < attributes.openAmountMin!)
      return { error: GIFT_CARD_MESSAGES.minAmount(formatAmount(attributes.openAmountMin!, context.store.currency)) };
    if (value > attributes.openAmountMax!)
      return { error: GIFT_CARD_MESSAGES.maxAmount(formatAmount(attributes.openAmountMax!, context.store.currency)) };
    amount = roundPrice(value);
  }
  if (amount === null || !(amount > 0)) return { error: GIFT_CARD_MESSAGES.amount };

  const names = ['giftcard_sender_name', 'giftcard_sender_email', 'giftcard_recipient_name', 'giftcard_recipient_email'] as const;
  if (names.every((entry) => !text(entry))) return { error: GIFT_CARD_MESSAGES.allRequired };
  if (!text('giftcard_recipient_name')) return { error: GIFT_CARD_MESSAGES.recipientName };
  if (!text('giftcard_sender_name')) return { error: GIFT_CARD_MESSAGES.senderName };
  if (!text('giftcard_recipient_email')) return { error: GIFT_CARD_MESSAGES.recipientEmail };
  if (!text('giftcard_sender_email')) return { error: GIFT_CARD_MESSAGES.senderEmail };
  if (!EMAIL.test(text('giftcard_recipient_email'))) return { error: GIFT_CARD_MESSAGES.invalidRecipientEmail };
  if (!EMAIL.test(text('giftcard_sender_email'))) return { error: GIFT_CARD_MESSAGES.invalidSenderEmail };
  const message = text('giftcard_message');
  if (message && !attributes.allowMessage) return { error: GIFT_CARD_MESSAGES.messageNotAllowed };
  if ([...message].length > attributes.messageMaxLength) return { error: GIFT_CARD_MESSAGES.messageTooLong(attributes.messageMaxLength) };

  const giftcard: GiftCardLineOptions = {
    amount,
    sender_name: text('giftcard_sender_name'),
    sender_email: text('giftcard_sender_email'),
    recipient_name: text('giftcard_recipient_name'),
    recipient_email: text('giftcard_recipient_email'),
    message: message || null,
  };
  return { giftcard };
}

/** The buy request's options that add a card like this line again (customer reorder): its amount selected, the rest entered. */
export function giftCardRequestOptions(giftcard: GiftCardLineOptions): {
  selected: string[];
  entered: Array<{ uid: string; value: string }>;
} {
  const entered: Array<[GiftCardEntry, string | null]> = [
    ['giftcard_sender_name', giftcard.sender_name],
    ['giftcard_sender_email', giftcard.sender_email],
    ['giftcard_recipient_name', giftcard.recipient_name],
    ['giftcard_recipient_email', giftcard.recipient_email],
    ['giftcard_message', giftcard.message],
  ];
  return {
    selected: [giftCardAmountUid(giftcard.amount)],
    entered: entered.flatMap(([entry, value]) => (value ? [{ uid: giftCardEntryUid(entry), value }] : [])),
  };
}

export const giftCardBuyRequest: ProductTypeBuyRequest = {
  claims: (decoded) => AMOUNT_PATH.test(decoded) || entryOf(decoded) !== undefined,
  resolve: resolveGiftCard,
};

/** What the buyer enters, as CustomizableOptionInterface entries with Adobe Commerce's uids and titles. */
function giftCardOptions(context: RequestContext, product: ProductRow, attributes: GiftCardAttributes) {
  const option = (entry: GiftCardEntry, title: string, sortOrder: number, maxCharacters: number | null, area = false) => ({
    __typename: area ? 'CustomizableAreaOption' : 'CustomizableFieldOption',
    option_id: null,
    uid: giftCardEntryUid(entry),
    title,
    required: entry !== 'giftcard_message' && entry !== 'custom_giftcard_amount',
    sort_order: sortOrder,
    product_sku: product.sku,
    value: { uid: giftCardEntryUid(entry), price: 0, price_type: 'FIXED', sku: null, max_characters: maxCharacters },
  });
  return [
    option('giftcard_sender_name', 'Sender Name', 1, null),
    option('giftcard_sender_email', 'Sender Email', 2, null),
    option('giftcard_recipient_name', 'Recipient Name', 3, null),
    option('giftcard_recipient_email', 'Recipient Email', 4, null),
    ...(attributes.allowMessage ? [option('giftcard_message', 'Message', 5, attributes.messageMaxLength, true)] : []),
    ...(attributes.allowOpenAmount ? [option('custom_giftcard_amount', `Amount in ${context.store.currency}`, 6, null)] : []),
  ];
}

const withAttributes =
  <T>(pick: (attributes: GiftCardAttributes, product: ProductRow, context: RequestContext) => T) =>
  (product: ProductRow, _: unknown, context: RequestContext): T | null => {
    const attributes = giftCardAttributes(context, product);
    return attributes ? pick(attributes, product, context) : null;
  };

/** The fields GiftCardProduct adds to a product's (Adobe Commerce's), and ProductInterface's fields our catalogue has no data for. */
export const giftCardProductFields = {
  allow_message: withAttributes((a) => a.allowMessage),
  allow_open_amount: withAttributes((a) => a.allowOpenAmount),
  giftcard_amounts: withAttributes((a) =>
    a.amounts.map((amount) => ({
      value_id: amount.valueId,
      uid: giftCardAmountUid(amount.value),
      website_id: 0,
      value: amount.value,
      attribute_id: null,
      website_value: amount.value,
    })),
  ),
  gift_card_options: (product: ProductRow, _: unknown, context: RequestContext) => {
    const attributes = giftCardAttributes(context, product);
    return attributes ? giftCardOptions(context, product, attributes) : [];
  },
  giftcard_type: withAttributes((a) => a.giftcardType),
  is_redeemable: withAttributes((a) => a.isRedeemable),
  is_returnable: () => '2',
  lifetime: withAttributes((a) => a.lifetime),
  message_max_length: withAttributes((a) => a.messageMaxLength),
  open_amount_max: withAttributes((a) => a.openAmountMax),
  open_amount_min: withAttributes((a) => a.openAmountMin),
  // The gift card's weight: it is delivered by e-mail or in the post without a shipping weight.
  weight: () => null,
};
