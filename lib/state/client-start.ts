import { startClientApp, type ClientStartSession } from './app-initialisation';
import { queryClientFor } from './query-client';
import { createCachePersister } from './query-persistence';

/**
 * The client start-up of section 4 with what it needs (the store view's query client and its
 * persister), in a chunk of its own: the app providers load it once the page is hydrated, so React
 * Query and the persister are not in any page's first load (issue 16).
 */
export function startClient(store: string, previousStore: string | null | undefined): ClientStartSession {
  const persister = createCachePersister({ queryClient: queryClientFor(store), storeCode: store });
  return startClientApp({
    persister,
    store,
    previousStore,
    loadSessionOwner: () => import('./user-store').then(({ useUserStore }) => useUserStore.getState()),
  });
}
