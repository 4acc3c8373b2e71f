'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { TextFields } from '@/components/forms/TextField';
import { useForm } from '@/components/forms/useForm';
import { useUserStore } from '@/lib/state/user-store';
import { createPasswordSchema } from '@/lib/account/account-schema';
import { errorText } from './FormError';
import styles from './Account.module.css';

type Field = 'email' | 'password' | 'confirmation';

const FIELDS: Array<{ name: Field; type: string; label: string; autoComplete: string }> = [
  { name: 'email', type: 'email', label: 'emailLabel', autoComplete: 'email' },
  { name: 'password', type: 'password', label: 'newPasswordLabel', autoComplete: 'new-password' },
  { name: 'confirmation', type: 'password', label: 'confirmationLabel', autoComplete: 'new-password' },
];

/**
 * The new password for the e-mailed link (`?token=`): the account's e-mail (Magento's
 * resetPassword asks for it) and the new password twice. A link that is wrong, used or expired
 * gets a clear message and a way to ask for a new one.
 */
export function CreatePasswordForm({ store, token }: { store: string; token: string }) {
  const t = useTranslations('Account');
  const isSaving = useUserStore((state) => state.isResettingPassword);
  const { values, set, errors, check } = useForm<Record<Field, string>>({ email: '', password: '', confirmation: '' });
  const [outcome, setOutcome] = useState<{ saved: true } | { saved: false; message: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = check(createPasswordSchema((key) => t(key)));
    if (!parsed) return;
    try {
      await useUserStore.getState().resetPassword({ email: parsed.email, resetPasswordToken: token, newPassword: parsed.password });
      setOutcome({ saved: true });
    } catch (error) {
      setOutcome({ saved: false, message: errorText(error instanceof Error ? error : new Error(String(error)), t('resetFailed')) });
    }
  }

  if (outcome?.saved) {
    return (
      <div className={styles.form}>
        <p role="status" className={styles.notice}>
          {t('passwordSaved')}
        </p>
        <a href={`/${store}/sign-in`}>{t('signInLink')}</a>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-label={t('createPasswordTitle')}>
      <TextFields
        idPrefix="create-password"
        fields={FIELDS.map(({ name, type, label, autoComplete }) => ({ name, type, label: t(label), autoComplete }))}
        values={values}
        errors={errors}
        onChange={set}
      />
      <p className={styles.hint}>{t('passwordHint')}</p>
      {outcome ? (
        <div role="alert">
          <p className={styles.error}>{outcome.message}</p>
          <p>{t('resetLinkHelp')}</p>
          <a href={`/${store}/forgot-password`}>{t('requestNewLink')}</a>
        </div>
      ) : null}
      <button type="submit" className={styles.primary} disabled={isSaving}>
        {t('savePassword')}
      </button>
    </form>
  );
}
