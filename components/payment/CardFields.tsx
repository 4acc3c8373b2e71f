'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/forms/TextField';
import type { CardErrors, CardField, CardFormValues } from './card-schema';
import styles from './Payment.module.css';

/** The sandbox card form: number, expiry, CVC and name on card, with the browser's cc-* autofill. */
export function CardFields({
  values,
  errors,
  onChange,
  saveCard,
}: {
  values: CardFormValues;
  errors: CardErrors;
  onChange: (field: CardField, value: string) => void;
  /** For a signed-in shopper: keep the card for next time (Magento's vault, `is_active_payment_token_enabler`). */
  saveCard?: { checked: boolean; onChange: (checked: boolean) => void };
}) {
  const t = useTranslations('Payment');
  return (
    <fieldset className={styles.card}>
      <legend>{t('cardDetails')}</legend>
      <p className={styles.hint}>{t('sandboxNotice')}</p>
      <TextField
        id="card-number"
        label={t('cardNumberLabel')}
        value={values.number}
        error={errors.number}
        autoComplete="cc-number"
        inputMode="numeric"
        required
        onChange={(value) => onChange('number', value)}
      />
      <div className={styles.row}>
        <TextField
          id="card-expiry"
          label={t('expiryLabel')}
          value={values.expiry}
          error={errors.expiry}
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder={t('expiryPlaceholder')}
          required
          onChange={(value) => onChange('expiry', value)}
        />
        <TextField
          id="card-cvc"
          label={t('cvcLabel')}
          value={values.cvc}
          error={errors.cvc}
          autoComplete="cc-csc"
          inputMode="numeric"
          required
          onChange={(value) => onChange('cvc', value)}
        />
      </div>
      <TextField
        id="card-holder"
        label={t('holderLabel')}
        value={values.holder}
        error={errors.holder}
        autoComplete="cc-name"
        required
        onChange={(value) => onChange('holder', value)}
      />
      {saveCard ? (
        <div className={styles.saveCard}>
          <input id="card-save" type="checkbox" checked={saveCard.checked} onChange={(event) => saveCard.onChange(event.target.checked)} />
          <label htmlFor="card-save">{t('saveCardLabel')}</label>
        </div>
      ) : null}
    </fieldset>
  );
}
