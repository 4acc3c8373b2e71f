/**
 * PayPal Express Checkout against the PayPal sandbox (Magento_PaypalGraphQl's flow, the buyer
 * approving before the order is placed):
 *
 *   createPaypalExpressToken(input: { cart_id, code: "paypal_express", urls: { return_url, cancel_url } })
 *        → { token, paypal_urls { start, edit } }   (urls are relative to the store view's storefront)
 *   GET  /sandbox/paypal-express/{token}   the sandbox "PayPal" page (HTML, marked SANDBOX)
 *   POST /sandbox/paypal-express/{token}   form `result=approve|cancel` → 303 to
 *        {storefront}/{store}/{return_url}?token=…&PayerID=…   or   {storefront}/{store}/{cancel_url}?token=…
 *   setPaymentMethodOnCart(payment_method: { code: "paypal_express", paypal_express: { payer_id, token } })
 *        checks the pair (Magento's returnFromPaypal) and keeps it on the cart
 *   placeOrder → the order is paid (processing); the token is spent, a second order with it is refused.
 *
 * The token is signed (tokens.ts) and names the cart it was made for; the PayerID is derived from it
 * with the shop's secret, so only a buyer who pressed "Approve" knows it.
 */
import crypto from 'node:crypto';
import type { Db } from '../../../db/database';
import type { BackendServices, RequestContext } from '../../../graphql/context';
import { inputError } from '../../../graphql/errors';
import { getCartForUser, missing } from '../../quote/cart-access';
import { availablePaymentMethods } from '../../quote/payment';
import type { QuoteRow } from '../../quote/quotes';
import { collectTotals } from '../../quote/totals';
import { signToken, verifyToken } from './tokens';

export const PAYPAL_EXPRESS = 'paypal_express';
export const PAYPAL_EXPRESS_TOKEN_KIND = 'paypal_express';

/** Magento's texts: Provider\Config, Express\Checkout::start, the URL service, Nvp's gateway error for a bad token. */
export const PAYPAL_EXPRESS_MESSAGES = {
  notAvailable: 'The requested Payment Method is not available.',
  zeroBalance:
    "PayPal can't process orders with a zero balance due. To finish your purchase, please go through the standard checkout process.",
  invalidUrl: 'Invalid Url.',
  invalidToken: 'PayPal gateway has rejected request. Invalid token. (#10410: Invalid token)',
  noPayer: 'A payer is not identified.',
} as const;

interface TokenInput {
  cart_id?: string | null;
  code?: string | null;
  urls?: { return_url?: string | null; cancel_url?: string | null; success_url?: string | null; pending_url?: string | null } | null;
}

/** A path relative to the store view's storefront ("paypal/action/return.html"), as an absolute URL; absolute input is refused. */
function storefrontUrl(context: RequestContext, path: string | null | undefined): string {
  const value = (path ?? '').trim();
  if (!value || /^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//') || /[\s\\]/.test(value)) {
    throw inputError(PAYPAL_EXPRESS_MESSAGES.invalidUrl);
  }
  return `${context.config.storefrontUrl}/${context.store.code}/${value.replace(/^\/+/, '')}`;
}

/** PayPal's PayerID for a token: only the sandbox page's "Approve" reveals it. */
function payerIdOf(db: Db, token: string): string {
  return crypto
    .createHash('sha256')
    .update(signToken(db, { kind: 'paypal_payer', token }))
    .digest('hex')
    .slice(0, 13)
    .toUpperCase();
}

/** Whether the express method is on for the store view (its configuration, whatever the cart's total). */
function expressAvailable(context: RequestContext, quote: QuoteRow): boolean {
  return availablePaymentMethods(context.db, quote.store_id, 1, context.config).some((method) => method.code === PAYPAL_EXPRESS);
}

/** createPaypalExpressToken: Magento's PaypalExpressToken resolver, with the sandbox as PayPal. */
export function createPaypalExpressToken(context: RequestContext, input: TokenInput | null | undefined) {
  if (!input?.code) throw missing('code');
  const quote = getCartForUser(context, input.cart_id);
  if (input.code !== PAYPAL_EXPRESS || !expressAvailable(context, quote)) throw inputError(PAYPAL_EXPRESS_MESSAGES.notAvailable);
  const returnUrl = storefrontUrl(context, input.urls?.return_url);
  const cancelUrl = storefrontUrl(context, input.urls?.cancel_url);
  for (const optional of [input.urls?.success_url, input.urls?.pending_url]) if (optional) storefrontUrl(context, optional);
  if (!(collectTotals(context, quote).grandTotal > 0)) throw inputError(PAYPAL_EXPRESS_MESSAGES.zeroBalance);
  const token = signToken(context.db, {
    kind: PAYPAL_EXPRESS_TOKEN_KIND,
    quote: String(quote.entity_id),
    return_url: returnUrl,
    cancel_url: cancelUrl,
    nonce: crypto.randomBytes(9).toString('base64url'),
  });
  const start = `${context.config.publicUrl}/sandbox/paypal-express/${token}`;
  return { token, paypal_urls: { start, edit: `${start}?useraction=continue` } };
}

function readToken(db: Db, token: string) {
  const payload = verifyToken(db, token);
  return payload?.kind === PAYPAL_EXPRESS_TOKEN_KIND ? payload : null;
}

/**
 * setPaymentMethodOnCart's PayPal part (Magento's plugin calls returnFromPaypal): a token made for
 * this cart and its buyer's PayerID are kept for placing the order; anything else is PayPal's refusal.
 */
export function approvePaypalExpress(context: RequestContext, quote: QuoteRow, details: { payer_id?: string | null; token?: string | null }) {
  const token = details.token?.trim() ?? '';
  const payerId = details.payer_id?.trim() ?? '';
  const payload = token ? readToken(context.db, token) : null;
  if (!payload || payload.quote !== String(quote.entity_id) || payerId !== payerIdOf(context.db, token)) {
    throw inputError(PAYPAL_EXPRESS_MESSAGES.invalidToken);
  }
  context.db
    .prepare('INSERT INTO quote_paypal_express (quote_id, token, payer_id) VALUES (?, ?, ?) ON CONFLICT(quote_id) DO UPDATE SET token = excluded.token, payer_id = excluded.payer_id')
    .run(quote.entity_id, token, payerId);
}

/** The buyer's approval kept on the cart (placing the order spends its token once, payment-methods.ts). */
export function paypalExpressApproval(db: Db, quoteId: number): { token: string; payer_id: string } | undefined {
  return db.prepare('SELECT token, payer_id FROM quote_paypal_express WHERE quote_id = ?').get(quoteId) as
    | { token: string; payer_id: string }
    | undefined;
}

/** The sandbox page's answer: where the buyer goes (approve or cancel), or null for a token this shop did not make. */
export function paypalExpressOutcome(services: BackendServices, token: string, result: string | null): string | null {
  const payload = readToken(services.db, token);
  if (!payload || (result !== 'approve' && result !== 'cancel')) return null;
  const target = new URL(result === 'approve' ? payload.return_url : payload.cancel_url);
  target.searchParams.set('token', token);
  if (result === 'approve') target.searchParams.set('PayerID', payerIdOf(services.db, token));
  return target.toString();
}

/** Whether the sandbox page may be shown for this token. */
export const isPaypalExpressToken = (services: BackendServices, token: string): boolean => readToken(services.db, token) !== null;
