import { getTranslations } from 'next-intl/server';
import { OrderFilter } from '@/components/account/areas/OrderFilter';
import { OrderPages } from '@/components/account/areas/OrderPages';
import { OrderTable } from '@/components/account/areas/OrderTable';
import styles from '@/components/account/areas/Areas.module.css';
import { numberParameter, orderHistoryHref, ORDERS_PAGE_SIZE, pageParameter } from '@/lib/account/orders';
import { readAsCustomer } from '@/lib/account/server';
import { fetchCustomerOrders } from '@/lib/magento/operations/account';
import { accountPage, accountPageMetadata, firstValue } from '@/lib/session/page';
import { storeView, toBcp47 } from '@/lib/store-views';

/** Order history (signed-in only): the customer's orders, newest first, a page at a time (`?page=`), filtered by number (`?number=`). */
interface RouteProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export function generateMetadata({ params }: RouteProps) {
  return accountPageMetadata(params, '/order-history', 'orderHistoryTitle');
}

export default async function OrderHistoryRoute({ params, searchParams }: RouteProps) {
  const { store, t } = await accountPage(params);
  const query = await searchParams;
  const page = pageParameter(firstValue(query.page));
  const number = numberParameter(firstValue(query.number));
  const locale = toBcp47(storeView(store).locale);
  const [orders, texts] = await Promise.all([
    readAsCustomer(store, orderHistoryHref(store, { page, number }), (request) =>
      fetchCustomerOrders(request, { page, pageSize: ORDERS_PAGE_SIZE, number }),
    ),
    getTranslations({ locale, namespace: 'OrderHistory' }),
  ]);
  const empty = number ? texts('noMatchingOrders', { number }) : page > 1 ? texts('noOrdersOnPage') : texts('noOrders');
  return (
    <div className={styles.page}>
      <h1>{t('orderHistoryTitle')}</h1>
      {orders.totalCount || number ? <OrderFilter store={store} number={number} /> : null}
      {orders.orders.length ? (
        <>
          <p className={styles.muted} role="status">
            {texts('orderCount', { count: orders.totalCount })}
          </p>
          <OrderTable store={store} locale={locale} orders={orders.orders} />
          <OrderPages store={store} number={number} currentPage={orders.currentPage} totalPages={orders.totalPages} />
        </>
      ) : (
        <p className={styles.muted}>
          {empty}
          {page > 1 && !number ? (
            <>
              {' '}
              <a href={orderHistoryHref(store)}>{texts('firstPage')}</a>
            </>
          ) : null}
        </p>
      )}
    </div>
  );
}
