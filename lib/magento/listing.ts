import { cache } from 'react';
import { FILTER_CODES, FILTERABLE_ATTRIBUTES, priceBounds, type ListingState, type SortKey } from '@/lib/catalog/listing-params';
import { getStoreConfig } from './catalog';
import { MagentoGraphQlError } from './errors';
import { FeaturedNewProducts, HomeCategories, ListingCategory, ListingFilterLabels, ListingProducts } from './operations/listing';
import { queryCatalog } from './server';
import type { HomeCategoriesQuery, ListingCategoryQuery, ListingProductsQuery } from './generated/graphql';
import { present, type ProductCardData } from './types';

// ---------------------------------------------------------------------------------------------
// Category

type CategoryAnswer = NonNullable<NonNullable<NonNullable<ListingCategoryQuery['categories']>['items']>[number]>;

export type CategoryBreadcrumb = NonNullable<NonNullable<CategoryAnswer['breadcrumbs']>[number]>;

export type CategoryChild = NonNullable<NonNullable<CategoryAnswer['children']>[number]>;

/** The category page's category (ListingCategory): `description` is HTML from Magento's editor, `image` an absolute URL. */
export type ListingCategoryData = Omit<CategoryAnswer, 'breadcrumbs' | 'children'> & {
  /** Ancestors from the top down (Magento's order is not guaranteed: sorted by level here). */
  breadcrumbs: CategoryBreadcrumb[];
  /** Subcategories by position. */
  children: CategoryChild[];
};

/** One category of the store view, or null when it does not exist there. Deduplicated per request. */
export const getCategory = cache(async (store: string, uid: string): Promise<ListingCategoryData | null> => {
  const data = await queryCatalog(store, ListingCategory, { uid }, [`category:${uid}`]);
  const category = data.categories?.items?.find((item) => item?.uid === uid) ?? data.categories?.items?.[0];
  if (!category) return null;
  return {
    ...category,
    breadcrumbs: present(category.breadcrumbs).sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0)),
    children: present(category.children).sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.uid.localeCompare(b.uid)),
  };
});

// ---------------------------------------------------------------------------------------------
// Listing

type AggregationAnswer = NonNullable<NonNullable<NonNullable<ListingProductsQuery['products']>['aggregations']>[number]>;

export type AggregationOption = NonNullable<NonNullable<AggregationAnswer['options']>[number]>;

/** A layered navigation group: its options without Magento's null entries. */
export type Aggregation = Omit<AggregationAnswer, 'options'> & { options: AggregationOption[] };

/** View model: a sort order with a value (Magento's SortField may answer a null value, left out). */
export interface SortFieldOption {
  value: string;
  label: string | null;
}

export interface Listing {
  items: ProductCardData[];
  total: number;
  totalPages: number;
  /** The page shown: the requested one, or the last page when the request was past the end. */
  currentPage: number;
  pageSize: number;
  /**
   * Layered navigation groups by position; empty groups removed. A selected value is always listed
   * (with count 0 when no product matches any more), so it can be seen and removed where it was chosen.
   */
  aggregations: Aggregation[];
  sortFields: { default: string | null; options: SortFieldOption[] };
}

export interface ListingRequest {
  /** Lists this category (and, for an anchor category, its descendants). */
  categoryUid?: string;
  /** Full-text search. */
  search?: string;
  state: ListingState;
  pageSize: number;
}

type Filter = Record<string, { eq?: string; in?: string[]; from?: string; to?: string }>;

/**
 * Magento's `ProductAttributeFilterInput` for a listing. A price range `100_200` becomes
 * from 100 to 199.99: Magento's ranges include their lower bound only, while the filter's `to`
 * is inclusive (so a 200.00 frame is in `200_300`, as the aggregation counted it).
 */
export function productFilter(state: ListingState, categoryUid?: string): Filter {
  const filter: Filter = {};
  if (categoryUid) filter.category_uid = { eq: categoryUid };
  else if (state.filters.category_uid?.length) filter.category_uid = { in: state.filters.category_uid };
  for (const code of FILTERABLE_ATTRIBUTES) {
    const values = state.filters[code];
    if (values?.length) filter[code] = { in: values };
  }
  const price = state.price ? priceBounds(state.price) : null;
  if (price) {
    filter.price = { from: String(price.from) };
    if (price.to !== null) filter.price.to = (Math.round(price.to * 100 - 1) / 100).toFixed(2);
  }
  return filter;
}

/** Magento's `ProductAttributeSortInput`: one key, upper-case direction. */
export function productSort(state: ListingState): Partial<Record<SortKey, 'ASC' | 'DESC'>> {
  return { [state.sort]: state.direction === 'desc' ? 'DESC' : 'ASC' };
}

/** Magento refuses a page past the end ("currentPage value 9 specified is greater than the 3 page(s) available."). */
function isPastLastPage(error: unknown): boolean {
  return error instanceof MagentoGraphQlError && error.errors.some((entry) => /currentPage value/i.test(entry.message));
}

async function fetchListingPage(store: string, request: ListingRequest, currentPage: number): Promise<ListingProductsQuery> {
  const { categoryUid, search, state, pageSize } = request;
  const variables = {
    search: search || undefined,
    filter: productFilter(state, categoryUid),
    sort: productSort(state),
    pageSize,
    currentPage,
    directChildrenOnly: Boolean(categoryUid),
  };
  const tags = ['products', ...(categoryUid ? [`category:${categoryUid}`] : ['search'])];
  return queryCatalog(store, ListingProducts, variables, tags);
}

/**
 * One page of a category or a search, with its filters and sort options. A page past the end
 * shows the last page (as Magento's own storefront does) rather than an error.
 */
export async function getListing(store: string, request: ListingRequest): Promise<Listing> {
  let page = Math.max(1, request.state.page);
  let data: ListingProductsQuery;
  try {
    data = await fetchListingPage(store, request, page);
  } catch (error) {
    if (!isPastLastPage(error) || page === 1) throw error;
    const first = await fetchListingPage(store, request, 1);
    const last = Math.max(1, first.products?.page_info?.total_pages ?? 1);
    page = last;
    data = last === 1 ? first : await fetchListingPage(store, request, last);
  }

  const products = data.products;
  const total = products?.total_count ?? 0;
  const pageSize = products?.page_info?.page_size ?? request.pageSize;
  const aggregations = (products?.aggregations ?? [])
    .filter((aggregation): aggregation is NonNullable<typeof aggregation> => aggregation !== null)
    .map((aggregation) => ({
      ...aggregation,
      options: (aggregation.options ?? []).filter((option): option is AggregationOption => option !== null && option.value !== ''),
    }));
  return {
    items: present(products?.items),
    total,
    totalPages: products?.page_info?.total_pages ?? Math.ceil(total / Math.max(1, pageSize)),
    currentPage: products?.page_info?.current_page ?? page,
    pageSize,
    aggregations: (await withSelectedOptions(store, aggregations, request))
      .filter((aggregation) => aggregation.options.length > 0)
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0)),
    sortFields: {
      default: products?.sort_fields?.default ?? null,
      options: present(products?.sort_fields?.options).flatMap(({ value, label }) => (value ? [{ value, label }] : [])),
    },
  };
}

/**
 * Adds the selected values the aggregations left out (count 0), named by Magento: option labels from
 * `customAttributeMetadata`, category names from `categories`. One extra query, only when needed.
 * A group Magento did not return at all gets a null label (the storefront names it).
 */
async function withSelectedOptions(store: string, aggregations: Aggregation[], request: ListingRequest): Promise<Aggregation[]> {
  const missing = new Map<string, string[]>();
  for (const code of FILTER_CODES) {
    if (code === 'category_uid' && request.categoryUid) continue;
    const listed = new Set(aggregations.find((aggregation) => aggregation.attribute_code === code)?.options.map((option) => option.value));
    const values = (request.state.filters[code] ?? []).filter((value) => !listed.has(value));
    if (values.length) missing.set(code, values);
  }
  if (missing.size === 0) return aggregations;

  const attributeCodes = [...missing.keys()].filter((code) => code !== 'category_uid');
  const categoryUids = missing.get('category_uid') ?? [];
  const labels = new Map<string, Map<string, string>>();
  try {
    const data = await queryCatalog(
      store,
      ListingFilterLabels,
      {
        attributes: attributeCodes.map((attribute_code) => ({ attribute_code, entity_type: 'catalog_product' })),
        categoryUids,
        withAttributes: attributeCodes.length > 0,
        withCategories: categoryUids.length > 0,
      },
      ['attributes', 'categories'],
    );
    for (const item of data.customAttributeMetadata?.items ?? []) {
      if (!item?.attribute_code) continue;
      labels.set(
        item.attribute_code,
        new Map((item.attribute_options ?? []).flatMap((option) => (option?.label && option.value ? [[option.value, option.label]] : []))),
      );
    }
    labels.set('category_uid', new Map((data.categories?.items ?? []).flatMap((item) => (item?.name ? [[item.uid, item.name]] : []))));
  } catch {
    // The names are a nicety: without them the values show as they are.
  }

  const result = aggregations.map((aggregation) => ({ ...aggregation, options: [...aggregation.options] }));
  for (const [code, values] of missing) {
    let group = result.find((aggregation) => aggregation.attribute_code === code);
    if (!group) {
      group = {
        attribute_code: code,
        label: null,
        count: 0,
        position: FILTER_CODES.indexOf(code as (typeof FILTER_CODES)[number]) + 1,
        options: [],
      };
      result.push(group);
    }
    for (const value of values) group.options.push({ value, label: labels.get(code)?.get(value) ?? null, count: 0 });
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Home

type HomeCategoryAnswer = NonNullable<NonNullable<NonNullable<HomeCategoriesQuery['categories']>['items']>[number]>;

/** A top category as the home page shows it. */
export type HomeCategory = Pick<HomeCategoryAnswer, 'uid' | 'name' | 'url_path' | 'url_suffix' | 'image' | 'product_count'>;

/** The store's top categories that are in the menu and not empty, by position, with their images. */
export const getHomeCategories = cache(async (store: string): Promise<HomeCategory[]> => {
  const config = await getStoreConfig(store);
  const data = await queryCatalog(store, HomeCategories, { rootUid: config.root_category_uid ?? 'Mg==' }, ['categories']);
  return (data.categories?.items ?? [])
    .filter((item): item is NonNullable<typeof item> => item !== null && item.include_in_menu !== 0 && Boolean(item.name && item.url_path))
    .filter((item) => (item.product_count ?? 1) > 0)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map(({ uid, name, url_path, url_suffix, image, product_count }) => ({ uid, name, url_path, url_suffix, image, product_count }));
});

export interface FeaturedProducts {
  /** Products marked new (Magento's `new_from_date`), newest first. */
  newArrivals: ProductCardData[];
}

/** How many of the root category's products the new arrivals are chosen from. */
export const NEW_ARRIVALS_CANDIDATES = 48;

/** The home page's product selections: of the root category's first products, those marked new, newest first. */
export async function getFeaturedProducts(store: string, { pageSize = 8 }: { pageSize?: number } = {}): Promise<FeaturedProducts> {
  const config = await getStoreConfig(store);
  const data = await queryCatalog(
    store,
    FeaturedNewProducts,
    { rootUid: config.root_category_uid ?? 'Mg==', pageSize: Math.max(pageSize, NEW_ARRIVALS_CANDIDATES) },
    ['products'],
  );
  const items = present(data.products?.items).filter((item) => Boolean(item.new_from_date));
  // ISO dates (`2024-05-01 00:00:00`) sort as text; a stable sort keeps the merchant's order among equals.
  const newestFirst = [...items].sort((a, b) => String(b.new_from_date).localeCompare(String(a.new_from_date)));
  return { newArrivals: newestFirst.slice(0, pageSize) };
}
