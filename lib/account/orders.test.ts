import {
  formatOrderDate,
  numberParameter,
  orderHistoryHref,
  orderHref,
  orderNumberSegment,
  orderStatusKey,
  orderStatusLabel,
  pageParameter,
  pageWindow,
} from './orders';

describe('order statuses', () => {
  it.each([
    ['Pending', 'statusPending'],
    ['Pending Payment', 'statusPendingPayment'],
    ['pending_payment', 'statusPendingPayment'],
    ['Processing', 'statusProcessing'],
    ['Complete', 'statusComplete'],
    ['Closed', 'statusClosed'],
    ['Canceled', 'statusCanceled'],
    ['On Hold', 'statusOnHold'],
    ['holded', 'statusOnHold'],
    ['Payment Review', 'statusPaymentReview'],
    ['Suspected Fraud', 'statusSuspectedFraud'],
  ])('Magento’s %p is the message %p', (status, key) => {
    expect(orderStatusKey(status)).toBe(key);
  });

  it('shows a merchant’s own status as Magento names it', () => {
    const t = (key: string) => `translated:${key}`;
    expect(orderStatusLabel('Complete', t)).toBe('translated:statusComplete');
    expect(orderStatusLabel('Lenses being cut', t)).toBe('Lenses being cut');
    expect(orderStatusKey('Lenses being cut')).toBeNull();
  });
});

describe('the order history’s address', () => {
  it('reads the page as a whole number from 1', () => {
    expect(pageParameter(undefined)).toBe(1);
    expect(pageParameter('3')).toBe(3);
    expect(pageParameter('0')).toBe(1);
    expect(pageParameter('-2')).toBe(1);
    expect(pageParameter('2.5')).toBe(1);
    expect(pageParameter('two')).toBe(1);
  });

  it('trims and bounds the number filter', () => {
    expect(numberParameter('  600000001 ')).toBe('600000001');
    expect(numberParameter(undefined)).toBe('');
    expect(numberParameter('9'.repeat(100))).toHaveLength(32);
  });

  it('leaves out page 1 and an empty filter, and keeps the filter across pages', () => {
    expect(orderHistoryHref('uk')).toBe('/uk/order-history');
    expect(orderHistoryHref('uk', { page: 1, number: '' })).toBe('/uk/order-history');
    expect(orderHistoryHref('uk', { page: 3 })).toBe('/uk/order-history?page=3');
    expect(orderHistoryHref('fr', { page: 2, number: '400 0' })).toBe('/fr/order-history?number=400+0&page=2');
    expect(orderHref('uk', '600000001')).toBe('/uk/order-history/600000001');
    expect(orderHref('uk', 'A/1')).toBe('/uk/order-history/A%2F1');
    expect(orderNumberSegment('A%2F1')).toBe('A/1');
    expect(orderNumberSegment('100%')).toBe('100%');
  });

  it('offers the first, last and nearby pages, with gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});

describe('the order date', () => {
  it('is Magento’s UTC date in the store view’s language', () => {
    expect(formatOrderDate('2025-02-14 10:24:00', 'en-GB')).toBe('14 Feb 2025');
    expect(formatOrderDate('2025-02-14 23:59:59', 'en-US')).toBe('Feb 14, 2025');
    expect(formatOrderDate('2025-02-14T00:00:01', 'de-DE')).toBe('14.02.2025');
  });

  it('stays as given when it cannot be read', () => {
    expect(formatOrderDate('yesterday', 'en-GB')).toBe('yesterday');
  });
});
