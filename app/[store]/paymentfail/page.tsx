import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { PaymentFail } from '@/components/payment/PaymentFail';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';

/** The payment did not go through. Personal: the shell only, rendered per request. */
export const dynamic = 'force-dynamic';

interface PaymentFailRouteProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: PaymentFailRouteProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Payment' });
  return staticPageMetadata(store, { path: '/paymentfail', title: t('failTitle'), noindex: true });
}

export default async function PaymentFailRoute({ params }: PaymentFailRouteProps) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  const locale = toBcp47(storeView(store).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Payment' });
  return (
    <>
      <h1>{t('failTitle')}</h1>
      <ClientMessages namespaces={['Payment']}>
        <PaymentFail store={store} />
      </ClientMessages>
    </>
  );
}
