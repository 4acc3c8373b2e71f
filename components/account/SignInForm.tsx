'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type FormEvent } from 'react';
import { TextField } from '@/components/forms/TextField';
import { useForm } from '@/components/forms/useForm';
import { useUserStore } from '@/lib/state/user-store';
import { signInSchema } from '@/lib/account/account-schema';
import { FormError } from './FormError';
import { useGoOnAfterSignIn } from './useGoOnAfterSignIn';
import styles from './Account.module.css';

interface SignInFormProps {
  store: string;
  /** Where the shopper was going (the guard's `?redirect=`), checked again before use. */
  redirect: string | null;
}

/** E-mail and password; Magento's answer to a refused sign-in is shown next to the form. */
export function SignInForm({ store, redirect }: SignInFormProps) {
  const t = useTranslations('Account');
  const goOnAfterSignIn = useGoOnAfterSignIn(store);
  const isSigningIn = useUserStore((state) => state.isSigningIn);
  const error = useUserStore((state) => state.signInError);
  const { values, change, errors, check } = useForm({ email: '', password: '' });
  const translate = (key: string) => t(key);
  const query = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';

  // An error from an earlier visit is not this form's.
  useEffect(() => useUserStore.setState({ signInError: null }), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const credentials = check(signInSchema(translate));
    if (!credentials) return;
    await goOnAfterSignIn(() => useUserStore.getState().signIn(credentials, store), redirect);
  }

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-label={t('signInTitle')}>
      <TextField
        id="sign-in-email"
        type="email"
        label={t('emailLabel')}
        value={values.email}
        error={errors.email}
        autoComplete="email"
        required
        onChange={change('email')}
      />
      <TextField
        id="sign-in-password"
        type="password"
        label={t('passwordLabel')}
        value={values.password}
        error={errors.password}
        autoComplete="current-password"
        required
        onChange={change('password')}
      />
      <FormError error={error} fallback={t('signInFailed')} />
      <button type="submit" className={styles.primary} disabled={isSigningIn}>
        {isSigningIn ? t('signingIn') : t('signInButton')}
      </button>
      <ul className={styles.links}>
        <li>
          <a href={`/${store}/forgot-password`}>{t('forgotPasswordLink')}</a>
        </li>
        <li>
          <a href={`/${store}/create-account${query}`}>{t('createAccountLink')}</a>
        </li>
      </ul>
    </form>
  );
}
