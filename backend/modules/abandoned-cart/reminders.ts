/**
 * Abandoned-cart reminders (run by `backend/commands/abandoned-carts.ts`): every active cart with
 * items and an e-mail address that nobody has changed for `idleMinutes` gets one e-mail, ever,
 * with a link that brings it back:
 *
 *   {storefront}/{store}/abandonedcart/checkout/cart/id/{cart id}/token/{token}/
 *
 * The cart id is the quote's number, not its masked id (which alone gives access to the cart); the
 * token is random (256 bits), kept only as its SHA-256, and works once until it expires.
 */
import crypto from 'node:crypto';
import { SHOP_NAME, type BackendServices, type RequestContext } from '../../graphql/context';
import { loadProducts } from '../catalog/products';
import { utcTime } from '../customer/customers';
import { sendEmail } from '../outbox/outbox';
import { escapeHtml } from '../sales/confirmation-email';
import { quoteItems, type QuoteRow } from '../quote/quotes';
import { backendSettings } from '../../env';

/** How long a cart must stay untouched before its reminder (env BACKEND_ABANDONED_CART_IDLE_MINUTES, default 60). */
export const DEFAULT_IDLE_MINUTES = 60;
/** How long a recovery link works (env BACKEND_ABANDONED_CART_LINK_LIFETIME_MINUTES, default 7 days). */
export const DEFAULT_LINK_LIFETIME_MINUTES = 7 * 24 * 60;

export interface ReminderOptions {
  idleMinutes: number;
  linkLifetimeMinutes: number;
  /** Default: now. */
  now?: number;
}

/** The reminders' settings from the environment (backend/env.ts), with their defaults. */
export function reminderSettings(env: NodeJS.ProcessEnv = process.env): ReminderOptions {
  const settings = backendSettings(env);
  return {
    idleMinutes: settings.BACKEND_ABANDONED_CART_IDLE_MINUTES ?? DEFAULT_IDLE_MINUTES,
    linkLifetimeMinutes: settings.BACKEND_ABANDONED_CART_LINK_LIFETIME_MINUTES ?? DEFAULT_LINK_LIFETIME_MINUTES,
  };
}

export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function recoveryUrl(storefrontUrl: string, storeCode: string, quoteId: number, token: string): string {
  return `${storefrontUrl}/${storeCode}/abandonedcart/checkout/cart/id/${quoteId}/token/${token}/`;
}

function reminderEmail(context: RequestContext, quote: QuoteRow, link: string, linkLifetimeMinutes: number) {
  const items = quoteItems(context.db, quote.entity_id);
  const names = new Map(loadProducts(context, [...new Set(items.map((item) => item.product_id))]).map((p) => [p.entity_id, p.name]));
  const lines = items.map((item) => `${item.qty} × ${names.get(item.product_id) ?? ''}`.trim());
  const days = Math.round((linkLifetimeMinutes / (24 * 60)) * 10) / 10;
  const lifetime = days >= 1 ? `${days} day${days === 1 ? '' : 's'}` : `${Math.round(linkLifetimeMinutes)} minutes`;
  const subject = `You left something in your ${SHOP_NAME} cart`;
  const text = [
    'Hello,',
    '',
    'You left these items in your cart:',
    ...lines.map((line) => `- ${line}`),
    '',
    `Return to your cart: ${link}`,
    '',
    `The link works once, for ${lifetime}.`,
    '',
    `Thank you, ${SHOP_NAME}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1>${escapeHtml(SHOP_NAME)}</h1>`,
    '<p>Hello,</p>',
    '<p>You left these items in your cart:</p>',
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(link)}">Return to your cart</a></p>`,
    `<p>The link works once, for ${escapeHtml(lifetime)}.</p>`,
    '</body></html>',
  ].join('\n');
  return { storeId: context.store.store_id, to: quote.customer_email!, subject, html, text };
}

/** Writes the reminders that are due; answers how many were sent. */
export function sendAbandonedCartReminders(services: BackendServices, options: ReminderOptions): number {
  const now = options.now ?? Date.now();
  if (!(options.idleMinutes >= 0) || !(options.linkLifetimeMinutes >= 0)) throw new Error('Minutes must be numbers of at least 0');
  const idleSince = utcTime(now - options.idleMinutes * 60_000);
  const expiresAt = utcTime(now + options.linkLifetimeMinutes * 60_000);
  return services.db
    .transaction(() => {
      const carts = services.db
        .prepare(
          `SELECT q.* FROM quote q
            WHERE q.is_active = 1 AND COALESCE(q.customer_email, '') <> '' AND q.updated_at <= ?
              AND EXISTS (SELECT 1 FROM quote_item i WHERE i.quote_id = q.entity_id)
              AND NOT EXISTS (SELECT 1 FROM abandoned_cart_reminder r WHERE r.quote_id = q.entity_id)
            ORDER BY q.entity_id`,
        )
        .all(idleSince) as QuoteRow[];
      const remember = services.db.prepare(
        'INSERT INTO abandoned_cart_reminder (quote_id, token_hash, email, sent_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      );
      for (const quote of carts) {
        const store = services.stores.byStoreId(quote.store_id) ?? services.stores.default;
        const context: RequestContext = { ...services, store, currency: store.currency, headers: {}, customerId: quote.customer_id };
        const token = crypto.randomBytes(32).toString('base64url');
        remember.run(quote.entity_id, tokenHash(token), quote.customer_email, utcTime(now), expiresAt);
        const link = recoveryUrl(services.config.storefrontUrl, store.code, quote.entity_id, token);
        sendEmail(services.db, reminderEmail(context, quote, link, options.linkLifetimeMinutes));
      }
      return carts.length;
    })
    .immediate();
}
