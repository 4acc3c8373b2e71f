import { categoryHref } from '@/lib/magento/catalog';
import { productHref } from '@/lib/magento/types';
import { storeView, type StoreCode } from '@/lib/store-views';
import {
  breadcrumbListJsonLd,
  organizationJsonLd,
  productJsonLd,
  websiteJsonLd,
  type BreadcrumbItem,
  type JsonLdObject,
  type ProductJsonLdInput,
} from './json-ld';
import { seoText } from './metadata';
import { absoluteUrl } from './site';
import { htmlToText, truncateText } from './text';

/**
 * Structured data of whole pages, ready for `<JsonLd data={...} />`: the builders of json-ld.ts fed
 * with the page's data, the store view's currency and the shop's name from the messages.
 */

/** Organization + WebSite (with the search box action): render once, on the home page. */
export async function siteJsonLd(store: StoreCode): Promise<JsonLdObject[]> {
  const { siteName } = await seoText(store);
  return [organizationJsonLd(store, siteName), websiteJsonLd(store, siteName)];
}

interface BreadcrumbSource {
  category_uid: string;
  category_name: string | null;
  category_url_path: string | null;
  category_level?: number | null;
}

export interface CategoryTrailSource {
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  /** The parents, top first (Magento's `breadcrumbs`). */
  breadcrumbs?: readonly (BreadcrumbSource | null)[] | null;
}

/** What productPageJsonLd reads of a product (the product page's data has all of it). */
export interface ProductStructuredSource {
  __typename?: string;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  short_description?: { html: string | null } | null;
  description?: { html: string | null } | null;
  media_gallery?: readonly ({ url: string | null; position?: number | null; disabled?: boolean | null } | null)[] | null;
  price_range: ProductJsonLdInput['product']['price_range'];
  variants?: ProductJsonLdInput['product']['variants'];
  categories?: readonly (CategoryTrailSource | null)[] | null;
  /** Labels of select attributes in the store view's language (`brand`). */
  attribute_labels?: { brand?: string } | null;
  /** Approved reviews (the product page reads the first page). */
  rating_summary?: number | null;
  review_count?: number | null;
  reviews?: NonNullable<ProductJsonLdInput['reviews']>['items'] | null;
}

/** Product (with its offers in the store view's currency) and the BreadcrumbList Home › category › product. */
export async function productPageJsonLd(store: StoreCode, product: ProductStructuredSource): Promise<JsonLdObject[]> {
  const { t } = await seoText(store);
  const path = productHref(store, product);
  const images = (product.media_gallery ?? [])
    .filter((entry): entry is NonNullable<typeof entry> & { url: string } => !!entry?.url && !entry.disabled)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((entry) => entry.url);
  const description = htmlToText(product.short_description?.html) || htmlToText(product.description?.html);
  const category = deepestCategory(product.categories);
  const trail: BreadcrumbItem[] = [{ name: t('home'), url: `/${store}` }, ...(category ? categoryTrail(store, category) : [])];
  if (product.name) trail.push({ name: product.name, url: path });

  return [
    productJsonLd({
      product,
      url: absoluteUrl(path),
      currency: storeView(store).currency,
      availability: product.stock_status,
      brand: product.attribute_labels?.brand,
      images,
      sku: product.sku,
      description: description ? truncateText(description, 5000) : undefined,
      reviews: product.review_count
        ? { rating_summary: product.rating_summary ?? 0, review_count: product.review_count, items: product.reviews ?? [] }
        : null,
    }),
    breadcrumbListJsonLd(trail),
  ];
}

/** BreadcrumbList Home › parents › category of a category page. */
export async function categoryPageJsonLd(store: StoreCode, category: CategoryTrailSource): Promise<JsonLdObject> {
  const { t } = await seoText(store);
  return breadcrumbListJsonLd([{ name: t('home'), url: `/${store}` }, ...categoryTrail(store, category)]);
}

/** The category's parents (from its breadcrumbs) and the category itself, as breadcrumb items. */
export function categoryTrail(store: StoreCode, category: CategoryTrailSource): BreadcrumbItem[] {
  const parents = (category.breadcrumbs ?? [])
    .filter((crumb): crumb is BreadcrumbSource => !!crumb?.category_name && !!crumb.category_url_path)
    .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
    .map((crumb) => ({
      name: crumb.category_name as string,
      url: categoryHref(store, {
        uid: crumb.category_uid,
        name: crumb.category_name,
        url_path: crumb.category_url_path,
        url_suffix: category.url_suffix,
      }),
    }));
  if (!category.name || !category.url_path) return parents;
  return [...parents, { name: category.name, url: categoryHref(store, { uid: '', ...category }) }];
}

/** The product's category deepest in the tree (most breadcrumbs), the first of equals. */
function deepestCategory(categories: ProductStructuredSource['categories']): CategoryTrailSource | undefined {
  let best: CategoryTrailSource | undefined;
  for (const category of categories ?? []) {
    if (!category?.url_path || !category.name) continue;
    if (!best || (category.breadcrumbs?.length ?? 0) > (best.breadcrumbs?.length ?? 0)) best = category;
  }
  return best;
}
