'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const LazyGiftCardForm = lazy(() => import('./GiftCardForm').then((module) => ({ default: module.GiftCardForm })));

/**
 * The gift card purchase form, in its own chunk: the catalogue route renders categories and every
 * kind of product, and the form's code (validation with zod, the cart) would otherwise weigh on all
 * of them. React.lazy rather than next/dynamic, whose own code would then be in the route's first
 * load (issue 16). Still rendered on the server, so the form is there before the chunk arrives; its
 * Suspense boundary hydrates once it has.
 */
export function GiftCardForm(props: ComponentProps<typeof LazyGiftCardForm>) {
  return (
    <Suspense>
      <LazyGiftCardForm {...props} />
    </Suspense>
  );
}
