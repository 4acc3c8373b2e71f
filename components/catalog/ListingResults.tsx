import { activeFilterCount, buildListingHref, type ListingState, type SortKey } from '@/lib/catalog/listing-params';
import type { Listing } from '@/lib/magento/listing';
import type { StoreCode } from '@/lib/store-views';
import { ActiveFilters } from './ActiveFilters';
import type { FilterLabelContext } from './filter-labels';
import { LayeredNavigation, type SubcategoryLink } from './LayeredNavigation';
import { Pagination } from './Pagination';
import { ProductGridView } from './ProductGrid';
import { SortForm } from './SortForm';
import type { Translate } from './translate';
import styles from './ListingResults.module.css';

export interface ListingResultsProps {
  store: StoreCode;
  listing: Listing;
  state: ListingState;
  basePath: string;
  /** `t` of the `Listing` namespace with the store's locale and currency. */
  labels: FilterLabelContext;
  /** Translator of the `ProductCard` namespace. */
  cardT: Translate;
  sortKeys: readonly SortKey[];
  subcategories?: readonly SubcategoryLink[];
  /** Shown when the listing is empty without any filter. */
  emptyMessage: string;
  /** Cards whose images are preloaded; by default the first row on a phone, where they are the largest paint. */
  priorityCards?: number;
}

/** Cards whose images load first: the first row on a phone (two columns). */
export const PRIORITY_CARDS = 2;

/** Filters beside (or, on a phone, above) the count, the sort, the active filters, the products and the pages. */
export function ListingResults({
  store,
  listing,
  state,
  basePath,
  labels,
  cardT,
  sortKeys,
  subcategories,
  emptyMessage,
  priorityCards = PRIORITY_CARDS,
}: ListingResultsProps) {
  const { t } = labels;
  const filtered = activeFilterCount(state) > 0;
  const first = (listing.currentPage - 1) * listing.pageSize + 1;
  const last = first + listing.items.length - 1;

  return (
    <div className={styles.layout}>
      <LayeredNavigation
        aggregations={listing.aggregations}
        state={state}
        basePath={basePath}
        labels={labels}
        subcategories={subcategories}
      />
      <section className={styles.results} aria-labelledby="listing-products-heading">
        <h2 id="listing-products-heading" className="visually-hidden">
          {t('productsHeading')}
        </h2>
        {listing.total > 0 ? (
          <div className={styles.toolbar}>
            <p className={styles.count}>
              {listing.totalPages > 1
                ? t('itemRange', { from: first, to: last, total: listing.total })
                : t('productCount', { count: listing.total })}
            </p>
            {listing.total > 1 ? <SortForm basePath={basePath} state={state} sortKeys={sortKeys} t={t} /> : null}
          </div>
        ) : null}
        <ActiveFilters state={state} aggregations={listing.aggregations} basePath={basePath} labels={labels} />
        {listing.items.length > 0 ? (
          <ProductGridView products={listing.items} store={store} t={cardT} priorityCount={priorityCards} />
        ) : (
          <div className={styles.empty}>
            <p>{filtered ? t('emptyFiltered') : emptyMessage}</p>
            {filtered ? (
              <p>
                <a href={buildListingHref(basePath, state, { clearFilters: true })} className={styles.emptyAction} rel="nofollow">
                  {t('clearFilters')}
                </a>
              </p>
            ) : (
              <p>
                <a href={`/${store}`} className={styles.emptyAction}>
                  {t('continueShopping')}
                </a>
              </p>
            )}
          </div>
        )}
        <Pagination basePath={basePath} state={state} currentPage={listing.currentPage} totalPages={listing.totalPages} t={t} />
      </section>
    </div>
  );
}
