/** @jest-environment jsdom */
import { createAppStore, watchConnectivity } from './app-store';

describe('app store', () => {
  it('starts with no drawer, no overlay, online and never offline', () => {
    const state = createAppStore().getState();
    expect(state.drawer).toBeNull();
    expect(state.overlay).toBe(false);
    expect(state.isOnline).toBe(true);
    expect(state.hasBeenOffline).toBe(false);
  });

  describe('toggleDrawer', () => {
    it('opens a drawer with the overlay and closes it again when toggled', () => {
      const store = createAppStore();
      store.getState().toggleDrawer('cart');
      expect(store.getState()).toMatchObject({ drawer: 'cart', overlay: true });

      store.getState().toggleDrawer('cart');
      expect(store.getState()).toMatchObject({ drawer: null, overlay: false });
    });

    it('switches from one drawer to another keeping the overlay', () => {
      const store = createAppStore();
      store.getState().toggleDrawer('nav');
      store.getState().toggleDrawer('filters');
      expect(store.getState()).toMatchObject({ drawer: 'filters', overlay: true });
    });

    it('closes whatever is open when given null', () => {
      const store = createAppStore();
      store.getState().toggleDrawer('search');
      store.getState().toggleDrawer(null);
      expect(store.getState()).toMatchObject({ drawer: null, overlay: false });
    });
  });

  it('remembers having been offline after coming back online', () => {
    const store = createAppStore();
    store.getState().setOffline();
    expect(store.getState()).toMatchObject({ isOnline: false, hasBeenOffline: true });

    store.getState().setOnline();
    expect(store.getState()).toMatchObject({ isOnline: true, hasBeenOffline: true });
  });

  it('going online alone does not claim the shopper was offline', () => {
    const store = createAppStore();
    store.getState().setOnline();
    expect(store.getState().hasBeenOffline).toBe(false);
  });

  it('toggles search and records the trimmed search term', () => {
    const store = createAppStore();
    store.getState().toggleSearch();
    expect(store.getState().searchOpen).toBe(true);
    store.getState().executeSearch('  aviator  ');
    expect(store.getState().searchTerm).toBe('aviator');
    store.getState().toggleSearch();
    expect(store.getState().searchOpen).toBe(false);
  });

  it('sets page loading and the next root component', () => {
    const store = createAppStore();
    store.getState().setPageLoading(true);
    store.getState().setNextRootComponent('CATEGORY');
    expect(store.getState()).toMatchObject({ isPageLoading: true, nextRootComponent: 'CATEGORY' });
    store.getState().setPageLoading(false);
    store.getState().setNextRootComponent(null);
    expect(store.getState()).toMatchObject({ isPageLoading: false, nextRootComponent: null });
  });

  it('keeps reported errors until each is marked handled', () => {
    const store = createAppStore();
    const first = new Error('first');
    const firstId = store.getState().reportError(first);
    const secondId = store.getState().reportError(new Error('second'));
    expect(store.getState().reportError(first)).toBe(firstId);
    expect(store.getState().unhandledErrors).toHaveLength(2);

    store.getState().markErrorHandled(firstId);
    expect(store.getState().unhandledErrors).toEqual([{ id: secondId, error: new Error('second') }]);
  });

  it('follows the browser going offline and online', () => {
    const store = createAppStore();
    const stop = watchConnectivity(store);
    const onLine = jest.spyOn(navigator, 'onLine', 'get');

    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(store.getState()).toMatchObject({ isOnline: false, hasBeenOffline: true });

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(store.getState().isOnline).toBe(true);

    stop();
    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(store.getState().isOnline).toBe(true);
    onLine.mockRestore();
  });
});
