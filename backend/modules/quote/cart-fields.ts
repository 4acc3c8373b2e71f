/**
 * Field resolvers of Cart and the types inside it, reading a CartView's collected totals.
 */
import type { RequestContext } from '../../graphql/context';
import { toUid } from '../catalog/uids';
import { addressView } from './address';
import { money } from './money';
import { availablePaymentMethods, paymentMethodTitle } from './payment';
import type { ShippingMethodQuote } from './shipping';
import type { CartView } from './cart-view';
import type { CartLine } from './totals';

function shippingMethodView(method: ShippingMethodQuote, currency: string) {
  return {
    carrier_code: method.carrier_code,
    method_code: method.method_code,
    carrier_title: method.carrier_title,
    method_title: method.method_title,
    amount: money(method.amount, currency),
    // Deprecated in 2.4.6: the amount in the base currency, which is the store view's own here.
    base_amount: money(method.amount, currency),
    price_excl_tax: money(method.priceExclTax, currency),
    price_incl_tax: money(method.priceInclTax, currency),
  };
}

function shippingAddresses(cart: CartView) {
  const { shippingAddress, shippingMethods, selectedShipping } = cart.totals;
  if (!shippingAddress) return [];
  const currency = cart.context.currency;
  return [
    {
      __typename: 'ShippingCartAddress',
      ...addressView(cart.context, shippingAddress),
      available_shipping_methods: shippingMethods.map((m) => ({
        ...shippingMethodView(m, currency),
        error_message: null,
        available: true,
      })),
      selected_shipping_method: selectedShipping ? shippingMethodView(selectedShipping, currency) : null,
      // The whole cart ships to its one address.
      items_weight: cart.totals.lines.reduce((weight, line) => weight + ((line.variant ?? line.product).weight ?? 0) * line.item.qty, 0),
      cart_items: cart.totals.lines.map((line) => ({ cart_item_id: line.item.item_id, quantity: line.item.qty })),
      cart_items_v2: cart.totals.lines,
      pickup_location_code: null,
    },
  ];
}

const lineMoney = (pick: (line: CartLine) => number) => (line: CartLine, _: unknown, context: RequestContext) =>
  money(pick(line), context.currency);

export const cartItemFields = {
  id: (line: CartLine) => String(line.item.item_id),
  uid: (line: CartLine) => toUid(line.item.item_id),
  quantity: (line: CartLine) => line.item.qty,
  prices: (line: CartLine) => line,
  product: (line: CartLine) => line.product,
  errors: (line: CartLine) => line.errors,
  customizable_options: (line: CartLine) => line.customizableOptions,
};

/** Gift messages per item are off in this shop (Magento's sales/gift_options/allow_items = 0). */
const giftMessageField = { gift_message: () => null };

export const cartFieldResolvers = {
  Cart: {
    id: (cart: CartView) => cart.quote.masked_id,
    items: (cart: CartView) => cart.totals.lines,
    applied_coupon: (cart: CartView) => (cart.totals.rule ? { code: cart.totals.rule.code } : null),
    applied_coupons: (cart: CartView) => (cart.totals.rule ? [{ code: cart.totals.rule.code }] : null),
    email: (cart: CartView) => cart.quote.customer_email,
    shipping_addresses: shippingAddresses,
    billing_address: (cart: CartView) =>
      cart.totals.billingAddress ? { __typename: 'BillingCartAddress', ...addressView(cart.context, cart.totals.billingAddress) } : null,
    available_payment_methods: (cart: CartView) => availablePaymentMethods(cart.context.db, cart.quote.store_id, cart.totals.grandTotal, cart.context.config),
    selected_payment_method: (cart: CartView) => ({
      code: cart.quote.payment_method ?? '',
      title: paymentMethodTitle(cart.context.db, cart.quote.store_id, cart.quote.payment_method ?? ''),
      purchase_order_number: cart.quote.purchase_order_number,
    }),
    prices: (cart: CartView) => cart,
    total_quantity: (cart: CartView) => cart.totals.totalQuantity,
    is_virtual: (cart: CartView) => cart.totals.isVirtual,
    gift_message: () => null,
  },
  CartPrices: {
    grand_total: (cart: CartView) => money(cart.totals.grandTotal, cart.context.currency),
    subtotal_including_tax: (cart: CartView) => money(cart.totals.subtotalInclTax, cart.context.currency),
    subtotal_excluding_tax: (cart: CartView) => money(cart.totals.subtotalExclTax, cart.context.currency),
    subtotal_with_discount_excluding_tax: (cart: CartView) => money(cart.totals.subtotalWithDiscountExclTax, cart.context.currency),
    applied_taxes: (cart: CartView) =>
      cart.totals.appliedTaxes.map((tax) => ({ label: tax.label, amount: money(tax.amount, cart.context.currency) })),
    discounts: (cart: CartView) =>
      cart.totals.rule && cart.totals.discount > 0
        ? [{ label: cart.totals.rule.label, amount: money(cart.totals.discount, cart.context.currency) }]
        : null,
    /** The deprecated CartDiscount: the discount's amount and labels, null without one. */
    discount: (cart: CartView) =>
      cart.totals.rule && cart.totals.discount > 0
        ? { label: [cart.totals.rule.label], amount: money(cart.totals.discount, cart.context.currency) }
        : null,
  },
  CartItemInterface: {
    __resolveType: (line: CartLine) =>
      line.product.type_id === 'configurable'
        ? 'ConfigurableCartItem'
        : line.options.giftcard
          ? 'GiftCardCartItem'
          : line.isVirtual
            ? 'VirtualCartItem'
            : 'SimpleCartItem',
  },
  SimpleCartItem: { ...cartItemFields, ...giftMessageField },
  VirtualCartItem: cartItemFields,
  ConfigurableCartItem: {
    ...cartItemFields,
    ...giftMessageField,
    configurable_options: (line: CartLine) => line.configurableOptions,
    configured_variant: (line: CartLine) => line.variant,
  },
  CartItemPrices: {
    price: lineMoney((line) => line.price),
    price_including_tax: lineMoney((line) => line.priceInclTax),
    row_total: lineMoney((line) => line.rowTotal),
    row_total_including_tax: lineMoney((line) => line.rowTotalInclTax),
    total_item_discount: lineMoney((line) => line.discount),
    discounts: (line: CartLine, _: unknown, context: RequestContext) =>
      line.discountLabel && line.discount > 0 ? [{ label: line.discountLabel, amount: money(line.discount, context.currency) }] : null,
    fixed_product_taxes: () => [],
  },
  CartAddressInterface: {
    __resolveType: (address: { __typename: string }) => address.__typename,
  },
};
