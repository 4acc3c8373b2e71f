'use client';

import { ProductGallery, type GalleryPicture } from './ProductGallery';
import { ProductPrice } from './ProductPrice';
import { SizeDetails } from './SizeDetails';
import { StockStatus } from './StockStatus';
import { useProductChoice } from './ProductChoiceProvider';
import styles from './ProductDetails.module.css';

/** The pictures of the chosen variant; a new gallery (back to the first picture) when they change. */
export function SelectedGallery({ pictures }: { pictures: Record<string, GalleryPicture> }) {
  const { images } = useProductChoice().view;
  return <ProductGallery key={images.map((image) => image.url).join(' ')} images={images} pictures={pictures} />;
}

/** Price and stock of the chosen variant, announced politely when the choice changes them. */
export function SelectedPriceAndStock() {
  const { price, stockStatus, onlyLeft } = useProductChoice().view;
  return (
    <div className={styles.summary} aria-live="polite" aria-atomic="true">
      <ProductPrice price={price} />
      <StockStatus status={stockStatus} onlyLeft={onlyLeft} />
    </div>
  );
}

export function SelectedSizeDetails() {
  return <SizeDetails size={useProductChoice().view.size} />;
}
