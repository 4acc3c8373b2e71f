import { ProductGrid } from '@/components/catalog/ProductGrid';
import type { ProductCardData } from '@/lib/magento/types';
import type { StoreCode } from '@/lib/store-views';
import styles from './RelatedProducts.module.css';

export interface RelatedProductsProps {
  store: StoreCode;
  products: ProductCardData[];
  heading: string;
}

/** Frames related to this one, as product cards under their own heading; nothing when there are none. */
export function RelatedProducts({ store, products, heading }: RelatedProductsProps) {
  if (!products.length) return null;
  return (
    <section aria-labelledby="related-products" className={styles.related}>
      <h2 id="related-products" className={styles.heading}>
        {heading}
      </h2>
      <ProductGrid products={products} store={store} headingLevel={3} />
    </section>
  );
}
