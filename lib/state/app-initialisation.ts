import { create } from 'zustand';
import type { CachePersister } from './query-persistence';

/**
 * Client start-up (specification, section 4): the persisted cache is restored first, and the
 * app is marked initialised only after, so nothing reads an empty cache and fetches what the
 * shopper's browser already holds.
 */

export interface AppInitialisationState {
  isInitialised: boolean;
}

export function createAppInitialisationStore() {
  return create<AppInitialisationState>()(() => ({ isInitialised: false }));
}

export type AppInitialisationStore = ReturnType<typeof createAppInitialisationStore>;

export const useAppInitialisation: AppInitialisationStore = createAppInitialisationStore();

/**
 * Whether the persisted cache is restored: a query that may find its answer there waits for it
 * (`enabled: ... && cacheRestored`), so it reads what the browser holds instead of fetching it
 * again, and a late restore never overwrites a newer answer.
 */
export function useCacheRestored(initialisation: AppInitialisationStore = useAppInitialisation): boolean {
  return initialisation((state) => state.isInitialised);
}

export interface ClientCacheSession {
  /** Settles once the cache is restored and persistence runs (never if stopped before). */
  ready: Promise<void>;
  /** Stops persisting and marks the app uninitialised; fits a React effect's cleanup. */
  stop(): void;
}

/** Restores the cache, then persists its changes and marks the app initialised. */
export function startClientCache(
  persister: CachePersister,
  initialisation: AppInitialisationStore = useAppInitialisation,
): ClientCacheSession {
  let stopped = false;
  let stopPersisting: (() => void) | undefined;

  initialisation.setState({ isInitialised: false });
  const ready = persister.restore().then(() => {
    // A session stopped while restoring (React's development double effect, a store switch)
    // must neither persist nor claim the app is ready.
    if (stopped) return;
    stopPersisting = persister.start();
    initialisation.setState({ isInitialised: true });
  });

  return {
    ready,
    stop() {
      stopped = true;
      stopPersisting?.();
      initialisation.setState({ isInitialised: false });
    },
  };
}
