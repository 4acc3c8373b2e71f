/**
 * Gift card operations, in Adobe Commerce's shape (the backend's extension part; Magento Open
 * Source has none): a gift card product's amounts and options, a code's balance, applying and
 * removing a code on the cart, and the cards the signed-in customer bought.
 */
import type { AccountRequest } from './account';
import { CartDetailsFields, type AppliedGiftCard, type CartDetails, type CartMoney, type GiftCardLineFields } from './cart';

/**
 * A cart's gift card part (Adobe Commerce's GiftCardCartItem and Cart.applied_gift_cards), apart
 * from the core CartDetailsFields so that a backend without gift cards can serve every core cart
 * operation.
 */
export const GiftCardCartFields = /* GraphQL */ `
  fragment GiftCardCartFields on Cart {
    items {
      uid
      ... on GiftCardCartItem {
        amount {
          value
          currency
        }
        sender_name
        sender_email
        recipient_name
        recipient_email
        message
      }
    }
    applied_gift_cards {
      code
      applied_balance {
        value
        currency
      }
      current_balance {
        value
        currency
      }
      expiration_date
    }
  }
`;

/** The gift card part of a cart, read after every cart change while gift cards are on. */
export const GiftCardCartDetails = /* GraphQL */ `
  query GiftCardCartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      id
      ...GiftCardCartFields
    }
  }
  ${GiftCardCartFields}
`;

export interface GiftCardCart {
  id: string;
  items: Array<({ uid: string } & GiftCardLineFields) | null> | null;
  applied_gift_cards: Array<AppliedGiftCard | null> | null;
}

export interface GiftCardCartDetailsData {
  cart: GiftCardCart | null;
}

/** The product page's gift card fields (public catalogue data: cached per store view). */
export const GiftCardProductByUrlKey = /* GraphQL */ `
  query GiftCardProductByUrlKey($urlKey: String!) {
    products(filter: { url_key: { eq: $urlKey } }, pageSize: 1) {
      items {
        uid
        sku
        price_range {
          minimum_price {
            final_price {
              currency
            }
          }
        }
        ... on GiftCardProduct {
          allow_open_amount
          open_amount_min
          open_amount_max
          allow_message
          message_max_length
          lifetime
          giftcard_amounts {
            uid
            value
          }
        }
      }
    }
  }
`;

/** `giftCardAccount`: a code's balance, in the card's own currency. */
export const GiftCardBalance = /* GraphQL */ `
  query GiftCardBalance($code: String!) {
    giftCardAccount(input: { gift_card_code: $code }) {
      code
      balance {
        value
        currency
      }
      expiration_date
    }
  }
`;

/** `applyGiftCardToCart`, answering the whole cart as every cart operation does. */
export const ApplyGiftCardToCart = /* GraphQL */ `
  mutation ApplyGiftCardToCart($cartId: String!, $code: String!) {
    applyGiftCardToCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      cart {
        ...CartDetailsFields
        ...GiftCardCartFields
      }
    }
  }
  ${CartDetailsFields}
  ${GiftCardCartFields}
`;

/** `removeGiftCardFromCart`, answering the whole cart. */
export const RemoveGiftCardFromCart = /* GraphQL */ `
  mutation RemoveGiftCardFromCart($cartId: String!, $code: String!) {
    removeGiftCardFromCart(input: { cart_id: $cartId, gift_card_code: $code }) {
      cart {
        ...CartDetailsFields
        ...GiftCardCartFields
      }
    }
  }
  ${CartDetailsFields}
  ${GiftCardCartFields}
`;

/** The cards the signed-in customer's orders issued (extension part: `customer.purchased_gift_cards`). */
export const CustomerPurchasedGiftCards = /* GraphQL */ `
  query CustomerPurchasedGiftCards {
    customer {
      purchased_gift_cards {
        code
        balance {
          value
          currency
        }
        initial_balance {
          value
          currency
        }
        expiration_date
        recipient_name
        recipient_email
        order_number
        created_at
      }
    }
  }
`;

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

export interface GiftCardProductByUrlKeyData {
  products: { items: Array<GiftCardProductData | null> | null } | null;
}

export interface GiftCardAccount {
  code: string | null;
  balance: CartMoney | null;
  expiration_date: string | null;
}

export interface GiftCardBalanceData {
  giftCardAccount: GiftCardAccount | null;
}

export interface ApplyGiftCardToCartData {
  applyGiftCardToCart: { cart: CartDetails } | null;
}

export interface RemoveGiftCardFromCartData {
  removeGiftCardFromCart: { cart: CartDetails } | null;
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

export interface CustomerPurchasedGiftCardsData {
  customer: { purchased_gift_cards: PurchasedGiftCard[] } | null;
}

/** The signed-in customer's bought cards, newest first (account page, on the server with their token). */
export async function fetchPurchasedGiftCards(request: AccountRequest): Promise<PurchasedGiftCard[]> {
  const { data } = await request.client.query<CustomerPurchasedGiftCardsData>(CustomerPurchasedGiftCards, undefined, {
    ...request.options,
    cache: 'no-store',
  });
  return data.customer?.purchased_gift_cards ?? [];
}
