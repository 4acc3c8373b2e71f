import { create } from 'zustand';

/**
 * Application state (specification, sections 3 and 4 "Application"): which drawer is open,
 * the overlay behind it, the last search, connectivity and page loading. (The specification's
 * `searchOpen`, `nextRootComponent` and `unhandledErrors` are left out: the search drawer is the
 * `search` drawer, Next's router picks the page's component, and errors are shown where they
 * happen or as toasts, so nothing would read them.)
 *
 * The store lives in module scope so every client component shares it. Server rendering only
 * ever reads the initial state; actions are called from the browser.
 */

export type DrawerName = 'nav' | 'cart' | 'search' | 'filters';

export interface AppStateFields {
  /** The open drawer, or null when none is. */
  drawer: DrawerName | null;
  /** The dimmed layer behind an open drawer. */
  overlay: boolean;
  isOnline: boolean;
  /** Once offline in this session, stays true so the shell can say data may be stale. */
  hasBeenOffline: boolean;
  isPageLoading: boolean;
  /** The last search the shopper submitted. */
  searchTerm: string;
}

export interface AppActions {
  /** Opens `name`; toggling the open drawer, or passing null, closes it. */
  toggleDrawer(name: DrawerName | null): void;
  setOnline(): void;
  setOffline(): void;
  /** Records the submitted term; the search form navigates to the results itself. */
  executeSearch(term: string): void;
  setPageLoading(isPageLoading: boolean): void;
}

export type AppState = AppStateFields & AppActions;

export const initialAppState: AppStateFields = {
  drawer: null,
  overlay: false,
  // Assume online until the browser says otherwise, so server and first client render agree.
  isOnline: true,
  hasBeenOffline: false,
  isPageLoading: false,
  searchTerm: '',
};

export function createAppStore(initial: Partial<AppStateFields> = {}) {
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

    executeSearch(term) {
      set({ searchTerm: term.trim() });
    },

    setPageLoading(isPageLoading) {
      set({ isPageLoading });
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
