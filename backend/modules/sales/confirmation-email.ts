/**
 * The order confirmation e-mail (Magento's "Your {store} order confirmation"), in HTML and text,
 * its amounts as the store view displays sales amounts (with or without tax).
 */
import { SHOP_NAME } from '../../graphql/context';
import type { Store } from '../store/stores';
import type { NewEmail } from '../outbox/outbox';
import type { OrderAddressRow, OrderItemRow, OrderRow } from './orders';

/** Text made safe to place in HTML (element content and quoted attributes). */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function money(store: Store, currency: string) {
  const format = new Intl.NumberFormat(store.locale.replace(/_/g, '-'), { style: 'currency', currency });
  return (amount: number) => format.format(amount);
}

const addressLines = (a: OrderAddressRow) =>
  [
    `${a.firstname} ${a.lastname}`,
    a.company,
    ...a.street.split('\n'),
    [a.postcode, a.city].filter(Boolean).join(' '),
    a.region,
    a.country_id,
    a.telephone,
  ].filter((line): line is string => Boolean(line));

/** The confirmation's note for an order that waits for a prescription (with the link after it). */
export const PRESCRIPTION_NEEDED =
  'Your order has glasses made to your prescription, and we do not have it yet: we make your lenses once you send it.';

export function confirmationEmail(
  store: Store,
  order: OrderRow,
  items: readonly Omit<OrderItemRow, 'item_id' | 'order_id'>[],
  addresses: readonly OrderAddressRow[],
  paymentTitle: string,
  {
    prescriptionLink = null,
    giftCardsAmount = 0,
    includingTax,
  }: {
    /** The order's prescription link (/{store}/prescriptionfix/…), when a frame of it waits for its prescription. */
    prescriptionLink?: string | null;
    /** What gift cards paid of the order (the grand total is what is left). */
    giftCardsAmount?: number;
    /**
     * The store view's tax/sales_display/*: amounts including tax, the grand total without and
     * with it (UK, EU, AE), or excluding tax with the tax added before the grand total (US).
     */
    includingTax: boolean;
  },
): NewEmail {
  const format = money(store, order.order_currency_code);
  const name = [order.customer_firstname, order.customer_lastname].filter(Boolean).join(' ');
  const lineTotal = (item: (typeof items)[number]) => (includingTax ? item.row_total_incl_tax : item.row_total);
  const discount: Array<[string, number]> = order.discount_amount
    ? [[`Discount${order.discount_description ? ` (${order.discount_description})` : ''}`, order.discount_amount]]
    : [];
  const giftCards: Array<[string, number]> = giftCardsAmount ? [['Gift Cards', -giftCardsAmount]] : [];
  const totals: Array<[string, number]> = includingTax
    ? [
        ['Subtotal (Incl. Tax)', order.subtotal_incl_tax],
        ...discount,
        ...(order.shipping_method ? [['Shipping & Handling (Incl. Tax)', order.shipping_incl_tax] as [string, number]] : []),
        ['Grand Total (Excl. Tax)', order.grand_total + giftCardsAmount - order.tax_amount],
        ['Tax', order.tax_amount],
        ...giftCards,
        ['Grand Total (Incl. Tax)', order.grand_total],
      ]
    : [
        ['Subtotal', order.subtotal],
        ...discount,
        ...(order.shipping_method ? [['Shipping & Handling', order.shipping_amount] as [string, number]] : []),
        ['Tax', order.tax_amount],
        ...giftCards,
        ['Grand Total', order.grand_total],
      ];
  const shipping = addresses.find((a) => a.address_type === 'shipping');
  const billing = addresses.find((a) => a.address_type === 'billing');
  const subject = `Your ${SHOP_NAME} order confirmation`;

  const text = [
    `${name || 'Hello'},`,
    '',
    `Thank you for your order from ${SHOP_NAME}. Your order #${order.increment_id} was placed on ${order.created_at} UTC.`,
    '',
    ...(prescriptionLink ? [PRESCRIPTION_NEEDED, `Send your prescription: ${prescriptionLink}`, ''] : []),
    ...items.map((i) => `${i.qty_ordered} × ${i.name} (${i.sku})  ${format(lineTotal(i))}`),
    '',
    ...totals.map(([label, amount]) => `${label}: ${format(amount)}`),
    '',
    ...(billing ? ['Billing address:', ...addressLines(billing), ''] : []),
    ...(shipping ? ['Shipping address:', ...addressLines(shipping), ''] : []),
    ...(order.shipping_description ? [`Shipping method: ${order.shipping_description}`] : []),
    `Payment method: ${paymentTitle}`,
  ].join('\n');

  const cell = (value: string, align = 'left') => `<td style="padding:4px 8px;text-align:${align}">${escapeHtml(value)}</td>`;
  const block = (title: string, a?: OrderAddressRow) =>
    a ? `<h3>${escapeHtml(title)}</h3><p>${addressLines(a).map(escapeHtml).join('<br>')}</p>` : '';
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif">',
    `<h1>${escapeHtml(SHOP_NAME)}</h1>`,
    `<p>${escapeHtml(name || 'Hello')},</p>`,
    `<p>Thank you for your order from ${escapeHtml(SHOP_NAME)}.</p>`,
    `<h2>Your Order #${escapeHtml(order.increment_id)}</h2>`,
    `<p>Placed on ${escapeHtml(order.created_at)} UTC</p>`,
    prescriptionLink
      ? `<p>${escapeHtml(PRESCRIPTION_NEEDED)}</p><p><a href="${escapeHtml(prescriptionLink)}">Send your prescription</a></p>`
      : '',
    '<table><thead><tr><th align="left">Item</th><th align="left">SKU</th><th align="right">Qty</th><th align="right">Subtotal</th></tr></thead><tbody>',
    ...items.map(
      (i) => `<tr>${cell(i.name)}${cell(i.sku)}${cell(String(i.qty_ordered), 'right')}${cell(format(lineTotal(i)), 'right')}</tr>`,
    ),
    '</tbody><tfoot>',
    ...totals.map(
      ([label, amount]) => `<tr><td colspan="3" style="text-align:right">${escapeHtml(label)}</td>${cell(format(amount), 'right')}</tr>`,
    ),
    '</tfoot></table>',
    block('Billing Info', billing),
    block('Shipping Info', shipping),
    order.shipping_description ? `<h3>Shipping Method</h3><p>${escapeHtml(order.shipping_description)}</p>` : '',
    `<h3>Payment Method</h3><p>${escapeHtml(paymentTitle)}</p>`,
    '</body></html>',
  ].join('\n');

  return { storeId: order.store_id, to: order.customer_email, subject, html, text };
}
