/**
 * Payment methods: Magento's checkmo, the sandboxes (a card processor and two redirect providers,
 * see sales/sandbox/), and free when nothing is to be paid. As Magento's zero-total check does, a
 * cart whose grand total is zero can only use `free`, and one with something to pay cannot use it.
 * What each method does when the order is placed is in sales/payment-methods.ts.
 */
export interface PaymentMethod {
  code: string;
  title: string;
  is_deferred: boolean;
}

const METHODS: Record<string, PaymentMethod> = {
  checkmo: { code: 'checkmo', title: 'Check / Money order', is_deferred: false },
  free: { code: 'free', title: 'No Payment Information Required', is_deferred: false },
  sandbox_card: { code: 'sandbox_card', title: 'Card (sandbox)', is_deferred: false },
  sandbox_paypal: { code: 'sandbox_paypal', title: 'PayPal (sandbox)', is_deferred: false },
  sandbox_adyen: { code: 'sandbox_adyen', title: 'Adyen (sandbox)', is_deferred: false },
};

const PAID = [METHODS.checkmo, METHODS.sandbox_card, METHODS.sandbox_paypal, METHODS.sandbox_adyen];
const PAID_WITHOUT_SANDBOXES = [METHODS.checkmo];

/** The cart's methods; the sandbox ones only while the sandboxes are on (config.sandboxes, BACKEND_SANDBOXES=1). */
export function availablePaymentMethods(grandTotal: number, config: { sandboxes: boolean }): PaymentMethod[] {
  if (grandTotal === 0) return [METHODS.free];
  return config.sandboxes ? PAID : PAID_WITHOUT_SANDBOXES;
}

export const paymentMethodTitle = (code: string): string => METHODS[code]?.title ?? '';
