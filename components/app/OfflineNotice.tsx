'use client';

import { useTranslations } from 'next-intl';
import { useAppStore } from '@/lib/state/app-store';
import styles from './OfflineNotice.module.css';

/** A visible notice while the browser is offline, and once it is back (spec: has-been-offline). */
export function OfflineNotice() {
  const t = useTranslations('App');
  const isOnline = useAppStore((state) => state.isOnline);
  const hasBeenOffline = useAppStore((state) => state.hasBeenOffline);
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {!isOnline ? <p className={styles.offline}>{t('offline')}</p> : hasBeenOffline ? <p className={styles.online}>{t('backOnline')}</p> : null}
    </div>
  );
}
