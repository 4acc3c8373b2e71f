import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';
import { PaymentReturn } from './PaymentReturn';

/**
 * The payment providers' return pages (`/payment-result`, `/paypal/action/return.html`,
 * `/ayden/action/return.html`): personal, so only the shell is rendered, per request.
 */
export interface ReturnRouteProps {
  params: Promise<{ store: string }>;
}

export function returnRouteMetadata(path: string) {
  return async function generateMetadata({ params }: ReturnRouteProps): Promise<Metadata> {
    const { store } = await params;
    if (!isStoreCode(store)) return {};
    const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Payment' });
    return staticPageMetadata(store, { path, title: t('returnTitle'), noindex: true });
  };
}

export async function ReturnRoute({ params }: ReturnRouteProps) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  const locale = toBcp47(storeView(store).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Payment' });
  return (
    <>
      <h1>{t('returnTitle')}</h1>
      <ClientMessages namespaces={['Payment']}>
        <PaymentReturn store={store} />
      </ClientMessages>
    </>
  );
}
