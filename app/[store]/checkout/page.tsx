import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { CheckoutPage } from '@/components/checkout/CheckoutPageLoader';
import { shownAgreements } from '@/components/checkout/checkout-agreements';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';

/**
 * The checkout page. Personal: the server renders only its shell and every shopper's data is
 * read and rendered in the browser; rendered per request so no CDN keeps a copy
 * (Cache-Control: private, no-store).
 */
export const dynamic = 'force-dynamic';

interface CheckoutRouteProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: CheckoutRouteProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Checkout' });
  return staticPageMetadata(store, { path: '/checkout', title: t('title'), noindex: true });
}

export default async function CheckoutRoute({ params }: CheckoutRouteProps) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  const view = storeView(store);
  const locale = toBcp47(view.locale);
  setRequestLocale(locale);
  const [t, agreements] = await Promise.all([getTranslations({ locale, namespace: 'Checkout' }), shownAgreements(store)]);

  return (
    <>
      <h1>{t('title')}</h1>
      <ClientMessages namespaces={['Checkout', 'CheckoutPayment', 'CheckoutAgreements', 'Payment']}>
        <CheckoutPage store={store} currency={view.currency} agreements={agreements} />
      </ClientMessages>
    </>
  );
}
