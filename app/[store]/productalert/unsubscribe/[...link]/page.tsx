import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AlertUnsubscribe } from '@/components/alerts/AlertUnsubscribe';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';
import { requireFeature } from '@/lib/features/server';

/** Following the link changes the shopper's alerts: rendered for every request, never cached. */
export const dynamic = 'force-dynamic';

/**
 * `/{store}/productalert/unsubscribe/{action}/product/{product}/product_id/{id}/hash/{hash}/type/{type}`
 * and the same without the product segment: an alert e-mail's unsubscribe link.
 */
interface AlertUnsubscribeRouteProps {
  params: Promise<{ store: string; link: string[] }>;
}

export async function generateMetadata({ params }: AlertUnsubscribeRouteProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'ProductAlert' });
  return staticPageMetadata(store, { path: '/productalert/unsubscribe', title: t('unsubscribeTitle'), noindex: true });
}

export default async function AlertUnsubscribeRoute({ params }: AlertUnsubscribeRouteProps) {
  const { store, link } = await params;
  if (!isStoreCode(store)) notFound();
  await requireFeature(store, 'product-alerts');
  setRequestLocale(toBcp47(storeView(store).locale));
  return <AlertUnsubscribe store={store} segments={link.map(decodeURIComponent)} />;
}
