import { ProductCardView } from '@/components/catalog/ProductCard';
import { categoryHref } from '@/lib/magento/catalog';
import { customizePath } from '@/lib/eyewear/configurator-paths';
import type { FrameCategory } from '@/lib/eyewear/configurator-frames';
import type { StoreCode } from '@/lib/store-views';
import type { Translate } from '@/components/catalog/translate';
// The catalogue's card and grid, with the card's link going to the configurator instead of the product page.
import gridStyles from '@/components/catalog/ProductGrid.module.css';
import styles from './Configurator.module.css';

export interface FrameChoicesProps {
  store: StoreCode;
  sections: readonly FrameCategory[];
  /** `Configurator` messages. */
  t: Translate;
  /** `ProductCard` messages (prices, stock). */
  tCard: Translate;
}

/** The frame categories, each a grid of frames whose cards open the configurator. */
export function FrameChoices({ store, sections, t, tCard }: FrameChoicesProps) {
  return (
    <>
      {sections.map(({ category, products, total }, index) => (
        <section key={category.uid} className={styles.frames} aria-labelledby={`frames-${category.uid}`}>
          <div className={styles.framesHeader}>
            <h2 id={`frames-${category.uid}`} className={styles.heading}>
              {category.name}
            </h2>
            {total > products.length ? (
              <a href={categoryHref(store, category)}>{t('seeAll', { category: category.name ?? '', count: total })}</a>
            ) : null}
          </div>
          <div className={gridStyles.container}>
            <ul className={gridStyles.grid} role="list">
              {products.map((product, position) => (
                <li key={product.uid} className={gridStyles.item}>
                  <ProductCardView
                    store={store}
                    product={product}
                    t={tCard}
                    priority={index === 0 && position < 4}
                    link={{
                      href: customizePath(store, product.url_key ?? ''),
                      label: t('chooseLensesFor', { name: product.name ?? '' }),
                    }}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  );
}
