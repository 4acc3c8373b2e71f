import { formatMoney, numberFormat } from '@/lib/i18n/format';
import type { ProductCardData } from '@/lib/magento/types';
import type { Translate } from './translate';
import styles from './PriceTag.module.css';

export interface PriceTagProps {
  price: ProductCardData['price_range'];
  /** BCP 47 locale of the store view (money and percentages are formatted in it). */
  locale: string;
  /** Translator of the `ProductCard` namespace. */
  t: Translate;
}

/** Half a cent: prices closer than this are the same price. */
const EPSILON = 0.005;

/**
 * The price a shopper pays (the final price), "From" when the variants' prices differ, and when
 * discounted the regular price struck through, with a "was" text for screen readers (a strike is
 * not announced) and the saving.
 */
export function PriceTag({ price, locale, t }: PriceTagProps) {
  const minimum = price.minimum_price;
  const final = minimum.final_price.value;
  const currency = minimum.final_price.currency ?? minimum.regular_price.currency;
  if (final === null || !currency) return null;

  const money = (value: number) => formatMoney(value, currency, locale);
  const regular = minimum.regular_price.value;
  const discounted = regular !== null && regular - final > EPSILON;
  const maximum = price.maximum_price?.final_price.value ?? null;
  const ranged = maximum !== null && maximum - final > EPSILON;
  const percentOff = discounted ? (minimum.discount?.percent_off ?? ((regular - final) / regular) * 100) : 0;
  const saving = Math.floor(percentOff);

  return (
    <p className={styles.price}>
      <span className={discounted ? `${styles.final} ${styles.sale}` : styles.final}>
        {ranged ? t('fromPrice', { price: money(final) }) : money(final)}
      </span>
      {discounted ? (
        <>
          {' '}
          <s className={styles.regular} aria-hidden="true">
            {money(regular)}
          </s>
          <span className="visually-hidden">{t('wasPrice', { price: money(regular) })}</span>
        </>
      ) : null}
      {saving >= 1 ? (
        <>
          {' '}
          <span className={styles.saving}>
            {t('saving', { percent: numberFormat(locale, { style: 'percent' }).format(saving / 100) })}
          </span>
        </>
      ) : null}
    </p>
  );
}
