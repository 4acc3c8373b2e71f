'use client';

import { useTranslations } from 'next-intl';
import { useCheckoutStore } from '@/lib/state/checkout-store';
import { StepError } from './StepError';
import styles from './Checkout.module.css';

/** "Place order": disabled while anything is submitting, so a double click sends one order. */
export function PlaceOrder({ ready, onPlace }: { ready: boolean; onPlace: () => void }) {
  const t = useTranslations('Checkout');
  const isSubmitting = useCheckoutStore((state) => state.isSubmitting);
  const error = useCheckoutStore((state) => state.orderError);
  return (
    <div className={styles.place}>
      <StepError error={error} />
      <button
        type="button"
        className={styles.primary}
        disabled={!ready || isSubmitting}
        aria-busy={isSubmitting || undefined}
        onClick={onPlace}
      >
        {isSubmitting ? t('placing') : t('placeOrder')}
      </button>
    </div>
  );
}
