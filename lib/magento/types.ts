/**
 * The view models the storefront shares across areas, as the generated operation types have them
 * (lib/magento/generated, from lib/magento/operations/*.graphql): nothing here is written by hand
 * beside the schema.
 */
import type { ProductCardFieldsFragment } from './generated/graphql';

/** Selected by the ProductCardFields fragment (lib/magento/operations/fragments.graphql). */
export type ProductCardData = ProductCardFieldsFragment;

export type ProductPrice = ProductCardData['price_range']['minimum_price'];

/** Magento's Money, as every operation selects it (`value`, `currency`). */
export type Money = ProductPrice['final_price'];

/** A list of Magento's (nullable entries, nullable list) without its null entries. */
export function present<T>(list: ReadonlyArray<T | null | undefined> | null | undefined): T[] {
  return (list ?? []).filter((item): item is T => item !== null && item !== undefined);
}

/** Storefront path of a product: `/{store}/{url_key}{url_suffix}`. */
export function productHref(store: string, product: Pick<ProductCardData, 'url_key' | 'url_suffix'>): string {
  return `/${store}/${product.url_key ?? ''}${product.url_suffix ?? '.html'}`;
}
