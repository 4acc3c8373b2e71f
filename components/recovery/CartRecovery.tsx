'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { reinstateCart } from '@/components/payment/reinstate-cart';
import { recoverAbandonedCart } from '@/lib/magento/operations/recovery';
import { signInPath } from '@/lib/session/guard';
import { recoveryErrorKey, type RecoveryErrorKey } from './recovery-errors';
import shared from '@/components/account/Account.module.css';

/** One request per link and page load, however often React runs the effect. */
const recoveries = new Map<string, Promise<string>>();

export interface CartRecoveryProps {
  store: string;
  cartId: string;
  token: string;
  /** Refused before asking (the link cannot be one of ours). */
  invalid?: boolean;
}

/**
 * Opens a reminder e-mail's cart link in the browser: the backend gives the cart back (a guest's
 * becomes this browser's cart; a customer's items join their own cart), it becomes the cart of
 * the store view here, and the shopper lands on the cart page. A link that cannot be used is
 * explained plainly, and the cart already here stays as it was.
 */
export function CartRecovery({ store, cartId, token, invalid = false }: CartRecoveryProps) {
  const t = useTranslations('AbandonedCart');
  const router = useRouter();
  const [failure, setFailure] = useState<RecoveryErrorKey | null>(invalid ? 'invalid' : null);

  useEffect(() => {
    if (invalid) return;
    let active = true;
    const key = `${store}/${cartId}/${token}`;
    let recovery = recoveries.get(key);
    if (!recovery) recoveries.set(key, (recovery = recoverAbandonedCart(store, { cart_id: cartId, token })));
    recovery
      .then(async (recovered) => {
        if (!active) return;
        await reinstateCart(store, recovered);
        router.replace(`/${store}/cart`);
      })
      .catch((error: unknown) => {
        if (active) setFailure(recoveryErrorKey(error));
      });
    return () => {
      active = false;
    };
  }, [store, cartId, token, invalid, router]);

  if (!failure) {
    return (
      <p role="status" className={shared.hint}>
        {t('restoring')}
      </p>
    );
  }
  const here = `/${store}/abandonedcart/checkout/cart/id/${cartId}/token/${token}`;
  return (
    <>
      <p role="alert" className={shared.error}>
        {t(failure)}
      </p>
      <p className={shared.hint}>{t('cartKept')}</p>
      <ul className={shared.links}>
        {failure === 'signIn' ? (
          <li>
            <a href={signInPath(store, here)}>{t('signInLink')}</a>
          </li>
        ) : null}
        <li>
          <a href={`/${store}/cart`}>{t('viewCart')}</a>
        </li>
      </ul>
    </>
  );
}
