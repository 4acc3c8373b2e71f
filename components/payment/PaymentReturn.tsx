'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { browserStorage } from '@/lib/magento/browser-storage';
import { MagentoRestError, restRequest } from '@/lib/magento/rest';
import { cartIdStorageKey } from '@/lib/state/cart-store';
import { readPendingPayment, useCheckoutStore } from '@/lib/state/checkout-store';
import { reinstateCart } from './reinstate-cart';
import styles from '@/components/checkout/Checkout.module.css';

/** The backend's answer to `POST sandbox/payments/{token}/complete`. */
interface Completion {
  order_number: string;
  status: 'processing' | 'canceled';
  message: string;
}

/**
 * The provider's return page (3-D Secure, PayPal, Adyen): completes the payment with the signed
 * token from the URL, then goes to the order confirmation (paid) or the payment-failed page
 * (declined or cancelled; the cart is back). The outcome is the token's, never the URL's.
 */
export function PaymentReturn({ store }: { store: string }) {
  const t = useTranslations('Payment');
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(window.location.search);
    const token = query.get('token');
    if (!token) {
      setError(t('missingToken'));
      return;
    }
    void (async () => {
      let completion: Completion;
      try {
        completion = await restRequest<Completion>('POST', `sandbox/payments/${encodeURIComponent(token)}/complete`, {}, { store });
      } catch (failure) {
        setError(failure instanceof MagentoRestError && failure.serverMessage ? failure.serverMessage : t('completeFailed'));
        return;
      }
      const pending = readPendingPayment();
      if (completion.status === 'processing') {
        browserStorage.removeItem(cartIdStorageKey(store));
        await useCheckoutStore.getState().completeOrder({
          order: {
            id: pending?.receipt.order.id ?? completion.order_number,
            number: completion.order_number,
            shippingAddress: pending?.receipt.order.shippingAddress ?? null,
          },
        });
        router.replace(`/${store}/success`);
        return;
      }
      if (pending?.cartId) await reinstateCart(store, pending.cartId).catch(() => undefined);
      const result = query.get('result') === 'cancel' ? 'cancel' : 'failure';
      router.replace(`/${store}/paymentfail?result=${result}`);
    })();
  }, [store, router, t]);

  if (error) {
    return (
      <div className={styles.empty}>
        <p role="alert" className={styles.error}>
          {t('returnError', { message: error })}
        </p>
        <a href={`/${store}/cart`} className={styles.primary}>
          {t('viewCart')}
        </a>
      </div>
    );
  }
  return (
    <p role="status" className={styles.hint}>
      {t('completing')}
    </p>
  );
}
