/**
 * The shopping cart's tax display settings (Magento's tax/cart_display/*). They reach storeConfig
 * only from Magento 2.4.7 (TaxGraphQl), so they are asked for in a query of their own: on a 2.4.6
 * the query fails validation and the storefront uses its per-store-view default
 * (components/cart/tax-display.ts), never failing the page that asked.
 */
import { GetCartTaxDisplayDocument as GetCartTaxDisplay } from '../generated/tax';
import type { GetCartTaxDisplayQuery } from '../generated/graphql';
export { GetCartTaxDisplay };

/** 1: excluding tax, 2: including tax, 3: both (Magento's tax display types). */
export type TaxDisplayTypeCode = 1 | 2 | 3;

/** The settings GetCartTaxDisplay reads; any of them may be missing (the store view's default stands). */
export type CartTaxDisplayConfig = Partial<NonNullable<GetCartTaxDisplayQuery['storeConfig']>>;
