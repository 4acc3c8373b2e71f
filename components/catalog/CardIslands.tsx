'use client';

import { lateIsland } from '@/components/app/LateIsland';

/*
 * The product card's and product page's islands, loaded late (components/app/LateIsland.tsx): the
 * server renders their buttons unpressed, the code that reads the wish list and compare list (React
 * Query, the user store, the GraphQL operations) follows once the page is touched (or idle, for a shopper with
 * something to show: components/app/LateIsland.tsx).
 */

/** A product card's heart and "Compare": they get the name and the listing's shared texts, not labels (components/catalog/card-texts.ts). */
export const LateCardWishlistHeart = lateIsland(() => import('./NamedCardIslands').then((module) => module.NamedWishlistHeart));
export const LateCardCompareToggle = lateIsland(() => import('./NamedCardIslands').then((module) => module.NamedCompareToggle));

/** The product page's heart, which keeps the variant chosen on the page. */
export const LateProductWishlistHeart = lateIsland(() =>
  import('@/components/wishlist/ProductWishlistHeart').then((module) => module.ProductWishlistHeart),
);

/** The product page's "Compare". */
export const LateCompareToggle = lateIsland(() => import('@/components/compare/CompareToggle').then((module) => module.CompareToggle));
