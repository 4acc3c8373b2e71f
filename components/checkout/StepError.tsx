'use client';

import { useTranslations } from 'next-intl';
import { MagentoNetworkError } from '@/lib/magento/errors';
import { MagentoRestError } from '@/lib/magento/rest';
import { CartReplacedError } from '@/lib/state/checkout-store';
import styles from './Checkout.module.css';

/** A checkout step's error, shown next to the step. */
export function StepError({ error }: { error: Error | null }) {
  const t = useTranslations('Checkout');
  const tRetry = useTranslations('Retry');
  if (!error) return null;
  // The backend was not reached (or its answer lost): the shopper's own words, and a retry keeps everything.
  if (error instanceof MagentoNetworkError) {
    return (
      <p role="alert" className={styles.error}>
        {tRetry('network')}
      </p>
    );
  }
  if (error instanceof CartReplacedError) {
    return (
      <p role="alert" className={styles.error}>
        {t('cartReplaced')}
      </p>
    );
  }
  const message = error instanceof MagentoRestError ? (error.serverMessage ?? error.message) : error.message;
  return (
    <p role="alert" className={styles.error}>
      {t('stepError', { message })}
    </p>
  );
}
