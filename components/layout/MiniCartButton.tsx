'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { cartSummary, useCartStore } from '@/lib/state/cart-store';
import { CartIcon } from './icons';
import styles from './Header.module.css';

export interface MiniCartButtonProps {
  store: string;
  /** Items in the cart; by default the cart store's summary (0 until it is loaded after hydration). */
  count?: number;
}

/** The header's link to the cart, named "Cart", with the item count as its description and badge. */
export function MiniCartButton({ store, count: givenCount }: MiniCartButtonProps) {
  const t = useTranslations('Header');
  const numItems = useCartStore((state) => cartSummary(state.details).numItems);
  const count = givenCount ?? numItems;
  const countId = useId();

  return (
    <Link href={`/${store}/cart`} className={styles.action} aria-describedby={countId} prefetch={false}>
      <CartIcon />
      <span className={styles.iconLabel}>{t('cart')}</span>
      <span className={styles.badge} aria-hidden="true">
        {count}
      </span>
      <span id={countId} hidden>
        {t('cartCount', { count })}
      </span>
    </Link>
  );
}
