'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { Country } from '@/lib/magento/operations/checkout';
import { useCheckoutStore } from '@/lib/state/checkout-store';
import { AddressFields } from './AddressFields';
import { addressSchema, emailSchema, type AddressField, type AddressFormValues, type AddressErrors } from '@/lib/checkout/address-schema';
import { toCheckoutAddress } from './address-values';
import { SavedAddressPicker } from './SavedAddressPicker';
import { StepError } from './StepError';
import { TextField } from './TextField';
import type { SavedAddress } from './useSignedInCheckout';
import styles from './Checkout.module.css';
import { firstErrorPerField } from '@/lib/forms/field-errors';

interface ShippingAddressStepProps {
  values: AddressFormValues;
  email: string;
  countries: Country[];
  onChange: (field: AddressField, value: string) => void;
  onEmailChange: (value: string) => void;
  /** A signed-in shopper's account email (no email field then), and address book to pick from. */
  customerEmail?: string | null;
  savedAddresses?: SavedAddress[];
  onPickSaved?: (address: SavedAddress) => void;
  /** Nothing to ship (gift cards only): the address asked for is the billing address. */
  virtual?: boolean;
}

/** Step 1: the guest's email (a customer's is their account's) and the shipping address; answers the shipping methods. */
export function ShippingAddressStep({
  values,
  email,
  countries,
  onChange,
  onEmailChange,
  customerEmail,
  savedAddresses = [],
  onPickSaved = () => undefined,
  virtual = false,
}: ShippingAddressStepProps) {
  const t = useTranslations('Checkout');
  const error = useCheckoutStore((state) => state.shippingAddressError);
  const isSubmitting = useCheckoutStore((state) => state.isSubmitting);
  const [errors, setErrors] = useState<AddressErrors>({});
  const translate = (key: string) => t(key);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const country = countries.find((entry) => entry.id === values.country_id);
    const parsed = addressSchema(translate, country).safeParse(values);
    const parsedEmail = emailSchema(translate).safeParse(customerEmail ?? email);
    const found: AddressErrors = parsed.success ? {} : firstErrorPerField<AddressField | 'email'>(parsed.error);
    if (!parsedEmail.success) found.email = parsedEmail.error.issues[0]?.message ?? translate('emailError');
    setErrors(found);
    if (Object.keys(found).length) return;
    await useCheckoutStore.getState().submitShippingAddress(toCheckoutAddress(values, countries, customerEmail ?? email));
  }

  return (
    <section className={styles.step} aria-labelledby="checkout-shipping-address">
      <h2 id="checkout-shipping-address">{t(virtual ? 'billingAddress' : 'shippingAddress')}</h2>
      {virtual ? <p className={styles.hint}>{t('nothingToShip')}</p> : null}
      <form noValidate onSubmit={submit}>
        {customerEmail ? (
          <p className={styles.hint}>{t('signedInEmail', { email: customerEmail })}</p>
        ) : (
          <TextField
            id="checkout-email"
            type="email"
            label={t('emailLabel')}
            value={email}
            error={errors.email}
            autoComplete="email"
            required
            onChange={onEmailChange}
          />
        )}
        <SavedAddressPicker addresses={savedAddresses} onPick={onPickSaved} />
        <AddressFields idPrefix="shipping" values={values} errors={errors} countries={countries} onChange={onChange} />
        <StepError error={error} />
        <button type="submit" className={styles.secondary} disabled={isSubmitting}>
          {t(virtual ? 'saveBillingAddress' : 'saveAddress')}
        </button>
      </form>
    </section>
  );
}
