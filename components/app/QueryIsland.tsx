'use client';

import type { ComponentType } from 'react';
import { deferredIsland } from '@/components/product/ProductIslands';

/**
 * A page's part that reads through React Query, as a deferred island (components/product/
 * ProductIslands.tsx): rendered by the server with the page (its loading state, or what the server
 * read), its code, React Query's and the page's query scope (components/app/QueryScope.tsx) in a
 * chunk of their own that the browser starts to fetch as soon as this module runs, before the page
 * hydrates. So the cart, compare, wish list and account pages do not carry React Query in their
 * first load (issue 16); the server's markup stays in place until the island hydrates it, and a
 * click on its buttons before then is replayed.
 *
 * `load` must be a literal `() => import(...)`, so the bundler gives the island a chunk of its own;
 * call this at a client module's top level, in a module only the island's page imports.
 */
export function queryIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadScoped = () =>
    (loading ??= Promise.all([load(), import('./QueryScope')]).then(([Island, { QueryScope }]) => {
      function ScopedIsland(props: P) {
        return (
          <QueryScope>
            <Island {...props} />
          </QueryScope>
        );
      }
      return ScopedIsland;
    })).catch((error: unknown) => {
      // A failed download is tried again by the next render that needs the island.
      loading = undefined;
      throw error;
    });
  // On the server too, so the first render already has the island's code.
  loadScoped().catch(() => undefined);
  return deferredIsland(loadScoped);
}
