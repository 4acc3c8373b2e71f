import { notFound } from 'next/navigation';
import { CmsContent } from '@/components/cms/CmsContent';
import { buildListingHref, parseListingParams, sortKeysFor, type SearchParamsInput } from '@/lib/catalog/listing-params';
import { categoryHref, getStoreConfig } from '@/lib/magento/catalog';
import { getCategory, getListing, type ListingCategoryData, type Listing } from '@/lib/magento/listing';
import { storeView, type StoreCode } from '@/lib/store-views';
import { Breadcrumbs, type BreadcrumbItem } from './Breadcrumbs';
import type { SubcategoryLink } from './LayeredNavigation';
import { ListingResults } from './ListingResults';
import { getCatalogTranslator, storeLocale, type Translate } from './translate';
import { htmlToText } from '@/lib/seo/text';
import type { ListingState } from '@/lib/catalog/listing-params';
import styles from './CategoryView.module.css';

/** Specification, section 9: the catalogue's page size when the store config gives none. */
export const DEFAULT_PAGE_SIZE = 6;

export function listingPageSize(gridPerPage: number | null | undefined): number {
  return gridPerPage && gridPerPage > 0 ? gridPerPage : DEFAULT_PAGE_SIZE;
}

/**
 * Characters of description text from which it is a phone's largest paint. Measured at 412 px
 * wide: about 215 px² a character (151 characters drew 33,670 px², 116 Arabic ones 24,956), against
 * 16,562 px² for a card picture of the first row; 90 characters (about 19,000 px²) leave a margin.
 */
export const LEADING_DESCRIPTION_LENGTH = 90;

/**
 * Whether the description, above the cards, is the largest paint on a phone. The first row's card
 * pictures are then not preloaded: ahead of the scripts they would only take the text's bandwidth,
 * as on the home page below CMS content (issue 16). A description with a picture of its own leads too.
 */
export function descriptionLeads(description: string | null | undefined): boolean {
  if (!description) return false;
  return /<img\b/i.test(description) || htmlToText(description).length >= LEADING_DESCRIPTION_LENGTH;
}

export interface CategoryViewProps {
  store: StoreCode;
  /** The category's uid (from the route resolution). */
  uid: string;
  /** The page's URL parameters (see lib/catalog/listing-params.ts). */
  searchParams: SearchParamsInput;
}

/** Home › ancestors › the category; ancestors' paths take the category's URL suffix. */
export function categoryBreadcrumbs(store: StoreCode, category: ListingCategoryData, t: Translate): BreadcrumbItem[] {
  return [
    { label: t('home'), href: `/${store}` },
    ...category.breadcrumbs
      .filter((crumb) => crumb.category_name && crumb.category_url_path)
      .map((crumb) => ({ label: crumb.category_name as string, href: `/${store}/${crumb.category_url_path}${category.url_suffix ?? ''}` })),
    { label: category.name ?? '' },
  ];
}

/**
 * Subcategories as "shop by category" links that keep the filters and the sort. Counts follow the
 * filters (the category aggregation); without that, the category's own product count. Empty ones
 * are left out.
 */
export function subcategoryLinks(
  store: StoreCode,
  category: ListingCategoryData,
  listing: Listing,
  state: ListingState,
): SubcategoryLink[] {
  const counts = new Map(
    listing.aggregations
      .find((aggregation) => aggregation.attribute_code === 'category_uid')
      ?.options.map((option) => [option.value, option.count]) ?? [],
  );
  const hasCounts = counts.size > 0;
  return category.children
    .filter((child) => child.name && child.url_path)
    .map((child) => ({
      uid: child.uid,
      label: child.name as string,
      href: buildListingHref(categoryHref(store, child), { ...state, page: 1 }),
      count: hasCounts ? (counts.get(child.uid) ?? 0) : child.product_count,
    }))
    .filter((link) => link.count === null || link.count > 0);
}

/**
 * A category page's content (rendered inside the route's <main>): breadcrumbs, title, description,
 * filters, sort, products and pages. Works without JavaScript.
 */
export async function CategoryView({ store, uid, searchParams }: CategoryViewProps) {
  const state = parseListingParams(searchParams, 'category');
  const [config, category] = await Promise.all([getStoreConfig(store), getCategory(store, uid)]);
  if (!category) notFound();

  const [listing, t, tBreadcrumbs, tCard] = await Promise.all([
    getListing(store, { categoryUid: category.uid, state, pageSize: listingPageSize(config.grid_per_page) }),
    getCatalogTranslator(store, 'Listing'),
    getCatalogTranslator(store, 'Breadcrumbs'),
    getCatalogTranslator(store, 'ProductCard'),
  ]);
  const labels = { t, locale: storeLocale(store), currency: config.default_display_currency_code ?? storeView(store).currency };
  // A page number past the last page is no page of this category: 404, not a copy of the last
  // page under a canonical URL of its own (the listing falls back to the last page for search).
  if (state.page > 1 && listing.currentPage < state.page) notFound();
  const shownState = { ...state, page: listing.currentPage };

  return (
    <div className={styles.category}>
      <Breadcrumbs items={categoryBreadcrumbs(store, category, tBreadcrumbs)} t={tBreadcrumbs} />
      <header className={styles.header}>
        <h1 className={styles.title}>{category.name}</h1>
        {category.description ? (
          // Magento's category description is HTML written by the merchant in the admin.
          <CmsContent html={category.description} store={store} demoteH1 className={styles.description} />
        ) : null}
      </header>
      <ListingResults
        store={store}
        listing={listing}
        state={shownState}
        basePath={categoryHref(store, category)}
        labels={labels}
        cardT={tCard}
        sortKeys={sortKeysFor('category')}
        subcategories={subcategoryLinks(store, category, listing, state)}
        emptyMessage={t('emptyCategory')}
        priorityCards={descriptionLeads(category.description) ? 0 : undefined}
      />
    </div>
  );
}
