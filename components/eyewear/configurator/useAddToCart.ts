'use client';

import { useState } from 'react';
import type { LensChoices } from '@/lib/catalog/lens-options';
import { useProductChoice } from '@/components/product/ProductChoiceProvider';
import { configurationCartInput } from '@/lib/eyewear/configurator';
import { useAppStore } from '@/lib/state/app-store';

export type AddState = { kind: 'idle' | 'adding' | 'added' } | { kind: 'failed'; message: string };

/**
 * Adds the chosen frame variant with its lenses (one pair) to the store view's cart, as the product
 * page's add-to-cart does, then opens the mini cart.
 */
export function useAddToCart(store: string) {
  const { view } = useProductChoice();
  const [state, setState] = useState<AddState>({ kind: 'idle' });

  async function add(choices: LensChoices) {
    setState({ kind: 'adding' });
    try {
      // The cart's code is not in the configurator's first load (issue 16): the header's cart island
      // has usually loaded it by now; if not, it comes with the first add.
      const cart = (await import('@/lib/state/cart-store')).useCartStore.getState();
      await cart.getCart(store);
      await cart.addItem({
        sku: view.sku,
        parentSku: view.parentSku,
        quantity: 1,
        ...configurationCartInput(choices, view.selectedOptions),
        images: view.images.map((image) => ({ url: image.url, label: image.alt })),
      });
      setState({ kind: 'added' });
      const app = useAppStore.getState();
      if (app.drawer !== 'cart') app.toggleDrawer('cart');
    } catch (failure) {
      setState({ kind: 'failed', message: failure instanceof Error ? failure.message : String(failure) });
    }
  }

  return { state, add, reset: () => setState({ kind: 'idle' }) };
}
