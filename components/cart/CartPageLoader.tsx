'use client';

import { queryIsland } from '@/components/app/QueryIsland';

/**
 * The cart page's content (components/cart/CartPage.tsx) as an island whose code comes right after
 * the page's (issue 16): the server renders its loading state, as before, and the shopper's lines
 * are read once it is there, as they always were after hydration.
 */
export const CartPage = queryIsland(() => import('./CartPage').then((module) => module.CartPage));
