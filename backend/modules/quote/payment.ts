/**
 * Payment methods: Magento Open Source's offline methods (check / money order, bank transfer, cash
 * on delivery, purchase order, and zero subtotal `free`), and the sandboxes (a card processor and
 * two redirect providers, see sales/sandbox/). Which ones a store view offers, under which title
 * and in which order is its configuration (payment_method_config, Magento's payment/<code>/active,
 * /title, /sort_order per store view); a method without configuration keeps Magento's default.
 * As Magento's zero-total check does, a cart whose grand total is zero can only use `free`, and
 * one with something to pay cannot use it. What each method does when the order is placed is in
 * sales/payment-methods.ts.
 */
import type { Db } from '../../db/database';
import { inputError } from '../../graphql/errors';

export interface PaymentMethod {
  code: string;
  title: string;
  is_deferred: boolean;
}

interface MethodDefault {
  title: string;
  active: boolean;
  sort_order: number;
}

/** Magento's defaults (each payment module's config.xml), and the sandboxes on. */
export const PAYMENT_METHOD_DEFAULTS: Readonly<Record<string, MethodDefault>> = {
  checkmo: { title: 'Check / Money order', active: true, sort_order: 10 },
  banktransfer: { title: 'Bank Transfer Payment', active: false, sort_order: 20 },
  cashondelivery: { title: 'Cash On Delivery', active: false, sort_order: 30 },
  purchaseorder: { title: 'Purchase Order', active: false, sort_order: 40 },
  sandbox_card: { title: 'Card (sandbox)', active: true, sort_order: 50 },
  sandbox_paypal: { title: 'PayPal (sandbox)', active: true, sort_order: 60 },
  sandbox_adyen: { title: 'Adyen (sandbox)', active: true, sort_order: 70 },
  // Magento_Paypal's Express Checkout (off until a merchant sets it up; the seed does, against the
  // PayPal sandbox: sales/sandbox/paypal-express.ts).
  paypal_express: { title: 'PayPal Express Checkout', active: false, sort_order: 80 },
  free: { title: 'No Payment Information Required', active: true, sort_order: 1 },
};

/** Magento's error when a purchase order comes without its number (OfflinePayments Purchaseorder::validate). */
export const PO_NUMBER_REQUIRED = 'Purchase order number is a required field.';

interface ConfigRow {
  code: string;
  active: number;
  title: string;
  sort_order: number;
}

/** Every method with the store view's configuration applied, in its sort order. */
function configuredMethods(db: Db, storeId: number): Array<PaymentMethod & { active: boolean; sort_order: number }> {
  const rows = db.prepare('SELECT code, active, title, sort_order FROM payment_method_config WHERE store_id = ?').all(storeId) as ConfigRow[];
  const configured = new Map(rows.map((row) => [row.code, row]));
  return Object.entries(PAYMENT_METHOD_DEFAULTS)
    .map(([code, fallback]) => {
      const row = configured.get(code);
      return {
        code,
        title: row?.title || fallback.title,
        is_deferred: false,
        active: row ? row.active === 1 : fallback.active,
        sort_order: row?.sort_order ?? fallback.sort_order,
      };
    })
    .sort((a, b) => a.sort_order - b.sort_order);
}

/**
 * Whether a method needs the payment sandboxes (offered only while config.sandboxes, BACKEND_SANDBOXES=1):
 * the sandbox methods, and PayPal Express, whose "PayPal" is the sandbox.
 */
export const isSandboxMethod = (code: string): boolean => code.startsWith('sandbox_') || code === 'paypal_express';

/** The methods a cart of this store view may use for this grand total; the sandbox ones only while the sandboxes are on. */
export function availablePaymentMethods(db: Db, storeId: number, grandTotal: number, config: { sandboxes: boolean }): PaymentMethod[] {
  return configuredMethods(db, storeId)
    .filter((method) => method.active && (grandTotal === 0 ? method.code === 'free' : method.code !== 'free'))
    .filter((method) => config.sandboxes || !isSandboxMethod(method.code))
    .map(({ code, title, is_deferred }) => ({ code, title, is_deferred }));
}

/** The store view's title of a method (also for one no longer active, as on an old order); '' for an unknown code. */
export function paymentMethodTitle(db: Db, storeId: number, code: string): string {
  return configuredMethods(db, storeId).find((method) => method.code === code)?.title ?? '';
}

/** What a method needs besides its code, checked when it is set or used (Magento's method validate()). */
export function validatePaymentDetails(code: string, purchaseOrderNumber: string | null | undefined): string | null {
  if (code === 'purchaseorder' && !purchaseOrderNumber?.trim()) return PO_NUMBER_REQUIRED;
  return null;
}

/** validatePaymentDetails for GraphQL: Magento answers graphql-input with the method's message. */
export function assertPaymentDetails(code: string, purchaseOrderNumber: string | null | undefined): void {
  const problem = validatePaymentDetails(code, purchaseOrderNumber);
  if (problem) throw inputError(problem);
}
