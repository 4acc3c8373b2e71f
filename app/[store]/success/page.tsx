import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { SuccessPage } from '@/components/checkout/SuccessPage';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';

/** The order confirmation. The receipt lives in the browser; the server renders the shell only. */
export const dynamic = 'force-dynamic';

interface SuccessRouteProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: SuccessRouteProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Success' });
  return staticPageMetadata(store, { path: '/success', title: t('title'), noindex: true });
}

export default async function SuccessRoute({ params }: SuccessRouteProps) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  const locale = toBcp47(storeView(store).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Success' });

  return (
    <>
      <h1>{t('title')}</h1>
      <ClientMessages namespaces={['Success']}>
        <SuccessPage store={store} />
      </ClientMessages>
    </>
  );
}
