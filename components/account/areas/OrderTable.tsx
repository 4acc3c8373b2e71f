import { getTranslations } from 'next-intl/server';
import { formatOrderDate, orderHref, orderStatusLabel } from '@/lib/account/orders';
import { formatMoney } from '@/lib/i18n/format';
import type { OrderSummary } from '@/lib/magento/operations/account';
import styles from './Areas.module.css';

/** One page of the customer's orders: number (to its detail), date, status and total in the order's currency. */
export async function OrderTable({ store, locale, orders }: { store: string; locale: string; orders: OrderSummary[] }) {
  const t = await getTranslations('OrderHistory');
  const status = (value: string) => orderStatusLabel(value, (key) => t(key));
  return (
    <div className={styles.tableScroller}>
      <table className={styles.table}>
        <caption>{t('ordersCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columnNumber')}</th>
            <th scope="col">{t('columnDate')}</th>
            <th scope="col">{t('columnStatus')}</th>
            <th scope="col" className={styles.amount}>
              {t('columnTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const total = order.total?.grand_total;
            return (
              <tr key={order.id}>
                <th scope="row">
                  <a href={orderHref(store, order.number)} aria-label={t('viewOrder', { number: order.number })}>
                    {order.number}
                  </a>
                </th>
                <td>{formatOrderDate(order.order_date, locale)}</td>
                <td>{status(order.status)}</td>
                <td className={styles.amount}>
                  {total?.value != null && total.currency ? formatMoney(total.value, total.currency, locale) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
