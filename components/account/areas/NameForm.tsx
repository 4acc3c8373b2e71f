'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { type FormErrors } from '@/lib/account/account-schema';
import { TextFields } from '@/components/checkout/TextField';
import { nameSchema } from '@/lib/account/account-information';
import { browserAccountRequest } from '@/lib/account/browser';
import { updateCustomerName } from '@/lib/magento/operations/account';
import { ResultMessage, refusalText, useNotice } from './ResultMessage';
import { useCustomerChanged } from './useAccountSave';
import accountStyles from '../Account.module.css';
import styles from './Areas.module.css';
import { firstErrorPerField } from '@/lib/forms/field-errors';

type NameField = 'firstname' | 'lastname';
const FIELDS: Array<{ name: NameField; autoComplete: string }> = [
  { name: 'firstname', autoComplete: 'given-name' },
  { name: 'lastname', autoComplete: 'family-name' },
];

/** The customer's first and last name (Magento's updateCustomerV2). */
export function NameForm({ store, firstname, lastname }: { store: string; firstname: string; lastname: string }) {
  const t = useTranslations('AccountInformation');
  const account = useTranslations('Account');
  const customerChanged = useCustomerChanged();
  const [values, setValues] = useState<Record<NameField, string>>({ firstname, lastname });
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const { notice, show } = useNotice();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = nameSchema((key) => account(key)).safeParse(values);
    setErrors(parsed.success ? {} : firstErrorPerField(parsed.error));
    if (!parsed.success) {
      document.getElementById(`account-${String(parsed.error.issues[0]?.path[0])}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await updateCustomerName(browserAccountRequest(store), parsed.data);
      customerChanged();
      show('success', t('nameSaved'));
    } catch (error) {
      show('error', refusalText(error, t('saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-labelledby="account-name-heading">
      <h2 id="account-name-heading">{t('nameHeading')}</h2>
      <TextFields
        idPrefix="account"
        fields={FIELDS.map(({ name, autoComplete }) => ({ name, label: account(`${name}Label`), autoComplete }))}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues({ ...values, [name]: value })}
      />
      <ResultMessage notice={notice} />
      <div className={styles.buttons}>
        <button type="submit" className={accountStyles.primary} disabled={busy}>
          {busy ? t('saving') : t('saveName')}
        </button>
      </div>
    </form>
  );
}
