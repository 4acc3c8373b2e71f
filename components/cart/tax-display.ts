'use client';

import { useEffect, useState } from 'react';
import { useFeature } from '@/components/app/FeaturesProvider';
import { getMagentoClient } from '@/lib/magento/client';
import type { CartDetails, CartItem, CartMoney } from '@/lib/magento/operations/cart';
import { GetCartTaxDisplay } from '@/lib/magento/operations/tax';
import { cartTaxDisplayOf, defaultCartTaxDisplay, type CartTaxDisplay, type TaxDisplayType } from '@/lib/cart/tax-display-rules';

export { cartTaxDisplayOf, defaultCartTaxDisplay, type CartTaxDisplay, type TaxDisplayType } from '@/lib/cart/tax-display-rules';

/** One request per store view and page life; a failure (no such fields) settles on the default. */
const requests = new Map<string, Promise<CartTaxDisplay>>();

export function loadCartTaxDisplay(store: string): Promise<CartTaxDisplay> {
  let request = requests.get(store);
  if (!request) {
    request = getMagentoClient()
      .query(GetCartTaxDisplay, {}, { headers: { store } })
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
export function cartSubtotal(prices: CartDetails['prices'] | undefined, display: CartTaxDisplay): CartMoney | null | undefined {
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
