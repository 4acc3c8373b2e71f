import type { ProductCardData } from '@/lib/magento/types';
import type { StoreCode } from '@/lib/store-views';
import { ProductCardView, type CardHeadingLevel } from './ProductCard';
import { getCatalogTranslator, type Translate } from './translate';
import styles from './ProductGrid.module.css';

export interface ProductGridViewProps {
  products: readonly ProductCardData[];
  store: StoreCode;
  /** Translator of the `ProductCard` namespace. */
  t: Translate;
  /** How many of the first cards preload their image (those above the fold). */
  priorityCount?: number;
  headingLevel?: CardHeadingLevel;
  now?: Date;
}

export function ProductGridView({ products, store, t, priorityCount = 0, headingLevel, now }: ProductGridViewProps) {
  if (products.length === 0) return null;
  return (
    <div className={styles.container}>
      <ul className={styles.grid} role="list">
        {products.map((product, index) => (
          <li key={product.uid} className={styles.item}>
            <ProductCardView product={product} store={store} t={t} priority={index < priorityCount} headingLevel={headingLevel} now={now} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface ProductGridProps {
  products: readonly ProductCardData[];
  store: StoreCode;
  priorityCount?: number;
  /** Level of each product name's heading (default 3, for a grid under an h2). */
  headingLevel?: CardHeadingLevel;
}

/** Server component: a responsive grid of product cards (2, 3 then 4 columns). */
export async function ProductGrid({ products, store, priorityCount, headingLevel }: ProductGridProps) {
  const t = await getCatalogTranslator(store, 'ProductCard');
  return <ProductGridView products={products} store={store} t={t} priorityCount={priorityCount} headingLevel={headingLevel} />;
}
