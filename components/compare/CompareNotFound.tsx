'use client';

import { useParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import styles from './Compare.module.css';

/** An unknown comparison (HTTP 404): says so, and offers to start a new one. Texts read in the browser (see the route's not-found.tsx). */
export function CompareNotFound() {
  const t = useTranslations('Compare');
  const { store } = useParams<{ store: string }>();
  return (
    <div className={styles.view}>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFound')}</p>
      <p>
        <a href={`/${store}/compare`}>{t('startAgain')}</a>
      </p>
    </div>
  );
}
