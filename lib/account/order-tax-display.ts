/**
 * How the account's order pages show an order's amounts (server only): with tax included or
 * without it, by the same per-store decision as the cart (lib/cart/tax-display-rules.ts:
 * Magento 2.4.7's storeConfig settings where the backend has them, the optional feature
 * `cart-tax-display`; else the documented store-view default). Amounts including tax come from
 * Magento 2.4.7's order fields (the optional feature `order-tax-amounts`); a Magento without them
 * gives the amounts without tax only, which are then shown so, the tax added, whatever the setting.
 */
import { cartTaxDisplayOf, defaultCartTaxDisplay, type CartTaxDisplay } from '@/lib/cart/tax-display-rules';
import { isFeatureEnabled } from '@/lib/features/server';
import { fetchCustomerOrderTaxAmounts, type AccountRequest, type OrderTaxAmounts } from '@/lib/magento/operations/account';
import { GetCartTaxDisplay } from '@/lib/magento/operations/tax';
import { queryCatalog } from '@/lib/magento/server';

/** The store view's tax display (cached like the catalogue: a setting, not personal). */
export async function storeTaxDisplay(store: string): Promise<CartTaxDisplay> {
  if (!(await isFeatureEnabled(store, 'cart-tax-display'))) return defaultCartTaxDisplay(store);
  try {
    const data = await queryCatalog(store, GetCartTaxDisplay);
    return cartTaxDisplayOf(store, data.storeConfig);
  } catch {
    return defaultCartTaxDisplay(store);
  }
}

/**
 * The order's amounts including tax when the store view shows them so and the backend gives them;
 * null otherwise (the page shows the amounts without tax and adds the tax).
 */
export async function orderAmountsWithTax(store: string, request: AccountRequest, number: string): Promise<OrderTaxAmounts | null> {
  const display = await storeTaxDisplay(store);
  if (display.price === 'excluding' && display.subtotal === 'excluding') return null;
  if (!(await isFeatureEnabled(store, 'order-tax-amounts'))) return null;
  try {
    return await fetchCustomerOrderTaxAmounts(request, number);
  } catch {
    return null;
  }
}
