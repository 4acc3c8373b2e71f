'use client';

import { queryIsland } from '@/components/app/QueryIsland';

/**
 * The wish list's items (components/wishlist/WishlistItems.tsx) as an island whose code comes right
 * after the page's (issue 16): the server renders page 1 as it read it, and "Move to cart",
 * "Remove" and "Show more" work once the island is there (a click before then is replayed).
 */
export const WishlistItems = queryIsland(() => import('./WishlistItems').then((module) => module.ServerReadWishlistItems));
