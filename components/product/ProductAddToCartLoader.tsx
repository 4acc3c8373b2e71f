'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const LazyProductAddToCart = lazy(() =>
  import('@/components/cart/ProductAddToCart').then((module) => ({ default: module.ProductAddToCart })),
);

/**
 * The add-to-cart form (quantity, lens choices and their total, the cart call), in its own chunk:
 * rendered on the server with the page, so it is there at once, but its code is not in the
 * catalogue route's first load (issue 16); its Suspense boundary hydrates once the chunk has
 * arrived. Its fields are uncontrolled, so what the shopper chose before then stays chosen.
 */
export function ProductAddToCart(props: ComponentProps<typeof LazyProductAddToCart>) {
  return (
    <Suspense>
      <LazyProductAddToCart {...props} />
    </Suspense>
  );
}
