'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const LazyWriteReviewForm = lazy(() => import('./WriteReviewForm').then((module) => ({ default: module.WriteReviewForm })));

/**
 * "Write a review", in its own chunk: the form (its fields, validation and GraphQL operations) is
 * rendered on the server with the page, so it is there at once, but its code is not in the product
 * page's first load (issue 16); its Suspense boundary hydrates once the chunk has arrived.
 */
export function WriteReviewForm(props: ComponentProps<typeof LazyWriteReviewForm>) {
  return (
    <Suspense>
      <LazyWriteReviewForm {...props} />
    </Suspense>
  );
}
