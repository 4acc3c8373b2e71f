/**
 * Sends a newsletter (what Magento's newsletter queue does; run by `backend/commands/newsletter.ts`):
 * one e-mail to every subscribed address, from its store view, with its unsubscribe link.
 */
import { SHOP_NAME, type BackendServices } from '../../graphql/context';
import { sendEmail } from '../outbox/outbox';
import { escapeHtml } from '../sales/confirmation-email';
import { STATUS as SUBSCRIBER_STATUS } from '../customer/newsletter';
import { confirmCode, newsletterUnsubscribeUrl } from './unsubscribe-links';

export interface Newsletter {
  subject: string;
  /** Plain text; paragraphs separated by a blank line. */
  message: string;
  /** Only the subscribers of this store view (its code); all when absent. */
  store?: string;
}

export const DEFAULT_NEWSLETTER: Newsletter = {
  subject: `News from ${SHOP_NAME}`,
  message: `New frames have arrived for the season, in acetate and titanium, with lenses made in our own lab.\n\nCome and try them on at home with our virtual try-on.`,
};

interface SubscriberRow {
  subscriber_id: number;
  subscriber_email: string;
  store_id: number;
}

/** Answers how many e-mails were written to the outbox. */
export function sendNewsletter(services: BackendServices, newsletter: Newsletter = DEFAULT_NEWSLETTER): number {
  const store = newsletter.store === undefined ? undefined : services.stores.get(newsletter.store);
  if (newsletter.store !== undefined && !store) throw new Error(`No store view ${newsletter.store}`);
  const paragraphs = newsletter.message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return services.db.transaction(() => {
    const subscribers = services.db
      .prepare(
        `SELECT subscriber_id, subscriber_email, store_id FROM newsletter_subscriber
          WHERE subscriber_status = ? AND (? IS NULL OR store_id = ?) ORDER BY subscriber_id`,
      )
      .all(SUBSCRIBER_STATUS.SUBSCRIBED, store?.store_id ?? null, store?.store_id ?? null) as SubscriberRow[];
    for (const subscriber of subscribers) {
      const from = services.stores.byStoreId(subscriber.store_id) ?? services.stores.default;
      const link = newsletterUnsubscribeUrl(
        services.config.storefrontUrl,
        from.code,
        subscriber.subscriber_id,
        confirmCode(services.db, subscriber.subscriber_id),
      );
      const text = [...paragraphs.flatMap((p) => [p, '']), `Unsubscribe: ${link}`].join('\n');
      const html = [
        '<!doctype html><html><body style="font-family:sans-serif">',
        `<h1>${escapeHtml(SHOP_NAME)}</h1>`,
        ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
        `<p><small><a href="${escapeHtml(link)}">Unsubscribe</a></small></p>`,
        '</body></html>',
      ].join('\n');
      sendEmail(services.db, { storeId: from.store_id, to: subscriber.subscriber_email, subject: newsletter.subject, html, text });
    }
    return subscribers.length;
  })();
}
