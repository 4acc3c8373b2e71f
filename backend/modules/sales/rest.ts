/**
 * Magento's checkout REST calls, as the storefront sends them (spec section 7):
 *
 *   POST /rest/{store}/V1/guest-carts/{cartId}/shipping-information  → PaymentDetails { payment_methods, totals }
 *   POST /rest/{store}/V1/guest-carts/{cartId}/payment-information   → the order id (entity id, as a JSON string)
 *   POST /rest/{store}/V1/carts/mine/shipping-information            → the same for the signed-in customer's
 *   POST /rest/{store}/V1/carts/mine/payment-information               active cart (Authorization: Bearer)
 *
 * Errors use Magento's REST texts and statuses: a missing body field is 400 '"%fieldName" is
 * required. Enter and try again.', an unknown or inactive cart 404 'No such entity with %fieldName =
 * %fieldValue' (for carts/mine: no active cart, by customerId), validation 400 with the first
 * problem's text, carts/mine without a valid customer token 401.
 */
import type { BackendServices, RequestContext } from '../../graphql/context';
import { MagentoAggregateError, MagentoGraphQlError } from '../../graphql/errors';
import { RestError, type RestRequest, type RestRoute } from '../../rest/router';
import { AGREEMENTS_NOT_ACCEPTED, agreementsAccepted } from '../checkout-agreement/resolvers';
import { validateAddress, type CartAddressInput } from '../quote/address';
import { EMAIL } from '../shared/email';
import { availablePaymentMethods } from '../quote/payment';
import { saveAddress, setShippingMethod, updateQuote } from '../quote/quotes';
import { customerCart, guestCart, isObject, required, type RestCart } from '../quote/rest-carts';
import { shippingMethodCode } from '../quote/shipping';
import { collectTotals, type CartTotals } from '../quote/totals';
import { saveCardFromOrder } from '../vault/payment-tokens';
import { InactiveCartError, PlaceOrderError, placeOrder } from './place-order';

/** Magento's AddressInterface as REST sends it. */
interface RestAddress {
  firstname?: string;
  lastname?: string;
  company?: string;
  street?: string[] | string;
  city?: string;
  region?: string | { region?: string; region_code?: string; region_id?: number };
  region_id?: number | string;
  region_code?: string;
  postcode?: string;
  country_id?: string;
  telephone?: string;
  vat_id?: string;
  email?: string;
}

function fieldOf(body: unknown, name: string): Record<string, unknown> {
  const value = isObject(body) ? body[name] : undefined;
  if (!isObject(value)) throw required(name);
  return value;
}

/** Validates a REST address with the cart's validators, answering their first problem as Magento's 400. */
function restAddress(context: RequestContext, value: unknown, kind: 'Shipping' | 'Billing') {
  if (!isObject(value)) throw required(kind === 'Shipping' ? 'shipping_address' : 'billing_address');
  const a = value as RestAddress;
  const nested = isObject(a.region) ? a.region : undefined;
  const regionId = Number(nested?.region_id ?? a.region_id) || null;
  const input: CartAddressInput = {
    firstname: a.firstname ?? '',
    lastname: a.lastname ?? '',
    company: a.company ?? null,
    street: Array.isArray(a.street) ? a.street.map(String) : a.street ? [String(a.street)] : [],
    city: a.city ?? '',
    region: nested?.region_code ?? nested?.region ?? a.region_code ?? (typeof a.region === 'string' ? a.region : null),
    region_id: regionId,
    postcode: a.postcode ?? null,
    country_code: a.country_id ?? '',
    telephone: a.telephone ?? null,
    vat_id: a.vat_id ?? null,
  };
  try {
    return { address: validateAddress(context, input, kind) };
  } catch (error) {
    if (error instanceof MagentoAggregateError) throw new RestError(400, error.errors[0]?.message ?? error.message);
    if (error instanceof MagentoGraphQlError) throw new RestError(400, error.message);
    throw error;
  }
}

/** Magento's TotalsInterface (the amounts the storefront's summary reads), in the cart's currency. */
export function restTotals(totals: CartTotals, currency: string, couponCode: string | null) {
  const shipping = totals.selectedShipping;
  const tax = totals.lines.reduce((sum, l) => sum + l.tax, 0) + (shipping?.tax ?? 0);
  const taxAmount = Math.round(tax * 100) / 100;
  const both = (name: string, value: number) => ({ [name]: value, [`base_${name}`]: value });
  return {
    ...both('grand_total', totals.grandTotal),
    ...both('subtotal', totals.subtotalExclTax),
    ...both('discount_amount', -totals.discount),
    ...both('subtotal_with_discount', totals.subtotalWithDiscountExclTax),
    ...both('shipping_amount', shipping?.priceExclTax ?? 0),
    ...both('shipping_discount_amount', 0),
    ...both('tax_amount', taxAmount),
    weee_tax_applied_amount: null,
    ...both('shipping_tax_amount', shipping?.tax ?? 0),
    ...both('subtotal_incl_tax', totals.subtotalInclTax),
    ...both('shipping_incl_tax', shipping?.priceInclTax ?? 0),
    base_currency_code: currency,
    quote_currency_code: currency,
    ...(totals.rule && couponCode ? { coupon_code: couponCode } : {}),
    items_qty: totals.totalQuantity,
    items: totals.lines.map((l) => ({
      item_id: l.item.item_id,
      ...both('price', l.price),
      qty: l.item.qty,
      ...both('row_total', l.rowTotal),
      row_total_with_discount: 0,
      ...both('tax_amount', l.tax),
      ...both('discount_amount', l.discount),
      ...both('price_incl_tax', l.priceInclTax),
      ...both('row_total_incl_tax', l.rowTotalInclTax),
      options: JSON.stringify(
        l.customizableOptions.map((o) => ({ label: o.label, value: o.values.map((v) => v.label || v.value).join(', ') })),
      ),
      weee_tax_applied_amount: null,
      weee_tax_applied: null,
      name: l.product.name,
    })),
    total_segments: [
      { code: 'subtotal', title: 'Subtotal', value: totals.subtotalInclTax },
      ...(totals.discount ? [{ code: 'discount', title: totals.rule?.label ?? 'Discount', value: -totals.discount }] : []),
      ...(shipping
        ? [
            {
              code: 'shipping',
              title: `Shipping & Handling (${shipping.carrier_title} - ${shipping.method_title})`,
              value: shipping.priceInclTax,
            },
          ]
        : []),
      { code: 'tax', title: 'Tax', value: taxAmount },
      // Adobe Commerce's gift card total: what the applied cards pay.
      ...(totals.giftCardsAmount ? [{ code: 'giftcardaccount', title: 'Gift Cards', value: -totals.giftCardsAmount }] : []),
      { code: 'grand_total', title: 'Grand Total', value: totals.grandTotal, area: 'footer' },
    ],
  };
}

/** ShippingInformationManagement::saveAddressInformation (the body is checked before the cart is looked up). */
function saveShippingInformation(body: unknown, findCart: () => RestCart) {
  const info = fieldOf(body, 'addressInformation');
  if (!isObject(info.shipping_address)) throw required('shipping_address');
  const carrier = typeof info.shipping_carrier_code === 'string' ? info.shipping_carrier_code : '';
  const method = typeof info.shipping_method_code === 'string' ? info.shipping_method_code : '';
  const { quote, context, notFound } = findCart();
  if (!quote.is_active) throw notFound;
  if (!carrier || !method) throw new RestError(400, 'The shipping method is missing. Select the shipping method and try again.');
  const shipping = restAddress(context, info.shipping_address, 'Shipping');
  const billing = isObject(info.billing_address) ? restAddress(context, info.billing_address, 'Billing') : null;

  const totals = context.db
    .transaction(() => {
      const before = collectTotals(context, quote);
      if (!before.lines.length) {
        throw new RestError(400, "The shipping method can't be set for an empty cart. Add an item to cart and try again.");
      }
      if (before.isVirtual) throw new RestError(400, 'The Cart includes virtual product(s) only, so a shipping address is not used.');
      saveAddress(context.db, quote.entity_id, 'shipping', shipping.address);
      if (billing) saveAddress(context.db, quote.entity_id, 'billing', billing.address);
      const withAddress = collectTotals(context, quote);
      if (!withAddress.shippingMethods.some((m) => m.carrier_code === carrier && m.method_code === method)) {
        throw new RestError(404, 'Carrier with such method not found: %1, %2', [carrier, method]);
      }
      setShippingMethod(context.db, quote.entity_id, shippingMethodCode(carrier, method));
      updateQuote(context.db, quote, {});
      return collectTotals(context, quote);
    })
    .immediate();
  return {
    payment_methods: availablePaymentMethods(context.db, quote.store_id, totals.grandTotal, context.config).map(({ code, title }) => ({ code, title })),
    totals: restTotals(totals, context.store.currency, quote.coupon_code),
  };
}

/** The paymentMethod of a payment-information body (checked before the cart is looked up). */
function paymentMethodOf(body: unknown) {
  const payment = fieldOf(body, 'paymentMethod');
  const methodCode = typeof payment.method === 'string' ? payment.method.trim() : '';
  if (!methodCode) throw required('method');
  return payment;
}

/**
 * (Guest)PaymentInformationManagement::savePaymentInformationAndPlaceOrder: billing address, e-mail
 * and payment method are saved and the order placed in one transaction, with the card saved when
 * the customer asked for it (vault/payment-tokens.ts). A repeat for a guest cart already ordered
 * answers the same order id (see place-order.ts for why). Where the store view has terms and
 * conditions to tick, the body must carry their ids (checkout-agreement/resolvers.ts).
 */
function placeWithPaymentInformation(body: unknown, payment: Record<string, unknown>, cart: RestCart, email: string) {
  const { quote, context } = cart;
  const extension = isObject(payment.extension_attributes) ? payment.extension_attributes : {};
  if (!agreementsAccepted(context.db, context.store.store_id, extension.agreement_ids)) throw new RestError(400, AGREEMENTS_NOT_ACCEPTED);
  const methodCode = String(payment.method).trim();
  const billingInput = isObject(body) ? body.billingAddress : undefined;
  const billing = isObject(billingInput) ? restAddress(context, billingInput, 'Billing') : null;
  const additionalData = isObject(payment.additional_data) ? payment.additional_data : {};
  const poNumber = typeof payment.po_number === 'string' ? payment.po_number.trim() || null : null;
  try {
    const { order } = context.db
      .transaction(() => {
        const placed = placeOrder(context, quote.entity_id, {
          onInactive: 'existing',
          additionalData,
          prepare: (current) => {
            if (billing) saveAddress(context.db, current.entity_id, 'billing', billing.address);
            updateQuote(context.db, current, { customer_email: email, payment_method: methodCode, purchase_order_number: poNumber });
          },
        });
        if (placed.created) saveCardFromOrder(context.db, placed.order);
        return placed;
      })
      .immediate();
    return String(order.entity_id);
  } catch (error) {
    if (error instanceof InactiveCartError) throw cart.notFound;
    if (error instanceof PlaceOrderError) throw new RestError(400, error.message);
    throw error;
  }
}

function guestPaymentInformation(request: RestRequest, params: Record<string, string>, services: BackendServices) {
  const payment = paymentMethodOf(request.body);
  const email = isObject(request.body) && typeof request.body.email === 'string' ? request.body.email.trim() : '';
  if (!email) throw required('email');
  if (!EMAIL.test(email)) throw new RestError(400, 'Invalid email format');
  return placeWithPaymentInformation(request.body, payment, guestCart(request, services, params.cartId), email);
}

/** The customer's order goes under their account's e-mail, whatever the body says. */
function customerPaymentInformation(request: RestRequest, _params: Record<string, string>, services: BackendServices) {
  const cart = customerCart(request, services);
  const payment = paymentMethodOf(request.body);
  return placeWithPaymentInformation(request.body, payment, cart, cart.customer.email);
}

export const salesRest: RestRoute[] = [
  {
    method: 'POST',
    pattern: 'guest-carts/:cartId/shipping-information',
    handler: (request, params, services) => saveShippingInformation(request.body, () => guestCart(request, services, params.cartId)),
  },
  { method: 'POST', pattern: 'guest-carts/:cartId/payment-information', handler: guestPaymentInformation },
  {
    method: 'POST',
    pattern: 'carts/mine/shipping-information',
    handler: (request, _params, services) => {
      const cart = customerCart(request, services); // a customer's call is authorised before its body is read
      return saveShippingInformation(request.body, () => cart);
    },
  },
  { method: 'POST', pattern: 'carts/mine/payment-information', handler: customerPaymentInformation },
];
