/**
 * Gift cards in the extension part, as Adobe Commerce's GraphQL has them (Magento_GiftCardGraphQl,
 * Magento_GiftCardAccountGraphQl): GiftCardProduct and GiftCardCartItem, giftCardAccount,
 * applyGiftCardToCart, removeGiftCardFromCart, Cart.applied_gift_cards; and the cards a customer
 * bought (customer.purchased_gift_cards).
 */
import type { RequestContext } from '../../graphql/context';
import { inputError, noSuchEntityError } from '../../graphql/errors';
import { productFields } from '../catalog/product-resolvers';
import type { CustomerRow } from '../customer/customers';
import { registerProductType } from '../quote/buy-request';
import { getCartForUser, missing } from '../quote/cart-access';
import { cartItemFields } from '../quote/cart-fields';
import { CartView, changeCart } from '../quote/cart-view';
import { money } from '../quote/money';
import { quoteItems } from '../quote/quotes';
import type { CartLine } from '../quote/totals';
import { accountByCode, isExpired, purchasedBy, type GiftCardAccountRow, type PurchasedGiftCardRow } from './accounts';
import { applyToCart, isApplied, removeFromCart, usableIn, type CartGiftCard } from './cart';
import { normalizeCode } from './codes';
import { GIFT_CARD_MESSAGES } from './messages';
import { GIFT_CARD_TYPE_ID, giftCardBuyRequest, giftCardProductFields } from './product';

registerProductType(GIFT_CARD_TYPE_ID, giftCardBuyRequest);

/** The account a typed code names, if any. */
function findAccount(context: RequestContext, typed: string): GiftCardAccountRow | undefined {
  const code = normalizeCode(typed);
  return code ? accountByCode(context.db, code) : undefined;
}

/** giftCardAccount: a code's balance in its own currency. Unknown or used up: "Gift card not found". */
function giftCardAccount(context: RequestContext, input: { gift_card_code?: string | null } | null | undefined) {
  const typed = input?.gift_card_code?.trim();
  if (!typed) throw missing('gift_card_code');
  const account = findAccount(context, typed);
  if (!account || !(account.balance > 0)) throw noSuchEntityError(GIFT_CARD_MESSAGES.notFound);
  if (isExpired(account)) throw inputError(GIFT_CARD_MESSAGES.expired(account.code));
  return { code: account.code, balance: money(account.balance, account.currency_code), expiration_date: account.date_expires };
}

interface CartGiftCardInput {
  cart_id?: string | null;
  gift_card_code?: string | null;
}

function applyGiftCard(context: RequestContext, input: CartGiftCardInput | null | undefined) {
  if (!input?.cart_id) throw missing('cart_id');
  const typed = input.gift_card_code?.trim();
  if (!typed) throw missing('gift_card_code');
  const quote = getCartForUser(context, input.cart_id);
  const account = findAccount(context, typed);
  if (!account) throw inputError(GIFT_CARD_MESSAGES.cannotAdd);
  if (account.currency_code !== context.store.currency)
    throw inputError(GIFT_CARD_MESSAGES.otherCurrency(account.code, account.currency_code));
  if (isExpired(account)) throw inputError(GIFT_CARD_MESSAGES.expired(account.code));
  if (!usableIn(context.store, account)) throw inputError(GIFT_CARD_MESSAGES.zeroBalance(account.code));
  if (isApplied(context.db, quote.entity_id, account.giftcard_id)) throw inputError(GIFT_CARD_MESSAGES.alreadyInCart);
  if (quoteItems(context.db, quote.entity_id).length === 0) throw inputError(GIFT_CARD_MESSAGES.emptyCart);
  return { cart: changeCart(context, quote, () => applyToCart(context.db, quote.entity_id, account)) };
}

function removeGiftCard(context: RequestContext, input: CartGiftCardInput | null | undefined) {
  if (!input?.cart_id) throw missing('cart_id');
  const typed = input.gift_card_code?.trim();
  if (!typed) throw missing('gift_card_code');
  const quote = getCartForUser(context, input.cart_id);
  const account = findAccount(context, typed);
  if (!account || !isApplied(context.db, quote.entity_id, account.giftcard_id)) throw inputError(GIFT_CARD_MESSAGES.cannotRemove);
  return { cart: changeCart(context, quote, () => removeFromCart(context.db, quote.entity_id, account.giftcard_id)) };
}

const appliedGiftCard = ({ account, applied }: CartGiftCard, currency: string) => ({
  code: account.code,
  current_balance: money(account.balance, account.currency_code),
  applied_balance: money(applied, currency),
  expiration_date: account.date_expires,
});

const purchasedGiftCard = (row: PurchasedGiftCardRow) => ({
  code: row.code,
  balance: money(row.balance, row.currency_code),
  initial_balance: money(row.initial_balance, row.currency_code),
  expiration_date: row.date_expires,
  sender_name: row.sender_name,
  recipient_name: row.recipient_name,
  recipient_email: row.recipient_email,
  message: row.message,
  order_number: row.order_number,
  created_at: row.date_created,
});

/** A gift card line's fields: what its buy request said (LineOptions.giftcard). */
const lineGiftCard = (line: CartLine) => line.options.giftcard!;

export const giftCardResolvers = {
  Query: {
    giftCardAccount: (_: unknown, args: { input?: { gift_card_code?: string | null } | null }, context: RequestContext) =>
      giftCardAccount(context, args.input),
  },
  Mutation: {
    applyGiftCardToCart: (_: unknown, args: { input?: CartGiftCardInput | null }, context: RequestContext) =>
      applyGiftCard(context, args.input),
    removeGiftCardFromCart: (_: unknown, args: { input?: CartGiftCardInput | null }, context: RequestContext) =>
      removeGiftCard(context, args.input),
  },
  Cart: {
    applied_gift_cards: (cart: CartView) => cart.totals.giftCards.map((card) => appliedGiftCard(card, cart.context.currency)),
  },
  Customer: {
    purchased_gift_cards: (customer: CustomerRow, _: unknown, context: RequestContext) =>
      purchasedBy(context.db, customer.entity_id).map(purchasedGiftCard),
  },
  GiftCardProduct: { ...productFields, ...giftCardProductFields },
  GiftCardCartItem: {
    ...cartItemFields,
    amount: (line: CartLine, _: unknown, context: RequestContext) => money(lineGiftCard(line).amount, context.currency),
    sender_name: (line: CartLine) => lineGiftCard(line).sender_name,
    sender_email: (line: CartLine) => lineGiftCard(line).sender_email,
    recipient_name: (line: CartLine) => lineGiftCard(line).recipient_name,
    recipient_email: (line: CartLine) => lineGiftCard(line).recipient_email,
    message: (line: CartLine) => lineGiftCard(line).message,
  },
};
