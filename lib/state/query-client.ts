import { QueryClient } from '@tanstack/react-query';

/**
 * The page's React Query client, one per store view (issue 16): created by the first module that
 * needs it (the start-up chunk that restores the persisted cache, a late island, a personal page),
 * not by the layout, so a catalogue page the shopper only reads never downloads React Query in its
 * first load. Every user of the page shares the one client of the current store view: the
 * start-up restores into it, islands and pages read from it (components/app/QueryScope.tsx).
 * A store view other than the last one gets a new client, as a new app providers tree did before.
 */

const QUERY_DEFAULTS = { queries: { gcTime: 24 * 60 * 60 * 1000, staleTime: 60 * 1000, retry: false } } as const;

let current: { store: string; client: QueryClient } | undefined;

export function queryClientFor(store: string): QueryClient {
  // On the server a module lives as long as the process: one client for every request would render
  // one customer's wish list into another's page. Each server render gets a client of its own,
  // filled by what that page's server read (a HydrationBoundary), as the browser's is.
  // No garbage-collection timer there (gcTime Infinity): the client goes with its render.
  if (typeof window === 'undefined')
    return new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS.queries, gcTime: Infinity } } });
  if (!current || current.store !== store) current = { store, client: new QueryClient({ defaultOptions: QUERY_DEFAULTS }) };
  return current.client;
}
