import { MediaImage } from '@/components/ui/MediaImage';
import { StaticHtml } from '@/components/ui/StaticHtml';
import { PRODUCT_PICTURE_HEIGHT, PRODUCT_PICTURE_WIDTH } from '@/components/product/gallery-pictures';
import { CompareButton } from '@/components/compare/CompareButton';
import { HeartButton } from '@/components/wishlist/HeartButton';
import { LateCardCompareToggle, LateCardWishlistHeart } from './CardIslands';
import { cardIslandTexts, compareLabels, wishlistLabels } from './card-texts';
import { productHref, type ProductCardData } from '@/lib/magento/types';
import type { StoreCode } from '@/lib/store-views';
import { isNewProduct } from './is-new';
import { PriceTag } from './PriceTag';
import { ReviewStars, ratingOutOfFive } from './ReviewStars';
import { StockBadge } from './StockBadge';
import { getCatalogTranslator, storeLocale, type Translate } from './translate';
import styles from './ProductCard.module.css';
import { numberFormat } from '@/lib/i18n/format';

/** The grid has 2 columns on phones, 3 on tablets, 4 on wide screens (at most 80rem). */
export const PRODUCT_CARD_SIZES = '(min-width: 80rem) 19rem, (min-width: 64rem) 25vw, (min-width: 40rem) 33vw, 50vw';
/** The widest card picture offered: a card is at most 19rem (608 px at 2×) or half a phone (721 px at 3.5×). */
export const PRODUCT_CARD_WIDEST = 828;

export type CardHeadingLevel = 2 | 3 | 4;

export interface ProductCardViewProps {
  product: ProductCardData;
  store: StoreCode;
  /** Translator of the `ProductCard` namespace. */
  t: Translate;
  /** Preload the image (the first cards above the fold). */
  priority?: boolean;
  /** Level of the name's heading: 3 under a section's h2 (default). */
  headingLevel?: CardHeadingLevel;
  /** "Now" for the New badge (tests). */
  now?: Date;
  /** Where the card leads instead of the product page (e.g. the lens configurator), with its accessible name. */
  link?: { href: string; label?: string };
}

/**
 * A product in a listing. The name is the card's only link; its ::after covers the whole card, so
 * the card is clickable without nesting interactive content or repeating the link. The wish list
 * heart and "Compare" are late client islands above that link (components/catalog/CardIslands.tsx):
 * unpressed for every shopper in the server's HTML, their code loaded once the page is idle.
 */
export function ProductCardView({ product, store, t, priority = false, headingLevel = 3, now, link }: ProductCardViewProps) {
  const Heading = `h${headingLevel}` as const;
  const image = product.small_image?.url;
  const outOfStock = product.stock_status === 'OUT_OF_STOCK';
  const name = product.name ?? '';
  const texts = cardIslandTexts(t);

  return (
    <article className={styles.card} data-out-of-stock={outOfStock || undefined}>
      {/* The picture, name, rating, price and stock never change in the browser: written as HTML,
          so React keeps one fiber for each part instead of one per element (issue 16). */}
      <StaticHtml className={styles.media}>
        {image ? (
          <MediaImage
            className={styles.image}
            src={image}
            alt=""
            width={PRODUCT_PICTURE_WIDTH}
            height={PRODUCT_PICTURE_HEIGHT}
            sizes={PRODUCT_CARD_SIZES}
            widest={PRODUCT_CARD_WIDEST}
            preload={priority}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
      </StaticHtml>
      <LateCardWishlistHeart
        store={store}
        productUid={product.uid}
        item={{ sku: product.sku ?? '', quantity: 1 }}
        name={name}
        texts={texts}
        placement="card"
      >
        <HeartButton pressed={false} labels={wishlistLabels(texts, name)} placement="card" />
      </LateCardWishlistHeart>
      <div className={styles.body}>
        <StaticHtml className={styles.texts}>
          <Heading className={styles.name}>
            <a className={styles.link} href={link?.href ?? productHref(store, product)} aria-label={link?.label}>
              {product.name}
            </a>
          </Heading>
          {isNewProduct(product, now) ? <p className={styles.badge}>{t('new')}</p> : null}
          <CardRating product={product} store={store} t={t} />
          <PriceTag price={product.price_range} locale={storeLocale(store)} t={t} />
          <StockBadge status={product.stock_status} t={t} />
        </StaticHtml>
        <LateCardCompareToggle store={store} productUid={product.uid} name={name} texts={texts} placement="card">
          <CompareButton pressed={false} labels={compareLabels(texts, name)} placement="card" />
        </LateCardCompareToggle>
      </div>
    </article>
  );
}

/** Stars and review count where the product has approved reviews; nothing without. */
function CardRating({ product, store, t }: { product: ProductCardData; store: StoreCode; t: Translate }) {
  const count = product.review_count ?? 0;
  const percent = product.rating_summary ?? 0;
  if (count <= 0 || percent <= 0) return null;
  const locale = storeLocale(store);
  return (
    <p className={styles.rating}>
      <ReviewStars percent={percent} label={t('rating', { rating: ratingOutOfFive(percent, locale), count })} />
      <span aria-hidden="true" className={styles.reviewCount}>
        ({numberFormat(locale).format(count)})
      </span>
    </p>
  );
}

export interface ProductCardProps {
  product: ProductCardData;
  store: StoreCode;
  priority?: boolean;
  headingLevel?: CardHeadingLevel;
}

/** Server component: one product card with its texts in the store view's language. */
export async function ProductCard({ product, store, priority, headingLevel }: ProductCardProps) {
  const t = await getCatalogTranslator(store, 'ProductCard');
  return <ProductCardView product={product} store={store} t={t} priority={priority} headingLevel={headingLevel} />;
}
