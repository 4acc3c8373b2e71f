'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useCartStore } from '@/lib/state/cart-store';
import styles from './Cart.module.css';

/** Magento's message for an unknown, expired or unusable coupon code. */
const INVALID_COUPON = "The coupon code isn't valid. Verify the code and try again.";

/**
 * The cart's coupon form: applies a code, or shows the applied code with a button that removes
 * it. Magento's refusal is shown next to the form in the shopper's language; the store reads the
 * totals again after each change.
 */
export function CouponForm() {
  const t = useTranslations('Cart');
  const id = useId();
  const [code, setCode] = useState('');
  const applied = useCartStore((state) => state.details?.applied_coupons?.find((coupon) => coupon)?.code ?? null);
  const busy = useCartStore((state) => state.isUpdatingCoupon);
  const error = useCartStore((state) => state.applyCouponError ?? state.removeCouponError);
  const errorId = `${id}-error`;

  function message(error: Error): string {
    if (error.message.split('\n').includes(INVALID_COUPON)) return t('couponInvalid');
    return t('couponError', { message: error.message });
  }

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!code.trim()) return;
    try {
      await useCartStore.getState().applyCoupon(code);
      setCode('');
    } catch {
      // The store keeps the error, shown below.
    }
  }

  async function remove() {
    try {
      await useCartStore.getState().removeCoupon();
    } catch {
      // The store keeps the error, shown below.
    }
  }

  return (
    <div className={styles.coupon}>
      {applied ? (
        <p className={styles.appliedCoupon}>
          <span>{t('couponApplied', { code: applied })}</span>
          <button
            type="button"
            className={styles.remove}
            onClick={remove}
            disabled={busy}
            aria-label={t('couponRemoveLabel', { code: applied })}
          >
            {t('couponRemove')}
          </button>
        </p>
      ) : (
        <form className={styles.couponForm} onSubmit={apply} aria-label={t('couponHeading')}>
          <label htmlFor={`${id}-code`} className={styles.couponLabel}>
            {t('couponLabel')}
          </label>
          <input
            id={`${id}-code`}
            name="coupon"
            className={styles.couponInput}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className={styles.secondary} disabled={busy}>
            {t('couponApply')}
          </button>
        </form>
      )}
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {message(error)}
        </p>
      ) : null}
    </div>
  );
}
