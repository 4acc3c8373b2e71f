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
 */
export interface PaymentPlacement {
  method: string;
  amount: number;
  currency: string;
  /** paymentMethod.additional_data from the request (card nonce, redirect token, ...). */
  additionalData: Record<string, unknown>;
}

export interface PaymentOutcome {
  /** Magento's order state and status. */
  state: 'new' | 'pending_payment' | 'processing';
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

const HANDLERS: Record<string, PaymentHandler> = {
  checkmo: offline('checkmo'),
  free: offline('free'),
};

export const paymentHandler = (code: string): PaymentHandler | undefined => HANDLERS[code];
