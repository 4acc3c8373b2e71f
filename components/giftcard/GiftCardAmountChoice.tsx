'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/i18n/format';
import { OPEN_AMOUNT, type GiftCardProductView } from '@/lib/giftcard/options';
import styles from './GiftCard.module.css';

interface GiftCardAmountChoiceProps {
  product: GiftCardProductView;
  amount: string;
  openAmount: string;
  errors: { amount?: string; openAmount?: string };
  onAmount: (uid: string) => void;
  onOpenAmount: (value: string) => void;
}

/** The card's value: one of the fixed amounts (radios), or one of the buyer's own within the open range. */
export function GiftCardAmountChoice({ product, amount, openAmount, errors, onAmount, onOpenAmount }: GiftCardAmountChoiceProps) {
  const t = useTranslations('GiftCard');
  const locale = useLocale();
  const money = (value: number) => formatMoney(value, product.currency, locale);
  const choices = [
    ...product.amounts.map((a) => ({ uid: a.uid, label: money(a.value) })),
    ...(product.open ? [{ uid: OPEN_AMOUNT, label: t('amountOpen') }] : []),
  ];

  return (
    <fieldset className={styles.group} aria-describedby={errors.amount ? 'giftcard-amount-error' : undefined}>
      <legend>{t('amountLegend')}</legend>
      <div className={styles.amounts}>
        {choices.map((choice, index) => (
          <div key={choice.uid} className={styles.amount}>
            <input
              id={`giftcard-amount-${index}`}
              type="radio"
              name="amount"
              value={choice.uid}
              checked={amount === choice.uid}
              onChange={() => onAmount(choice.uid)}
            />
            <label htmlFor={`giftcard-amount-${index}`}>{choice.label}</label>
          </div>
        ))}
      </div>
      {errors.amount ? (
        <p id="giftcard-amount-error" className={styles.error}>
          {errors.amount}
        </p>
      ) : null}
      {product.open && amount === OPEN_AMOUNT ? (
        <div className={styles.field}>
          <label htmlFor="giftcard-open-amount">
            {t('openAmountLabel', { currency: product.currency, min: money(product.open.min), max: money(product.open.max) })}
          </label>
          <input
            id="giftcard-open-amount"
            name="openAmount"
            inputMode="decimal"
            autoComplete="off"
            value={openAmount}
            required
            aria-invalid={errors.openAmount ? true : undefined}
            aria-describedby={errors.openAmount ? 'giftcard-open-amount-error' : undefined}
            onChange={(event) => onOpenAmount(event.target.value)}
          />
          {errors.openAmount ? (
            <p id="giftcard-open-amount-error" className={styles.error}>
              {errors.openAmount}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
