'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { browserAccountRequest } from '@/lib/account/browser';
import { reorderItems } from '@/lib/magento/operations/account';
import { useCartStore } from '@/lib/state/cart-store';
import { ResultMessage, refusalText, useNotice } from './ResultMessage';
import accountStyles from '../Account.module.css';
import styles from './Areas.module.css';

/**
 * The cart store shows the cart Magento reordered into: the customer's cart (the one the store
 * holds, read again; else adopted, as after sign-in).
 */
async function showCart(store: string, cartId: string): Promise<void> {
  const cart = useCartStore.getState();
  if ((await cart.getCart(store)) === cartId) await cart.getDetails();
  else await cart.adoptCustomerCart(store);
}

/**
 * "Reorder": Magento adds the order's items again to the customer's cart (reorderItems). All
 * added: on to the cart. Some refused (out of stock, no longer sold): Magento's reasons, and the
 * way to the cart with what could be added.
 */
export function ReorderButton({ store, orderNumber }: { store: string; orderNumber: string }) {
  const t = useTranslations('OrderHistory');
  const router = useRouter();
  const { notice, show } = useNotice();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState(false);

  async function reorder() {
    setBusy(true);
    try {
      const { cartId, errors } = await reorderItems(browserAccountRequest(store), orderNumber);
      await showCart(store, cartId);
      if (!errors.length) {
        router.push(`/${store}/cart`);
        return;
      }
      setRefused(true);
      show(
        'error',
        t('reorderPartly'),
        errors.map((error) => error.message),
      );
    } catch (error) {
      show('error', refusalText(error, t('reorderFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.section}>
      <div className={styles.actions}>
        <button type="button" className={accountStyles.primary} disabled={busy} onClick={() => void reorder()}>
          {busy ? t('reordering') : t('reorder')}
        </button>
        {refused ? <a href={`/${store}/cart`}>{t('goToCart')}</a> : null}
      </div>
      <ResultMessage notice={notice} />
    </div>
  );
}
