/**
 * Cart operations (specification, sections 3 and 7): create a guest cart, read it network-only,
 * add products (with configurable and customizable options), update quantities and remove lines.
 * Every operation answers with the whole cart of section 3 that the mini cart and cart page show.
 */
import {
  CartLineRegularPriceFragmentDoc as CartLineRegularPrice,
  CartDetailsFieldsFragmentDoc as CartDetailsFields,
  CreateEmptyCartDocument as CreateEmptyCart,
  GetCartDetailsDocument as GetCartDetails,
  AddProductsToCartDocument as AddProductsToCart,
  UpdateCartItemsDocument as UpdateCartItems,
  RemoveItemFromCartDocument as RemoveItemFromCart,
  ApplyCouponToCartDocument as ApplyCouponToCart,
  RemoveCouponFromCartDocument as RemoveCouponFromCart,
} from '../generated/cart';
import type {
  CartDetailsFieldsFragment,
  CartItemInput,
  CartLineRegularPriceFragment,
  GiftCardCartFieldsFragment,
  ShippingMethodFieldsFragment,
} from '../generated/graphql';
export {
  CartLineRegularPrice,
  CartDetailsFields,
  CreateEmptyCart,
  GetCartDetails,
  AddProductsToCart,
  UpdateCartItems,
  RemoveItemFromCart,
  ApplyCouponToCart,
  RemoveCouponFromCart,
};

/**
 * The cart as the storefront keeps it: the generated answer of CartDetailsFields (cart.graphql) with
 * the gift card part (GiftCardCartFields, giftcard.graphql) merged in by lib/giftcard/cart.ts. A
 * line is one of Magento's CartItemInterface types: its fields are read as one object, those only
 * some line types select (configurable and customizable options, the gift card's) optional.
 */
type LineOf<Cart extends { items: ReadonlyArray<unknown> | null }> = NonNullable<NonNullable<Cart['items']>[number]>;
type FieldOf<U, K extends PropertyKey> = U extends unknown ? (K extends keyof U ? U[K] : never) : never;
type KeyOf<U> = U extends unknown ? keyof U : never;
type CommonKey<U> = Extract<keyof U, PropertyKey>;
/** The members of a union of selections as one object: a field absent from some members is optional. */
export type Merged<U> = { [K in CommonKey<U>]: FieldOf<U, K> } & { [K in Exclude<KeyOf<U>, CommonKey<U>>]?: FieldOf<U, K> };

/** What a gift card line says (Adobe Commerce's GiftCardCartItem, GiftCardCartFields). */
export type GiftCardLineFields = Omit<Merged<LineOf<GiftCardCartFieldsFragment>>, 'uid'>;

export type CartItem = Merged<LineOf<CartDetailsFieldsFragment>> & GiftCardLineFields;

export type CartDetails = Omit<CartDetailsFieldsFragment, 'items'> & {
  items: Array<CartItem | null> | null;
  /** Only while gift cards are on (merged from GiftCardCartFields). */
  applied_gift_cards?: GiftCardCartFieldsFragment['applied_gift_cards'];
};

/** Magento's Money as the cart selects it (`value`, `currency`). */
type Money = NonNullable<NonNullable<CartDetailsFieldsFragment['prices']>['grand_total']>;

/**
 * An amount as the cart formats it: Magento's Money, or one the storefront works out (a shipping
 * estimate, a balance left) whose currency is the cart's.
 */
export type CartMoney = Omit<Money, 'currency'> & { currency?: Money['currency'] | string };

/** A product's regular and final price (CartLineRegularPrice). */
export type CartLinePriceRange = CartLineRegularPriceFragment;

export type CartItemOption = NonNullable<CartItem['configurable_options']>[number];

export type CartCustomizableOption = NonNullable<NonNullable<CartItem['customizable_options']>[number]>;

export type CartShippingMethod = ShippingMethodFieldsFragment;

export type CartShippingAddress = NonNullable<NonNullable<CartDetails['shipping_addresses']>[number]>;

/** A gift card paying part of the cart (Adobe Commerce's AppliedGiftCard). */
export type AppliedGiftCard = NonNullable<NonNullable<GiftCardCartFieldsFragment['applied_gift_cards']>[number]>;

/** Magento's CartItemInput (the variables of AddProductsToCart). */
export type { CartItemInput };
