'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { safeParse } from 'valibot';
import { TextFields } from '@/components/forms/TextField';
import { useForm } from '@/components/forms/useForm';
import { emailChangeSchema } from '@/lib/account/account-information';
import { browserAccountRequest } from '@/lib/account/browser';
import { updateCustomerEmail } from '@/lib/magento/operations/account';
import { ResultMessage, refusalText, useNotice } from './ResultMessage';
import { useCustomerChanged } from './useAccountSave';
import accountStyles from '../Account.module.css';
import styles from './Areas.module.css';
import { firstErrorPerField } from '@/lib/forms/field-errors';

type EmailField = 'email' | 'password';
const FIELDS: Array<{ name: EmailField; type: string; label: string; autoComplete: string }> = [
  { name: 'email', type: 'email', label: 'newEmailLabel', autoComplete: 'email' },
  { name: 'password', type: 'password', label: 'currentPasswordLabel', autoComplete: 'current-password' },
];
const FIELD_IDS = FIELDS.map(({ name }) => [name, `account-email-${name}`] as const);

/** A new e-mail address, confirmed with the current password (Magento's updateCustomerEmail). */
export function EmailForm({ store, email }: { store: string; email: string }) {
  const t = useTranslations('AccountInformation');
  const account = useTranslations('Account');
  const customerChanged = useCustomerChanged();
  const form = useForm<Record<EmailField, string>>({ email, password: '' }, { fieldIds: FIELD_IDS });
  const { values, setValues, set, errors, busy, run } = form;
  const [current, setCurrent] = useState(email);
  const { notice, show } = useNotice();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = safeParse(
      emailChangeSchema((key) => account(key), t('currentPasswordRequired')),
      values,
    );
    const found = parsed.success ? {} : firstErrorPerField<EmailField>(parsed.issues);
    if (!found.email && values.email.trim().toLowerCase() === current.toLowerCase()) found.email = t('emailUnchanged');
    form.showErrors(found);
    if (found.email || found.password || !parsed.success) return;
    const change = parsed.output;
    await run(async () => {
      try {
        const customer = await updateCustomerEmail(browserAccountRequest(store), change);
        setCurrent(customer.email);
        setValues({ email: customer.email, password: '' });
        customerChanged();
        show('success', t('emailSaved', { email: customer.email }));
      } catch (error) {
        show('error', refusalText(error, t('saveFailed')));
      }
    });
  }

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-labelledby="account-email-heading">
      <h2 id="account-email-heading">{t('emailHeading')}</h2>
      <p className={styles.muted}>{t('currentEmail', { email: current })}</p>
      <TextFields
        idPrefix="account-email"
        fields={FIELDS.map(({ name, type, label, autoComplete }) => ({ name, type, label: t(label), autoComplete }))}
        values={values}
        errors={errors}
        onChange={set}
      />
      <ResultMessage notice={notice} />
      <div className={styles.buttons}>
        <button type="submit" className={accountStyles.primary} disabled={busy}>
          {busy ? t('saving') : t('saveEmail')}
        </button>
      </div>
    </form>
  );
}
