import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { CartRecovery } from '@/components/recovery/CartRecovery';
import { isRecoveryLink } from '@/components/recovery/recovery-errors';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';
import shared from '@/components/account/Account.module.css';
import { requireFeature } from '@/lib/features/server';

/** Each link is opened once: rendered per request rather than kept in the page cache. */
export const dynamic = 'force-dynamic';

/**
 * `/{store}/abandonedcart/checkout/cart/id/{id}/token/{token}/`: a reminder e-mail's link. The
 * cart is restored in the browser (it lives there), then the shopper is taken to the cart page.
 */
interface RecoveryRouteProps {
  params: Promise<{ store: string; id: string; token: string }>;
}

export async function generateMetadata({ params }: RecoveryRouteProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'AbandonedCart' });
  return staticPageMetadata(store, { path: '/cart', title: t('title'), noindex: true });
}

export default async function RecoveryRoute({ params }: RecoveryRouteProps) {
  const { store, id, token } = await params;
  if (!isStoreCode(store)) notFound();
  await requireFeature(store, 'cart-recovery');
  const locale = toBcp47(storeView(store).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'AbandonedCart' });
  const cartId = decodeURIComponent(id);
  const secret = decodeURIComponent(token);
  return (
    <div className={shared.page}>
      <h1>{t('title')}</h1>
      <noscript>
        <p>{t('noScript')}</p>
      </noscript>
      <ClientMessages namespaces={['AbandonedCart']}>
        <CartRecovery store={store} cartId={cartId} token={secret} invalid={!isRecoveryLink(cartId, secret)} />
      </ClientMessages>
    </div>
  );
}
