/**
 * The newsletter (Magento_Newsletter and Magento_NewsletterGraphQl): subscriptions per e-mail and
 * website, a customer's `is_subscribed`, and the subscribeEmailToNewsletter mutation with Magento's
 * texts. Subscriptions need no confirmation (Magento's newsletter/subscription/confirm = 0), and
 * guests may subscribe (newsletter/subscription/allow_guest_subscribe = 1).
 */
import type { Db } from '../../db/database';
import type { RequestContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import { THROTTLES, clientIpOf, throttle } from '../../http/throttle';
import { EMAIL } from '../shared/email';
import { customerByEmail, utcTime, type CustomerRow } from './customers';

/** Magento's Subscriber::STATUS_*. */
export const STATUS = { SUBSCRIBED: 1, NOT_ACTIVE: 2, UNSUBSCRIBED: 3, UNCONFIRMED: 4 } as const;
type SubscriptionStatus = keyof typeof STATUS;
const STATUS_NAMES = Object.fromEntries(Object.entries(STATUS).map(([name, value]) => [value, name])) as Record<number, SubscriptionStatus>;

interface SubscriberRow {
  subscriber_id: number;
  customer_id: number | null;
  subscriber_status: number;
}

function subscriber(db: Db, websiteCode: string, email: string): SubscriberRow | undefined {
  return db
    .prepare(
      'SELECT subscriber_id, customer_id, subscriber_status FROM newsletter_subscriber WHERE website_code = ? AND subscriber_email = ?',
    )
    .get(websiteCode, email.trim()) as SubscriberRow | undefined;
}

function saveSubscriber(
  db: Db,
  row: { website_code: string; store_id: number; customer_id: number | null; email: string; status: number },
) {
  db.prepare(
    `INSERT INTO newsletter_subscriber (website_code, store_id, customer_id, subscriber_email, subscriber_status, change_status_at)
     VALUES (@website_code, @store_id, @customer_id, @email, @status, @time)
     ON CONFLICT (website_code, subscriber_email) DO UPDATE SET
       store_id = excluded.store_id, customer_id = excluded.customer_id, subscriber_status = excluded.subscriber_status,
       change_status_at = excluded.change_status_at`,
  ).run({ ...row, time: utcTime() });
}

/**
 * Magento's Subscriber::unsubscribe for one subscriber, as a newsletter's unsubscribe link asks
 * (its code checked by the caller, modules/newsletter-unsubscribe).
 */
export function unsubscribeSubscriber(db: Db, subscriberId: number): void {
  db.prepare('UPDATE newsletter_subscriber SET subscriber_status = ?, change_status_at = ? WHERE subscriber_id = ?').run(
    STATUS.UNSUBSCRIBED,
    utcTime(),
    subscriberId,
  );
}

export function isSubscribed(db: Db, customer: CustomerRow): boolean {
  return subscriber(db, customer.website_code, customer.email)?.subscriber_status === STATUS.SUBSCRIBED;
}

/** Magento's SubscriptionManager::subscribeCustomer / unsubscribeCustomer. */
export function setCustomerSubscription(db: Db, customer: CustomerRow, subscribed: boolean, storeId: number): void {
  const current = subscriber(db, customer.website_code, customer.email);
  if (!subscribed && !current) return;
  saveSubscriber(db, {
    website_code: customer.website_code,
    store_id: storeId,
    customer_id: customer.entity_id,
    email: customer.email,
    status: subscribed ? STATUS.SUBSCRIBED : STATUS.UNSUBSCRIBED,
  });
}

/** A customer's e-mail changed: their subscription follows it (over a guest's row for the new e-mail, if any). */
export function moveSubscription(db: Db, customer: CustomerRow, newEmail: string): void {
  db.prepare('DELETE FROM newsletter_subscriber WHERE website_code = ? AND subscriber_email = ? AND customer_id IS NULL').run(
    customer.website_code,
    newEmail,
  );
  db.prepare('UPDATE newsletter_subscriber SET subscriber_email = ? WHERE website_code = ? AND customer_id = ?').run(
    newEmail,
    customer.website_code,
    customer.entity_id,
  );
}

/** subscribeEmailToNewsletter(email). */
export function subscribeEmailToNewsletter(context: RequestContext, rawEmail: string): { status: SubscriptionStatus } {
  const email = (rawEmail ?? '').trim();
  if (!email) throw inputError('You must specify an email address to subscribe to a newsletter.');
  if (!EMAIL.test(email)) throw inputError('Enter a valid email address.');
  throttle(context, [THROTTLES.newsletterPerIp, clientIpOf(context.headers)]);
  const website = context.store.website_code;
  const owner = customerByEmail(context.db, website, email);
  if (owner && owner.entity_id !== context.customerId) throw inputError('Cannot create a newsletter subscription.');
  if (subscriber(context.db, website, email)?.subscriber_status === STATUS.SUBSCRIBED) {
    throw inputError('This email address is already subscribed.');
  }
  saveSubscriber(context.db, {
    website_code: website,
    store_id: context.store.store_id,
    customer_id: owner?.entity_id ?? null,
    email: owner?.email ?? email,
    status: STATUS.SUBSCRIBED,
  });
  return { status: STATUS_NAMES[STATUS.SUBSCRIBED] };
}
