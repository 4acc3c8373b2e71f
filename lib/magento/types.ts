/** Shapes of the Magento answers the storefront reads (as selected by its operations). */

export interface Money {
  value: number | null;
  currency: string | null;
}

export interface ProductPrice {
  regular_price: Money;
  final_price: Money;
  discount?: { amount_off: number | null; percent_off: number | null } | null;
}

/** Selected by the ProductCardFields fragment. */
export interface ProductCardData {
  uid: string;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  new_from_date: string | null;
  /** Magento's "Set Product as New To" date; null = new without end. */
  new_to_date?: string | null;
  /** Magento's average of the approved reviews' votes in percent (0 without reviews), and their number. */
  rating_summary?: number | null;
  review_count?: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: ProductPrice;
    maximum_price: { final_price: Money } | null;
  };
}

/** Storefront path of a product: `/{store}/{url_key}{url_suffix}`. */
export function productHref(store: string, product: Pick<ProductCardData, 'url_key' | 'url_suffix'>): string {
  return `/${store}/${product.url_key ?? ''}${product.url_suffix ?? '.html'}`;
}
