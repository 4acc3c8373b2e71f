/**
 * Cart operations (specification, sections 3 and 7): create a guest cart, read it network-only,
 * add products (with configurable and customizable options), update quantities and remove lines.
 * Every operation answers with the whole cart of section 3 that the mini cart and cart page show.
 */

/**
 * The cart fields the storefront shows (section 3), as Magento Open Source 2.4 has them. Gift card
 * lines and applied gift cards (Adobe Commerce) come apart, from GiftCardCartFields, only when the
 * backend has gift cards (lib/giftcard/cart.ts merges them into the cart's details).
 */
/**
 * A line's product (or chosen variant) regular and final price (section 3's `price.regularPrice`,
 * read from its non-deprecated twin `price_range.minimum_price.regular_price`): a special price
 * shows as the regular price struck through beside the line's.
 */
export const CartLineRegularPrice = /* GraphQL */ `
  fragment CartLineRegularPrice on PriceRange {
    minimum_price {
      regular_price {
        value
        currency
      }
      final_price {
        value
        currency
      }
    }
  }
`;

export const CartDetailsFields = /* GraphQL */ `
  fragment CartDetailsFields on Cart {
    id
    total_quantity
    is_virtual
    items {
      __typename
      uid
      quantity
      errors {
        code
        message
      }
      prices {
        price {
          value
          currency
        }
        row_total {
          value
          currency
        }
        price_including_tax {
          value
          currency
        }
        row_total_including_tax {
          value
          currency
        }
        total_item_discount {
          value
          currency
        }
      }
      product {
        uid
        name
        sku
        url_key
        url_suffix
        stock_status
        thumbnail {
          url
        }
        small_image {
          url
          label
        }
        price_range {
          ...CartLineRegularPrice
        }
      }
      ... on ConfigurableCartItem {
        configured_variant {
          uid
          sku
          stock_status
          small_image {
            url
            label
          }
          price_range {
            ...CartLineRegularPrice
          }
        }
        configurable_options {
          configurable_product_option_uid
          option_label
          configurable_product_option_value_uid
          value_label
        }
        customizable_options {
          customizable_option_uid
          label
          values {
            customizable_option_value_uid
            label
            value
          }
        }
      }
      ... on SimpleCartItem {
        customizable_options {
          customizable_option_uid
          label
          values {
            customizable_option_value_uid
            label
            value
          }
        }
      }
    }
    prices {
      grand_total {
        value
        currency
      }
      subtotal_excluding_tax {
        value
        currency
      }
      subtotal_including_tax {
        value
        currency
      }
      discounts {
        amount {
          value
          currency
        }
        label
      }
      applied_taxes {
        label
        amount {
          value
          currency
        }
      }
    }
    applied_coupons {
      code
    }
    available_payment_methods {
      code
      title
    }
    shipping_addresses {
      firstname
      lastname
      street
      city
      postcode
      telephone
      company
      region {
        code
        label
        region_id
      }
      country {
        code
      }
      available_shipping_methods {
        carrier_code
        carrier_title
        method_code
        method_title
        available
        amount {
          value
          currency
        }
        price_incl_tax {
          value
          currency
        }
        price_excl_tax {
          value
          currency
        }
      }
      selected_shipping_method {
        carrier_code
        method_code
        carrier_title
        method_title
        amount {
          value
          currency
        }
        price_incl_tax {
          value
          currency
        }
        price_excl_tax {
          value
          currency
        }
      }
    }
  }
  ${CartLineRegularPrice}
`;

/** Section 7: `createEmptyCart`, no payload, answers the new guest cart's id. */
export const CreateEmptyCart = /* GraphQL */ `
  mutation CreateEmptyCart {
    createEmptyCart
  }
`;

/** Section 7: `cart(cart_id)`, always read from the network. */
export const GetCartDetails = /* GraphQL */ `
  query GetCartDetails($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartDetailsFields
    }
  }
  ${CartDetailsFields}
`;

/** Section 7 "add item": the variant's SKU with its parent and the chosen option value uids. */
export const AddProductsToCart = /* GraphQL */ `
  mutation AddProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      user_errors {
        code
        message
      }
      cart {
        ...CartDetailsFields
      }
    }
  }
  ${CartDetailsFields}
`;

/** Section 7 "update item": a line's new quantity. */
export const UpdateCartItems = /* GraphQL */ `
  mutation UpdateCartItems($cartId: String!, $itemUid: ID!, $quantity: Float!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: [{ cart_item_uid: $itemUid, quantity: $quantity }] }) {
      cart {
        ...CartDetailsFields
      }
    }
  }
  ${CartDetailsFields}
`;

/** Section 7 "remove item": the line's uid. */
export const RemoveItemFromCart = /* GraphQL */ `
  mutation RemoveItemFromCart($cartId: String!, $itemUid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $itemUid }) {
      cart {
        ...CartDetailsFields
      }
    }
  }
  ${CartDetailsFields}
`;

/** Section 7 "apply coupon": one coupon code per cart. */
export const ApplyCouponToCart = /* GraphQL */ `
  mutation ApplyCouponToCart($cartId: String!, $couponCode: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $couponCode }) {
      cart {
        ...CartDetailsFields
      }
    }
  }
  ${CartDetailsFields}
`;

/** Section 7 "remove coupon": the cart's applied coupon. */
export const RemoveCouponFromCart = /* GraphQL */ `
  mutation RemoveCouponFromCart($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ...CartDetailsFields
      }
    }
  }
  ${CartDetailsFields}
`;

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
    sku: string;
    url_key?: string | null;
    url_suffix?: string | null;
    stock_status?: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
    thumbnail?: { url?: string | null } | null;
    small_image?: { url?: string | null; label?: string | null } | null;
    price_range?: CartLinePriceRange | null;
  };
  configurable_options?: CartItemOption[] | null;
  customizable_options?: Array<CartCustomizableOption | null> | null;
  /** The chosen variant of a configurable line: its own stock and picture (section 3). */
  configured_variant?: {
    uid: string;
    sku: string;
    stock_status?: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
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

export interface CreateEmptyCartData {
  createEmptyCart: string;
}

export interface GetCartDetailsData {
  cart: CartDetails | null;
}

export interface AddProductsToCartData {
  addProductsToCart: { user_errors: Array<{ code: string; message: string }>; cart: CartDetails } | null;
}

export interface UpdateCartItemsData {
  updateCartItems: { cart: CartDetails } | null;
}

export interface RemoveItemFromCartData {
  removeItemFromCart: { cart: CartDetails } | null;
}

export interface ApplyCouponToCartData {
  applyCouponToCart: { cart: CartDetails } | null;
}

export interface RemoveCouponFromCartData {
  removeCouponFromCart: { cart: CartDetails | null } | null;
}

export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
  entered_options?: Array<{ uid: string; value: string }>;
}
