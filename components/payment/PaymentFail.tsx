'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { readPendingPayment } from '@/lib/state/checkout-store';
import { reinstateCart } from './reinstate-cart';
import styles from '@/components/checkout/Checkout.module.css';

/**
 * The payment did not go through (declined or cancelled at the provider): nothing was charged and
 * the cart is kept, under the same cart id, for another try.
 */
export function PaymentFail({ store }: { store: string }) {
  const t = useTranslations('Payment');
  const [cancelled, setCancelled] = useState(false);

  useEffect(() => {
    setCancelled(new URLSearchParams(window.location.search).get('result') === 'cancel');
    const pending = readPendingPayment();
    if (pending?.cartId && (!pending.store || pending.store === store)) void reinstateCart(store, pending.cartId).catch(() => undefined);
  }, [store]);

  return (
    <div className={styles.empty}>
      <p role="status">{cancelled ? t('cancelled') : t('declined')}</p>
      <p>{t('notCharged')}</p>
      <a href={`/${store}/checkout`} className={styles.primary}>
        {t('backToCheckout')}
      </a>
      <a href={`/${store}/cart`} className={styles.secondary}>
        {t('viewCart')}
      </a>
    </div>
  );
}
