import { storeViewClient } from '@/lib/magento/client';
import { resolveRouteInBrowser, type ResolvedRoute } from '@/lib/magento/route-browser';
import { queryClientFor } from '@/lib/state/query-client';

/*
 * What client navigation asks before it leaves for a catalogue URL (components/app/NavigationController.tsx):
 * the URL's route, cache-first in the store view's query client. A chunk of its own, loaded at the
 * first such click, so the GraphQL client and React Query are in no page's first load (issue 16).
 */

/** Resolves `url` (the path without the store code) once per store view and page session, without its redirect fields. */
export async function resolveBeforeNavigation(store: string, url: string): Promise<Omit<ResolvedRoute, 'redirect_code' | 'relative_url'> | null> {
  return queryClientFor(store).fetchQuery({
    queryKey: ['catalog', 'route', store, url],
    queryFn: async () => {
      const resolved = await resolveRouteInBrowser(storeViewClient(store), url);
      if (!resolved) return null;
      const { redirect_code: _code, relative_url: _url, ...rest } = resolved;
      return rest as Omit<ResolvedRoute, 'redirect_code' | 'relative_url'>;
    },
    staleTime: Infinity,
  });
}
