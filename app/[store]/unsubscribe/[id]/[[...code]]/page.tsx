import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NewsletterUnsubscribe } from '@/components/alerts/NewsletterUnsubscribe';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';
import { requireFeature } from '@/lib/features/server';

/** Following the link changes the subscription: rendered for every request, never cached. */
export const dynamic = 'force-dynamic';

/** `/{store}/unsubscribe/{subscriber_id}/{code?}`: a newsletter's unsubscribe link. */
interface UnsubscribeRouteProps {
  params: Promise<{ store: string; id: string; code?: string[] }>;
}

export async function generateMetadata({ params }: UnsubscribeRouteProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Unsubscribe' });
  return staticPageMetadata(store, { path: '/unsubscribe', title: t('title'), noindex: true });
}

export default async function UnsubscribeRoute({ params }: UnsubscribeRouteProps) {
  const { store, id, code = [] } = await params;
  if (!isStoreCode(store) || code.length > 1) notFound();
  await requireFeature(store, 'newsletter-unsubscribe');
  setRequestLocale(toBcp47(storeView(store).locale));
  return <NewsletterUnsubscribe store={store} id={decodeURIComponent(id)} code={code[0] ? decodeURIComponent(code[0]) : undefined} />;
}
