import { GetStoreConfig, GetTopCategories } from './operations/catalog';
import { magentoFetch } from './server-fetch';

export interface StoreConfig {
  store_code: string;
  store_name: string | null;
  locale: string | null;
  default_display_currency_code: string | null;
  secure_base_media_url: string | null;
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
  const data = await magentoFetch<{ storeConfig: StoreConfig }>({
    query: GetStoreConfig,
    store,
    tags: ['store-config'],
  });
  return data.storeConfig;
}

export async function getTopCategories(store: string): Promise<TopCategory[]> {
  const data = await magentoFetch<{ categories: { items: TopCategory[] | null } | null }>({
    query: GetTopCategories,
    store,
    tags: ['categories'],
  });
  return data.categories?.items ?? [];
}

/** Storefront path of a category: `/{store}/{url_path}{url_suffix}`. */
export function categoryHref(store: string, category: CategoryLink): string {
  return `/${store}/${category.url_path ?? ''}${category.url_suffix ?? ''}`;
}
