import { useTranslations } from 'next-intl';
import type { StockStatus as StockStatusCode } from './variant-selection';
import styles from './StockStatus.module.css';

export interface StockStatusProps {
  status: StockStatusCode;
  /** Magento's only_x_left_in_stock: set when few are left. */
  onlyLeft: number | null;
}

/** In stock, only a few left, or out of stock. */
export function StockStatus({ status, onlyLeft }: StockStatusProps) {
  const t = useTranslations('Product');
  if (status !== 'IN_STOCK') {
    return (
      <p className={styles.stock} data-stock="out">
        {t('outOfStock')}
      </p>
    );
  }
  if (onlyLeft !== null && onlyLeft > 0) {
    return (
      <p className={styles.stock} data-stock="few">
        {t('onlyLeft', { count: onlyLeft })}
      </p>
    );
  }
  return (
    <p className={styles.stock} data-stock="in">
      {t('inStock')}
    </p>
  );
}
