'use client';

import { deferredIsland } from '@/components/app/DeferredIsland';

/**
 * "Write a review", whose code (fields, validation, the review operations) comes after the page's:
 * a form that only works with JavaScript, so its markup may come after the page's too.
 */
export const WriteReviewForm = deferredIsland(() =>
  import('@/components/catalog/WriteReviewForm').then((module) => module.WriteReviewForm),
);
