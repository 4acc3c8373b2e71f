'use client';

import { ProductAddToCart } from '@/components/cart/ProductAddToCart';
import { ChooseLensesLink } from '@/components/eyewear/configurator/ChooseLensesLink';
import { NotifyMeLinks } from '@/components/alerts/NotifyMeLinks';
import type { GalleryPictures } from './GalleryStrip';
import { PriceAndStock } from './PriceAndStock';
import { ProductGallery } from './ProductGallery';
import { SizeDetails } from './SizeDetails';
import { useProductChoice } from './ProductChoiceProvider';
import { VariantPicker } from './VariantPicker';
import type { LensOption } from '@/lib/catalog/lens-options';

/** One part of the product page that follows the shopper's choice of variant, with its props. */
export type PurchasePart =
  | { part: 'gallery'; pictures: GalleryPictures }
  | { part: 'price-and-stock' }
  | { part: 'picker' }
  | { part: 'add-to-cart'; store: string; lensOptions?: readonly LensOption[] }
  | { part: 'choose-lenses'; store: string; urlKey: string }
  | { part: 'alerts'; store: string; urlKey: string; stockAlertHidden?: boolean }
  | { part: 'sizes' };

/**
 * The product page's parts that follow the shopper's choice of variant, as the late island of
 * components/product/PurchaseIslands.tsx loads them (one chunk, not in the page's first load).
 */
export function SelectedPart(props: PurchasePart) {
  switch (props.part) {
    case 'gallery':
      return <SelectedGallery pictures={props.pictures} />;
    case 'price-and-stock':
      return <SelectedPriceAndStock />;
    case 'picker':
      return <VariantPicker />;
    case 'add-to-cart':
      return <ProductAddToCart store={props.store} lensOptions={props.lensOptions} />;
    case 'choose-lenses':
      return <SelectedChooseLensesLink store={props.store} urlKey={props.urlKey} />;
    case 'alerts':
      return <SelectedNotifyMeLinks store={props.store} urlKey={props.urlKey} stockAlertHidden={props.stockAlertHidden} />;
    case 'sizes':
      return <SelectedSizeDetails />;
  }
}

/** The pictures of the chosen variant; a new gallery (back to the first picture) when they change. */
export function SelectedGallery({ pictures }: { pictures: GalleryPictures }) {
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
