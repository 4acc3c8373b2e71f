import { QueryClient } from '@tanstack/react-query';
import { createAppInitialisationStore, startClientApp, startClientCache, type SessionOwner } from './app-initialisation';
import { createCachePersister, PERSIST_DEBOUNCE_MS, type CachePersister } from './query-persistence';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: jest.fn((key: string, value: string) => {
      items.set(key, value);
    }),
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

/** A persister whose restore finishes when the test says so. */
function slowPersister() {
  let finishRestore!: () => void;
  const stopPersisting = jest.fn();
  const persister: CachePersister = {
    storageKey: 'magento_cache:eu',
    restore: () => new Promise<void>((resolve) => (finishRestore = resolve)),
    start: jest.fn(() => stopPersisting),
    persist: jest.fn(),
    evict: jest.fn(),
    purge: jest.fn(),
  };
  return { persister, stopPersisting, finishRestore: () => finishRestore() };
}

describe('startClientCache', () => {
  it('marks the app initialised only after the cache is restored', async () => {
    const initialisation = createAppInitialisationStore();
    const { persister, finishRestore } = slowPersister();

    const session = startClientCache(persister, initialisation);
    await Promise.resolve();
    expect(initialisation.getState().isInitialised).toBe(false);
    expect(persister.start).not.toHaveBeenCalled();

    finishRestore();
    await session.ready;
    expect(initialisation.getState().isInitialised).toBe(true);
    expect(persister.start).toHaveBeenCalledTimes(1);
  });

  it('has the restored data in the client by the time it is initialised', async () => {
    const storage = memoryStorage();
    const source = new QueryClient();
    source.setQueryData(['storeConfig'], { store_code: 'uk' });
    createCachePersister({ queryClient: source, storeCode: 'uk', storage }).persist();

    const client = new QueryClient();
    const initialisation = createAppInitialisationStore();
    const seen: unknown[] = [];
    initialisation.subscribe((state) => {
      if (state.isInitialised) seen.push(client.getQueryData(['storeConfig']));
    });

    await startClientCache(createCachePersister({ queryClient: client, storeCode: 'uk', storage }), initialisation).ready;
    expect(seen).toEqual([{ store_code: 'uk' }]);
    source.clear();
    client.clear();
  });

  it('stopping ends persistence and the initialised state', async () => {
    jest.useFakeTimers();
    const storage = memoryStorage();
    const client = new QueryClient();
    const initialisation = createAppInitialisationStore();
    const session = startClientCache(createCachePersister({ queryClient: client, storage }), initialisation);
    await session.ready;

    session.stop();
    expect(initialisation.getState().isInitialised).toBe(false);
    client.setQueryData(['category', 'a'], { name: 'Sunglasses' });
    jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
    expect(storage.setItem).not.toHaveBeenCalled();
    client.clear();
    jest.useRealTimers();
  });

  it('a session stopped while restoring never starts nor claims to be ready', async () => {
    const initialisation = createAppInitialisationStore();
    const { persister, finishRestore } = slowPersister();
    const session = startClientCache(persister, initialisation);
    session.stop();

    finishRestore();
    await session.ready;
    expect(persister.start).not.toHaveBeenCalled();
    expect(initialisation.getState().isInitialised).toBe(false);
  });
});

describe('startClientApp', () => {
  function sessionOwner() {
    const attached: unknown[] = [];
    const owner: SessionOwner = {
      attachCache: jest.fn((cache) => void attached.push(cache)),
      restoreSession: jest.fn(() => Promise.resolve()),
    };
    return { owner, attached };
  }

  it('gives the user store the one persister of the page and resumes the session of the store view', async () => {
    const storage = memoryStorage();
    const client = new QueryClient();
    const persister = createCachePersister({ queryClient: client, storeCode: 'uk', storage });
    const { owner, attached } = sessionOwner();
    const initialisation = createAppInitialisationStore();

    const session = startClientApp({ persister, store: 'uk', loadSessionOwner: async () => owner, initialisation });
    await session.ready;
    await session.sessionResumed;
    expect(initialisation.getState().isInitialised).toBe(true);
    expect(attached).toEqual([persister]);
    expect(owner.restoreSession).toHaveBeenCalledWith('uk');

    session.stop();
    expect(attached).toEqual([persister, null]);
    client.clear();
  });

  it("drops the last store view's cart and customer data once the cache is restored", async () => {
    const { persister, finishRestore } = slowPersister();
    const { owner } = sessionOwner();
    const initialisation = createAppInitialisationStore();
    const session = startClientApp({ persister, store: 'fr', previousStore: 'uk', loadSessionOwner: async () => owner, initialisation });
    await Promise.resolve();
    expect(persister.evict).not.toHaveBeenCalled();

    finishRestore();
    await session.ready;
    await Promise.resolve();
    expect(persister.evict).toHaveBeenCalledWith(['cart', 'customer']);
    session.stop();
  });

  it('keeps the data when the store view is the same as last time', async () => {
    const { persister, finishRestore } = slowPersister();
    const { owner } = sessionOwner();
    const session = startClientApp({ persister, store: 'uk', previousStore: 'uk', loadSessionOwner: async () => owner, initialisation: createAppInitialisationStore() });
    finishRestore();
    await session.ready;
    await Promise.resolve();
    expect(persister.evict).not.toHaveBeenCalled();
    session.stop();
  });

  it('stopped before the user store has loaded, it neither attaches the cache nor resumes the session', async () => {
    const { persister } = slowPersister();
    const { owner } = sessionOwner();
    let load!: (owner: SessionOwner) => void;
    const session = startClientApp({
      persister,
      store: 'uk',
      loadSessionOwner: () => new Promise<SessionOwner>((resolve) => (load = resolve)),
      initialisation: createAppInitialisationStore(),
    });
    session.stop();
    load(owner);
    await session.sessionResumed;
    expect(owner.attachCache).not.toHaveBeenCalled();
    expect(owner.restoreSession).not.toHaveBeenCalled();
  });
});
