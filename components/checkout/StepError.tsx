'use client';

import { useTranslations } from 'next-intl';
import { MagentoRestError } from '@/lib/magento/rest';
import styles from './Checkout.module.css';

/** A checkout step's error, shown next to the step. */
export function StepError({ error }: { error: Error | null }) {
  const t = useTranslations('Checkout');
  if (!error) return null;
  const message = error instanceof MagentoRestError ? (error.serverMessage ?? error.message) : error.message;
  return (
    <p role="alert" className={styles.error}>
      {t('stepError', { message })}
    </p>
  );
}
