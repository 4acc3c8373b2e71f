/**
 * The payment methods this checkout can render and complete (issue 11 "Checkout on any Magento"):
 * Magento Open Source's offline methods — check / money order, bank transfer, cash on delivery,
 * purchase order (with its PO number field) and zero subtotal `free` — and the sandboxes: the card
 * (tokenised in the browser; 3-D Secure by redirect) and the redirect providers (PayPal, Adyen),
 * whose return pages finish the payment. Titles are Magento's, per store view, from the cart.
 */
export const RENDERABLE_PAYMENT_METHODS: ReadonlySet<string> = new Set([
  'checkmo',
  'banktransfer',
  'cashondelivery',
  'purchaseorder',
  'free',
  'sandbox_card',
  'sandbox_paypal',
  'sandbox_adyen',
]);

/** Magento's purchase order method: chosen together with the shopper's PO number. */
export const PURCHASE_ORDER_METHOD = 'purchaseorder';

/** Where the browser reports methods the cart offers but this checkout cannot render. */
export const UNRENDERABLE_REPORT_PATH = '/api/checkout/unrenderable-payment-methods';

/** A Magento payment method code (what a report may carry). */
export const PAYMENT_METHOD_CODE = /^[a-z0-9_]{1,64}$/;

/** At most this many codes per report. */
export const MAX_REPORTED_CODES = 20;

const logged = new Set<string>();

/**
 * Logs, once per server process, each method the backend offers that the checkout leaves out, so
 * a merchant sees what to enable or build instead of a method silently missing. Answers the codes
 * logged now (not logged before).
 */
export function logUnrenderablePaymentMethods(codes: readonly string[], log: (line: string) => void = console.warn): string[] {
  const fresh = [...new Set(codes)].filter((code) => PAYMENT_METHOD_CODE.test(code) && !RENDERABLE_PAYMENT_METHODS.has(code) && !logged.has(code));
  for (const code of fresh) {
    logged.add(code);
    log(`[checkout] the backend offers payment method "${code}", which this storefront cannot render: it is left out of the checkout`);
  }
  return fresh;
}
