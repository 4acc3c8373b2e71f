'use client';

import { useProductChoice } from '@/components/product/ProductChoiceProvider';
import { WishlistHeart, type WishlistHeartLabels } from './WishlistHeart';

/** The product page's heart: keeps the variant chosen on the page (its SKU with its parent's), so "Move to cart" adds that one. */
export function ProductWishlistHeart({ store, productUid, labels }: { store: string; productUid: string; labels: WishlistHeartLabels }) {
  const { view } = useProductChoice();
  const item = view.parentSku ? { sku: view.sku, parent_sku: view.parentSku, quantity: 1 } : { sku: view.sku, quantity: 1 };
  return <WishlistHeart store={store} productUid={productUid} item={item} labels={labels} placement="page" />;
}
