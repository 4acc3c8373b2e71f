import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { OrderDetail } from '@/components/account/areas/OrderDetail';
import { orderAmountsWithTax } from '@/lib/account/order-tax-display';
import { orderHref, orderNumberSegment } from '@/lib/account/orders';
import { readAsCustomer } from '@/lib/account/server';
import { fetchCustomerOrder } from '@/lib/magento/operations/account';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { accountPage } from '@/lib/session/page';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';

/** One of the customer's orders (signed-in only); a number the customer has no order with is not found, within the account pages. */
interface RouteProps {
  params: Promise<{ store: string; number: string }>;
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  const { store, number } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'OrderHistory' });
  const decoded = orderNumberSegment(number);
  return staticPageMetadata(store, {
    path: `/order-history/${encodeURIComponent(decoded)}`,
    title: t('orderTitle', { number: decoded }),
    noindex: true,
  });
}

export default async function OrderRoute({ params }: RouteProps) {
  const { store } = await accountPage(params);
  const number = orderNumberSegment((await params).number);
  const [order, withTax] = await readAsCustomer(store, orderHref(store, number), (request) =>
    Promise.all([fetchCustomerOrder(request, number), orderAmountsWithTax(store, request, number)]),
  );
  if (!order) notFound();
  return <OrderDetail store={store} locale={toBcp47(storeView(store).locale)} order={order} withTax={withTax} />;
}
