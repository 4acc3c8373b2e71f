import Image from 'next/image';
import Link from 'next/link';
import { PriceTag } from '@/components/catalog/PriceTag';
import { PRODUCT_CARD_SIZES, PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '@/components/catalog/ProductCard';
import { StockBadge } from '@/components/catalog/StockBadge';
import { categoryHref } from '@/lib/magento/catalog';
import { customizePath } from '@/lib/eyewear/configurator-paths';
import type { FrameCategory } from '@/lib/eyewear/configurator-frames';
import type { ProductCardData } from '@/lib/magento/types';
import type { Translate } from '@/components/catalog/translate';
// The catalogue's card and grid, with the card's link going to the configurator instead of the product page.
import cardStyles from '@/components/catalog/ProductCard.module.css';
import gridStyles from '@/components/catalog/ProductGrid.module.css';
import styles from './Configurator.module.css';

export interface FrameChoicesProps {
  store: string;
  locale: string;
  sections: readonly FrameCategory[];
  /** `Configurator` messages. */
  t: Translate;
  /** `ProductCard` messages (prices, stock). */
  tCard: Translate;
}

/** The frame categories, each a grid of frames whose cards open the configurator. */
export function FrameChoices({ store, locale, sections, t, tCard }: FrameChoicesProps) {
  return (
    <>
      {sections.map(({ category, products, total }, index) => (
        <section key={category.uid} className={styles.frames} aria-labelledby={`frames-${category.uid}`}>
          <div className={styles.framesHeader}>
            <h2 id={`frames-${category.uid}`} className={styles.heading}>
              {category.name}
            </h2>
            {total > products.length ? (
              <Link href={categoryHref(store, category)}>{t('seeAll', { category: category.name ?? '', count: total })}</Link>
            ) : null}
          </div>
          <div className={gridStyles.container}>
            <ul className={gridStyles.grid} role="list">
              {products.map((product, position) => (
                <li key={product.uid} className={gridStyles.item}>
                  <FrameCard store={store} locale={locale} product={product} t={t} tCard={tCard} priority={index === 0 && position < 4} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  );
}

function FrameCard({
  store,
  locale,
  product,
  t,
  tCard,
  priority,
}: {
  store: string;
  locale: string;
  product: ProductCardData;
  t: Translate;
  tCard: Translate;
  priority: boolean;
}) {
  const image = product.small_image?.url;
  return (
    <article className={cardStyles.card} data-out-of-stock={product.stock_status === 'OUT_OF_STOCK' || undefined}>
      <div className={cardStyles.media}>
        {image ? (
          <Image
            className={cardStyles.image}
            src={image}
            alt=""
            width={PRODUCT_IMAGE_WIDTH}
            height={PRODUCT_IMAGE_HEIGHT}
            sizes={PRODUCT_CARD_SIZES}
            preload={priority}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <div className={cardStyles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={cardStyles.body}>
        <h3 className={cardStyles.name}>
          <Link
            className={cardStyles.link}
            href={customizePath(store, product.url_key ?? '')}
            aria-label={t('chooseLensesFor', { name: product.name ?? '' })}
          >
            {product.name}
          </Link>
        </h3>
        <PriceTag price={product.price_range} locale={locale} t={tCard} />
        <StockBadge status={product.stock_status} t={tCard} />
      </div>
    </article>
  );
}
