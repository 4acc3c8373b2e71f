'use client';

import { MiniCart } from '@/components/cart/MiniCart';
import { MiniCartButton } from './MiniCartButton';

/** The header's cart island: the link with the shopper's count, and the mini cart drawer (which starts the cart session). */
export function HeaderCart({ store }: { store: string }) {
  return (
    <>
      <MiniCartButton store={store} />
      <MiniCart store={store} />
    </>
  );
}
