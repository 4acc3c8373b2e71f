'use client';

import { deferredIsland, startWhenShown } from '@/components/app/DeferredIsland';

const load = () => import('./GiftCardForm').then((module) => module.GiftCardForm);
startWhenShown('giftcard', load);

/**
 * The gift card purchase form, in its own chunk: the catalogue route renders categories and every
 * kind of product, and the form's code (its validation, the cart) would otherwise weigh on all
 * of them. A deferred island rather than next/dynamic, whose own code would be in the route's
 * first load (issue 16): still rendered on the server, so the form is there before its code; a gift
 * card's product page (`data-islands="giftcard"`, ProductView) fetches the code at once.
 */
export const GiftCardForm = deferredIsland(load);
