'use client';

import { useEffect } from 'react';
import { syncGiftCardPart } from '@/lib/giftcard/cart';

/** Rendered by the store layout only while gift cards are on: keeps the cart's gift card part read. */
export function GiftCardCartSync() {
  useEffect(() => syncGiftCardPart(), []);
  return null;
}
