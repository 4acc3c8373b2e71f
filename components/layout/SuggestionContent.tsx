import { MediaImage } from '@/components/ui/MediaImage';
import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/i18n/format';
import type { SearchSuggestion } from '@/lib/magento/search-suggestions';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import styles from './SearchBox.module.css';

/** One product in the search suggestions: small image, name and price ("From" when its options differ in price). */
export function SuggestionContent({ product, store }: { product: SearchSuggestion; store: StoreCode }) {
  const t = useTranslations('Search');
  const min = product.price_range.minimum_price.final_price;
  const max = product.price_range.maximum_price?.final_price;
  const locale = toBcp47(storeView(store).locale);
  const price = min.value !== null && min.currency ? formatMoney(min.value, min.currency, locale) : null;
  const image = product.small_image?.url;

  return (
    <>
      {image ? (
        <MediaImage className={styles.image} src={image} alt="" width={64} height={32} sizes="64px" />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
      <span className={styles.name}>{product.name}</span>
      {price ? (
        <span className={styles.price}>
          {max?.value !== null && max?.value !== undefined && max.value > (min.value ?? 0) ? t('priceFrom', { price }) : price}
        </span>
      ) : null}
    </>
  );
}
