'use client';

import { useTranslations } from 'next-intl';
import type { Country } from '@/lib/magento/operations/checkout';
import type { AddressField, AddressFormValues, AddressErrors } from '@/lib/checkout/address-schema';
import { postcodeRule } from '@/lib/checkout/address-rules';
import { TextField } from '@/components/forms/TextField';
import styles from './Checkout.module.css';
import fieldStyles from '@/components/forms/Field.module.css';
import { FieldError } from '@/components/forms/FieldError';

interface AddressFieldsProps {
  idPrefix: string;
  values: AddressFormValues;
  errors: AddressErrors;
  countries: Country[];
  onChange: (field: AddressField, value: string) => void;
}

/** Name, street, city, country (the store view's), region (list or text), postcode and telephone. */
export function AddressFields({ idPrefix, values, errors, countries, onChange }: AddressFieldsProps) {
  const t = useTranslations('Checkout');
  const country = countries.find((entry) => entry.id === values.country_id);
  const regions = country?.available_regions ?? [];
  const postcodeRequired = postcodeRule(values.country_id).required;
  const field = (name: AddressField, autoComplete: string, required = true) => (
    <TextField
      id={`${idPrefix}-${name}`}
      label={t(`${name}Label`)}
      value={values[name]}
      error={errors[name]}
      autoComplete={autoComplete}
      required={required}
      onChange={(value) => onChange(name, value)}
    />
  );
  const countryId = `${idPrefix}-country_id`;
  const regionId = `${idPrefix}-region`;

  return (
    <div className={styles.fields}>
      {field('firstname', 'given-name')}
      {field('lastname', 'family-name')}
      {field('street', 'address-line1')}
      {field('city', 'address-level2')}
      <div className={fieldStyles.field}>
        <label htmlFor={countryId}>{t('countryLabel')}</label>
        <select
          id={countryId}
          value={values.country_id}
          autoComplete="country"
          required
          onChange={(event) => onChange('country_id', event.target.value)}
        >
          {countries.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.full_name_locale ?? entry.id}
            </option>
          ))}
        </select>
      </div>
      {regions.length ? (
        <div className={fieldStyles.field}>
          <label htmlFor={regionId}>{t('regionLabel')}</label>
          <select
            id={regionId}
            value={values.region}
            required
            aria-invalid={errors.region ? true : undefined}
            aria-describedby={errors.region ? `${regionId}-error` : undefined}
            onChange={(event) => onChange('region', event.target.value)}
          >
            <option value="">{t('chooseRegion')}</option>
            {regions.map((region) => (
              <option key={region.id} value={String(region.id)}>
                {region.name}
              </option>
            ))}
          </select>
          <FieldError fieldId={regionId} error={errors.region} />
        </div>
      ) : (
        field('region', 'address-level1', false)
      )}
      {field('postcode', 'postal-code', postcodeRequired)}
      {field('telephone', 'tel')}
    </div>
  );
}
