'use client';

import { MediaImage } from '@/components/ui/MediaImage';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { PriceTag } from '@/components/catalog/PriceTag';
import { StockBadge } from '@/components/catalog/StockBadge';
import type { Translate } from '@/components/catalog/translate';
import { shownAttributes, type ComparedProduct } from '@/lib/compare/compare-table';
import { productHref } from '@/lib/magento/types';
import areaStyles from '@/components/account/areas/Areas.module.css';
import styles from './Compare.module.css';

/** Product pictures are 1000×500 (as on the product cards: components/catalog/ProductCard.tsx, a server module). */
const IMAGE_WIDTH = 1000;
const IMAGE_HEIGHT = 500;
export interface CompareTableProps {
  store: string;
  locale: string;
  products: ComparedProduct[];
  /** Offers "Remove" per product (the shopper's own list); a shared list is read only. */
  onRemove?: (product: ComparedProduct) => void;
  /** The product being removed. */
  removing?: string | null;
}

/**
 * The frames side by side: one column per frame (its picture, name and "Remove"), one row per
 * attribute with a row header. On a narrow screen the table scrolls sideways in its own region
 * (reachable by keyboard) while the row headers stay in place.
 */
export function CompareTable({ store, locale, products, onRemove, removing }: CompareTableProps) {
  const t = useTranslations('Compare');
  const tCard = useTranslations('ProductCard');
  const translateCard: Translate = (key, values) => tCard(key, values);
  const captionId = useId();
  const attributes = shownAttributes(products);

  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {t('caption', { count: products.length })}
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {products.map((entry) => (
              <th key={entry.id} scope="col" className={styles.product}>
                <div className={styles.media}>
                  {entry.product.small_image?.url ? (
                    <MediaImage
                      src={entry.product.small_image.url}
                      alt=""
                      width={IMAGE_WIDTH}
                      height={IMAGE_HEIGHT}
                      sizes="(min-width: 48rem) 14rem, 40vw"
                      className={styles.image}
                    />
                  ) : null}
                </div>
                <a href={productHref(store, entry.product)} className={styles.name}>
                  {entry.product.name}
                </a>
                {onRemove ? (
                  <button
                    type="button"
                    className={`${areaStyles.secondary} ${styles.remove}`}
                    aria-label={t('removeLabel', { name: entry.product.name ?? '' })}
                    aria-busy={removing === entry.id}
                    onClick={() => onRemove(entry)}
                  >
                    {t('remove')}
                  </button>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('row_price')}</th>
            {products.map(({ id, product }) => (
              <td key={id}>
                <PriceTag price={product.price_range} locale={locale} t={translateCard} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('row_stock')}</th>
            {products.map(({ id, product }) => (
              <td key={id}>
                <StockBadge status={product.stock_status} t={translateCard} />
              </td>
            ))}
          </tr>
          {attributes.map((code) => (
            <tr key={code}>
              <th scope="row">{t(`row_${code}`)}</th>
              {products.map(({ id, values }) => (
                <td key={id}>{values[code] ?? <span className={styles.none}>{t('notGiven')}</span>}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
