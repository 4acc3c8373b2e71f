'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { maskCode } from '@/lib/giftcard/options';
import styles from './GiftCard.module.css';

/** A bought card's code, hidden but for its last four characters until "Show". */
export function GiftCardCode({ code, recipient }: { code: string; recipient: string }) {
  const t = useTranslations('GiftCard');
  const [shown, setShown] = useState(false);
  const last = code.slice(-4);
  return (
    <span className={styles.codeCell}>
      {shown ? (
        <span className={styles.code}>{code}</span>
      ) : (
        <>
          <span className={styles.code} aria-hidden="true">
            {maskCode(code)}
          </span>
          <span className="visually-hidden">{t('codeHidden', { last })}</span>
        </>
      )}
      <button
        type="button"
        className={styles.link}
        aria-pressed={shown}
        aria-label={t(shown ? 'hideLabel' : 'showLabel', { recipient, last })}
        onClick={() => setShown(!shown)}
      >
        {t(shown ? 'hide' : 'show')}
      </button>
    </span>
  );
}
