'use client';

import { lateIsland } from './LateIsland';

/** Keeps the cart's gift card part read while gift cards are on; loaded late with the cart code it needs. */
export const LateGiftCardCartSync = lateIsland(() => import('@/components/giftcard/GiftCardCartSync').then((module) => module.GiftCardCartSync));

