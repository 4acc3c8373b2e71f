import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductAlertPage } from '@/components/alerts/ProductAlertPage';
import { firstValue } from '@/lib/session/page';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';
import { requireFeature } from '@/lib/features/server';

/** Personal (a signed-in customer subscribes in one click; it reads the session): rendered per request. */
export const dynamic = 'force-dynamic';

/** `/{store}/stock?product=<url_key or sku>&variant=<sku>`: subscribe to a back-in-stock alert. */
interface StockRouteProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: StockRouteProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'ProductAlert' });
  return staticPageMetadata(store, { path: '/stock', title: t('stockTitle'), noindex: true });
}

export default async function StockRoute({ params, searchParams }: StockRouteProps) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  await requireFeature(store, 'product-alerts');
  setRequestLocale(toBcp47(storeView(store).locale));
  const query = await searchParams;
  return (
    <ProductAlertPage store={store} type="STOCK" product={firstValue(query.product)} variant={firstValue(query.variant) || undefined} />
  );
}
