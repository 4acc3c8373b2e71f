'use client';

import { useTranslations } from 'next-intl';
import styles from './GiftCard.module.css';

/** The message to the recipient, with what is left of its length limit. */
export function GiftCardMessageField({
  value,
  max,
  error,
  onChange,
}: {
  value: string;
  max: number;
  error?: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslations('GiftCard');
  const length = [...value].length;
  const describedBy = ['giftcard-message-counter', error ? 'giftcard-message-error' : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor="giftcard-message">{t('messageLabel')}</label>
      <textarea
        id="giftcard-message"
        name="message"
        rows={4}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id="giftcard-message-counter" className={length > max ? styles.error : styles.counter}>
        {t('messageCounter', { count: length, max })}
      </p>
      {error ? (
        <p id="giftcard-message-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
