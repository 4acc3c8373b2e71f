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
import type { ProductStockStatus } from '../generated/graphql';
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

export interface CartMoney {
  value: number | null;
  currency?: string | null;
}

export interface CartItemOption {
  configurable_product_option_uid: string;
  option_label: string;
  configurable_product_option_value_uid: string;
  value_label: string;
}

export interface CartCustomizableOption {
  customizable_option_uid: string;
  label: string;
  /** A text option's one value has the option's own uid; a chosen value has its value uid. */
  values: Array<{ customizable_option_value_uid: string; label: string; value: string } | null>;
}

/** What a gift card line says (Adobe Commerce's GiftCardCartItem). */
export interface GiftCardLineFields {
  amount?: CartMoney | null;
  sender_name?: string | null;
  sender_email?: string | null;
  recipient_name?: string | null;
  recipient_email?: string | null;
  message?: string | null;
}

/** A product's regular and final price (CartLineRegularPrice). */
export interface CartLinePriceRange {
  minimum_price?: { regular_price?: CartMoney | null; final_price?: CartMoney | null } | null;
}

export interface CartItem extends GiftCardLineFields {
  __typename?: string;
  uid: string;
  quantity: number;
  errors?: Array<{ code: string; message: string }> | null;
  prices?: {
    price: CartMoney;
    row_total: CartMoney;
    /** Magento 2.4.6's tax-inclusive amounts, shown where the store view displays prices with tax. */
    price_including_tax?: CartMoney | null;
    row_total_including_tax?: CartMoney | null;
    total_item_discount?: CartMoney | null;
  } | null;
  product: {
    uid: string;
    name?: string | null;
    sku: string | null;
    url_key?: string | null;
    url_suffix?: string | null;
    stock_status?: ProductStockStatus | null;
    thumbnail?: { url?: string | null } | null;
    small_image?: { url?: string | null; label?: string | null } | null;
    price_range?: CartLinePriceRange | null;
  };
  configurable_options?: CartItemOption[] | null;
  customizable_options?: Array<CartCustomizableOption | null> | null;
  /** The chosen variant of a configurable line: its own stock and picture (section 3). */
  configured_variant?: {
    uid: string;
    sku: string | null;
    stock_status?: ProductStockStatus | null;
    small_image?: { url?: string | null; label?: string | null } | null;
    price_range?: CartLinePriceRange | null;
  } | null;
}

export interface CartDetails {
  id: string;
  total_quantity: number;
  items: Array<CartItem | null> | null;
  prices?: {
    grand_total?: CartMoney | null;
    subtotal_excluding_tax?: CartMoney | null;
    subtotal_including_tax?: CartMoney | null;
    discounts?: Array<{ amount: CartMoney; label: string } | null> | null;
    applied_taxes?: Array<{ label?: string | null; amount: CartMoney } | null> | null;
  } | null;
  applied_coupons?: Array<{ code: string } | null> | null;
  /** The payment methods the cart can be paid with now (the checkout's payment step offers them). */
  available_payment_methods?: Array<{ code: string; title: string } | null> | null;
  /**
   * The shipping address given at checkout with the methods priced for the cart as it is now (a
   * coupon granting free shipping included) and the one chosen.
   */
  shipping_addresses?: Array<CartShippingAddress | null> | null;
  /** Nothing to ship (gift cards only): the checkout asks for a billing address and no shipping method. */
  is_virtual?: boolean | null;
  applied_gift_cards?: Array<AppliedGiftCard | null> | null;
}

export interface CartShippingMethod {
  carrier_code: string;
  carrier_title: string;
  method_code: string | null;
  method_title: string | null;
  available: boolean;
  amount: CartMoney;
  price_incl_tax?: CartMoney | null;
  price_excl_tax?: CartMoney | null;
}

export interface CartShippingAddress {
  firstname?: string | null;
  lastname?: string | null;
  street?: Array<string | null> | null;
  city?: string | null;
  postcode?: string | null;
  telephone?: string | null;
  company?: string | null;
  region?: { code?: string | null; label?: string | null; region_id?: number | null } | null;
  country?: { code?: string | null } | null;
  available_shipping_methods?: Array<CartShippingMethod | null> | null;
  /** The method chosen at checkout, with its price: the cart summary's shipping line. */
  selected_shipping_method?: {
    carrier_code: string;
    method_code: string;
    carrier_title?: string | null;
    method_title?: string | null;
    amount?: CartMoney | null;
    price_incl_tax?: CartMoney | null;
    price_excl_tax?: CartMoney | null;
  } | null;
}

/** A gift card paying part of the cart (Adobe Commerce's AppliedGiftCard). */
export interface AppliedGiftCard {
  code: string | null;
  applied_balance: CartMoney | null;
  current_balance: CartMoney | null;
  expiration_date: string | null;
}

export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
  entered_options?: Array<{ uid: string; value: string }>;
}
