'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useForm } from '@/components/forms/useForm';
import { AddressFields } from '@/components/checkout/AddressFields';
import { addressSchema, type AddressField, type AddressFormValues } from '@/lib/checkout/address-schema';
import { toCheckoutAddress } from '@/components/checkout/address-values';
import { useCountries } from '@/components/checkout/useCheckoutData';
import { customerAddressInput } from '@/lib/account/addresses';
import type { CustomerAddressInput } from '@/lib/magento/operations/account';
import { ResultMessage, refusalText, useNotice } from './ResultMessage';
import accountStyles from '../Account.module.css';
import styles from './Areas.module.css';

/** The fields in the order the form shows them: the first with an error gets the focus. */
const FIELD_ORDER: AddressField[] = ['firstname', 'lastname', 'street', 'city', 'country_id', 'region', 'postcode', 'telephone'];

interface AddressFormProps {
  store: string;
  /** Makes the fields' ids unique on the page (several forms may be open). */
  idPrefix: string;
  title: string;
  /** The title's level in the page's outline (h3 inside an address card). */
  headingLevel?: 'h2' | 'h3';
  initial: AddressFormValues;
  /** The "default address" boxes, with their first state; left out when not offered. */
  defaults?: { shipping: boolean; billing: boolean };
  /** Sends the address to Magento; a rejection is shown next to the form, with everything typed kept. */
  onSave: (input: CustomerAddressInput) => Promise<void>;
  onCancel: () => void;
}

/**
 * An address of the address book, in the checkout's address fields with its rules (the store
 * view's countries, their regions and postcode rules), checked here before Magento checks again.
 */
export function AddressForm({
  store,
  idPrefix,
  title,
  headingLevel: Heading = 'h2',
  initial,
  defaults,
  onSave,
  onCancel,
}: AddressFormProps) {
  const t = useTranslations('AddressBook');
  const checkout = useTranslations('Checkout');
  const countries = useCountries(store);
  const headingId = useId();
  const { values, setValues, errors, check, busy, run } = useForm<AddressFormValues>(initial, {
    fieldIds: FIELD_ORDER.map((field) => [field, `${idPrefix}-${field}`] as const),
  });
  const [isDefault, setIsDefault] = useState(defaults ?? { shipping: false, billing: false });
  const { notice, show, clear } = useNotice();

  useEffect(() => {
    document.getElementById(`${idPrefix}-firstname`)?.focus();
  }, [idPrefix]);

  function change(field: AddressField, value: string) {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'country_id' ? { region: '' } : {}) }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Before the country list has come, the postcode rule still applies (it is known by country code).
    const country = countries.find((entry) => entry.id === values.country_id) ?? {
      id: values.country_id,
      full_name_locale: null,
      available_regions: null,
    };
    if (!check(addressSchema((key) => checkout(key), country))) return;
    clear();
    await run(async () => {
      try {
        const input = customerAddressInput(toCheckoutAddress(values, countries));
        if (defaults) Object.assign(input, { default_shipping: isDefault.shipping, default_billing: isDefault.billing });
        await onSave(input);
      } catch (error) {
        show('error', refusalText(error, t('saveFailed')));
      }
    });
  }

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      <AddressFields idPrefix={idPrefix} values={values} errors={errors} countries={countries} onChange={change} />
      {defaults ? (
        <>
          <label className={accountStyles.checkbox}>
            <input
              type="checkbox"
              checked={isDefault.shipping}
              onChange={(event) => setIsDefault({ ...isDefault, shipping: event.target.checked })}
            />
            {t('useAsDefaultShipping')}
          </label>
          <label className={accountStyles.checkbox}>
            <input
              type="checkbox"
              checked={isDefault.billing}
              onChange={(event) => setIsDefault({ ...isDefault, billing: event.target.checked })}
            />
            {t('useAsDefaultBilling')}
          </label>
        </>
      ) : null}
      <ResultMessage notice={notice} />
      <div className={styles.buttons}>
        <button type="submit" className={accountStyles.primary} disabled={busy}>
          {busy ? t('saving') : t('saveAddress')}
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
