/**
 * What the shop's e-mails lead to and the product pages offer (issue 7): stock and price alerts
 * (extension part: subscribeProductAlert, unsubscribeProductAlert) and the newsletter's unsubscribe
 * link (extension part: unsubscribeEmailFromNewsletter).
 *
 * Subscribing happens in the browser (the shared client; the same-origin proxy adds a customer's
 * token, and a customer is then subscribed with their own address). The unsubscribe links are
 * followed on the server when their page renders, so they work without JavaScript.
 */
import { getMagentoClient, createMagentoClient } from '../client';
import type { ProductCardData } from '../types';
import { ProductCardFields } from './fragments';
import {
  GetAlertProductDocument as GetAlertProduct,
  SubscribeProductAlertDocument as SubscribeProductAlert,
  UnsubscribeProductAlertDocument as UnsubscribeProductAlert,
  UnsubscribeEmailFromNewsletterDocument as UnsubscribeEmailFromNewsletter,
  ProductStockAlertFlagsDocument as ProductStockAlertFlags,
} from '../generated/alerts';
import type {
  GetAlertProductQuery,
  ProductAlertTypeEnum,
  ProductStockAlertFlagsQuery,
  UnsubscribeProductAlertMutation,
  UnsubscribeProductAlertMutationVariables,
} from '../generated/graphql';
import type { ProductStockStatus } from '../generated/graphql';
export { GetAlertProduct, SubscribeProductAlert, UnsubscribeProductAlert, UnsubscribeEmailFromNewsletter, ProductStockAlertFlags };

/** The SKUs of an answer of ProductStockAlertFlags whose products offer no back-in-stock alert. */
export function hiddenStockAlertSkus(data: ProductStockAlertFlagsQuery | null | undefined): Set<string> {
  return new Set((data?.products?.items ?? []).flatMap((item) => (item?.sku && item.notification_hide_alert ? [item.sku] : [])));
}

/**
 * From the browser: which of these products (parent SKUs) offer no back-in-stock alert. Empty when
 * the question fails: the alert link then shows, as on a backend without the attribute.
 */
export async function fetchHiddenStockAlerts(store: string | null, skus: readonly string[]): Promise<Set<string>> {
  if (!skus.length) return new Set();
  try {
    const { data } = await getMagentoClient().query(ProductStockAlertFlags, { skus: [...skus] }, store ? { headers: { store } } : {});
    return hiddenStockAlertSkus(data);
  } catch {
    return new Set();
  }
}

export type AlertType = ProductAlertTypeEnum;

export interface AlertProduct {
  /** The product as its card shows it. */
  product: ProductCardData;
  /** What the alert is for: the product, or the variant chosen with `?variant=`. */
  sku: string;
  /** The variant's colour, size… ("Black, M"), when the alert is for a variant. */
  variantLabel: string | null;
  stockStatus: ProductStockStatus;
}

/**
 * The product of an alert page, read fresh (its stock decides what the page offers), or null when
 * the store view has no such product. A `variant` that is not one of its variants is ignored.
 */
export async function getAlertProduct(store: string, key: string, variant?: string | null): Promise<AlertProduct | null> {
  if (!key.trim()) return null;
  const { data } = await createMagentoClient({ store }).query(GetAlertProduct, { key: key.trim() }, { cache: 'no-store' });
  const item = data.byUrlKey?.items?.find(Boolean) ?? data.bySku?.items?.find(Boolean);
  if (!item || !item.sku) return null;
  const { variants, product } = variantsApart(item);
  const chosen = variant ? variants?.find((entry) => entry?.product?.sku === variant) : undefined;
  if (chosen?.product?.sku) {
    const labels = (chosen.attributes ?? []).map((attribute) => attribute?.label).filter((label): label is string => Boolean(label));
    return {
      product,
      sku: chosen.product.sku,
      variantLabel: labels.join(', ') || null,
      stockStatus: chosen.product.stock_status === 'IN_STOCK' ? 'IN_STOCK' : 'OUT_OF_STOCK',
    };
  }
  return { product, sku: item.sku, variantLabel: null, stockStatus: item.stock_status === 'IN_STOCK' ? 'IN_STOCK' : 'OUT_OF_STOCK' };
}

type AlertProductAnswer = NonNullable<NonNullable<NonNullable<GetAlertProductQuery['byUrlKey']>['items']>[number]>;

/** The product card and, for a configurable product (the fragment's `... on ConfigurableProduct`), its variants. */
function variantsApart(item: AlertProductAnswer) {
  if (!('variants' in item)) return { product: item, variants: null };
  const { variants, ...product } = item;
  return { product, variants };
}

/** Subscribes the shopper (a guest with `email`; a signed-in customer with their own address). Throws Magento's errors. */
export async function subscribeProductAlert(store: string, input: { sku: string; type: AlertType; email?: string }): Promise<void> {
  await getMagentoClient().mutate(SubscribeProductAlert, { input }, { headers: { store } });
}

/** What an alert e-mail's unsubscribe link carries (Magento's ProductAlertUnsubscribeInput). */
export type ProductAlertUnsubscribeLink = UnsubscribeProductAlertMutationVariables['input'];

/** The alerts a link ended, with their product (UnsubscribeProductAlert). */
export type UnsubscribedAlert = NonNullable<UnsubscribeProductAlertMutation['unsubscribeProductAlert']>;

/** Follows an alert e-mail's unsubscribe link (server side). Throws Magento's error for a link that is not the shop's. */
export async function unsubscribeProductAlert(store: string, input: ProductAlertUnsubscribeLink): Promise<UnsubscribedAlert | null> {
  const { data } = await createMagentoClient({ store }).mutate(UnsubscribeProductAlert, {
    input,
  });
  return data.unsubscribeProductAlert;
}

/** Follows a newsletter's unsubscribe link (server side). Throws Magento's error for a wrong code. */
export async function unsubscribeEmailFromNewsletter(store: string, input: { id: string; code: string }): Promise<void> {
  await createMagentoClient({ store }).mutate(UnsubscribeEmailFromNewsletter, { input });
}
