import { getTranslations } from 'next-intl/server';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';

/** A translator bound to one namespace of messages/<locale>.json (next-intl's `t`, as the catalogue components use it). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

export type CatalogNamespace = 'Listing' | 'Breadcrumbs' | 'ProductCard' | 'Home';

/** BCP 47 locale of a store view (`ae_ar` → `ar-AE`): messages, numbers and money are formatted in it. */
export function storeLocale(store: StoreCode): string {
  return toBcp47(storeView(store).locale);
}

/**
 * The translator of a namespace in the store view's own locale. The locale is passed explicitly, so
 * it is right whether or not the request locale was set for this render.
 */
export async function getCatalogTranslator(store: StoreCode, namespace: CatalogNamespace): Promise<Translate> {
  const t = await getTranslations({ locale: storeLocale(store), namespace });
  return (key, values) => t(key, values);
}
