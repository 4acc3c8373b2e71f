'use client';

import { lateIsland } from '@/components/app/LateIsland';

/*
 * The header's islands that need the shopper's data (cart, session), loaded late
 * (components/app/LateIsland.tsx): the server renders their guest markup, the code follows.
 */

/** The cart link with its count and the mini cart drawer; the cart session starts with it. */
export const LateHeaderCart = lateIsland(() => import('./HeaderCart').then((module) => module.HeaderCart));

/** The account control: "Sign in", or the customer's name and "Sign out". */
export const LateAccountMenu = lateIsland(() => import('./AccountMenu').then((module) => module.AccountMenu));
