'use client';

import type { ComponentType } from 'react';
import { deferredIsland } from './DeferredIsland';

/**
 * A page's personal part (what the shopper's own cart, lists or account show, read in the browser)
 * as a deferred island (components/app/DeferredIsland.tsx), for a page whose first load would
 * otherwise carry its code (issue 16): the server renders it with the page (its loading state, or
 * what the server read) and the markup stays in place until the island hydrates it; a click on
 * its buttons before then is replayed. The browser starts to fetch the island's chunk as soon as
 * this module runs, while the page's own code starts, not once the page has hydrated; on the
 * server too, so the first render already has the island's code.
 *
 * `load` must be a literal `() => import(...)`, so the bundler gives the island a chunk of its own;
 * call this at a client module's top level, in a module only the island's page imports.
 */
export function pageIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed download is tried again by the next render that needs the island.
      loading = undefined;
      throw error;
    }));
  loadOnce().catch(() => undefined);
  return deferredIsland(loadOnce);
}

/**
 * A page island (above) that reads through React Query: React Query and the page's query scope
 * (components/app/QueryScope.tsx) come in its chunk too, so the cart, compare and wish list pages
 * do not carry them in their first load.
 */
export function queryIsland<P extends object>(load: () => Promise<ComponentType<P>>) {
  return pageIsland(() =>
    Promise.all([load(), import('./QueryScope')]).then(([Island, { QueryScope }]) => {
      function ScopedIsland(props: P) {
        return (
          <QueryScope>
            <Island {...props} />
          </QueryScope>
        );
      }
      return ScopedIsland;
    }),
  );
}
