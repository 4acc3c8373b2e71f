import { QueryClient } from '@tanstack/react-query';
import { createAppInitialisationStore, startClientCache } from './app-initialisation';
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
