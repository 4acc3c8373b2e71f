/**
 * Gift card operations, in Adobe Commerce's shape (the backend's extension part; Magento Open
 * Source has none): a gift card product's amounts and options, a code's balance, applying and
 * removing a code on the cart, and the cards the signed-in customer bought.
 */
import type { AccountRequest } from './account';
import { CartDetailsFields, type AppliedGiftCard, type CartDetails, type CartMoney, type GiftCardLineFields } from './cart';
import {
  GiftCardCartFieldsFragmentDoc as GiftCardCartFields,
  GiftCardCartDetailsDocument as GiftCardCartDetails,
  GiftCardProductByUrlKeyDocument as GiftCardProductByUrlKey,
  GiftCardBalanceDocument as GiftCardBalance,
  ApplyGiftCardToCartDocument as ApplyGiftCardToCart,
  RemoveGiftCardFromCartDocument as RemoveGiftCardFromCart,
  CustomerPurchasedGiftCardsDocument as CustomerPurchasedGiftCards,
} from '../generated/giftcard';
export {
  GiftCardCartFields,
  GiftCardCartDetails,
  GiftCardProductByUrlKey,
  GiftCardBalance,
  ApplyGiftCardToCart,
  RemoveGiftCardFromCart,
  CustomerPurchasedGiftCards,
};

export interface GiftCardCart {
  id: string;
  items: Array<({ uid: string } & GiftCardLineFields) | null> | null;
  applied_gift_cards: Array<AppliedGiftCard | null> | null;
}

export interface GiftCardProductData {
  uid: string;
  sku: string | null;
  /** The currency the backend prices the card in (its amounts carry none of their own). */
  price_range?: { minimum_price: { final_price: { currency: string | null } | null } | null } | null;
  allow_open_amount?: boolean | null;
  open_amount_min?: number | null;
  open_amount_max?: number | null;
  allow_message?: boolean | null;
  message_max_length?: number | null;
  lifetime?: number | null;
  giftcard_amounts?: Array<{ uid: string; value: number | null } | null> | null;
}

export interface GiftCardAccount {
  code: string | null;
  balance: CartMoney | null;
  expiration_date: string | null;
}

export interface PurchasedGiftCard {
  code: string;
  balance: CartMoney;
  initial_balance: CartMoney;
  expiration_date: string | null;
  recipient_name: string | null;
  recipient_email: string | null;
  order_number: string;
  created_at: string;
}

/** The signed-in customer's bought cards, newest first (account page, on the server with their token). */
export async function fetchPurchasedGiftCards(request: AccountRequest): Promise<PurchasedGiftCard[]> {
  const { data } = await request.client.query(CustomerPurchasedGiftCards, undefined, {
    ...request.options,
    cache: 'no-store',
  });
  return data.customer?.purchased_gift_cards ?? [];
}
