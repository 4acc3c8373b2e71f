'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useBalanceCheck } from './useBalanceCheck';
import styles from './GiftCard.module.css';

/** A form that tells a gift card code's balance (account page). */
export function BalanceCheck({ store }: { store: string }) {
  const t = useTranslations('GiftCard');
  const id = useId();
  const [code, setCode] = useState('');
  const { busy, result, check } = useBalanceCheck(store);
  const failed = result?.kind === 'failed';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void check(code);
  }

  return (
    <form className={styles.balance} noValidate onSubmit={submit} aria-label={t('balanceHeading')}>
      <div className={styles.inline}>
        <div className={styles.field}>
          <label htmlFor={`${id}-code`}>{t('codeLabel')}</label>
          <input
            id={`${id}-code`}
            name="code"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={failed ? true : undefined}
            aria-describedby={`${id}-result`}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <button type="submit" className={styles.secondary} disabled={busy}>
          {t('checkBalance')}
        </button>
      </div>
      <p id={`${id}-result`} role="status" className={failed ? styles.error : styles.success}>
        {result?.text}
      </p>
    </form>
  );
}
