'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { emailSchema } from '@/lib/checkout/address-schema';
import { TextField } from '@/components/checkout/TextField';
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

/**
 * Subscribes to a stock or price alert: a guest gives an e-mail address, a signed-in customer
 * subscribes with one click (Magento uses their account's address). The confirmation replaces the
 * form; a refusal is shown beside it, and the address typed stays.
 */
export function ProductAlertForm({ store, type, sku, productName, label }: ProductAlertFormProps) {
  const t = useTranslations('ProductAlert');
  const throttleText = useThrottleText();
  const isSignedIn = useUserStore((state) => state.isSignedIn);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [isDone, setIsDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    let address: string | undefined;
    if (!isSignedIn) {
      const parsed = emailSchema((key) => t(key)).safeParse(email);
      if (!parsed.success) {
        setEmailError(parsed.error.issues[0]?.message ?? t('emailError'));
        document.getElementById('product-alert-email')?.focus();
        return;
      }
      address = parsed.data;
    }
    setEmailError(undefined);
    setIsSaving(true);
    try {
      await subscribeProductAlert(store, { sku, type, ...(address ? { email: address } : {}) });
      setIsDone(true);
    } catch (failure) {
      const key = subscribeErrorKey(failure);
      if (key === 'emailError' && !isSignedIn) setEmailError(t('emailError'));
      else setError(throttleText(failure) ?? t(key === 'emailError' ? 'failed' : key, { product: productName }));
    } finally {
      setIsSaving(false);
    }
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
              value={email}
              error={emailError}
              autoComplete="email"
              required
              onChange={setEmail}
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
