'use client';

import { useTranslations } from 'next-intl';
import type { Country } from '@/lib/magento/operations/checkout';
import { AddressFields } from './AddressFields';
import type { AddressField, AddressFormValues, AddressErrors } from '@/lib/checkout/address-schema';
import { StepError } from './StepError';
import { useCheckoutStore } from '@/lib/state/checkout-store';
import styles from './Checkout.module.css';

interface BillingAddressStepProps {
  sameAsShipping: boolean;
  values: AddressFormValues;
  errors: AddressErrors;
  countries: Country[];
  onSameAsShippingChange: (same: boolean) => void;
  onChange: (field: AddressField, value: string) => void;
}

/** The billing address: the shipping address by default, else its own address fields. */
export function BillingAddressStep({
  sameAsShipping,
  values,
  errors,
  countries,
  onSameAsShippingChange,
  onChange,
}: BillingAddressStepProps) {
  const t = useTranslations('Checkout');
  const error = useCheckoutStore((state) => state.billingAddressError);
  return (
    <section className={styles.step} aria-labelledby="checkout-billing-address">
      <h2 id="checkout-billing-address">{t('billingAddress')}</h2>
      <div className={styles.choice}>
        <input
          id="billing-same-as-shipping"
          type="checkbox"
          checked={sameAsShipping}
          onChange={(event) => onSameAsShippingChange(event.target.checked)}
        />
        <label htmlFor="billing-same-as-shipping">{t('sameAsShipping')}</label>
      </div>
      {sameAsShipping ? null : (
        <AddressFields idPrefix="billing" values={values} errors={errors} countries={countries} onChange={onChange} />
      )}
      <StepError error={error} />
    </section>
  );
}
