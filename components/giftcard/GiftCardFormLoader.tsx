'use client';

import dynamic from 'next/dynamic';

/**
 * The gift card purchase form, in its own chunk: the catalogue route renders categories and every
 * kind of product, and the form's validation (zod) would otherwise weigh on all of them. Still
 * rendered on the server, so the form is there before the chunk arrives.
 */
export const GiftCardForm = dynamic(() => import('./GiftCardForm').then((module) => module.GiftCardForm));
