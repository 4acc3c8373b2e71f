import { ClientMessages } from '@/components/app/ClientMessages';
import type { GiftCardProductView } from '@/lib/giftcard/options';
import { queryCatalog } from '@/lib/magento/server';
import { GiftCardProductByUrlKey, type GiftCardProductData } from '@/lib/magento/operations/giftcard';
import { storeView, type StoreCode } from '@/lib/store-views';
import { GiftCardForm } from './GiftCardFormLoader';

/**
 * A GiftCardProduct's answer as the purchase form needs it, in the currency the backend priced it
 * in (its price_range), else the store view's default display currency.
 */
export function giftCardProductView(product: GiftCardProductData, fallbackCurrency: string): GiftCardProductView {
  const currency = product.price_range?.minimum_price?.final_price?.currency || fallbackCurrency;
  const open =
    product.allow_open_amount && product.open_amount_min !== null && product.open_amount_min !== undefined && product.open_amount_max
      ? { min: product.open_amount_min, max: product.open_amount_max }
      : null;
  return {
    sku: product.sku ?? '',
    currency,
    amounts: (product.giftcard_amounts ?? []).flatMap((a) => (a && a.value !== null ? [{ uid: a.uid, value: a.value }] : [])),
    open,
    messageMaxLength: product.allow_message === false ? null : (product.message_max_length ?? 255),
    lifetimeDays: product.lifetime ?? null,
  };
}

/**
 * The gift card product page's purchase (in place of the add-to-cart form): the card's amounts and
 * options read with the public catalogue data (cached per store view), the form in the browser.
 */
export async function GiftCardPurchase({ store, urlKey }: { store: StoreCode; urlKey: string }) {
  const data = await queryCatalog(store, GiftCardProductByUrlKey, { urlKey }, ['products', `product:${urlKey}`]);
  const product = data.products?.items?.find((item) => item !== null);
  if (!product) return null;
  return (
    <ClientMessages namespaces={['GiftCard']}>
      <GiftCardForm store={store} product={giftCardProductView(product, storeView(store).currency)} />
    </ClientMessages>
  );
}
