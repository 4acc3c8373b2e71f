/**
 * The sandbox payments that finish after the order is placed: 3-D Secure for the card, and the
 * PayPal- and Adyen-style redirect providers. Payment-information answers only the order id (spec
 * section 7), so where to send the shopper next is asked separately:
 *
 *   GET  /rest/{store}/V1/sandbox/guest-carts/{cartId}/payment-action  (signed in: sandbox/carts/mine/payment-action)
 *        → { action: 'none' } | { action: 'redirect', url }      (cartId: the cart just paid for)
 *        Keyed by the cart's masked id, a secret only its shopper holds, not by the guessable order
 *        id: nobody else can reach the provider page of someone's pending order and cancel it.
 *   GET  /sandbox/3ds/{token} | /sandbox/paypal/{token} | /sandbox/adyen/{token}
 *        the provider page (backend HTML, marked SANDBOX); its buttons POST `result` to the same URL,
 *        which answers 303 to the storefront's return page (absolute, from STOREFRONT_URL):
 *          3-D Secure  {storefront}/{store}/payment-result?order=…&result=…&token=…
 *          PayPal      {storefront}/{store}/paypal/action/return.html?order=…&result=…&token=…
 *          Adyen       {storefront}/{store}/ayden/action/return.html?order=…&result=…&token=…
 *        result: success | failure | cancel (3-D Secure: success | failure)
 *   POST /rest/{store}/V1/sandbox/payments/{token}/complete
 *        → { order_number, status: 'processing' | 'canceled', message }
 *
 * The return token is signed (tokens.ts) and carries the result, so `result` in the URL is only for
 * the storefront's display: the outcome is the token's. Completion is single-use: the first answer
 * is stored on the payment and repeated for any later completion of that order (a reload of the
 * return page, or a second token for the same order), so an order is never both paid and canceled.
 */
import type { BackendServices } from '../../../graphql/context';
import { readBearer } from '../../customer/tokens';
import { orderByMaskedCartId } from '../order-lookup';
import { RestError, type RestRequest, type RestRoute } from '../../../rest/router';
import { issueGiftCards, refundGiftCards } from '../../giftcard/order';
import { releaseStock } from '../../quote/inventory';
import { restoreQuote } from '../../quote/quotes';
import { saveCardFromOrder } from '../../vault/payment-tokens';
import {
  orderById,
  orderByIncrementId,
  orderItems,
  orderPayment,
  updateOrderState,
  updatePaymentInformation,
  type OrderRow,
} from '../orders';
import { sendConfirmation } from '../place-order';
import { signToken, verifyToken } from './tokens';

export type RedirectFlow = 'three_d_secure' | 'paypal' | 'adyen';
export type PaymentResult = 'success' | 'failure' | 'cancel';

export interface Completion {
  order_number: string;
  status: 'processing' | 'canceled';
  message: string;
}

/** The provider page's path segment and the storefront return path of each flow. */
export const FLOWS: Record<RedirectFlow, { page: string; returnPath: string; title: string; results: PaymentResult[] }> = {
  three_d_secure: { page: '3ds', returnPath: 'payment-result', title: '3-D Secure check', results: ['success', 'failure'] },
  paypal: { page: 'paypal', returnPath: 'paypal/action/return.html', title: 'PayPal', results: ['success', 'failure', 'cancel'] },
  adyen: { page: 'adyen', returnPath: 'ayden/action/return.html', title: 'Adyen', results: ['success', 'failure', 'cancel'] },
};

const MESSAGES: Record<PaymentResult, string> = {
  success: 'Your payment was accepted. Thank you for your order.',
  failure: 'The payment was declined. Your cart has been kept so you can try again.',
  cancel: 'The payment was cancelled. Your cart has been kept so you can try again.',
};

export const INVALID_TOKEN = 'The payment token is not valid. Start the payment again.';

interface SandboxInformation {
  sandbox_flow?: string;
  sandbox_completion?: Completion;
  [key: string]: unknown;
}

function information(services: BackendServices, orderId: number): SandboxInformation {
  const payment = orderPayment(services.db, orderId);
  try {
    return payment ? (JSON.parse(payment.additional_information) as SandboxInformation) : {};
  } catch {
    return {};
  }
}

const isFlow = (value: unknown): value is RedirectFlow => typeof value === 'string' && value in FLOWS;

/** The flow an order still waits on, or null when it waits for nothing (paid, canceled, offline, …). */
export function pendingFlow(services: BackendServices, order: OrderRow): RedirectFlow | null {
  if (order.state !== 'pending_payment') return null;
  const info = information(services, order.entity_id);
  return isFlow(info.sandbox_flow) && !info.sandbox_completion ? info.sandbox_flow : null;
}

export function pageUrl(services: BackendServices, order: OrderRow, flow: RedirectFlow): string {
  const token = signToken(services.db, { kind: 'page', order: order.increment_id, flow });
  return `${services.config.publicUrl}/sandbox/${FLOWS[flow].page}/${token}`;
}

/** A provider-page token's order and flow, or null when it is not one. */
export function readPageToken(services: BackendServices, token: string): { order: OrderRow; flow: RedirectFlow } | null {
  const payload = verifyToken(services.db, token);
  if (payload?.kind !== 'page' || !isFlow(payload.flow)) return null;
  const order = orderByIncrementId(services.db, String(payload.order));
  return order ? { order, flow: payload.flow } : null;
}

/** Where the provider page sends the shopper once they chose `result`. */
export function returnUrl(services: BackendServices, order: OrderRow, flow: RedirectFlow, result: PaymentResult): string {
  const token = signToken(services.db, { kind: 'return', order: order.increment_id, result });
  const store = services.stores.byStoreId(order.store_id)?.code ?? services.stores.default.code;
  const query = new URLSearchParams({ order: order.increment_id, result, token });
  return `${services.config.storefrontUrl}/${store}/${FLOWS[flow].returnPath}?${query}`;
}

/** Applies a return token's outcome to its order, once; later calls answer the first outcome. */
export function completePayment(services: BackendServices, token: string): Completion {
  const payload = verifyToken(services.db, token);
  const result = payload?.result as PaymentResult | undefined;
  if (payload?.kind !== 'return' || !result || !(result in MESSAGES)) throw new RestError(400, INVALID_TOKEN);
  const { db } = services;
  return db
    .transaction((): Completion => {
      const order = orderByIncrementId(db, String(payload.order));
      if (!order) throw new RestError(400, INVALID_TOKEN);
      const info = information(services, order.entity_id);
      if (info.sandbox_completion) return info.sandbox_completion;
      if (order.state !== 'pending_payment' || !isFlow(info.sandbox_flow)) {
        throw new RestError(400, 'This order is not waiting for a payment.');
      }
      const store = services.stores.byStoreId(order.store_id) ?? services.stores.default;
      let completion: Completion;
      if (result === 'success') {
        updateOrderState(db, order.entity_id, 'processing', 'processing');
        const paid = orderById(db, order.entity_id)!;
        sendConfirmation({ db, store, config: services.config }, paid);
        issueGiftCards(services, paid); // the gift cards it bought, now that it is paid
        saveCardFromOrder(db, paid); // a 3-D Secure card the customer asked to save, now that it paid
        completion = { order_number: order.increment_id, status: 'processing', message: MESSAGES.success };
      } else {
        completion = cancelPendingOrder(services, order, info, MESSAGES[result]);
      }
      updatePaymentInformation(db, order.entity_id, { ...info, sandbox_completion: completion });
      return completion;
    })
    .immediate();
}

/**
 * Magento's cancel of an order whose payment did not happen: the order keeps its number, its
 * stock is given back, and the shopper's cart returns. Inside the caller's transaction.
 */
function cancelPendingOrder(services: BackendServices, order: OrderRow, info: SandboxInformation, message: string): Completion {
  const { db } = services;
  updateOrderState(db, order.entity_id, 'canceled', 'canceled');
  releaseStock(
    db,
    orderItems(db, order.entity_id).map((item) => ({ product_id: item.product_id, qty: item.qty_ordered })),
    { event_type: 'order_canceled', object_type: 'order', object_id: order.increment_id },
  );
  const restored = restoreQuote(db, order.quote_id, order.increment_id);
  refundGiftCards(db, order, restored); // the gift cards that paid part of it get it back, applied again to the cart
  const completion: Completion = { order_number: order.increment_id, status: 'canceled', message };
  updatePaymentInformation(db, order.entity_id, { ...info, sandbox_completion: completion });
  return completion;
}

export const EXPIRED_MESSAGE = 'The payment was not completed in time, so the order was canceled. Your cart has been kept.';

/**
 * Magento's "Pending Payment Order Lifetime" (sales cron): orders still waiting for a provider
 * after `lifetimeMinutes` are canceled, so abandoned redirects never keep stock. Answers the
 * numbers of the orders it canceled. A return from the provider afterwards hears the cancel.
 */
export function cancelExpiredPendingPayments(services: BackendServices, lifetimeMinutes: number, now = new Date()): string[] {
  // sales_order.created_at is Magento's 'YYYY-MM-DD HH:MM:SS' in UTC.
  const cutoff = new Date(now.getTime() - lifetimeMinutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
  const { db } = services;
  return db
    .transaction(() => {
      const ids = db
        .prepare("SELECT entity_id FROM sales_order WHERE state = 'pending_payment' AND created_at < ? ORDER BY entity_id")
        .pluck()
        .all(cutoff) as number[];
      const canceled: string[] = [];
      for (const id of ids) {
        const order = orderById(db, id)!;
        const info = information(services, id);
        if (info.sandbox_completion) continue;
        cancelPendingOrder(services, order, info, EXPIRED_MESSAGE);
        canceled.push(order.increment_id);
      }
      return canceled;
    })
    .immediate();
}

/** What the storefront does next for a just-placed order: the provider's page, or nothing. */
function nextAction(services: BackendServices, order: OrderRow) {
  const flow = pendingFlow(services, order);
  return flow ? { action: 'redirect', url: pageUrl(services, order, flow) } : { action: 'none' };
}

/** payment-action: what the storefront does after payment-information placed the guest cart's order. */
function paymentAction(_request: RestRequest, params: Record<string, string>, services: BackendServices) {
  const row = orderByMaskedCartId(services.db, params.cartId);
  if (!row) throw new RestError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue: params.cartId });
  return nextAction(services, row);
}

/** The same for a signed-in customer (carts/mine): their newest order, found with their bearer token. */
function customerPaymentAction(request: RestRequest, _params: Record<string, string>, services: BackendServices) {
  const bearer = readBearer(services.db, request.headers, request.store);
  if (bearer.kind !== 'customer') throw new RestError(401, "The consumer isn't authorized to access %resources.", { resources: 'self' });
  const id = services.db
    .prepare('SELECT entity_id FROM sales_order WHERE customer_id = ? ORDER BY entity_id DESC LIMIT 1')
    .pluck()
    .get(bearer.customerId) as number | undefined;
  const row = id === undefined ? undefined : orderById(services.db, id);
  if (!row)
    throw new RestError(404, 'No such entity with %fieldName = %fieldValue', {
      fieldName: 'customerId',
      fieldValue: String(bearer.customerId),
    });
  return nextAction(services, row);
}

export const sandboxRest: RestRoute[] = [
  { method: 'GET', pattern: 'sandbox/guest-carts/:cartId/payment-action', handler: paymentAction },
  { method: 'GET', pattern: 'sandbox/carts/mine/payment-action', handler: customerPaymentAction },
  {
    method: 'POST',
    pattern: 'sandbox/payments/:token/complete',
    handler: (_r, params, services) => completePayment(services, params.token),
  },
];
