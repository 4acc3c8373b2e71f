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

  it('records the trimmed search term', () => {
    const store = createAppStore();
    store.getState().executeSearch('  aviator  ');
    expect(store.getState().searchTerm).toBe('aviator');
  });

  it('sets page loading', () => {
    const store = createAppStore();
    store.getState().setPageLoading(true);
    expect(store.getState().isPageLoading).toBe(true);
    store.getState().setPageLoading(false);
    expect(store.getState().isPageLoading).toBe(false);
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
