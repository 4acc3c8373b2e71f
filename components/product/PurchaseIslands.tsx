'use client';

import { lateIsland } from '@/components/app/LateIsland';

/**
 * The product page's parts that follow the shopper's choice of variant (gallery, price and stock,
 * picker, add to cart, sizes, "Choose lenses", alert links) as late islands (issue 16): the server
 * renders each one's markup for the variant it shows (a GET picker, links and pictures that work
 * without JavaScript), and their code (components/product/SelectedVariant.tsx, one chunk) loads at
 * the shopper's first touch, key or focus and takes the markup's place, keeping a click, a pick, a
 * quantity typed or a strip scrolled meanwhile (components/app/LateIsland.tsx). So the catalogue
 * route's first load carries none of it.
 */
export const LatePurchasePart = lateIsland(() => import('./SelectedVariant').then((module) => module.SelectedPart));
