'use client';

import { useEffect } from 'react';
import { useCartStore, watchCartIdInOtherTabs } from '@/lib/state/cart-store';

/**
 * Loads the store view's stored cart once the page is hydrated, and reloads when another tab
 * changes it. The mini cart (a late island) and the cart and checkout pages each ask for it, as
 * any of them may be first (a first-time visitor's header island waits for an interaction); the
 * first one loads it, the others find it loading or loaded.
 */
export function useCartSession(store: string): void {
  useEffect(() => {
    const cart = useCartStore.getState();
    if (cart.store !== store) void cart.restoreCart(store);
    return watchCartIdInOtherTabs(store);
  }, [store]);
}
