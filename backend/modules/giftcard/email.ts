/**
 * The e-mail that brings a gift card to its recipient (Adobe Commerce's "Gift Card(s) Purchase"
 * notification): the code, its amount, who sends it, the message and until when it can be used.
 */
import { SHOP_NAME } from '../../graphql/context';
import type { NewEmail } from '../outbox/outbox';
import { escapeHtml } from '../sales/confirmation-email';
import type { Store } from '../store/stores';
import type { GiftCardAccountRow } from './accounts';

export function giftCardEmail(store: Store, account: GiftCardAccountRow, storefrontUrl: string): NewEmail {
  const amount = new Intl.NumberFormat(store.locale.replace(/_/g, '-'), { style: 'currency', currency: account.currency_code }).format(
    account.initial_balance,
  );
  const sender = account.sender_name ?? SHOP_NAME;
  const shop = `${storefrontUrl}/${store.code}`;
  const subject = `${sender} sent you a ${SHOP_NAME} gift card`;
  const lines: Array<[string, string]> = [
    ['Gift card code', account.code],
    ['Amount', amount],
    ['From', account.sender_email ? `${sender} <${account.sender_email}>` : sender],
    ...(account.date_expires ? [['Valid until', account.date_expires] as [string, string]] : []),
  ];
  const text = [
    `${account.recipient_name ?? 'Hello'},`,
    '',
    `${sender} sent you a ${SHOP_NAME} gift card.`,
    ...(account.message ? ['', account.message] : []),
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `Use the code in your cart or at checkout: ${shop}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1>${escapeHtml(SHOP_NAME)}</h1>`,
    `<p>${escapeHtml(account.recipient_name ?? 'Hello')},</p>`,
    `<p>${escapeHtml(sender)} sent you a ${escapeHtml(SHOP_NAME)} gift card.</p>`,
    account.message ? `<blockquote>${escapeHtml(account.message).replace(/\n/g, '<br>')}</blockquote>` : '',
    '<table>',
    ...lines.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p>Use the code in your cart or at checkout: <a href="${escapeHtml(shop)}">${escapeHtml(shop)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { storeId: store.store_id, to: account.recipient_email ?? '', subject, html, text };
}
