/**
 * What each payment method does when an order is placed: the extension point for payments.
 *
 * Which methods a cart may use is decided by quote/payment.ts (`availablePaymentMethods`); once the
 * order is being written, the chosen method's handler says which state and status the order starts
 * in and what to keep on the payment row. Handlers run inside the order's write transaction, which
 * is synchronous: a card sandbox (authorise before placing) or a redirect method (order in
 * pending_payment, completed by a return URL) must do its network work outside `place()` — e.g. an
 * authorisation checked before the transaction and passed in through `additionalData` — and only
 * record the outcome here. Register new handlers in HANDLERS.
 *
 * The sandboxes (sandbox/*) keep that rule trivially: a sandbox card "authorisation" is only the
 * check of a nonce this shop signed, no network involved. A handler refuses a payment by throwing
 * PaymentDeclinedError, which rolls the whole order transaction back: no order, no reservation,
 * and the cart stays active.
 */
import type { Db } from '../../db/database';
import { CARD_DECLINED, NONCE_USED, readCardNonce } from './sandbox/card';
import { PAYPAL_EXPRESS, PAYPAL_EXPRESS_MESSAGES, PAYPAL_EXPRESS_TOKEN_KIND, paypalExpressApproval } from './sandbox/paypal-express';
import { spendToken } from './sandbox/tokens';

/** The payment was refused; the message is shown to the shopper (REST 400). */
export class PaymentDeclinedError extends Error {}

export interface PaymentPlacement {
  db: Db;
  /** The cart being ordered. */
  quoteId: number;
  /** The number the order is being placed under. */
  incrementId: string;
  method: string;
  amount: number;
  currency: string;
  /** paymentMethod.additional_data from the request (card nonce, redirect token, ...). */
  additionalData: Record<string, unknown>;
}

export interface PaymentOutcome {
  /** Magento's order state and status. */
  state: 'new' | 'pending_payment' | 'processing';
  /**
   * pending_payment orders wait for the shopper to come back from a redirect: their confirmation
   * e-mail is sent when the payment completes (sandbox/payments.ts), not when they are placed.
   */
  status: string;
  /** Kept as JSON on sales_order_payment.additional_information. */
  additionalInformation: Record<string, unknown>;
}

export interface PaymentHandler {
  code: string;
  place(payment: PaymentPlacement): PaymentOutcome;
}

/** Offline methods: nothing to authorise, the order waits as Magento's new/pending. */
const offline = (code: string): PaymentHandler => ({
  code,
  place: () => ({ state: 'new', status: 'pending', additionalInformation: {} }),
});

/** Sandbox card: approve → processing; 3-D Secure → pending_payment until /sandbox/3ds; decline → refused. */
const sandboxCard: PaymentHandler = {
  code: 'sandbox_card',
  place: ({ db, incrementId, additionalData }) => {
    const nonce = typeof additionalData.payment_method_nonce === 'string' ? additionalData.payment_method_nonce : '';
    const card = nonce ? readCardNonce(db, nonce) : null;
    if (!card) throw new PaymentDeclinedError('The card details are missing or not valid. Enter them again.');
    // Spent inside the order transaction: a refused payment rolls the spending back with the order.
    if (!spendToken(db, nonce, 'card_nonce', incrementId)) throw new PaymentDeclinedError(NONCE_USED);
    if (card.outcome === 'decline') throw new PaymentDeclinedError(CARD_DECLINED);
    const info = {
      cc_last_4: card.last4,
      cc_type: card.type,
      cc_exp_date: card.expirationDate,
      sandbox_flow: card.outcome === 'three_d_secure' ? 'three_d_secure' : 'card',
      // Magento Vault's flag: the shopper asked to save the card (vault/payment-tokens.ts saves it once paid).
      ...(additionalData.is_active_payment_token_enabler === true ? { is_active_payment_token_enabler: true } : {}),
    };
    return card.outcome === 'three_d_secure'
      ? { state: 'pending_payment', status: 'pending_payment', additionalInformation: info }
      : { state: 'processing', status: 'processing', additionalInformation: info };
  },
};

/** Redirect methods: the order waits in pending_payment (stock held) for the provider page's outcome. */
const redirect = (code: string, flow: 'paypal' | 'adyen'): PaymentHandler => ({
  code,
  place: () => ({ state: 'pending_payment', status: 'pending_payment', additionalInformation: { sandbox_flow: flow } }),
});

/** PayPal Express: the buyer approved on the sandbox before placing (sandbox/paypal-express.ts); its token pays once. */
const paypalExpress: PaymentHandler = {
  code: PAYPAL_EXPRESS,
  place: ({ db, quoteId, incrementId }) => {
    const approval = paypalExpressApproval(db, quoteId);
    if (!approval) throw new PaymentDeclinedError(PAYPAL_EXPRESS_MESSAGES.noPayer);
    if (!spendToken(db, approval.token, PAYPAL_EXPRESS_TOKEN_KIND, incrementId)) throw new PaymentDeclinedError(PAYPAL_EXPRESS_MESSAGES.invalidToken);
    return {
      state: 'processing',
      status: 'processing',
      additionalInformation: { paypal_express_checkout_token: approval.token, paypal_payer_id: approval.payer_id, sandbox_flow: 'paypal_express' },
    };
  },
};

const HANDLERS: Record<string, PaymentHandler> = {
  checkmo: offline('checkmo'),
  banktransfer: offline('banktransfer'),
  cashondelivery: offline('cashondelivery'),
  purchaseorder: offline('purchaseorder'),
  free: offline('free'),
  sandbox_card: sandboxCard,
  sandbox_paypal: redirect('sandbox_paypal', 'paypal'),
  sandbox_adyen: redirect('sandbox_adyen', 'adyen'),
  paypal_express: paypalExpress,
};

export const paymentHandler = (code: string): PaymentHandler | undefined => HANDLERS[code];
