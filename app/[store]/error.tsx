'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import styles from '@/components/errors/ErrorMessage.module.css';

/**
 * The generic error page (spec section 8): shown when a route cannot be resolved or rendered (with
 * 503 and Retry-After while the backend is down, middleware.ts). "Try again" loads the page anew
 * from the server: a link, so it works before (or without) the page's scripts.
 */
export default function ErrorPage() {
  const t = useTranslations('Errors');
  const pathname = usePathname() ?? '/';
  const retry = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.location.reload();
  };
  return (
    <section className={styles.panel}>
      <h1>{t('genericTitle')}</h1>
      <p>{t('generic')}</p>
      <div className={styles.actions}>
        <a className={styles.action} href={pathname} onClick={retry}>
          {t('tryAgain')}
        </a>
      </div>
    </section>
  );
}
