'use client';

import { useEffect, useState } from 'react';
import { useFeature } from '@/components/app/FeaturesProvider';
import { getMagentoClient } from '@/lib/magento/client';
import type { CartDetails, CartItem, CartMoney } from '@/lib/magento/operations/cart';
import { GetCartTaxDisplay, type CartTaxDisplayConfig, type GetCartTaxDisplayData } from '@/lib/magento/operations/tax';

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

/** One request per store view and page life; a failure (no such fields) settles on the default. */
const requests = new Map<string, Promise<CartTaxDisplay>>();

export function loadCartTaxDisplay(store: string): Promise<CartTaxDisplay> {
  let request = requests.get(store);
  if (!request) {
    request = getMagentoClient()
      .query<GetCartTaxDisplayData>(GetCartTaxDisplay, {}, { headers: { store } })
      .then(({ data }) => cartTaxDisplayOf(store, data.storeConfig))
      .catch(() => defaultCartTaxDisplay(store));
    requests.set(store, request);
  }
  return request;
}

/** The store view's cart tax display: its default at once, the backend's settings once known. */
export function useCartTaxDisplay(store: string): CartTaxDisplay {
  const [display, setDisplay] = useState(() => defaultCartTaxDisplay(store));
  // Magento 2.4.7's storeConfig fields: asked only where the backend has them (an optional feature).
  const configured = useFeature('cart-tax-display');
  useEffect(() => {
    if (!configured) return;
    let live = true;
    void loadCartTaxDisplay(store).then((loaded) => {
      if (live) setDisplay(loaded);
    });
    return () => {
      live = false;
    };
  }, [store, configured]);
  return display;
}

const shows = (type: TaxDisplayType) => type !== 'excluding';

/** A line's unit price as the store view shows it. */
export function linePrice(item: CartItem, display: CartTaxDisplay): CartMoney | null | undefined {
  return (shows(display.price) ? item.prices?.price_including_tax : null) ?? item.prices?.price;
}

/**
 * A discounted line's unit price before the product's special price, as the store view shows it:
 * the line's price plus what the special price takes off the product (or its chosen variant), so
 * lens options priced on top stay in both. Null when the line is at its regular price. The
 * catalogue's prices are entered as the store view displays them (with tax where it shows tax).
 */
export function regularLinePrice(item: CartItem, display: CartTaxDisplay): CartMoney | null {
  const range = (item.configured_variant?.price_range ?? item.product.price_range)?.minimum_price;
  const regular = range?.regular_price?.value;
  const final = range?.final_price?.value;
  const shown = linePrice(item, display);
  if (typeof regular !== 'number' || typeof final !== 'number' || typeof shown?.value !== 'number') return null;
  const saving = regular - final;
  if (saving < 0.005) return null;
  return { value: Math.round((shown.value + saving) * 100) / 100, currency: shown.currency };
}

/** A line's row total as the store view shows it. */
export function lineRowTotal(item: CartItem, display: CartTaxDisplay): CartMoney | null | undefined {
  return (shows(display.price) ? item.prices?.row_total_including_tax : null) ?? item.prices?.row_total;
}

/** The cart's subtotal as the store view shows it. */
export function cartSubtotal(prices: CartDetails['prices'], display: CartTaxDisplay): CartMoney | null | undefined {
  return (shows(display.subtotal) ? prices?.subtotal_including_tax : null) ?? prices?.subtotal_excluding_tax;
}

/** A shipping method's price as the store view shows it (Magento's price_incl_tax / price_excl_tax). */
export function shippingPrice(
  method: { amount?: CartMoney | null; price_incl_tax?: CartMoney | null; price_excl_tax?: CartMoney | null },
  display: CartTaxDisplay,
): CartMoney | null | undefined {
  return (shows(display.shipping) ? method.price_incl_tax : method.price_excl_tax) ?? method.amount;
}

/** The cart's chosen shipping method (its title and price as the store view shows it), once checkout set one. */
export function selectedShipping(
  details: Pick<CartDetails, 'shipping_addresses'> | null | undefined,
  display: CartTaxDisplay,
): { title: string; price: CartMoney } | null {
  const method = details?.shipping_addresses?.[0]?.selected_shipping_method;
  const price = method ? shippingPrice(method, display) : null;
  if (!method || !price) return null;
  return { title: [method.carrier_title, method.method_title].filter(Boolean).join(' - '), price };
}

/** Whether a line's, the subtotal's or shipping's other figure (excluding tax) shows beside it. */
export const showsBoth = (type: TaxDisplayType) => type === 'both';
