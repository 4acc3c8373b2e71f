'use client';

import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { object, type GenericSchema } from 'valibot';
import type { Country } from '@/lib/magento/operations/checkout';
import { useCheckoutStore } from '@/lib/state/checkout-store';
import { AddressFields } from './AddressFields';
import { addressSchema, emailSchema, type AddressField, type AddressFormValues } from '@/lib/checkout/address-schema';
import type { Form } from '@/components/forms/useForm';
import { toCheckoutAddress } from './address-values';
import { SavedAddressPicker } from './SavedAddressPicker';
import { StepError } from './StepError';
import { TextField } from '@/components/forms/TextField';
import type { SavedAddress } from './useSignedInCheckout';
import styles from './Checkout.module.css';

/** The first step's form: a guest's email and the shipping address. */
export type ShippingFormValues = AddressFormValues & { email: string };

interface ShippingAddressStepProps {
  /** The page keeps the values (the billing address may be this one, the order needs it). */
  form: Form<ShippingFormValues>;
  countries: Country[];
  onChange: (field: AddressField | 'email', value: string) => void;
  /** A signed-in shopper's account email (no email field then), and address book to pick from. */
  customerEmail?: string | null;
  savedAddresses?: SavedAddress[];
  onPickSaved?: (address: SavedAddress) => void;
  /** Nothing to ship (gift cards only): the address asked for is the billing address. */
  virtual?: boolean;
}

/** Step 1: the guest's email (a customer's is their account's) and the shipping address; answers the shipping methods. */
export function ShippingAddressStep({
  form,
  countries,
  onChange,
  customerEmail,
  savedAddresses = [],
  onPickSaved = () => undefined,
  virtual = false,
}: ShippingAddressStepProps) {
  const t = useTranslations('Checkout');
  const error = useCheckoutStore((state) => state.shippingAddressError);
  const isSubmitting = useCheckoutStore((state) => state.isSubmitting);
  const { values, errors, check } = form;
  const translate = (key: string) => t(key);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const country = countries.find((entry) => entry.id === values.country_id);
    const address = addressSchema(translate, country);
    // A signed-in shopper's email is their account's: only a guest's is checked.
    const schema: GenericSchema = customerEmail ? address : object({ ...address.entries, email: emailSchema(translate) });
    if (!check(schema)) return;
    await useCheckoutStore.getState().submitShippingAddress(toCheckoutAddress(values, countries, customerEmail ?? values.email));
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
            value={values.email}
            error={errors.email}
            autoComplete="email"
            required
            onChange={(value) => onChange('email', value)}
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
