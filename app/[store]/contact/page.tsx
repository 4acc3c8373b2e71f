import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactPage } from '@/components/contact/ContactPage';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';
import { requireFeature } from '@/lib/features/server';

/** The contact page: the same for everyone (the form is a client island), cached like public pages. */
export const revalidate = 3600;

interface ContactRouteProps {
  params: Promise<{ store: string }>;
}

/** `/contact` and `/contact-us` serve this page; `/contact` is its canonical address. */
export async function generateMetadata({ params }: ContactRouteProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Contact' });
  return staticPageMetadata(store, { path: '/contact', title: t('title'), description: t('intro') });
}

export default async function ContactRoute({ params }: ContactRouteProps) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  await requireFeature(store, 'contact');
  setRequestLocale(toBcp47(storeView(store).locale));
  return <ContactPage store={store} />;
}
