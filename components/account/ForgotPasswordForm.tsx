'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/TextField';
import { useForm } from '@/components/forms/useForm';
import { useUserStore } from '@/lib/state/user-store';
import { forgotPasswordSchema } from '@/lib/account/account-schema';
import { FormError } from './FormError';
import styles from './Account.module.css';

/**
 * Asks for a reset link. The confirmation is the same whether or not the address has an
 * account, so the form tells no one which addresses are registered.
 */
export function ForgotPasswordForm({ store }: { store: string }) {
  const t = useTranslations('Account');
  const isSending = useUserStore((state) => state.isResettingPassword);
  const [failure, setFailure] = useState<Error | null>(null);
  const { values, change, errors, check } = useForm({ email: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = check(forgotPasswordSchema((key) => t(key)));
    if (!parsed) return;
    setFailure(null);
    try {
      await useUserStore.getState().requestPasswordReset(parsed.email);
      setSentTo(parsed.email);
    } catch (error) {
      setFailure(error instanceof Error ? error : new Error(String(error))); // throttled: FormError says how long to wait
    }
  }

  if (sentTo) {
    return (
      <div className={styles.form}>
        <p role="status" className={styles.notice}>
          {t('resetLinkSent', { email: sentTo })}
        </p>
        <a href={`/${store}/sign-in`}>{t('backToSignIn')}</a>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-label={t('forgotPasswordTitle')}>
      <p className={styles.intro}>{t('forgotPasswordIntro')}</p>
      <TextField
        id="forgot-password-email"
        type="email"
        label={t('emailLabel')}
        value={values.email}
        error={errors.email}
        autoComplete="email"
        required
        onChange={change('email')}
      />
      <FormError error={failure} fallback={t('resetLinkFailed')} />
      <button type="submit" className={styles.primary} disabled={isSending}>
        {t('sendResetLink')}
      </button>
      <a href={`/${store}/sign-in`}>{t('backToSignIn')}</a>
    </form>
  );
}
