'use client';

import { useTranslations } from 'next-intl';
import styles from '@/components/errors/ErrorMessage.module.css';

/** The generic error page (spec section 8): shown when a route cannot be resolved or rendered. */
export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('Errors');
  return (
    <section className={styles.panel}>
      <h1>{t('genericTitle')}</h1>
      <p>{t('generic')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={reset}>
          {t('tryAgain')}
        </button>
      </div>
    </section>
  );
}
