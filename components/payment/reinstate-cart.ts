'use client';

import { browserStorage } from '@/lib/magento/browser-storage';
import { cartIdStorageKey, useCartStore } from '@/lib/state/cart-store';

/**
 * A failed or cancelled redirect payment gives the cart back under the same id (with new line
 * ids): make it the shopper's cart again and read it. The page load may meanwhile have dropped
 * it (it was inactive while the provider decided).
 */
export async function reinstateCart(store: string, cartId: string): Promise<void> {
  browserStorage.setItem(cartIdStorageKey(store), cartId);
  const cart = useCartStore.getState();
  if (cart.store !== store || cart.cartId !== cartId) useCartStore.setState({ store, cartId, details: null });
  await useCartStore.getState().getDetails();
}
