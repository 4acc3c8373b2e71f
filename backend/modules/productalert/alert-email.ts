/**
 * The alert e-mails, in Magento's words (ProductAlert's stock_alert and price_alert templates): one
 * e-mail per subscriber listing every product it is about, each with its own unsubscribe link,
 * and a link that ends all of the subscriber's alerts of that type.
 */
import { SHOP_NAME } from '../../graphql/context';
import type { NewEmail } from '../outbox/outbox';
import { escapeHtml } from '../sales/confirmation-email';
import type { Store } from '../store/stores';
import type { AlertType } from './alerts';

export interface AlertEmailLine {
  name: string;
  url: string;
  /** Price alerts: the new price, formatted. */
  price?: string;
  unsubscribeUrl: string;
}

const WORDS: Record<AlertType, { subject: string; heading: string; intro: string; all: string }> = {
  stock: {
    subject: 'Products back in stock alert',
    heading: 'In stock alert!',
    intro: 'We wanted you to know that these products are now available:',
    all: 'Unsubscribe from all stock alerts',
  },
  price: {
    subject: 'Products price alert',
    heading: 'Price change alert!',
    intro: 'We wanted you to know that prices have changed for these products:',
    all: 'Unsubscribe from all price alerts',
  },
};

const STOP_ONE = 'Click here to stop alerts for this product.';

export function formatPrice(store: Store, amount: number): string {
  return new Intl.NumberFormat(store.locale.replace(/_/g, '-'), { style: 'currency', currency: store.currency }).format(amount);
}

export function alertEmail(
  store: Store,
  to: string,
  type: AlertType,
  lines: readonly AlertEmailLine[],
  unsubscribeAllUrl: string,
): NewEmail {
  const words = WORDS[type];
  const text = [
    words.heading,
    '',
    words.intro,
    '',
    ...lines.flatMap((line) => [
      line.price ? `${line.name}: ${line.price}` : line.name,
      line.url,
      `${STOP_ONE} ${line.unsubscribeUrl}`,
      '',
    ]),
    `${words.all}: ${unsubscribeAllUrl}`,
    '',
    `Thank you, ${SHOP_NAME}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1>${escapeHtml(SHOP_NAME)}</h1>`,
    `<h2>${escapeHtml(words.heading)}</h2>`,
    `<p>${escapeHtml(words.intro)}</p>`,
    '<ul>',
    ...lines.map(
      (line) =>
        `<li><p><a href="${escapeHtml(line.url)}">${escapeHtml(line.name)}</a>${line.price ? ` ${escapeHtml(line.price)}` : ''}</p>` +
        `<p><small><a href="${escapeHtml(line.unsubscribeUrl)}">${escapeHtml(STOP_ONE)}</a></small></p></li>`,
    ),
    '</ul>',
    `<p><a href="${escapeHtml(unsubscribeAllUrl)}">${escapeHtml(words.all)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { storeId: store.store_id, to, subject: words.subject, html, text };
}
