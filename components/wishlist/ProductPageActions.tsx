import { CompareButton } from '@/components/compare/CompareButton';
import { LateCompareToggle, LateProductWishlistHeart } from '@/components/catalog/CardIslands';
import { cardIslandTexts, compareLabels, wishlistLabels } from '@/components/catalog/card-texts';
import { getCatalogTranslator } from '@/components/catalog/translate';
import type { StoreCode } from '@/lib/store-views';
import { HeartButton } from './HeartButton';
import styles from './ProductPageActions.module.css';

/** The product page's wish list heart and "Compare" (late client islands; their texts are the product card's). */
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
  const texts = cardIslandTexts(t);
  const heartLabels = { ...wishlistLabels(texts, name), text: t('wishlist') };
  const toggleLabels = compareLabels(texts, name);
  // Late islands (components/catalog/CardIslands.tsx): unpressed in the server's HTML, code once idle.
  return (
    <div className={styles.actions}>
      <LateProductWishlistHeart store={store} productUid={productUid} labels={heartLabels}>
        <HeartButton pressed={false} labels={heartLabels} placement="page" />
      </LateProductWishlistHeart>
      {comparable ? (
        <LateCompareToggle store={store} productUid={productUid} labels={toggleLabels} placement="page">
          <CompareButton pressed={false} labels={toggleLabels} placement="page" />
        </LateCompareToggle>
      ) : null}
    </div>
  );
}
