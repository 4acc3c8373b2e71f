'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { TextFields } from '@/components/forms/TextField';
import { useForm } from '@/components/forms/useForm';
import { passwordChangeErrors, type PasswordChange } from '@/lib/account/account-information';
import { browserAccountRequest } from '@/lib/account/browser';
import { changeCustomerPassword } from '@/lib/magento/operations/account';
import { ResultMessage, refusalText, useNotice } from './ResultMessage';
import accountStyles from '../Account.module.css';
import styles from './Areas.module.css';

const FIELDS: Array<{ name: keyof PasswordChange; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: 'currentPasswordLabel', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'newPasswordLabel', autoComplete: 'new-password' },
  { name: 'confirmation', label: 'confirmPasswordLabel', autoComplete: 'new-password' },
];
const FIELD_IDS = FIELDS.map(({ name }) => [name, `account-${name}`] as const);

const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmation: '' };

/** A new password, with the current one (Magento's changeCustomerPassword); Magento's rules are checked here first. */
export function PasswordForm({ store, email }: { store: string; email: string }) {
  const t = useTranslations('AccountInformation');
  const account = useTranslations('Account');
  const { values, setValues, set, errors, showErrors, busy, run } = useForm<PasswordChange>(EMPTY, { fieldIds: FIELD_IDS });
  const { notice, show } = useNotice();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = passwordChangeErrors((key) => account(key), t('currentPasswordRequired'), values, email);
    showErrors(found);
    if (FIELDS.some(({ name }) => found[name])) return;
    await run(async () => {
      try {
        await changeCustomerPassword(browserAccountRequest(store), {
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
        });
        setValues(EMPTY);
        show('success', t('passwordSaved'));
      } catch (error) {
        show('error', refusalText(error, t('saveFailed')));
      }
    });
  }

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-labelledby="account-password-heading">
      <h2 id="account-password-heading">{t('passwordHeading')}</h2>
      <TextFields
        idPrefix="account"
        fields={FIELDS.map(({ name, label, autoComplete }) => ({ name, type: 'password', label: t(label), autoComplete }))}
        values={values}
        errors={errors}
        onChange={set}
      />
      <p className={styles.muted}>{account('passwordHint')}</p>
      <ResultMessage notice={notice} />
      <div className={styles.buttons}>
        <button type="submit" className={accountStyles.primary} disabled={busy}>
          {busy ? t('saving') : t('savePassword')}
        </button>
      </div>
    </form>
  );
}
