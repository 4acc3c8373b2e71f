import type { GetStoreConfigQuery } from './generated/graphql';
import { MagentoGraphQlError } from './errors';
import { GetStoreConfig } from './operations/store';
import { queryCatalog } from './server';

export type StoreConfig = NonNullable<GetStoreConfigQuery['storeConfig']>;

export interface CategoryLink {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
}

export async function getStoreConfig(store: string): Promise<StoreConfig> {
  const data = await queryCatalog(store, GetStoreConfig, {}, ['store-config']);
  if (!data.storeConfig) throw new MagentoGraphQlError([{ message: `no store configuration for ${store}` }]);
  return data.storeConfig;
}

/** Storefront path of a category: `/{store}/{url_path}{url_suffix}`. */
export function categoryHref(store: string, category: CategoryLink): string {
  return `/${store}/${category.url_path ?? ''}${category.url_suffix ?? ''}`;
}
