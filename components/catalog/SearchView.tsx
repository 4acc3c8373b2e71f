import { activeFilterCount, parseListingParams, sortKeysFor, type SearchParamsInput } from '@/lib/catalog/listing-params';
import { categoryHref, getStoreConfig } from '@/lib/magento/catalog';
import { getHomeCategories, getListing, type HomeCategory } from '@/lib/magento/listing';
import { storeView, type StoreCode } from '@/lib/store-views';
import { listingPageSize } from './CategoryView';
import { ListingResults } from './ListingResults';
import { SearchForm } from './SearchForm';
import { getCatalogTranslator, storeLocale, type Translate } from './translate';
import styles from './SearchView.module.css';

export interface SearchViewProps {
  store: StoreCode;
  /** The page's URL parameters: `query` plus the listing parameters (see lib/catalog/listing-params.ts). */
  searchParams: SearchParamsInput;
}

/** `/{store}/search.html` path of a store view. */
export function searchPath(store: StoreCode): string {
  return `/${store}/search.html`;
}

function CategorySuggestions({ store, categories, t }: { store: StoreCode; categories: readonly HomeCategory[]; t: Translate }) {
  if (categories.length === 0) return null;
  return (
    <section className={styles.suggestions} aria-labelledby="search-suggested-categories">
      <h2 id="search-suggested-categories" className={styles.suggestionsTitle}>
        {t('suggestedCategories')}
      </h2>
      <ul className={styles.categoryLinks} role="list">
        {categories.map((category) => (
          <li key={category.uid}>
            <a href={categoryHref(store, category)} className={styles.categoryLink}>
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The search page's content (inside the route's <main>): without a query, a search form; with one,
 * the results with filters, sort (relevance first) and pages; without results, help and categories.
 */
export async function SearchView({ store, searchParams }: SearchViewProps) {
  const state = parseListingParams(searchParams, 'search');
  const t = await getCatalogTranslator(store, 'Listing');

  if (!state.query) {
    const categories = await getHomeCategories(store);
    return (
      <div className={styles.search}>
        <h1 className={styles.title}>{t('searchTitle')}</h1>
        <p className={styles.lead}>{t('searchPrompt')}</p>
        <SearchForm store={store} t={t} />
        <CategorySuggestions store={store} categories={categories} t={t} />
      </div>
    );
  }

  const config = await getStoreConfig(store);
  const [listing, tCard] = await Promise.all([
    getListing(store, { search: state.query, state, pageSize: listingPageSize(config.grid_per_page) }),
    getCatalogTranslator(store, 'ProductCard'),
  ]);

  if (listing.total === 0 && activeFilterCount(state) === 0) {
    const categories = await getHomeCategories(store);
    return (
      <div className={styles.search}>
        <h1 className={styles.title}>{t('searchResultsFor', { query: state.query })}</h1>
        <SearchForm store={store} query={state.query} t={t} />
        <div className={styles.noResults} role="status">
          <p className={styles.noResultsTitle}>{t('noResults', { query: state.query })}</p>
          <p>{t('noResultsTips')}</p>
        </div>
        <CategorySuggestions store={store} categories={categories} t={t} />
      </div>
    );
  }

  const labels = { t, locale: storeLocale(store), currency: config.default_display_currency_code ?? storeView(store).currency };
  return (
    <div className={styles.search}>
      <h1 className={styles.title}>{t('searchResultsFor', { query: state.query })}</h1>
      <SearchForm store={store} query={state.query} t={t} />
      <ListingResults
        store={store}
        listing={listing}
        state={{ ...state, page: listing.currentPage }}
        basePath={searchPath(store)}
        labels={labels}
        cardT={tCard}
        sortKeys={sortKeysFor('search')}
        emptyMessage={t('noResults', { query: state.query })}
      />
    </div>
  );
}
