import { useLocale } from 'next-intl';
import { formatMoney } from '@/lib/i18n/format';
import type { CartDetails, CartItem, CartMoney } from '@/lib/magento/operations/cart';
import { imageForSku } from '@/lib/state/cart-store';

/** The cart's lines without the nulls Magento may leave in the list. */
export function cartLines(details: CartDetails | null): CartItem[] {
  return (details?.items ?? []).filter((item): item is CartItem => item !== null);
}

/** Magento's placeholder image, which a variant without its own picture answers. */
const PLACEHOLDER = /\/placeholder\//;

/**
 * The line's picture: the chosen variant's (a red frame shows red), else Magento's small image or
 * thumbnail of the product, else the one kept when it was added.
 */
export function lineImage(item: CartItem): { url: string; label: string } | undefined {
  const variant = item.configured_variant?.small_image;
  if (variant?.url && !PLACEHOLDER.test(variant.url)) return { url: variant.url, label: variant.label ?? '' };
  const url = item.product.small_image?.url ?? item.product.thumbnail?.url;
  if (url) return { url, label: item.product.small_image?.label ?? '' };
  return item.product.sku ? imageForSku(item.product.sku) : undefined;
}

/** "Colour: Black", "Lens: Clear"… for the chosen configurable and customizable options. */
export function lineOptions(item: CartItem): Array<{ label: string; value: string }> {
  const configurable = (item.configurable_options ?? []).map((option) => ({ label: option.option_label, value: option.value_label }));
  const customizable = (item.customizable_options ?? []).flatMap((option) =>
    option
      ? [
          {
            label: option.label,
            value: option.values
              .map((value) => value?.label || value?.value)
              .filter(Boolean)
              .join(', '),
          },
        ]
      : [],
  );
  return [...configurable, ...customizable];
}

/** Section 8: a line with a stock error, or whose product (or chosen variant) is out of stock. */
export function isLineOutOfStock(item: CartItem): boolean {
  return (
    Boolean(item.errors?.length) || item.product.stock_status === 'OUT_OF_STOCK' || item.configured_variant?.stock_status === 'OUT_OF_STOCK'
  );
}

/** Formats cart money in the shopper's locale; a missing currency falls back to `fallbackCurrency`. */
export function useCartMoney(fallbackCurrency: string): (money: CartMoney | null | undefined) => string {
  const locale = useLocale();
  return (money) => formatMoney(money?.value ?? 0, money?.currency ?? fallbackCurrency, locale);
}
