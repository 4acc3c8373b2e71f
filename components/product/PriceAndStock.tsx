import { ProductPrice } from './ProductPrice';
import { StockStatus } from './StockStatus';
import type { PurchaseView } from './variant-selection';
import styles from './ProductDetails.module.css';

/** Price and stock of the chosen variant, announced politely when the choice changes them. */
export function PriceAndStock({ view }: { view: Pick<PurchaseView, 'price' | 'stockStatus' | 'onlyLeft'> }) {
  return (
    <div className={styles.summary} aria-live="polite" aria-atomic="true">
      <ProductPrice price={view.price} />
      <StockStatus status={view.stockStatus} onlyLeft={view.onlyLeft} />
    </div>
  );
}
