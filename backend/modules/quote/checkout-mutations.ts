/**
 * Checkout on a cart: coupons, the guest's email, shipping and billing addresses, the shipping
 * method and the payment method, with Magento's validation texts and categories.
 */
import type { RequestContext } from '../../graphql/context';
import { inputError, noSuchEntityError } from '../../graphql/errors';
import { cartAddressFromBook } from '../customer/addresses';
import { validateAddress, type CartAddressInput } from './address';
import { INVALID_COUPON, findCartRule } from './cart-rules';
import { getCartForUser, missing, requestCustomerId } from './cart-access';
import { CartView, changeCart } from './cart-view';
import { assertPaymentDetails, availablePaymentMethods } from './payment';
import { quoteItems, saveAddress, setShippingMethod, updateQuote, type AddressData, type QuoteRow } from './quotes';
import { shippingMethodCode } from './shipping';
import { PAYPAL_EXPRESS, approvePaypalExpress } from '../sales/sandbox/paypal-express';
import { EMAIL } from '../shared/email';

const SHIPPING_ADDRESS_MISSING = 'The shipping address is missing. Set the address and try again.';

const hasItems = (quote: QuoteRow, context: RequestContext) => quoteItems(context.db, quote.entity_id).length > 0;

function applyCoupon(context: RequestContext, input: { cart_id?: string | null; coupon_code?: string | null }) {
  if (!input.cart_id) throw missing('cart_id');
  if (!input.coupon_code) throw missing('coupon_code');
  const quote = getCartForUser(context, input.cart_id);
  // A code that no longer applies (expired since) doesn't block another one.
  if (quote.coupon_code && findCartRule(context, quote.coupon_code)) {
    throw inputError('A coupon is already applied to the cart. Please remove it to apply another');
  }
  if (!hasItems(quote, context)) throw noSuchEntityError('Cart does not contain products.');
  const rule = findCartRule(context, input.coupon_code);
  if (!rule) throw noSuchEntityError(INVALID_COUPON);
  return { cart: changeCart(context, quote, () => updateQuote(context.db, quote, { coupon_code: rule.code })) };
}

function removeCoupon(context: RequestContext, input: { cart_id?: string | null }) {
  if (!input.cart_id) throw missing('cart_id');
  const quote = getCartForUser(context, input.cart_id);
  if (!hasItems(quote, context)) throw noSuchEntityError('Cart does not contain products');
  return { cart: changeCart(context, quote, () => updateQuote(context.db, quote, { coupon_code: null })) };
}

function setGuestEmail(context: RequestContext, input: { cart_id?: string | null; email?: string | null }) {
  if (!input.cart_id) throw missing('cart_id');
  if (!input.email) throw missing('email');
  const email = input.email.trim();
  if (!EMAIL.test(email)) throw inputError('Invalid email format');
  if (requestCustomerId(context) !== null) throw inputError('The request is not allowed for logged in customers');
  const quote = getCartForUser(context, input.cart_id);
  return { cart: changeCart(context, quote, () => updateQuote(context.db, quote, { customer_email: email })) };
}

interface AddressChoice {
  customer_address_id?: number | null;
  address?: CartAddressInput | null;
}

/** Magento's GetShippingAddress / billing counterpart: an address from the input, validated. */
function addressFrom(context: RequestContext, choice: AddressChoice, kind: 'Shipping' | 'Billing'): AddressData {
  const name = kind.toLowerCase();
  if (!choice.customer_address_id && !choice.address) {
    throw inputError(`The ${name} address must contain either "customer_address_id" or "address".`);
  }
  if (choice.customer_address_id && choice.address) {
    throw inputError(`The ${name} address cannot contain "customer_address_id" and "address" at the same time.`);
  }
  // An address book entry: the customer's own (a guest has none), checked again for this cart.
  if (!choice.address) return cartAddressFromBook(context, choice.customer_address_id!, kind);
  return validateAddress(context, choice.address, kind);
}

function setShippingAddresses(
  context: RequestContext,
  input: { cart_id?: string | null; shipping_addresses?: Array<AddressChoice & { customer_notes?: string | null }> | null },
) {
  if (!input.cart_id) throw missing('cart_id');
  if (!input.shipping_addresses?.length) throw missing('shipping_addresses');
  const quote = getCartForUser(context, input.cart_id);
  if (input.shipping_addresses.length > 1) throw inputError('You cannot specify multiple shipping addresses.');
  const [choice] = input.shipping_addresses;
  const address = { ...addressFrom(context, choice, 'Shipping'), customer_notes: choice.customer_notes?.trim() || null };
  if (new CartView(context, quote).totals.isVirtual) {
    throw noSuchEntityError('The Cart includes virtual product(s) only, so a shipping address is not used.');
  }
  return { cart: changeCart(context, quote, () => saveAddress(context.db, quote.entity_id, 'shipping', address)) };
}

function setBillingAddress(
  context: RequestContext,
  input: {
    cart_id?: string | null;
    billing_address?: (AddressChoice & { same_as_shipping?: boolean | null; use_for_shipping?: boolean | null }) | null;
  },
) {
  if (!input.cart_id) throw missing('cart_id');
  if (!input.billing_address) throw missing('billing_address');
  const choice = input.billing_address;
  const sameAsShipping = Boolean(choice.same_as_shipping ?? choice.use_for_shipping);
  const quote = getCartForUser(context, input.cart_id);
  const cart = new CartView(context, quote);
  // Magento 2.4.7: same_as_shipping alone copies the shipping address to the billing address.
  if (sameAsShipping && !choice.address && !choice.customer_address_id) {
    const shipping = cart.totals.shippingAddress;
    if (!shipping) throw inputError(`Could not use the "same_as_shipping" option, because the shipping address has not been set.`);
    const { address_id: _id, quote_id: _quote, address_type: _type, shipping_method: _method, ...address } = shipping;
    return { cart: changeCart(context, quote, () => saveAddress(context.db, quote.entity_id, 'billing', address)) };
  }
  const address = addressFrom(context, choice, 'Billing');
  const alsoShipping = sameAsShipping && !cart.totals.isVirtual;
  return {
    cart: changeCart(context, quote, () => {
      saveAddress(context.db, quote.entity_id, 'billing', address);
      if (alsoShipping) saveAddress(context.db, quote.entity_id, 'shipping', address);
    }),
  };
}

function setShippingMethods(
  context: RequestContext,
  input: { cart_id?: string | null; shipping_methods?: Array<{ carrier_code: string; method_code: string }> | null },
) {
  if (!input.cart_id) throw missing('cart_id');
  if (!input.shipping_methods?.length) throw missing('shipping_methods');
  if (input.shipping_methods.length > 1) throw inputError('You cannot specify multiple shipping methods.');
  const [{ carrier_code: carrier, method_code: method }] = input.shipping_methods;
  if (!carrier) throw inputError('Required parameter "carrier_code" is missing.');
  if (!method) throw inputError('Required parameter "method_code" is missing.');
  const quote = getCartForUser(context, input.cart_id);
  const { totals } = new CartView(context, quote);
  if (!totals.lines.length) throw inputError("The shipping method can't be set for an empty cart. Add an item to cart and try again.");
  if (!totals.shippingAddress) throw inputError(SHIPPING_ADDRESS_MISSING);
  if (!totals.shippingMethods.some((m) => m.carrier_code === carrier && m.method_code === method)) {
    throw noSuchEntityError(`Carrier with such method not found: ${carrier}, ${method}`);
  }
  return { cart: changeCart(context, quote, () => setShippingMethod(context.db, quote.entity_id, shippingMethodCode(carrier, method))) };
}

function setPaymentMethod(
  context: RequestContext,
  input: {
    cart_id?: string | null;
    payment_method?: {
      code?: string | null;
      purchase_order_number?: string | null;
      paypal_express?: { payer_id?: string | null; token?: string | null } | null;
    } | null;
  },
) {
  if (!input.cart_id) throw missing('cart_id');
  const code = input.payment_method?.code?.trim();
  if (!code) throw inputError('Required parameter "code" for "payment_method" is missing.');
  const quote = getCartForUser(context, input.cart_id);
  const { totals } = new CartView(context, quote);
  if (!totals.isVirtual && !totals.shippingAddress) throw inputError(SHIPPING_ADDRESS_MISSING);
  if (!availablePaymentMethods(context.db, quote.store_id, totals.grandTotal, context.config).some((m) => m.code === code)) {
    throw inputError('The requested Payment Method is not available.');
  }
  const purchaseOrderNumber = input.payment_method?.purchase_order_number?.trim() || null;
  assertPaymentDetails(code, purchaseOrderNumber);
  // Magento_PaypalGraphQl's plugin: the buyer's PayerID and token, checked with "PayPal" (the sandbox).
  const paypal = input.payment_method?.paypal_express;
  if (code === PAYPAL_EXPRESS && paypal?.payer_id && paypal.token) approvePaypalExpress(context, quote, paypal);
  return {
    cart: changeCart(context, quote, () =>
      updateQuote(context.db, quote, { payment_method: code, purchase_order_number: purchaseOrderNumber }),
    ),
  };
}

type Input<T> = { input?: T | null };

export const checkoutMutations = {
  applyCouponToCart: (_: unknown, args: Input<Parameters<typeof applyCoupon>[1]>, context: RequestContext) =>
    applyCoupon(context, args.input ?? {}),
  removeCouponFromCart: (_: unknown, args: Input<Parameters<typeof removeCoupon>[1]>, context: RequestContext) =>
    removeCoupon(context, args.input ?? {}),
  setGuestEmailOnCart: (_: unknown, args: Input<Parameters<typeof setGuestEmail>[1]>, context: RequestContext) =>
    setGuestEmail(context, args.input ?? {}),
  setShippingAddressesOnCart: (_: unknown, args: Input<Parameters<typeof setShippingAddresses>[1]>, context: RequestContext) =>
    setShippingAddresses(context, args.input ?? {}),
  setBillingAddressOnCart: (_: unknown, args: Input<Parameters<typeof setBillingAddress>[1]>, context: RequestContext) =>
    setBillingAddress(context, args.input ?? {}),
  setShippingMethodsOnCart: (_: unknown, args: Input<Parameters<typeof setShippingMethods>[1]>, context: RequestContext) =>
    setShippingMethods(context, args.input ?? {}),
  setPaymentMethodOnCart: (_: unknown, args: Input<Parameters<typeof setPaymentMethod>[1]>, context: RequestContext) =>
    setPaymentMethod(context, args.input ?? {}),
};
