'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { object } from 'valibot';
import { emailSchema } from '@/lib/checkout/address-schema';
import { TextField } from '@/components/forms/TextField';
import { useForm } from '@/components/forms/useForm';
import { useThrottleText } from '@/components/ui/useThrottleText';
import { subscribeProductAlert, type AlertType } from '@/lib/magento/operations/alerts';
import { useUserStore } from '@/lib/state/user-store';
import { subscribeErrorKey } from './alert-errors';
import shared from '@/components/account/Account.module.css';

export interface ProductAlertFormProps {
  store: string;
  type: AlertType;
  /** The product or variant the alert is for. */
  sku: string;
  productName: string;
  /** The form's accessible name (the page's title). */
  label: string;
}

/** The one field, as the focus goes to it after a refused check. */
const FIELD_IDS = [['email', 'product-alert-email']] as const;

/**
 * Subscribes to a stock or price alert: a guest gives an e-mail address, a signed-in customer
 * subscribes with one click (Magento uses their account's address). The confirmation replaces the
 * form; a refusal is shown beside it, and the address typed stays.
 */
export function ProductAlertForm({ store, type, sku, productName, label }: ProductAlertFormProps) {
  const t = useTranslations('ProductAlert');
  const throttleText = useThrottleText();
  const isSignedIn = useUserStore((state) => state.isSignedIn);
  const { values, change, errors, showErrors, check, busy: isSaving, run } = useForm({ email: '' }, { fieldIds: FIELD_IDS });
  const [error, setError] = useState<string | null>(null);
  const [isDone, setIsDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    let address: string | undefined;
    if (!isSignedIn) {
      const parsed = check(object({ email: emailSchema((key) => t(key)) }));
      if (!parsed) return;
      address = parsed.email;
    }
    showErrors({});
    await run(async () => {
      try {
        await subscribeProductAlert(store, { sku, type, ...(address ? { email: address } : {}) });
        setIsDone(true);
      } catch (failure) {
        const key = subscribeErrorKey(failure);
        if (key === 'emailError' && !isSignedIn) showErrors({ email: t('emailError') });
        else setError(throttleText(failure) ?? t(key === 'emailError' ? 'failed' : key, { product: productName }));
      }
    });
  }

  return (
    <div className={shared.form}>
      <p role="status" className={isDone ? shared.notice : shared.hint}>
        {isDone ? t(type === 'STOCK' ? 'stockDone' : 'priceDone', { product: productName }) : null}
      </p>
      {isDone ? null : (
        <form noValidate onSubmit={submit} className={shared.form} aria-label={label}>
          {isSignedIn ? (
            <p className={shared.hint}>{t('signedInHint')}</p>
          ) : (
            <TextField
              id="product-alert-email"
              type="email"
              label={t('emailLabel')}
              value={values.email}
              error={errors.email}
              autoComplete="email"
              required
              onChange={change('email')}
            />
          )}
          <button type="submit" className={shared.primary} disabled={isSaving}>
            {t('subscribe')}
          </button>
          {error ? (
            <p role="alert" className={shared.error}>
              {error}
            </p>
          ) : null}
        </form>
      )}
    </div>
  );
}
