/**
 * Placing an order (Magento's QuoteManagement::placeOrder): the cart's totals are collected once
 * more, checked (Magento's QuoteValidator texts), stock is reserved, and the order, its items,
 * addresses and payment are written with the confirmation e-mail, and the cart turns inactive —
 * all in one write transaction begun with the write lock (`.immediate()`), so that nothing it read
 * can change before it commits.
 * An order left in pending_payment by its payment method (a sandbox redirect or 3-D Secure) gets
 * its e-mail when the payment completes instead (sandbox/payments.ts); a refused payment
 * (PaymentDeclinedError) rolls everything back, so the cart stays active and nothing is reserved.
 *
 * Exactly once: sales_order.quote_id is unique and the transaction first re-reads the cart, so a
 * cart becomes at most one order however many requests race for it. What a later request for the
 * same cart hears is the caller's choice (`onInactive`):
 *  - 'existing' (REST payment-information, which the storefront sends): the order already placed
 *    from that cart, so a double click or a retried request lands on the same order id. Knowing
 *    the masked cart id is what lets a guest place the order in the first place, so this tells the
 *    caller nothing it could not have learnt.
 *  - 'error' (GraphQL placeOrder): Magento's "The cart isn't active.", as Magento answers.
 */
import type { RequestContext } from '../../graphql/context';
import { STOCK_MESSAGES, reserveStock } from '../quote/inventory';
import { roundPrice } from '../quote/money';
import { availablePaymentMethods, paymentMethodTitle, validatePaymentDetails } from '../quote/payment';
import { quoteById, updateQuote, type QuoteAddressRow, type QuoteRow } from '../quote/quotes';
import { collectTotals } from '../quote/totals';
import { displaysPricesWithTax } from '../quote/tax';
import { chargeGiftCards, giftCardItemOptions, issueGiftCards, orderGiftCardsAmount } from '../giftcard/order';
import { sendEmail } from '../outbox/outbox';
import { prescriptionFixLink, recordOrderPrescriptions } from '../prescription/order-prescriptions';
import { confirmationEmail } from './confirmation-email';
import {
  insertOrder,
  insertOrderAddress,
  insertOrderItem,
  insertOrderPayment,
  nextIncrementId,
  now,
  orderByQuoteId,
  orderAddresses,
  orderById,
  orderItems,
  orderPayment,
  type OrderAddressRow,
  type OrderItemRow,
  type OrderRow,
} from './orders';
import { PaymentDeclinedError, paymentHandler, type PaymentOutcome } from './payment-methods';

/** Magento's LocalizedException from order placement: REST answers it with 400, GraphQL as "Unable to place order: …". */
export class PlaceOrderError extends Error {}

/** The cart is gone or no longer active (and, for 'existing', was not turned into an order). */
export class InactiveCartError extends Error {
  constructor() {
    super(`The cart isn't active.`);
  }
}

/** Magento 2.4's QuoteValidator texts. */
export const PLACE_ORDER_MESSAGES = {
  shippingAddress: 'Please check the shipping address information.',
  shippingMethod: 'The shipping method is missing. Select the shipping method and try again.',
  billingAddress: 'Please check the billing address information.',
  paymentMethod: 'Enter a valid payment method and try again.',
  emptyCart: 'Unable to place order: the cart is empty.',
  guestEmail: 'Guest email for cart is missing.',
} as const;

export interface PlaceOrderOptions {
  onInactive: 'existing' | 'error';
  /** Changes to the cart made in the same transaction before the order is placed (billing address, e-mail, payment). */
  prepare?: (quote: QuoteRow) => void;
  /** paymentMethod.additional_data from the request, for the payment handler. */
  additionalData?: Record<string, unknown>;
}

export interface PlacedOrder {
  order: OrderRow;
  /** False when the cart had already become this order. */
  created: boolean;
}

function orderAddress(orderId: number, row: QuoteAddressRow, email: string): Omit<OrderAddressRow, 'entity_id'> {
  return {
    parent_id: orderId,
    address_type: row.address_type,
    firstname: row.firstname,
    lastname: row.lastname,
    company: row.company,
    street: row.street,
    city: row.city,
    region: row.region,
    region_id: row.region_id,
    postcode: row.postcode,
    country_id: row.country_id,
    telephone: row.telephone,
    email,
  };
}

function place(context: RequestContext, quote: QuoteRow, options: PlaceOrderOptions): OrderRow {
  const { db } = context;
  const totals = collectTotals(context, quote);
  if (totals.lines.length === 0) throw new PlaceOrderError(PLACE_ORDER_MESSAGES.emptyCart);
  if (!totals.isVirtual) {
    if (!totals.shippingAddress) throw new PlaceOrderError(PLACE_ORDER_MESSAGES.shippingAddress);
    if (!totals.selectedShipping) throw new PlaceOrderError(PLACE_ORDER_MESSAGES.shippingMethod);
  }
  if (!totals.billingAddress) throw new PlaceOrderError(PLACE_ORDER_MESSAGES.billingAddress);
  const method = quote.payment_method;
  const handler = method ? paymentHandler(method) : undefined;
  if (!method || !handler || !availablePaymentMethods(db, quote.store_id, totals.grandTotal, context.config).some((m) => m.code === method)) {
    throw new PlaceOrderError(PLACE_ORDER_MESSAGES.paymentMethod);
  }
  const paymentProblem = validatePaymentDetails(method, quote.purchase_order_number);
  if (paymentProblem) throw new PlaceOrderError(paymentProblem);
  if (!quote.customer_email) throw new PlaceOrderError(PLACE_ORDER_MESSAGES.guestEmail);

  const incrementId = nextIncrementId(db, quote.store_id);
  try {
    reserveStock(
      db,
      totals.lines.map((l) => ({ product_id: l.stockProduct.entity_id, qty: l.item.qty })),
      { event_type: 'order_placed', object_type: 'order', object_id: incrementId },
    );
  } catch (error) {
    if (error instanceof Error && error.message === STOCK_MESSAGES.qtyNotAvailable) throw new PlaceOrderError(error.message);
    throw error;
  }

  const shipping = totals.selectedShipping;
  const taxAmount = roundPrice(totals.lines.reduce((sum, l) => sum + l.tax, 0) + (shipping?.tax ?? 0));
  let outcome: PaymentOutcome;
  try {
    outcome = handler.place({
      db,
      quoteId: quote.entity_id,
      incrementId,
      method,
      amount: totals.grandTotal,
      currency: context.store.currency,
      additionalData: options.additionalData ?? {},
    });
  } catch (error) {
    // Thrown inside the transaction: the number and the reservation above are rolled back with it.
    if (error instanceof PaymentDeclinedError) throw new PlaceOrderError(error.message);
    throw error;
  }
  const time = now();
  const row: Omit<OrderRow, 'entity_id'> = {
    increment_id: incrementId,
    quote_id: quote.entity_id,
    store_id: quote.store_id,
    state: outcome.state,
    status: outcome.status,
    customer_id: quote.customer_id,
    customer_is_guest: quote.customer_id === null ? 1 : 0,
    customer_email: quote.customer_email,
    customer_firstname: totals.billingAddress.firstname,
    customer_lastname: totals.billingAddress.lastname,
    order_currency_code: context.store.currency,
    coupon_code: totals.rule ? quote.coupon_code : null,
    discount_description: totals.rule?.label ?? null,
    shipping_method: shipping ? `${shipping.carrier_code}_${shipping.method_code}` : null,
    shipping_description: shipping ? `${shipping.carrier_title} - ${shipping.method_title}` : null,
    subtotal: totals.subtotalExclTax,
    subtotal_incl_tax: totals.subtotalInclTax,
    discount_amount: -totals.discount,
    shipping_amount: shipping?.priceExclTax ?? 0,
    shipping_tax_amount: shipping?.tax ?? 0,
    shipping_incl_tax: shipping?.priceInclTax ?? 0,
    tax_amount: taxAmount,
    grand_total: totals.grandTotal,
    total_qty_ordered: totals.totalQuantity,
    created_at: time,
    updated_at: time,
  };
  const orderId = insertOrder(db, row);
  // The applied gift cards pay their part now, in this transaction (never below zero).
  const refusal = chargeGiftCards(db, { entity_id: orderId, increment_id: incrementId }, totals.giftCards);
  if (refusal) throw new PlaceOrderError(refusal);

  const items: Omit<OrderItemRow, 'item_id' | 'order_id'>[] = totals.lines.map((l) => ({
    quote_item_id: l.item.item_id,
    product_id: l.stockProduct.entity_id,
    parent_product_id: l.variant ? l.product.entity_id : null,
    product_type: l.product.type_id,
    sku: l.stockProduct.sku,
    name: l.product.name,
    product_options: JSON.stringify({
      options: [
        ...l.customizableOptions.map((o) => ({ label: o.label, value: o.values.map((v) => v.label || v.value).join(', ') })),
        ...giftCardItemOptions(l.options.giftcard),
      ],
      attributes_info: l.configurableOptions.map((o) => ({ label: o.option_label, value: o.value_label })),
      ...(l.options.giftcard ? { giftcard: l.options.giftcard } : {}),
    }),
    qty_ordered: l.item.qty,
    price: l.price,
    price_incl_tax: l.priceInclTax,
    row_total: l.rowTotal,
    row_total_incl_tax: l.rowTotalInclTax,
    discount_amount: l.discount,
    tax_amount: l.tax,
  }));
  for (const item of items) insertOrderItem(db, { ...item, order_id: orderId });
  // Frames with prescription lenses: what each line's Prescription option gives, and the order flagged when one waits for it.
  recordOrderPrescriptions(context, orderId);

  const addresses = [totals.billingAddress, totals.isVirtual ? null : totals.shippingAddress]
    .filter((a): a is QuoteAddressRow => a !== null)
    .map((a) => orderAddress(orderId, a, quote.customer_email!));
  for (const address of addresses) insertOrderAddress(db, address);
  insertOrderPayment(db, {
    parent_id: orderId,
    method,
    amount_ordered: totals.grandTotal,
    po_number: quote.purchase_order_number,
    additional_information: JSON.stringify(outcome.additionalInformation),
  });

  updateQuote(db, quote, { is_active: 0 });
  const order = orderById(db, orderId)!;
  // An order waiting for a redirect payment is not confirmed yet: sandbox/payments.ts mails it on success.
  if (outcome.state !== 'pending_payment') {
    sendConfirmation(context, order);
    issueGiftCards(context, order);
  }
  return order;
}

/**
 * Queues the order's confirmation e-mail from what the order holds (also used when a redirect
 * payment completes), with the prescription link when a frame of it waits for its prescription.
 */
export function sendConfirmation(context: Pick<RequestContext, 'db' | 'store' | 'config'>, order: OrderRow): void {
  const { db } = context;
  const payment = orderPayment(db, order.entity_id);
  sendEmail(
    db,
    confirmationEmail(
      context.store,
      order,
      orderItems(db, order.entity_id),
      orderAddresses(db, order.entity_id),
      paymentMethodTitle(db, order.store_id, payment?.method ?? ''),
      {
        prescriptionLink: prescriptionFixLink(context, order),
        giftCardsAmount: orderGiftCardsAmount(db, order.entity_id),
        includingTax: displaysPricesWithTax(db, order.store_id),
      },
    ),
  );
}

/**
 * Places the order for a cart (by its entity id), exactly once. `context.store` must be the cart's
 * store view. Throws PlaceOrderError with Magento's text when the cart cannot be ordered, and
 * InactiveCartError as described above.
 */
export function placeOrder(context: RequestContext, quoteId: number, options: PlaceOrderOptions): PlacedOrder {
  return context.db
    .transaction((): PlacedOrder => {
      let quote = quoteById(context.db, quoteId);
      if (!quote) throw new InactiveCartError();
      if (!quote.is_active) {
        const existing = options.onInactive === 'existing' ? orderByQuoteId(context.db, quoteId) : undefined;
        if (existing) return { order: existing, created: false };
        throw new InactiveCartError();
      }
      if (options.prepare) {
        options.prepare(quote);
        quote = quoteById(context.db, quoteId)!;
      }
      return { order: place(context, quote, options), created: true };
    })
    .immediate();
}
