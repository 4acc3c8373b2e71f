import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DeliveryOptions } from '@/components/cart/DeliveryOptions';
import { getDeliveryOptions } from '@/lib/magento/operations/delivery';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';
import { requireFeature } from '@/lib/features/server';

/** The store view's delivery options and prices: the same for every shopper, rendered on the server and cached. */
export const revalidate = 300;

interface DeliveryRouteProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: DeliveryRouteProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Delivery' });
  return staticPageMetadata(store, { path: '/delivery', title: t('title') });
}

export default async function DeliveryRoute({ params }: DeliveryRouteProps) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  await requireFeature(store, 'delivery');
  const view = storeView(store);
  const locale = toBcp47(view.locale);
  setRequestLocale(locale);
  const [t, destinations] = await Promise.all([getTranslations({ locale, namespace: 'Delivery' }), getDeliveryOptions(store)]);

  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <DeliveryOptions destinations={destinations} locale={locale} currency={view.currency} />
    </>
  );
}
