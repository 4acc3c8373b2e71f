import { getTranslations } from 'next-intl/server';
import { StoreHomeLink } from '@/components/errors/StoreHomeLink';
import styles from '@/components/errors/ErrorMessage.module.css';

/** The specification's not-found page (section 8), answered with HTTP 404. */
export default async function NotFound() {
  const t = await getTranslations('Errors');
  return (
    <section className={styles.panel}>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFound')}</p>
      <div className={styles.actions}>
        <StoreHomeLink className={styles.action}>{t('backToHome')}</StoreHomeLink>
      </div>
    </section>
  );
}
