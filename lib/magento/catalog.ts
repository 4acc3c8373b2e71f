import { GetCheckoutAgreements, type CheckoutAgreement, type GetCheckoutAgreementsData } from './operations/checkout';
import { GetStoreConfig, GetTopCategories } from './operations/store';
import { queryCatalog } from './server';

export interface StoreConfig {
  store_code: string;
  store_name: string | null;
  locale: string | null;
  default_display_currency_code: string | null;
  secure_base_media_url: string | null;
  grid_per_page: number | null;
  root_category_uid: string | null;
}

export interface CategoryLink {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
}

export interface TopCategory extends CategoryLink {
  children: CategoryLink[] | null;
}

export async function getStoreConfig(store: string): Promise<StoreConfig> {
  const data = await queryCatalog<{ storeConfig: StoreConfig }>(store, GetStoreConfig, {}, ['store-config']);
  return data.storeConfig;
}

export async function getTopCategories(store: string): Promise<TopCategory[]> {
  const data = await queryCatalog<{ categories: { items: TopCategory[] | null } | null }>(store, GetTopCategories, {}, ['categories']);
  return data.categories?.items ?? [];
}

/** The store view's active terms and conditions (store configuration, the same for every shopper). */
export async function getCheckoutAgreements(store: string): Promise<CheckoutAgreement[]> {
  const data = await queryCatalog<GetCheckoutAgreementsData>(store, GetCheckoutAgreements, {}, ['checkout-agreements']);
  return (data.checkoutAgreements ?? []).flatMap((agreement) => (agreement ? [agreement] : []));
}

/** Storefront path of a category: `/{store}/{url_path}{url_suffix}`. */
export function categoryHref(store: string, category: CategoryLink): string {
  return `/${store}/${category.url_path ?? ''}${category.url_suffix ?? ''}`;
}
