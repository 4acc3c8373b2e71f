'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { PURCHASE_ORDER_METHOD } from '@/lib/checkout/payment-methods';
import type { PaymentMethod } from '@/lib/magento/operations/checkout';
import { useCheckoutStore } from '@/lib/state/checkout-store';
import { StepError } from './StepError';
import styles from './Checkout.module.css';

/**
 * Step 3: the cart's available payment methods with Magento's titles (the offline methods, free
 * and the sandbox ones); `details` (the card form, the PO number) shows under the chosen method. A
 * purchase order is set on the cart with its number when the order is placed (Magento refuses it
 * without one); every other method is set as soon as it is chosen.
 */
export function PaymentMethodStep({
  methods,
  details,
  onPick,
}: {
  methods: PaymentMethod[];
  details?: (code: string) => ReactNode;
  onPick?: (code: string) => void;
}) {
  const t = useTranslations('Checkout');
  const paymentCode = useCheckoutStore((state) => state.paymentCode);
  const error = useCheckoutStore((state) => state.paymentMethodError);
  const isSubmitting = useCheckoutStore((state) => state.isSubmitting);
  // The shopper's choice shows at once (and stays on an error), before the backend answers.
  const [picked, setPicked] = useState<string | null>(null);
  const current = picked ?? paymentCode;

  return (
    <section className={styles.step} aria-labelledby="checkout-payment-method">
      <h2 id="checkout-payment-method">{t('paymentMethod')}</h2>
      {methods.length ? (
        <fieldset className={styles.choices} disabled={isSubmitting}>
          <legend className={styles.visuallyHidden}>{t('paymentMethod')}</legend>
          {methods.map((method) => {
            const id = `payment-${method.code}`;
            return (
              <div key={method.code} className={styles.choice}>
                <input
                  id={id}
                  type="radio"
                  name="payment-method"
                  checked={current === method.code}
                  onChange={() => {
                    setPicked(method.code);
                    onPick?.(method.code);
                    if (method.code !== PURCHASE_ORDER_METHOD) void useCheckoutStore.getState().submitPaymentMethod({ code: method.code });
                  }}
                />
                <label htmlFor={id}>{method.title}</label>
              </div>
            );
          })}
        </fieldset>
      ) : (
        <p className={styles.hint}>{t('paymentMethodHint')}</p>
      )}
      {details?.(current)}
      <StepError error={error} />
    </section>
  );
}
