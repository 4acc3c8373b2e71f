'use client';

import { useTranslations } from 'next-intl';
import { StartAgainLink } from './StartAgainLink';
import styles from './Showroom.module.css';

/** An unknown showroom result: says so and offers to start the finder again. */
export function ResultNotFound() {
  const t = useTranslations('Showroom');
  return (
    <section className={styles.panel}>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFound')}</p>
      <StartAgainLink>{t('startAgain')}</StartAgainLink>
    </section>
  );
}
