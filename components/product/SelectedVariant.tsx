'use client';

import { ChooseLensesLink } from '@/components/eyewear/configurator/ChooseLensesLink';
import { NotifyMeLinks } from '@/components/alerts/NotifyMeLinks';
import type { GalleryPicture } from './GalleryStrip';
import { PriceAndStock } from './PriceAndStock';
import { ProductGallery } from './ProductGallery';
import { SizeDetails } from './SizeDetails';
import { useProductChoice } from './ProductChoiceProvider';

/**
 * The product page's parts that follow the shopper's choice of variant, as the late islands of
 * components/product/PurchaseIslands.tsx load them (one chunk, not in the page's first load).
 */
export { VariantPicker } from './VariantPicker';
export { ProductAddToCart } from '@/components/cart/ProductAddToCart';

/** The pictures of the chosen variant; a new gallery (back to the first picture) when they change. */
export function SelectedGallery({ pictures }: { pictures: Record<string, GalleryPicture> }) {
  const { images } = useProductChoice().view;
  return <ProductGallery key={images.map((image) => image.url).join(' ')} images={images} pictures={pictures} />;
}

export function SelectedPriceAndStock() {
  return <PriceAndStock view={useProductChoice().view} />;
}

export function SelectedSizeDetails() {
  return <SizeDetails size={useProductChoice().view.size} />;
}

export function SelectedChooseLensesLink({ store, urlKey }: { store: string; urlKey: string }) {
  const { choices, selection } = useProductChoice();
  return <ChooseLensesLink store={store} urlKey={urlKey} choices={choices} selection={selection} />;
}

export function SelectedNotifyMeLinks({ store, urlKey, stockAlertHidden }: { store: string; urlKey: string; stockAlertHidden?: boolean }) {
  return <NotifyMeLinks store={store} urlKey={urlKey} view={useProductChoice().view} stockAlertHidden={stockAlertHidden} />;
}
