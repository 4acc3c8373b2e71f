import { MediaImage } from '@/components/ui/MediaImage';
import { CmsContent } from '@/components/cms/CmsContent';
import { categoryHref } from '@/lib/magento/catalog';
import { getFeaturedProducts, getHomeCategories, type HomeCategory } from '@/lib/magento/listing';
import type { ProductCardData } from '@/lib/magento/types';
import type { StoreCode } from '@/lib/store-views';
import { ProductGridView } from './ProductGrid';
import { getCatalogTranslator, type Translate } from './translate';
import styles from './HomeView.module.css';

export interface HomeViewProps {
  store: StoreCode;
  /** The CMS home page's content (HTML from Magento), rendered first. */
  cmsHtml?: string | null;
}

/** Category images are 1200×400; tiles are 2 columns on phones, 4 from 64rem (at most 80rem wide). */
const TILE_SIZES = '(min-width: 80rem) 19rem, (min-width: 64rem) 25vw, 50vw';

export interface HomeSectionsProps {
  store: StoreCode;
  cmsHtml?: string | null;
  categories: readonly HomeCategory[];
  newArrivals: readonly ProductCardData[];
  /** Translators of the `Home` and `ProductCard` namespaces. */
  t: Translate;
  cardT: Translate;
}

/** The home page's sections from their data (HomeView fetches it). */
export function HomeSections({ store, cmsHtml, categories, newArrivals, t, cardT }: HomeSectionsProps) {
  // The first tile's image is a phone's largest paint only when no CMS content comes before the
  // tiles; otherwise the CMS text is, and a preloaded image would only take bandwidth from it.
  const tilesLead = !cmsHtml;
  return (
    <div className={styles.home}>
      {cmsHtml ? (
        // The CMS home page is HTML written by the merchant in Magento's admin.
        <CmsContent html={cmsHtml} store={store} className={styles.cms} />
      ) : null}
      {categories.length ? (
        <section className={styles.section} aria-labelledby="home-categories">
          <h2 id="home-categories" className={styles.sectionTitle}>
            {t('shopByCategory')}
          </h2>
          <ul className={styles.tiles} role="list">
            {categories.map((category, index) => (
              <li key={category.uid} className={styles.tile}>
                {category.image ? (
                  <MediaImage
                    className={styles.tileImage}
                    src={category.image}
                    alt=""
                    width={1200}
                    height={400}
                    sizes={TILE_SIZES}
                    preload={tilesLead && index === 0}
                    fetchPriority={tilesLead && index === 0 ? 'high' : undefined}
                  />
                ) : (
                  <div className={styles.tileArt} aria-hidden="true">
                    <span>{category.name?.slice(0, 1)}</span>
                  </div>
                )}
                <a href={categoryHref(store, category)} className={styles.tileLink}>
                  {category.name}
                </a>
                {category.product_count ? <p className={styles.tileCount}>{t('productCount', { count: category.product_count })}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {newArrivals.length ? (
        <section className={styles.section} aria-labelledby="home-new-arrivals">
          <h2 id="home-new-arrivals" className={styles.sectionTitle}>
            {t('newArrivals')}
          </h2>
          <ProductGridView products={newArrivals} store={store} t={cardT} />
        </section>
      ) : null}
    </div>
  );
}

/**
 * The home page's content (inside the route's <main>): the CMS home content, the top categories as
 * tiles (the first tile's image preloaded when it leads the page), and the new arrivals.
 */
export async function HomeView({ store, cmsHtml }: HomeViewProps) {
  const [categories, featured, t, cardT] = await Promise.all([
    getHomeCategories(store),
    getFeaturedProducts(store),
    getCatalogTranslator(store, 'Home'),
    getCatalogTranslator(store, 'ProductCard'),
  ]);
  return <HomeSections store={store} cmsHtml={cmsHtml} categories={categories} newArrivals={featured.newArrivals} t={t} cardT={cardT} />;
}
