import { CompareToggle } from '@/components/compare/CompareToggle';
import { compareLabels } from '@/components/catalog/ProductCard';
import { getCatalogTranslator } from '@/components/catalog/translate';
import type { StoreCode } from '@/lib/store-views';
import { ProductWishlistHeart } from './ProductWishlistHeart';
import styles from './ProductPageActions.module.css';

/** The product page's wish list heart and "Compare" (client islands; their texts are the product card's). */
export async function ProductPageActions({
  store,
  productUid,
  name,
  comparable = true,
}: {
  store: StoreCode;
  productUid: string;
  name: string;
  /** Offer "Compare" (not for a gift card: it has nothing to compare). */
  comparable?: boolean;
}) {
  const t = await getCatalogTranslator(store, 'ProductCard');
  return (
    <div className={styles.actions}>
      <ProductWishlistHeart
        store={store}
        productUid={productUid}
        labels={{
          add: t('addToWishlist', { name }),
          remove: t('removeFromWishlist', { name }),
          failed: t('wishlistFailed'),
          text: t('wishlist'),
        }}
      />
      {comparable ? <CompareToggle store={store} productUid={productUid} labels={compareLabels(t, name)} placement="page" /> : null}
    </div>
  );
}
