import type { Metadata } from 'next';
import type { ReactNode } from 'react';
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

type PaymentTitle = 'returnTitle' | 'failTitle';

/** Metadata of a payment page: its title, never indexed. */
export function paymentPageMetadata(path: string, title: PaymentTitle = 'returnTitle') {
  return async function generateMetadata({ params }: ReturnRouteProps): Promise<Metadata> {
    const { store } = await params;
    if (!isStoreCode(store)) return {};
    const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Payment' });
    return staticPageMetadata(store, { path, title: t(title), noindex: true });
  };
}

/** The server shell of a payment page: its heading, then its client island with the Payment messages. */
export async function PaymentPageShell({
  params,
  title,
  island,
}: ReturnRouteProps & { title: PaymentTitle; island: (store: string) => ReactNode }) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  const locale = toBcp47(storeView(store).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Payment' });
  return (
    <>
      <h1>{t(title)}</h1>
      <ClientMessages namespaces={['Payment']}>{island(store)}</ClientMessages>
    </>
  );
}

export function ReturnRoute({ params }: ReturnRouteProps) {
  return <PaymentPageShell params={params} title="returnTitle" island={(store) => <PaymentReturn store={store} />} />;
}
