'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { cartSummary, useCartStore } from '@/lib/state/cart-store';
import { CartLink } from './CartLink';

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
  return <CartLink store={store} label={t('cart')} count={count} countLabel={t('cartCount', { count })} countId={countId} />;
}
