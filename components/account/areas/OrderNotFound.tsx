'use client';

import { useTranslations } from 'next-intl';
import { StoreHomeLink } from '@/components/errors/StoreHomeLink';
import styles from './Areas.module.css';

/** An order the customer does not have: the specification's not-found text (section 8), in the account pages beside their navigation. */
export function OrderNotFound() {
  const t = useTranslations('Errors');
  return (
    <div className={styles.page}>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFound')}</p>
      <p>
        <StoreHomeLink>{t('backToHome')}</StoreHomeLink>
      </p>
    </div>
  );
}
