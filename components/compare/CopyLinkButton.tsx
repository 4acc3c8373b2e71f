'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import areaStyles from '@/components/account/areas/Areas.module.css';
import styles from './Compare.module.css';

/**
 * The comparison's address, to share: shown in a read-only field (select and copy it by hand) with
 * "Copy link" beside it; the outcome is announced.
 */
export function CopyLinkButton({ path }: { path: string }) {
  const t = useTranslations('Compare');
  const fieldId = useId();
  const [status, setStatus] = useState<'copied' | 'failed' | null>(null);
  const url = typeof window === 'undefined' ? path : `${window.location.origin}${path}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <div className={styles.share}>
      <label htmlFor={fieldId}>{t('linkLabel')}</label>
      <div className={styles.shareRow}>
        <input
          id={fieldId}
          className={styles.link}
          type="url"
          readOnly
          value={url}
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={areaStyles.secondary} onClick={() => void copy()}>
          {t('copyLink')}
        </button>
      </div>
      <p role="status" className={styles.status}>
        {status === 'copied' ? t('copied') : status === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
