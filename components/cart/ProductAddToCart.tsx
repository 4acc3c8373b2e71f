'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MagentoNetworkError } from '@/lib/magento/errors';
import { useAppStore } from '@/lib/state/app-store';
import { AddToCartForm, type AddToCartSelection } from '@/components/product/AddToCartForm';
import { useProductChoice } from '@/components/product/ProductChoiceProvider';
import type { LensOption } from '@/lib/catalog/lens-options';
import styles from './ProductAddToCart.module.css';

/** The product page's add-to-cart form wired to the cart: adds the chosen variant (and lenses), then opens the mini cart. */
export function ProductAddToCart({ store, lensOptions }: { store: string; lensOptions?: readonly LensOption[] }) {
  const t = useTranslations('Cart');
  const tRetry = useTranslations('Retry');
  const { view } = useProductChoice();
  const [error, setError] = useState<string | null>(null);

  async function add(selection: AddToCartSelection) {
    setError(null);
    try {
      // The cart's code is not in the product page's first load (issue 16): the header's cart
      // island has usually loaded it by now; if not, it comes with the first add.
      const cart = (await import('@/lib/state/cart-store')).useCartStore.getState();
      await cart.getCart(store);
      await cart.addItem({ ...selection, images: view.images.map((image) => ({ url: image.url, label: image.alt })) });
      if (useAppStore.getState().drawer !== 'cart') useAppStore.getState().toggleDrawer('cart');
    } catch (failure) {
      // A network failure (after the client's own retries) is told in the shopper's words: adding again is safe.
      setError(failure instanceof MagentoNetworkError ? tRetry('network') : failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <>
      <AddToCartForm onAdd={add} lensOptions={lensOptions} />
      {error ? (
        <p role="alert" className={styles.error}>
          {t('addError', { message: error })}
        </p>
      ) : null}
    </>
  );
}
