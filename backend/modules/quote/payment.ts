/**
 * Offline payment methods for now: Magento's checkmo, and free when nothing is to be paid. As
 * Magento's zero-total check does, a cart whose grand total is zero can only use `free`, and one
 * with something to pay cannot use it. Card and redirect methods arrive with order placement.
 */
export interface PaymentMethod {
  code: string;
  title: string;
  is_deferred: boolean;
}

const METHODS: Record<string, PaymentMethod> = {
  checkmo: { code: 'checkmo', title: 'Check / Money order', is_deferred: false },
  free: { code: 'free', title: 'No Payment Information Required', is_deferred: false },
};

export function availablePaymentMethods(grandTotal: number): PaymentMethod[] {
  return grandTotal === 0 ? [METHODS.free] : [METHODS.checkmo];
}

export const paymentMethodTitle = (code: string): string => METHODS[code]?.title ?? '';
