import type { ProductCardData } from '@/lib/magento/types';
import type { Translate } from './translate';
import styles from './StockBadge.module.css';

export interface StockBadgeProps {
  status: ProductCardData['stock_status'];
  /** Translator of the `ProductCard` namespace. */
  t: Translate;
}

/** In stock or out of stock (a card knows no quantities); nothing when the status is unknown. */
export function StockBadge({ status, t }: StockBadgeProps) {
  if (status !== 'IN_STOCK' && status !== 'OUT_OF_STOCK') return null;
  const inStock = status === 'IN_STOCK';
  return (
    <p className={styles.stock} data-status={inStock ? 'in-stock' : 'out-of-stock'}>
      <span className={styles.dot} aria-hidden="true" />
      {t(inStock ? 'inStock' : 'outOfStock')}
    </p>
  );
}
