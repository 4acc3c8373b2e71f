'use client';

import { useTranslations } from 'next-intl';
import { StoreHomeLink } from '@/components/errors/StoreHomeLink';
import { ChooseFrameLink } from '@/components/eyewear/configurator/ChooseFrameLink';
import styles from '@/components/errors/ErrorMessage.module.css';

/**
 * An unknown frame, or a product without lenses to choose: HTTP 404 with a way back to the frame
 * list. A client component: a server one would read the request's locale before the layout sets it.
 */
export default function CustomizeNotFound() {
  const t = useTranslations('Configurator');
  const tErrors = useTranslations('Errors');
  return (
    <section className={styles.panel}>
      <h1>{t('notFoundTitle')}</h1>
      <p>{t('notFound')}</p>
      <div className={styles.actions}>
        <ChooseFrameLink className={styles.action}>{t('chooseFrame')}</ChooseFrameLink>
        <StoreHomeLink className={styles.action}>{tErrors('backToHome')}</StoreHomeLink>
      </div>
    </section>
  );
}
