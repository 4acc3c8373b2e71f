import { useTranslations } from 'next-intl';
import type { PriceView } from './variant-selection';
import styles from './ProductPrice.module.css';

/** The price: final price, and when discounted the regular price struck through ("was") and the discount. */
export function ProductPrice({ price }: { price: PriceView }) {
  const t = useTranslations('Product');
  return (
    <p className={styles.price}>
      <span className={styles.final}>{price.final}</span>
      {price.regular ? (
        <s className={styles.regular}>
          <span className="visually-hidden">{t('wasPrice')} </span>
          {price.regular}
        </s>
      ) : null}
      {price.percentOff ? <span className={styles.discount}>{t('percentOff', { percent: price.percentOff })}</span> : null}
    </p>
  );
}
