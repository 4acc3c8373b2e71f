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
const load = () => import('./SelectedVariant');

export const LateGallery = lateIsland(() => load().then((module) => module.SelectedGallery));
export const LatePriceAndStock = lateIsland(() => load().then((module) => module.SelectedPriceAndStock));
export const LateVariantPicker = lateIsland(() => load().then((module) => module.VariantPicker));
export const LateProductAddToCart = lateIsland(() => load().then((module) => module.ProductAddToCart));
export const LateChooseLensesLink = lateIsland(() => load().then((module) => module.SelectedChooseLensesLink));
export const LateNotifyMeLinks = lateIsland(() => load().then((module) => module.SelectedNotifyMeLinks));
export const LateSizeDetails = lateIsland(() => load().then((module) => module.SelectedSizeDetails));
