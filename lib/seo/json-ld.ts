import type { StoreCode } from '@/lib/store-views';
import { hreflangOf } from './hreflang';
import { absoluteUrl, siteOrigin } from './site';

/**
 * schema.org structured data as plain objects, rendered by components/seo/JsonLd.tsx. Typed
 * loosely on purpose: the vocabulary is open, and what matters is what Google's rich results read
 * (Product with offers, BreadcrumbList, Organization, WebSite with a SearchAction).
 */
export type JsonLdObject = { [key: string]: unknown };

const CONTEXT = 'https://schema.org';

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

interface PriceValue {
  value: number | null;
}

type VariantOffer = { product?: { price_range?: { minimum_price: { final_price: PriceValue } } | null } | null } | null;

export interface ProductJsonLdInput {
  product: {
    name: string | null;
    __typename?: string;
    price_range: {
      minimum_price: { final_price: PriceValue };
      maximum_price?: { final_price: PriceValue } | null;
    };
    /** Configurable products: the variants, the offers of the AggregateOffer (their prices give low and high). */
    variants?: readonly VariantOffer[] | null;
  };
  /** Absolute URL of the product page (its canonical URL). */
  url: string;
  /** ISO 4217 code of the store view's currency (`storeView(store).currency`). */
  currency: string;
  /** Magento's stock status of the product (of the selected variant, when there is one). */
  availability: StockStatus | null | undefined;
  brand?: string | null;
  /** Absolute image URLs, best first. */
  images?: readonly string[];
  sku?: string | null;
  /** Plain text (no HTML). */
  description?: string | null;
  /** Approved reviews (Magento_Review): rating_summary and average_rating are percentages. */
  reviews?: {
    rating_summary: number;
    review_count: number;
    items: readonly { nickname: string; summary: string; text: string; created_at: string; average_rating: number }[];
  } | null;
}

/** A percentage as a rating out of 5, rounded to one decimal. */
const outOfFive = (percent: number) => Math.round(percent / 2) / 10;

/** Product with an Offer, or an AggregateOffer (lowPrice/highPrice/offerCount) for configurable products and price ranges. */
export function productJsonLd({
  product,
  url,
  currency,
  availability,
  brand,
  images,
  sku,
  description,
  reviews,
}: ProductJsonLdInput): JsonLdObject {
  const variantPrices = (product.variants ?? [])
    .map((variant) => variant?.product?.price_range?.minimum_price.final_price.value)
    .filter((value): value is number => typeof value === 'number');
  const ownLow = product.price_range.minimum_price.final_price.value;
  const ownHigh = product.price_range.maximum_price?.final_price.value ?? ownLow;
  const low = variantPrices.length ? Math.min(...variantPrices) : ownLow;
  const high = variantPrices.length ? Math.max(...variantPrices) : ownHigh;
  const schemaAvailability = availability === 'OUT_OF_STOCK' ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock';
  const isConfigurable = product.__typename === 'ConfigurableProduct' || (product.variants?.length ?? 0) > 0;
  const isRange = low !== null && high !== null && high !== low;

  let offers: JsonLdObject | undefined;
  if (low !== null && (isConfigurable || isRange)) {
    offers = {
      '@type': 'AggregateOffer',
      priceCurrency: currency,
      lowPrice: roundPrice(low),
      highPrice: roundPrice(high ?? low),
      offerCount: product.variants?.length || 1,
      availability: schemaAvailability,
      itemCondition: 'https://schema.org/NewCondition',
      url,
    };
  } else if (low !== null) {
    offers = {
      '@type': 'Offer',
      price: roundPrice(low),
      priceCurrency: currency,
      availability: schemaAvailability,
      itemCondition: 'https://schema.org/NewCondition',
      url,
    };
  }

  return compact({
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: product.name ?? undefined,
    sku: sku ?? undefined,
    description: description || undefined,
    image: images && images.length ? [...images] : undefined,
    brand: brand ? { '@type': 'Brand', name: brand } : undefined,
    url,
    offers,
    // Only where approved reviews exist: an AggregateRating without reviews misleads search engines.
    aggregateRating:
      reviews && reviews.review_count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: outOfFive(reviews.rating_summary),
            reviewCount: reviews.review_count,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
    review:
      reviews && reviews.review_count > 0 && reviews.items.length
        ? reviews.items.map((item) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: item.nickname },
            datePublished: item.created_at.slice(0, 10),
            name: item.summary,
            reviewBody: item.text,
            reviewRating: { '@type': 'Rating', ratingValue: outOfFive(item.average_rating), bestRating: 5, worstRating: 1 },
          }))
        : undefined,
  });
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL, or a site path (`/uk/sunglasses.html`) made absolute here. */
  url: string;
}

/** BreadcrumbList of the trail, first item first (Home › category › product). */
export function breadcrumbListJsonLd(items: readonly BreadcrumbItem[]): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.url),
    })),
  };
}

/** The shop as an Organization (one `@id` for the whole site). */
export function organizationJsonLd(store: StoreCode, siteName: string): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${siteOrigin()}/#organization`,
    name: siteName,
    url: absoluteUrl(`/${store}`),
  };
}

/** The store view as a WebSite whose search box Google may show (SearchAction on `/{store}/search.html?query=`). */
export function websiteJsonLd(store: StoreCode, siteName: string): JsonLdObject {
  const home = absoluteUrl(`/${store}`);
  return compact({
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: siteName,
    url: home,
    inLanguage: hreflangOf(store),
    publisher: { '@id': `${siteOrigin()}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteOrigin()}/${store}/search.html?query={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  });
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` become `\u003c`, `\u003e` and
 * `\u0026` (still the same JSON), so no string in the data can close the script or open a comment;
 * U+2028/U+2029 are escaped too.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function roundPrice(value: number): number {
  return Math.round(value * 100) / 100;
}

function compact(object: JsonLdObject): JsonLdObject {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));
}
