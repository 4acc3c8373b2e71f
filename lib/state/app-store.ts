import { create } from 'zustand';

/**
 * Application state (specification, sections 3 and 4 "Application"): which drawer is open,
 * the overlay behind it, search, connectivity, page loading and errors not yet shown.
 *
 * The store lives in module scope so every client component shares it. Server rendering only
 * ever reads the initial state; actions are called from the browser.
 */

export type DrawerName = 'nav' | 'cart' | 'search' | 'filters';

/** An error some code could not deal with, kept until a component has shown it. */
export interface UnhandledError {
  id: number;
  error: Error;
}

export interface AppStateFields {
  /** The open drawer, or null when none is. */
  drawer: DrawerName | null;
  /** The dimmed layer behind an open drawer. */
  overlay: boolean;
  searchOpen: boolean;
  isOnline: boolean;
  /** Once offline in this session, stays true so the shell can say data may be stale. */
  hasBeenOffline: boolean;
  isPageLoading: boolean;
  /** Name of the root component the route resolver is about to render, if known. */
  nextRootComponent: string | null;
  /** The last search the shopper submitted. */
  searchTerm: string;
  unhandledErrors: readonly UnhandledError[];
}

export interface AppActions {
  /** Opens `name`; toggling the open drawer, or passing null, closes it. */
  toggleDrawer(name: DrawerName | null): void;
  setOnline(): void;
  setOffline(): void;
  toggleSearch(): void;
  /** Records the submitted term; the search form navigates to the results itself. */
  executeSearch(term: string): void;
  /** Queues an error for display and returns the id to pass to `markErrorHandled`. */
  reportError(error: Error): number;
  markErrorHandled(id: number): void;
  setPageLoading(isPageLoading: boolean): void;
  setNextRootComponent(name: string | null): void;
}

export type AppState = AppStateFields & AppActions;

export const initialAppState: AppStateFields = {
  drawer: null,
  overlay: false,
  searchOpen: false,
  // Assume online until the browser says otherwise, so server and first client render agree.
  isOnline: true,
  hasBeenOffline: false,
  isPageLoading: false,
  nextRootComponent: null,
  searchTerm: '',
  unhandledErrors: [],
};

export function createAppStore(initial: Partial<AppStateFields> = {}) {
  let lastErrorId = 0;

  return create<AppState>()((set, get) => ({
    ...initialAppState,
    ...initial,

    toggleDrawer(name) {
      const next = name === get().drawer ? null : name;
      set({ drawer: next, overlay: next !== null });
    },

    setOnline() {
      set({ isOnline: true });
    },

    setOffline() {
      set({ isOnline: false, hasBeenOffline: true });
    },

    toggleSearch() {
      set((state) => ({ searchOpen: !state.searchOpen }));
    },

    executeSearch(term) {
      set({ searchTerm: term.trim() });
    },

    reportError(error) {
      // The same error reported twice (e.g. by a hook and its caller) is shown once.
      const known = get().unhandledErrors.find((entry) => entry.error === error);
      if (known) return known.id;
      const id = ++lastErrorId;
      set((state) => ({ unhandledErrors: [...state.unhandledErrors, { id, error }] }));
      return id;
    },

    markErrorHandled(id) {
      set((state) => ({
        unhandledErrors: state.unhandledErrors.filter((entry) => entry.id !== id),
      }));
    },

    setPageLoading(isPageLoading) {
      set({ isPageLoading });
    },

    setNextRootComponent(name) {
      set({ nextRootComponent: name });
    },
  }));
}

export type AppStore = ReturnType<typeof createAppStore>;

export const useAppStore: AppStore = createAppStore();

/**
 * Keeps `isOnline` in step with the browser. Call once from a client effect; returns the
 * function that stops listening.
 */
export function watchConnectivity(store: AppStore = useAppStore): () => void {
  const sync = () => {
    if (navigator.onLine) store.getState().setOnline();
    else store.getState().setOffline();
  };
  sync();
  window.addEventListener('online', sync);
  window.addEventListener('offline', sync);
  return () => {
    window.removeEventListener('online', sync);
    window.removeEventListener('offline', sync);
  };
}
