/** Test data for the catalogue components: product cards and a listing as Magento answers them. */
import { emptyListingState, type ListingState } from '@/lib/catalog/listing-params';
import type { Aggregation, Listing } from '@/lib/magento/listing';
import type { ProductCardData } from '@/lib/magento/types';

export function productCard(
  overrides: Partial<ProductCardData> & { price?: { final: number; regular?: number; max?: number } } = {},
): ProductCardData {
  const { price = { final: 145.95 }, ...rest } = overrides;
  const regular = price.regular ?? price.final;
  return {
    uid: 'MTAx',
    sku: 'EG-101',
    name: 'Lumera Alba Square Eyeglasses',
    url_key: 'lumera-alba-square-eyeglasses',
    url_suffix: '.html',
    stock_status: 'IN_STOCK',
    new_from_date: null,
    new_to_date: null,
    rating_summary: 0,
    review_count: 0,
    small_image: { url: 'http://localhost:4010/media/catalog/product/a/l/alba.webp', label: 'Lumera Alba' },
    price_range: {
      minimum_price: {
        regular_price: { value: regular, currency: 'GBP' },
        final_price: { value: price.final, currency: 'GBP' },
        discount: { amount_off: regular - price.final, percent_off: regular ? ((regular - price.final) / regular) * 100 : 0 },
      },
      maximum_price: { final_price: { value: price.max ?? price.final, currency: 'GBP' } },
    },
    ...rest,
  };
}

export const aggregations: Aggregation[] = [
  {
    attribute_code: 'category_uid',
    label: 'Category',
    count: 2,
    position: 0,
    options: [
      { label: 'Women', value: 'NA==', count: 21 },
      { label: 'Men', value: 'NQ==', count: 17 },
    ],
  },
  {
    attribute_code: 'price',
    label: 'Price',
    count: 2,
    position: 1,
    options: [
      { label: '100-200', value: '100_200', count: 13 },
      { label: '200-300', value: '200_300', count: 6 },
    ],
  },
  {
    attribute_code: 'color',
    label: 'Colour',
    count: 2,
    position: 3,
    options: [
      { label: 'Black', value: '22', count: 33 },
      { label: 'Tortoise', value: '23', count: 21 },
    ],
  },
  { attribute_code: 'manufacturer', label: 'Manufacturer', count: 1, position: 20, options: [{ label: 'Acme', value: '7', count: 2 }] },
];

export function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    items: [productCard(), productCard({ uid: 'MTAy', name: 'Kestrel Summit Round Eyeglasses', url_key: 'kestrel-summit' })],
    total: 2,
    totalPages: 1,
    currentPage: 1,
    pageSize: 12,
    aggregations,
    sortFields: { default: 'position', options: [] },
    ...overrides,
  };
}

export function categoryState(overrides: Partial<ListingState> = {}): ListingState {
  return { ...emptyListingState('category'), ...overrides };
}
