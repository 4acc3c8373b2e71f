import type { GetStoreConfigQuery } from './generated/graphql';
import { MagentoGraphQlError } from './errors';
import { GetCheckoutAgreements, type CheckoutAgreement } from './operations/checkout';
import { GetStoreConfig } from './operations/store';
import { queryCatalog } from './server';
import { present } from './types';

export type StoreConfig = NonNullable<GetStoreConfigQuery['storeConfig']>;

/** What categoryHref reads of any category answer (menu, breadcrumb, listing, product page): an input shape, not an answer. */
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

/** The store view's active terms and conditions (store configuration, the same for every shopper). */
export async function getCheckoutAgreements(store: string): Promise<CheckoutAgreement[]> {
  const data = await queryCatalog(store, GetCheckoutAgreements, {}, ['checkout-agreements']);
  return present(data.checkoutAgreements);
}

/** Storefront path of a category: `/{store}/{url_path}{url_suffix}`. */
export function categoryHref(store: string, category: CategoryLink): string {
  return `/${store}/${category.url_path ?? ''}${category.url_suffix ?? ''}`;
}
