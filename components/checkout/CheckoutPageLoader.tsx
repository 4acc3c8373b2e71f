'use client';

import { pageIsland } from '@/components/app/QueryIsland';

/**
 * The checkout's content (components/checkout/CheckoutPage.tsx: the steps, the cart and checkout
 * stores, the address and card checks) as an island whose code comes right after the page's (issue
 * 16): the server renders its loading state, as before, and the shopper's cart is read once it is
 * there, as it always was after hydration.
 */
export const CheckoutPage = pageIsland(() => import('./CheckoutPage').then((module) => module.CheckoutPage));
