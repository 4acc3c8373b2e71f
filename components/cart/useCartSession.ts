'use client';

import { useEffect } from 'react';
import { useCartStore, watchCartIdInOtherTabs } from '@/lib/state/cart-store';

/** Loads the store view's stored cart once the page is hydrated, and reloads when another tab changes it. */
export function useCartSession(store: string): void {
  useEffect(() => {
    void useCartStore.getState().restoreCart(store);
    return watchCartIdInOtherTabs(store);
  }, [store]);
}
