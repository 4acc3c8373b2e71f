import { create } from 'zustand';
import type { CachePersister } from './query-persistence';

/**
 * Client start-up (specification, section 4): the persisted cache is restored first, and the
 * app is marked initialised only after, so nothing reads an empty cache and fetches what the
 * shopper's browser already holds.
 */

export interface AppInitialisationState {
  isInitialised: boolean;
  /** Whether the start-up has resumed the session (or found none): a signed-in shopper is known from here on. */
  isSessionResumed?: boolean;
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

/** What start-up needs of the user store (lib/state/user-store.ts): loaded with it, not before. */
export interface SessionOwner {
  attachCache(cache: CachePersister | null): void;
  restoreSession(store: string): Promise<void>;
}

export interface ClientStartOptions {
  /** The page's one cache persister (the query client's, per store view). */
  persister: CachePersister;
  store: string;
  /** The store view of the shopper's last visit, when known: its cart and customer data are dropped. */
  previousStore?: string | null;
  /**
   * The user store, loaded when start-up needs it: a separate chunk, so a page the shopper only
   * reads does not parse the account code before it is interactive.
   */
  loadSessionOwner: () => Promise<SessionOwner>;
  initialisation?: AppInitialisationStore;
}

export interface ClientStartSession extends ClientCacheSession {
  /** Settles once the session is resumed or signed out (or at once when stopped first). */
  sessionResumed: Promise<void>;
}

/**
 * The client start-up of section 4, in one place (the app providers run it once per store view):
 * restore the persisted cache, then persist it and mark the app initialised; a store view other
 * than last time's drops the old one's cart and customer data; the user store gets the same
 * persister (sign-out evicts through it) and resumes the session (an expired one signs out).
 */
export function startClientApp({
  persister,
  store,
  previousStore,
  loadSessionOwner,
  initialisation = useAppInitialisation,
}: ClientStartOptions): ClientStartSession {
  let stopped = false;
  let owner: SessionOwner | undefined;
  const cache = startClientCache(persister, initialisation);
  if (previousStore && previousStore !== store) void cache.ready.then(() => persister.evict(['cart', 'customer']));
  const sessionResumed = loadSessionOwner()
    .then(
      (loaded) => {
        if (stopped) return;
        owner = loaded;
        owner.attachCache(persister);
        return owner.restoreSession(store);
      },
      (error: unknown) => console.error('Could not load the account code to resume the session:', error),
    )
    .finally(() => {
      if (!stopped) initialisation.setState({ isSessionResumed: true });
    });
  return {
    ready: cache.ready,
    sessionResumed,
    stop() {
      stopped = true;
      cache.stop();
      initialisation.setState({ isSessionResumed: false });
      owner?.attachCache(null);
    },
  };
}
