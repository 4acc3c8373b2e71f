'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { TextFields } from '@/components/forms/TextField';
import { useForm } from '@/components/forms/useForm';
import { nameSchema } from '@/lib/account/account-information';
import { browserAccountRequest } from '@/lib/account/browser';
import { updateCustomerName } from '@/lib/magento/operations/account';
import { ResultMessage, refusalText, useNotice } from './ResultMessage';
import { useCustomerChanged } from './useAccountSave';
import accountStyles from '../Account.module.css';
import styles from './Areas.module.css';

type NameField = 'firstname' | 'lastname';
const FIELDS: Array<{ name: NameField; autoComplete: string }> = [
  { name: 'firstname', autoComplete: 'given-name' },
  { name: 'lastname', autoComplete: 'family-name' },
];
const FIELD_IDS = FIELDS.map(({ name }) => [name, `account-${name}`] as const);

/** The customer's first and last name (Magento's updateCustomerV2). */
export function NameForm({ store, firstname, lastname }: { store: string; firstname: string; lastname: string }) {
  const t = useTranslations('AccountInformation');
  const account = useTranslations('Account');
  const customerChanged = useCustomerChanged();
  const { values, set, errors, check, busy, run } = useForm<Record<NameField, string>>({ firstname, lastname }, { fieldIds: FIELD_IDS });
  const { notice, show } = useNotice();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = check(nameSchema((key) => account(key)));
    if (!name) return;
    await run(async () => {
      try {
        await updateCustomerName(browserAccountRequest(store), name);
        customerChanged();
        show('success', t('nameSaved'));
      } catch (error) {
        show('error', refusalText(error, t('saveFailed')));
      }
    });
  }

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-labelledby="account-name-heading">
      <h2 id="account-name-heading">{t('nameHeading')}</h2>
      <TextFields
        idPrefix="account"
        fields={FIELDS.map(({ name, autoComplete }) => ({ name, label: account(`${name}Label`), autoComplete }))}
        values={values}
        errors={errors}
        onChange={set}
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
