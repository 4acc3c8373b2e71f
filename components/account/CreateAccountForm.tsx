'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type FormEvent } from 'react';
import { TextFields } from '@/components/forms/TextField';
import { useForm } from '@/components/forms/useForm';
import { useUserStore } from '@/lib/state/user-store';
import { createAccountSchema } from '@/lib/account/account-schema';
import { FormError } from './FormError';
import { useGoOnAfterSignIn } from './useGoOnAfterSignIn';
import styles from './Account.module.css';

export interface AccountPrefill {
  email: string;
  firstname: string;
  lastname: string;
}

interface CreateAccountFormProps {
  store: string;
  /** From the order just placed (`/success` links here with email, firstName and lastName). */
  prefill: AccountPrefill;
  redirect: string | null;
}

type TextKey = 'firstname' | 'lastname' | 'email' | 'password' | 'confirmation';

const FIELDS: Array<{ name: TextKey; type: string; autoComplete: string }> = [
  { name: 'firstname', type: 'text', autoComplete: 'given-name' },
  { name: 'lastname', type: 'text', autoComplete: 'family-name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmation', type: 'password', autoComplete: 'new-password' },
];

/** Name, e-mail, a password Magento accepts (checked here first) and the newsletter; then signed in. */
export function CreateAccountForm({ store, prefill, redirect }: CreateAccountFormProps) {
  const t = useTranslations('Account');
  const goOnAfterSignIn = useGoOnAfterSignIn(store);
  const isCreating = useUserStore((state) => state.isCreatingAccount || state.isSigningIn);
  const error = useUserStore((state) => state.createAccountError);
  const { values, set, errors, check } = useForm(() => ({ ...prefill, password: '', confirmation: '', isSubscribed: false }));
  const translate = (key: string) => t(key);

  useEffect(() => useUserStore.setState({ createAccountError: null }), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = check(createAccountSchema(translate));
    if (!parsed) return;
    const { firstname, lastname, email, password, isSubscribed } = parsed;
    await goOnAfterSignIn(
      () => useUserStore.getState().createAccount({ firstname, lastname, email, password, is_subscribed: isSubscribed }, store),
      redirect,
    );
  }

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-label={t('createAccountTitle')}>
      <TextFields
        idPrefix="create-account"
        fields={FIELDS.map(({ name, type, autoComplete }) => ({ name, type, label: t(`${name}Label`), autoComplete }))}
        values={values}
        errors={errors}
        onChange={set}
      />
      <p className={styles.hint}>{t('passwordHint')}</p>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={values.isSubscribed} onChange={(event) => set('isSubscribed', event.target.checked)} />
        {t('newsletterLabel')}
      </label>
      <FormError error={error} fallback={t('createAccountFailed')} />
      <button type="submit" className={styles.primary} disabled={isCreating}>
        {t('createAccountButton')}
      </button>
      <p>
        {t('haveAccount')} <a href={`/${store}/sign-in`}>{t('signInLink')}</a>
      </p>
    </form>
  );
}
