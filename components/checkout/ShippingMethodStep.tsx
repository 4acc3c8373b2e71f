'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCartMoney } from '@/components/cart/cart-lines';
import { shippingPrice, useCartTaxDisplay } from '@/components/cart/tax-display';
import { useCheckoutStore } from '@/lib/state/checkout-store';
import { StepError } from './StepError';
import styles from './Checkout.module.css';

/** Step 2: the shipping methods the address allows, with their prices in the store's currency. */
export function ShippingMethodStep({ store, currency }: { store: string; currency: string }) {
  const t = useTranslations('Checkout');
  const methods = useCheckoutStore((state) => state.availableShippingMethods);
  const chosen = useCheckoutStore((state) => state.shippingMethod);
  const error = useCheckoutStore((state) => state.shippingMethodError);
  const isSubmitting = useCheckoutStore((state) => state.isSubmitting);
  const money = useCartMoney(currency);
  const display = useCartTaxDisplay(store);
  // The shopper's choice shows at once (and stays on an error), before the backend answers.
  const [picked, setPicked] = useState<string | null>(null);
  const current = picked ?? (chosen ? `${chosen.carrier_code}-${chosen.method_code}` : null);

  return (
    <section className={styles.step} aria-labelledby="checkout-shipping-method">
      <h2 id="checkout-shipping-method">{t('shippingMethod')}</h2>
      {methods.length ? (
        <fieldset className={styles.choices} disabled={isSubmitting}>
          <legend className={styles.visuallyHidden}>{t('shippingMethod')}</legend>
          {methods.map((method) => {
            const id = `shipping-${method.carrier_code}-${method.method_code}`;
            return (
              <div key={id} className={styles.choice}>
                <input
                  id={id}
                  type="radio"
                  name="shipping-method"
                  disabled={!method.available}
                  checked={current === `${method.carrier_code}-${method.method_code}`}
                  onChange={() => {
                    setPicked(`${method.carrier_code}-${method.method_code}`);
                    void useCheckoutStore.getState().submitShippingMethod(method);
                  }}
                />
                <label htmlFor={id}>
                  {t('methodWithPrice', {
                    title: [method.title, method.method_title].filter(Boolean).join(' - '),
                    price: money(shippingPrice(method, display)),
                  })}
                </label>
              </div>
            );
          })}
        </fieldset>
      ) : (
        <p className={styles.hint}>{t('shippingMethodHint')}</p>
      )}
      <StepError error={error} />
    </section>
  );
}
