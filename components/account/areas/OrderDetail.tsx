import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { formatOrderDate, orderHistoryHref, orderStatusLabel } from '@/lib/account/orders';
import type { OrderDetail as Order, OrderTaxAmounts } from '@/lib/magento/operations/account';
import { OrderLines } from './OrderLines';
import { OrderTotals } from './OrderTotals';
import { PostalAddress } from './PostalAddress';
import { ReorderButton } from './ReorderButton';
import styles from './Areas.module.css';

/**
 * One order: its status and date, Reorder, the items, addresses, shipping and payment methods, and
 * totals; its amounts with tax included where the store view shows them so (`withTax`).
 */
export async function OrderDetail({
  store,
  locale,
  order,
  withTax = null,
}: {
  store: string;
  locale: string;
  order: Order;
  withTax?: OrderTaxAmounts | null;
}) {
  const t = await getTranslations('OrderHistory');
  const lines = (order.items ?? []).flatMap((line) => (line ? [line] : []));
  const payments = (order.payment_methods ?? []).flatMap((method) => (method ? [method.name] : []));
  const fact = (key: string, heading: string, content: ReactNode) => (
    <section className={styles.section} aria-labelledby={`order-${key}`}>
      <h2 id={`order-${key}`}>{heading}</h2>
      {content}
    </section>
  );
  return (
    <div className={styles.page}>
      <h1>{t('orderTitle', { number: order.number })}</h1>
      <p className={styles.muted}>
        {t('orderPlaced', { date: formatOrderDate(order.order_date, locale) })}{' '}
        <strong>{t('orderStatus', { status: orderStatusLabel(order.status, (key) => t(key)) })}</strong>
      </p>
      <ClientMessages namespaces={['OrderHistory']}>
        <ReorderButton store={store} orderNumber={order.number} />
      </ClientMessages>
      <OrderLines lines={lines} locale={locale} withTax={withTax} />
      <div className={styles.facts}>
        {order.shipping_address
          ? fact('shipping-address', t('shippingAddress'), <PostalAddress address={order.shipping_address} locale={locale} />)
          : null}
        {order.billing_address
          ? fact('billing-address', t('billingAddress'), <PostalAddress address={order.billing_address} locale={locale} />)
          : null}
        {order.shipping_method
          ? fact('shipping-method', t('shippingMethod'), <p className={styles.muted}>{order.shipping_method}</p>)
          : null}
        {payments.length
          ? fact('payment-method', t('paymentMethod'), <p className={styles.muted}>{new Intl.ListFormat(locale).format(payments)}</p>)
          : null}
      </div>
      {order.total ? fact('totals', t('totalsHeading'), <OrderTotals total={order.total} locale={locale} withTax={withTax} />) : null}
      <p>
        <a href={orderHistoryHref(store)}>{t('backToOrders')}</a>
      </p>
    </div>
  );
}
