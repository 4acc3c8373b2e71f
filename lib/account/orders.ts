/**
 * Order history helpers: the page in the address (`?page=`, `?number=`), the shopper's words for
 * Magento's order statuses, and an order's date in the store view's language.
 */

/** Orders per page of the order history. */
export const ORDERS_PAGE_SIZE = 10;

/** The longest order-number filter accepted from the address (Magento's numbers are 9 to 32 characters). */
const MAX_NUMBER_FILTER = 32;

/**
 * Magento's order statuses (sales_order_status: its default labels, and the codes some versions
 * answer instead), keyed without case, spaces or underscores, to their `OrderHistory` message.
 */
const STATUS_KEYS: Readonly<Record<string, string>> = {
  pending: 'statusPending',
  pendingpayment: 'statusPendingPayment',
  processing: 'statusProcessing',
  complete: 'statusComplete',
  closed: 'statusClosed',
  canceled: 'statusCanceled',
  cancelled: 'statusCanceled',
  onhold: 'statusOnHold',
  holded: 'statusOnHold',
  paymentreview: 'statusPaymentReview',
  suspectedfraud: 'statusSuspectedFraud',
  fraud: 'statusSuspectedFraud',
};

/** The `OrderHistory` message key of a Magento status (its label or code), or null for a status of the merchant's own. */
export function orderStatusKey(status: string): string | null {
  return STATUS_KEYS[status.toLowerCase().replace(/[\s_-]+/g, '')] ?? null;
}

/** The status in the shopper's language; a merchant's own status keeps Magento's label. */
export function orderStatusLabel(status: string, t: (key: string) => string): string {
  const key = orderStatusKey(status);
  return key ? t(key) : status;
}

/** `?page=`: a whole number from 1, else 1. */
export function pageParameter(value: string | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** `?number=`: the order number typed into the filter, trimmed and bounded ('' for none). */
export function numberParameter(value: string | undefined): string {
  return (value ?? '').trim().slice(0, MAX_NUMBER_FILTER);
}

/** The order history's address for a page and filter (page 1 and no filter leave the query out). */
export function orderHistoryHref(store: string, { page = 1, number = '' }: { page?: number; number?: string } = {}): string {
  const query = new URLSearchParams();
  if (number) query.set('number', number);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return `/${store}/order-history${search ? `?${search}` : ''}`;
}

/** The order number of `/order-history/{number}`, as the address carries it (decoded once; a malformed escape stays as it is). */
export function orderNumberSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function orderHref(store: string, number: string): string {
  return `/${store}/order-history/${encodeURIComponent(number)}`;
}

/**
 * Magento's order date ("2025-02-14 10:24:00", UTC) as a date in `locale` (a BCP 47 tag); what
 * cannot be read is shown as Magento gave it.
 */
export function formatOrderDate(orderDate: string, locale: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(orderDate);
  const date = match ? new Date(`${match[1]}T${match[2]}Z`) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) return orderDate;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * The page numbers to offer: the first, the last and two either side of the current one, with
 * `null` where numbers are left out (1 … 4 5 6 7 8 … 20).
 */
export function pageWindow(currentPage: number, totalPages: number): Array<number | null> {
  const shown = new Set([1, totalPages]);
  for (let page = currentPage - 2; page <= currentPage + 2; page++) if (page >= 1 && page <= totalPages) shown.add(page);
  const sorted = [...shown].filter((page) => page >= 1).sort((a, b) => a - b);
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1] > 1 ? [null, page] : [page]));
}
