/**
 * Gift card operations, in Adobe Commerce's shape (the backend's extension part; Magento Open
 * Source has none): a gift card product's amounts and options, a code's balance, applying and
 * removing a code on the cart, and the cards the signed-in customer bought.
 */
import type { AccountRequest } from './account';
import type { Merged } from './cart';
import type {
  CustomerPurchasedGiftCardsQuery,
  GiftCardBalanceQuery,
  GiftCardCartDetailsQuery,
  GiftCardProductByUrlKeyQuery,
} from '../generated/graphql';
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

/** A cart's gift card part (GiftCardCartDetails). */
export type GiftCardCart = NonNullable<GiftCardCartDetailsQuery['cart']>;

/** A gift card product's fields (GiftCardProductByUrlKey): the GiftCardProduct ones optional, as other products lack them. */
export type GiftCardProductData = Merged<NonNullable<NonNullable<NonNullable<GiftCardProductByUrlKeyQuery['products']>['items']>[number]>>;

/** A code's balance (GiftCardBalance). */
export type GiftCardAccount = NonNullable<GiftCardBalanceQuery['giftCardAccount']>;

/** A card the signed-in customer bought (CustomerPurchasedGiftCards). */
export type PurchasedGiftCard = NonNullable<NonNullable<CustomerPurchasedGiftCardsQuery['customer']>['purchased_gift_cards']>[number];

/** The signed-in customer's bought cards, newest first (account page, on the server with their token). */
export async function fetchPurchasedGiftCards(request: AccountRequest): Promise<PurchasedGiftCard[]> {
  const { data } = await request.client.query(CustomerPurchasedGiftCards, undefined, {
    ...request.options,
    cache: 'no-store',
  });
  return data.customer?.purchased_gift_cards ?? [];
}
