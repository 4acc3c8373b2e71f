/**
 * The store view's tax display decision, without React: the cart, mini cart and checkout use it
 * through tax-display.ts's hook in the browser; the account's order pages on the server
 * (lib/account/order-tax-display.ts). One decision for both.
 */
import type { CartTaxDisplayConfig } from '@/lib/magento/operations/tax';

/**
 * How a store view shows cart amounts, after Magento's tax/cart_display/* settings: each of the
 * line price, the subtotal and shipping "excluding" tax, "including" it, or "both" (the amount
 * including tax first, the one excluding it beside it); `grandTotal`: the summary says how much
 * tax the total includes; `zeroTax`: a zero tax still gets its line.
 */
export type TaxDisplayType = 'excluding' | 'including' | 'both';

export interface CartTaxDisplay {
  price: TaxDisplayType;
  subtotal: TaxDisplayType;
  shipping: TaxDisplayType;
  grandTotal: boolean;
  zeroTax: boolean;
}

/**
 * Store views whose prices are shown excluding tax when the backend does not say (a Magento
 * before 2.4.7 has no shopping_cart_display_* in storeConfig): the cart shows what the catalogue
 * shows, and this shop's catalogue lists tax-inclusive prices everywhere but in the US, where
 * sales tax is added at checkout. Every other store view (EU, UK, AE, ...) defaults to including
 * tax, as its shoppers must see prices by law.
 */
const PRICES_EXCLUDE_TAX_BY_DEFAULT = new Set(['us']);

/** The default of a store view: everything including tax, or everything excluding it. */
export function defaultCartTaxDisplay(store: string): CartTaxDisplay {
  const including = !PRICES_EXCLUDE_TAX_BY_DEFAULT.has(store);
  const type: TaxDisplayType = including ? 'including' : 'excluding';
  return { price: type, subtotal: type, shipping: type, grandTotal: including, zeroTax: false };
}

function displayType(code: number | null | undefined, fallback: TaxDisplayType): TaxDisplayType {
  if (code === 1) return 'excluding';
  if (code === 2) return 'including';
  if (code === 3) return 'both';
  return fallback;
}

/** The backend's settings over the store view's default, field by field. */
export function cartTaxDisplayOf(store: string, config: CartTaxDisplayConfig | null | undefined): CartTaxDisplay {
  const fallback = defaultCartTaxDisplay(store);
  if (!config) return fallback;
  return {
    price: displayType(config.shopping_cart_display_price, fallback.price),
    subtotal: displayType(config.shopping_cart_display_subtotal, fallback.subtotal),
    shipping: displayType(config.shopping_cart_display_shipping, fallback.shipping),
    grandTotal: config.shopping_cart_display_grand_total ?? fallback.grandTotal,
    zeroTax: config.shopping_cart_display_zero_tax ?? fallback.zeroTax,
  };
}
