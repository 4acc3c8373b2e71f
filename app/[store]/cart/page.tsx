import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { CartPage } from '@/components/cart/CartPageLoader';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';

/**
 * The cart page. The server renders only its shell (the same for every shopper, so it may be
 * cached like any public page); the shopper's lines are read and rendered in the browser.
 */
interface CartRouteProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: CartRouteProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Cart' });
  return staticPageMetadata(store, { path: '/cart', title: t('title'), noindex: true });
}

export default async function CartRoute({ params }: CartRouteProps) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  const view = storeView(store);
  const locale = toBcp47(view.locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Cart' });

  return (
    <>
      <h1>{t('title')}</h1>
      <ClientMessages namespaces={['GiftCard']}>
        <CartPage store={store} currency={view.currency} />
      </ClientMessages>
    </>
  );
}
