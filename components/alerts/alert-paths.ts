import type { AlertType, ProductAlertUnsubscribeLink } from '@/lib/magento/operations/alerts';

/** The subscription page of an alert: `/stock` or `/price`, `?product=<url_key or sku>` and, for one variant, `&variant=<sku>`. */
export function alertPagePath(store: string, type: AlertType, product: string, variant?: string | null): string {
  const query = new URLSearchParams({ product });
  if (variant) query.set('variant', variant);
  return `/${store}/${type === 'STOCK' ? 'stock' : 'price'}?${query}`;
}

const ACTIONS: Record<string, ProductAlertUnsubscribeLink['action']> = { email: 'EMAIL', emailAll: 'EMAIL_ALL' };
const TYPES: Record<string, ProductAlertUnsubscribeLink['type']> = { stock: 'STOCK', price: 'PRICE' };

/**
 * The fields of an alert e-mail's unsubscribe link from its path after `/productalert/unsubscribe/`:
 * `{action}/product/{product}/product_id/{id}/hash/{hash}/type/{type}`, or the same without the
 * product segment. Null for anything else.
 */
export function parseUnsubscribeLink(segments: readonly string[]): ProductAlertUnsubscribeLink | null {
  const [action, ...rest] = segments;
  const fields = rest[0] === 'product' ? rest.slice(2) : rest;
  if (rest[0] === 'product' && !rest[1]) return null;
  if (fields.length !== 6 || fields[0] !== 'product_id' || fields[2] !== 'hash' || fields[4] !== 'type') return null;
  const [, productId, , hash, , type] = fields;
  if (!ACTIONS[action] || !TYPES[type] || !/^\d{1,12}$/.test(productId) || !/^[A-Za-z0-9_-]{1,128}$/.test(hash)) return null;
  return { action: ACTIONS[action], product_id: productId, hash, type: TYPES[type] };
}
