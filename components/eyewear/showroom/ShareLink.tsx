'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './Showroom.module.css';

export interface ShareLinkProps {
  /** The result's path, e.g. /uk/room/abc. */
  path: string;
}

/** The result's address in a read-only field, with a button that copies it. */
export function ShareLink({ path }: ShareLinkProps) {
  const t = useTranslations('Showroom');
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [address, setAddress] = useState(path);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'select'>('idle');

  // The full address is known only in the browser (the page itself is the same for every host).
  useEffect(() => setAddress(new URL(path, window.location.origin).href), [path]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('copied');
    } catch {
      field.current?.select();
      setCopied('select');
    }
  }

  return (
    <div className={styles.share}>
      <div className={styles.shareField}>
        <label htmlFor={id}>{t('shareLabel')}</label>
        <input id={id} ref={field} type="url" readOnly value={address} onFocus={(event) => event.target.select()} />
      </div>
      <button type="button" className={styles.button} onClick={copy}>
        {t('copyLink')}
      </button>
      <p role="status" className={styles.copied}>
        {copied === 'copied' ? t('linkCopied') : copied === 'select' ? t('copyManually') : ''}
      </p>
    </div>
  );
}
