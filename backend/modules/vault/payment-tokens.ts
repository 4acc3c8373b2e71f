/**
 * Saved cards (Magento_Vault and Magento_VaultGraphQl): a card the sandbox processor approved is
 * kept for a customer who ticked "save card" (the payment's is_active_payment_token_enabler, as
 * Magento Vault names it) once the order is paid, and listed by customerPaymentTokens and removed
 * by deletePaymentToken. Details are kept as Braintree keeps them ({ type, maskedCC,
 * expirationDate }); the card number never is, only what the sandbox nonce carried.
 */
import crypto from 'node:crypto';
import type { Db } from '../../db/database';
import type { RequestContext } from '../../graphql/context';
import { noSuchEntityError } from '../../graphql/errors';
import { requireCustomer } from '../customer/access';
import { now, orderPayment, type OrderRow } from '../sales/orders';

interface PaymentTokenRow {
  entity_id: number;
  customer_id: number;
  public_hash: string;
  payment_method_code: string;
  type: 'card' | 'account';
  gateway_token: string;
  details: string;
  is_active: number;
  is_visible: number;
  expires_at: string | null;
  created_at: string;
}

/** The customer's cards that can be shown and used. */
function visibleTokens(db: Db, customerId: number): PaymentTokenRow[] {
  return db
    .prepare('SELECT * FROM vault_payment_token WHERE customer_id = ? AND is_active = 1 AND is_visible = 1 ORDER BY entity_id')
    .all(customerId) as PaymentTokenRow[];
}

/** First moment after the card's last valid day ("MM/YYYY" is valid through the end of its month). */
function expiresAt(expirationDate: string): string | null {
  const match = /^(\d{2})\/(\d{4})$/.exec(expirationDate);
  return match ? new Date(Date.UTC(Number(match[2]), Number(match[1]), 1)).toISOString().slice(0, 19).replace('T', ' ') : null;
}

/**
 * Saves the card an order was paid with when its customer asked for it and the payment went
 * through; a card the customer has saved before is not saved twice. Safe to call for any order.
 */
export function saveCardFromOrder(db: Db, order: OrderRow): void {
  if (order.customer_id === null || order.state !== 'processing') return;
  const payment = orderPayment(db, order.entity_id);
  if (payment?.method !== 'sandbox_card') return;
  let info: Record<string, unknown>;
  try {
    info = JSON.parse(payment.additional_information);
  } catch {
    return;
  }
  if (info.is_active_payment_token_enabler !== true || typeof info.cc_last_4 !== 'string') return;
  const details = JSON.stringify({ type: info.cc_type, maskedCC: info.cc_last_4, expirationDate: info.cc_exp_date });
  if (visibleTokens(db, order.customer_id).some((token) => token.details === details)) return;
  const gatewayToken = crypto.randomBytes(16).toString('hex');
  db.prepare(
    `INSERT INTO vault_payment_token (customer_id, public_hash, payment_method_code, type, gateway_token, details, expires_at, created_at)
     VALUES (?, ?, ?, 'card', ?, ?, ?, ?)`,
  ).run(
    order.customer_id,
    crypto.createHash('sha256').update(`${order.customer_id}:${payment.method}:${gatewayToken}`).digest('hex'),
    payment.method,
    gatewayToken,
    details,
    expiresAt(String(info.cc_exp_date ?? '')),
    now(),
  );
}

const tokenView = (token: PaymentTokenRow) => ({
  public_hash: token.public_hash,
  payment_method_code: token.payment_method_code,
  type: token.type,
  details: token.details,
});

/** CustomerPaymentTokens: the customer's visible cards. */
export const paymentTokens = (db: Db, customerId: number) => ({ items: visibleTokens(db, customerId).map(tokenView) });

/** Magento's deletePaymentToken: the customer's own card by public hash; hidden and deactivated, as Magento does. */
export function deletePaymentToken(context: RequestContext, publicHash: string) {
  const customer = requireCustomer(context);
  const { changes } = context.db
    .prepare('UPDATE vault_payment_token SET is_active = 0, is_visible = 0 WHERE public_hash = ? AND customer_id = ? AND is_active = 1')
    .run(publicHash ?? '', customer.entity_id);
  if (changes === 0) throw noSuchEntityError(`Could not find a token using public hash: ${publicHash}`);
  return { result: true, customerPaymentTokens: paymentTokens(context.db, customer.entity_id) };
}
