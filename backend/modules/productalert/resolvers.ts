/**
 * Product alerts over GraphQL (extension part): subscribeProductAlert (a guest gives an e-mail
 * address; a customer is subscribed with theirs), unsubscribeProductAlert (the fields of an alert
 * e-mail's unsubscribe link) and the customer's product_alerts.
 */
import type { RequestContext } from '../../graphql/context';
import { inputError, noSuchEntityError } from '../../graphql/errors';
import { THROTTLES, clientIpOf, throttle } from '../../http/throttle';
import { customerById, type CustomerRow } from '../customer/customers';
import { EMAIL } from '../shared/email';
import { loadProduct } from '../catalog/products';
import { fromUid, toUid } from '../catalog/uids';
import { alertProduct } from './alert-product';
import {
  alertsOfProduct,
  customerAlerts,
  saveAlert,
  unsubscribeAlert,
  unsubscribeAllAlerts,
  type AlertType,
  type ProductAlertRow,
} from './alerts';
import { hashMatches, type UnsubscribeAction } from './signature';

type AlertTypeEnum = 'STOCK' | 'PRICE';
const TYPES: Record<AlertTypeEnum, AlertType> = { STOCK: 'stock', PRICE: 'price' };
const ACTIONS: Record<string, UnsubscribeAction> = { EMAIL: 'email', EMAIL_ALL: 'emailAll' };

export const PRODUCT_NOT_FOUND = "The product that was requested doesn't exist. Verify the product and try again.";
export const ALREADY_IN_STOCK = 'This product is in stock.';
/** The one answer to any unsubscribe link that is not this shop's: it tells nothing about why. */
export const INVALID_UNSUBSCRIBE_LINK = 'The unsubscribe link is not valid.';

interface SubscribeInput {
  sku?: string | null;
  product_uid?: string | null;
  type: AlertTypeEnum;
  email?: string | null;
}

interface UnsubscribeInput {
  action: string;
  product_id: string;
  hash: string;
  type: AlertTypeEnum;
}

function productIdOf(context: RequestContext, input: SubscribeInput): number | undefined {
  if (input.sku?.trim()) {
    return context.db.prepare('SELECT entity_id FROM catalog_product WHERE sku = ?').pluck().get(input.sku.trim()) as number | undefined;
  }
  if (input.product_uid?.trim()) {
    const id = Number(fromUid(input.product_uid.trim()));
    return Number.isInteger(id) && id > 0 ? id : undefined;
  }
  throw inputError('Specify the "sku" or "product_uid" value.');
}

function subscriber(context: RequestContext, rawEmail: string | null | undefined): { email: string; customer: CustomerRow | null } {
  const customer = context.customerId === null ? undefined : customerById(context.db, context.customerId);
  if (customer) return { email: customer.email, customer };
  const email = (rawEmail ?? '').trim();
  if (!email) throw inputError('Required parameter "email" is missing');
  if (!EMAIL.test(email) || email.length > 255) throw inputError('Enter a valid email address.');
  return { email, customer: null };
}

function subscribeProductAlert(context: RequestContext, input: SubscribeInput) {
  const type = TYPES[input.type];
  const productId = productIdOf(context, input);
  const product = productId === undefined ? undefined : alertProduct(context, productId);
  if (!product) throw noSuchEntityError(PRODUCT_NOT_FOUND);
  const { email, customer } = subscriber(context, input.email);
  throttle(context, [THROTTLES.productAlertPerIp, clientIpOf(context.headers)]);
  if (type === 'stock' && product.salable) throw inputError(ALREADY_IN_STOCK);
  const alert = saveAlert(context.db, {
    type,
    product_id: product.product.entity_id,
    website_code: context.store.website_code,
    store_id: context.store.store_id,
    customer_id: customer?.entity_id ?? null,
    email,
    price: type === 'price' ? product.price : null,
  });
  return { product_alert: alert };
}

function unsubscribeProductAlert(context: RequestContext, input: UnsubscribeInput) {
  const action = ACTIONS[input.action];
  const type = TYPES[input.type];
  const productId = /^\d{1,12}$/.test(input.product_id ?? '') ? Number(input.product_id) : NaN;
  const hash = input.hash ?? '';
  if (!action || !type || !Number.isInteger(productId) || !/^[A-Za-z0-9_-]{1,128}$/.test(hash)) throw inputError(INVALID_UNSUBSCRIBE_LINK);
  const alert = alertsOfProduct(context.db, productId, type).find((candidate) =>
    hashMatches(context.db, { action, productId, websiteCode: candidate.website_code, email: candidate.email, type }, hash),
  );
  if (!alert) throw inputError(INVALID_UNSUBSCRIBE_LINK);
  const unsubscribed =
    action === 'email'
      ? unsubscribeAlert(context.db, alert.alert_id)
      : unsubscribeAllAlerts(context.db, alert.website_code, alert.email, type);
  return { type: input.type, product: loadProduct(context, productId) ?? null, unsubscribed_count: unsubscribed };
}

export const productAlertResolvers = {
  Mutation: {
    subscribeProductAlert: (_: unknown, args: { input: SubscribeInput }, context: RequestContext) =>
      subscribeProductAlert(context, args.input),
    unsubscribeProductAlert: (_: unknown, args: { input: UnsubscribeInput }, context: RequestContext) =>
      unsubscribeProductAlert(context, args.input),
  },
  Customer: {
    product_alerts: (customer: CustomerRow, _: unknown, context: RequestContext) => customerAlerts(context.db, customer),
  },
  ProductAlert: {
    uid: (alert: ProductAlertRow) => toUid(alert.alert_id),
    type: (alert: ProductAlertRow) => alert.type.toUpperCase(),
    product: (alert: ProductAlertRow, _: unknown, context: RequestContext) => loadProduct(context, alert.product_id) ?? null,
    price: (alert: ProductAlertRow, _: unknown, context: RequestContext) =>
      alert.price === null
        ? null
        : { value: alert.price, currency: context.stores.byStoreId(alert.store_id)?.currency ?? context.currency },
    created_at: (alert: ProductAlertRow) => alert.created_at,
    last_sent_at: (alert: ProductAlertRow) => alert.last_send_at,
    send_count: (alert: ProductAlertRow) => alert.send_count,
  },
};
