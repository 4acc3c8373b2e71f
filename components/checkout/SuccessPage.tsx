'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { readStoredReceipt, useCheckoutStore, type Receipt } from '@/lib/state/checkout-store';
import styles from './Checkout.module.css';

/** The order confirmation: the order number and an invitation to create an account. */
export function SuccessPage({ store }: { store: string }) {
  const t = useTranslations('Success');
  const inMemory = useCheckoutStore((state) => state.receipt);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    setReceipt(inMemory.order.id ? inMemory : readStoredReceipt());
    setReady(true);
  }, [inMemory]);

  if (!ready) {
    return (
      <p role="status" className={styles.hint}>
        {t('loading')}
      </p>
    );
  }
  const order = receipt?.order;
  if (!order?.id) {
    return (
      <div className={styles.empty}>
        <p>{t('noOrder')}</p>
        <a href={`/${store}`} className={styles.primary}>
          {t('continueShopping')}
        </a>
      </div>
    );
  }
  const address = order.shippingAddress;
  const params = new URLSearchParams({
    email: address?.email ?? '',
    firstName: address?.firstname ?? '',
    lastName: address?.lastname ?? '',
  });
  return (
    <div className={styles.empty}>
      <p data-testid="order-number">{t('orderNumber', { number: order.number ?? order.id })}</p>
      <p>{t('emailNotice')}</p>
      <a href={`/${store}/create-account?${params.toString()}`} className={styles.secondary}>
        {t('createAccount')}
      </a>
      <a href={`/${store}`} className={styles.primary}>
        {t('continueShopping')}
      </a>
    </div>
  );
}
