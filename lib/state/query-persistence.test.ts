/** @jest-environment jsdom */
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import {
  CACHE_BUSTER,
  CACHE_SIZE_LIMIT,
  PERSIST_DEBOUNCE_MS,
  cacheStorageKey,
  createCachePersister,
  type PersistedCache,
} from './query-persistence';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: jest.fn((key: string) => items.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => {
      items.set(key, value);
    }),
    removeItem: jest.fn((key: string) => {
      items.delete(key);
    }),
  };
}

type MemoryStorage = ReturnType<typeof memoryStorage>;

function persistedKeys(storage: MemoryStorage, key: string): QueryKey[] | null {
  const serialized = storage.items.get(key);
  if (serialized === undefined) return null;
  const copy = JSON.parse(serialized) as PersistedCache;
  return copy.clientState.queries.map((query) => query.queryKey);
}

let clients: QueryClient[] = [];
function queryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  clients.push(client);
  return client;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2025-01-01T00:00:00Z'));
});

afterEach(() => {
  clients.forEach((client) => client.clear());
  clients = [];
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('cacheStorageKey', () => {
  it('keys the cache per store view, falling back to default', () => {
    expect(cacheStorageKey('uk')).toBe('magento_cache:uk');
    expect(cacheStorageKey('ae_ar')).toBe('magento_cache:ae_ar');
    expect(cacheStorageKey(undefined)).toBe('magento_cache:default');
    expect(cacheStorageKey(null)).toBe('magento_cache:default');
    expect(cacheStorageKey('')).toBe('magento_cache:default');
  });
});

describe('createCachePersister', () => {
  it('keeps each store view in its own localStorage entry', async () => {
    const uk = queryClient();
    uk.setQueryData(['storeConfig'], { store_code: 'uk' });
    createCachePersister({ queryClient: uk, storeCode: 'uk' }).persist();

    const fr = queryClient();
    fr.setQueryData(['storeConfig'], { store_code: 'fr' });
    createCachePersister({ queryClient: fr, storeCode: 'fr' }).persist();

    const noStore = queryClient();
    noStore.setQueryData(['storeConfig'], { store_code: 'default' });
    const fallback = createCachePersister({ queryClient: noStore });
    fallback.persist();
    expect(fallback.storageKey).toBe('magento_cache:default');

    expect(Object.keys(window.localStorage).sort()).toEqual(['magento_cache:default', 'magento_cache:fr', 'magento_cache:uk']);

    const restored = queryClient();
    await createCachePersister({ queryClient: restored, storeCode: 'fr' }).restore();
    expect(restored.getQueryData(['storeConfig'])).toEqual({ store_code: 'fr' });
  });

  describe('debounced writes', () => {
    it('writes once, 1000 ms after the last change of a burst', () => {
      const storage = memoryStorage();
      const client = queryClient();
      const persister = createCachePersister({ queryClient: client, storeCode: 'eu', storage });
      persister.start();

      client.setQueryData(['category', 'a'], { name: 'Sunglasses' });
      jest.advanceTimersByTime(600);
      client.setQueryData(['category', 'b'], { name: 'Frames' });
      jest.advanceTimersByTime(600);
      client.setQueryData(['category', 'c'], { name: 'Lenses' });
      jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS - 1);
      expect(storage.setItem).not.toHaveBeenCalled();

      jest.advanceTimersByTime(1);
      expect(storage.setItem).toHaveBeenCalledTimes(1);
      expect(persistedKeys(storage, 'magento_cache:eu')).toEqual([
        ['category', 'a'],
        ['category', 'b'],
        ['category', 'c'],
      ]);
      expect(PERSIST_DEBOUNCE_MS).toBe(1000);
    });

    it('stops writing once stopped, dropping a pending write', () => {
      const storage = memoryStorage();
      const client = queryClient();
      const stop = createCachePersister({ queryClient: client, storage }).start();
      client.setQueryData(['category', 'a'], { name: 'Sunglasses' });
      stop();
      client.setQueryData(['category', 'b'], { name: 'Frames' });
      jest.advanceTimersByTime(10 * PERSIST_DEBOUNCE_MS);
      expect(storage.setItem).not.toHaveBeenCalled();
    });
  });

  it('persists successful queries only', async () => {
    const storage = memoryStorage();
    const client = queryClient();
    client.setQueryData(['category', 'ok'], { name: 'Sunglasses' });
    await client
      .fetchQuery({
        queryKey: ['category', 'failed'],
        queryFn: () => Promise.reject(new Error('down')),
      })
      .catch(() => undefined);
    void client.prefetchQuery({
      queryKey: ['category', 'pending'],
      queryFn: () => new Promise(() => {}),
    });
    expect(client.getQueryCache().getAll()).toHaveLength(3);

    createCachePersister({ queryClient: client, storeCode: 'eu', storage }).persist();
    expect(persistedKeys(storage, 'magento_cache:eu')).toEqual([['category', 'ok']]);
  });

  describe('restore', () => {
    it('puts the persisted copy into the query client', async () => {
      const storage = memoryStorage();
      const source = queryClient();
      source.setQueryData(['product', 'ray-ban'], { sku: 'RB-1' });
      createCachePersister({ queryClient: source, storeCode: 'uk', storage }).persist();

      const target = queryClient();
      await createCachePersister({ queryClient: target, storeCode: 'uk', storage }).restore();
      expect(target.getQueryData(['product', 'ray-ban'])).toEqual({ sku: 'RB-1' });
    });

    it('drops a copy written by another app version', async () => {
      const storage = memoryStorage();
      const source = queryClient();
      source.setQueryData(['product', 'ray-ban'], { sku: 'RB-1' });
      createCachePersister({ queryClient: source, storage, buster: 'old' }).persist();
      expect(CACHE_BUSTER).not.toBe('old');

      const target = queryClient();
      await createCachePersister({ queryClient: target, storage }).restore();
      expect(target.getQueryData(['product', 'ray-ban'])).toBeUndefined();
      expect(storage.items.has('magento_cache:default')).toBe(false);
    });

    it('drops an unreadable copy and still resolves', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      const storage = memoryStorage();
      storage.items.set('magento_cache:eu', '{not json');

      const client = queryClient();
      await expect(createCachePersister({ queryClient: client, storeCode: 'eu', storage }).restore()).resolves.toBeUndefined();
      expect(storage.items.has('magento_cache:eu')).toBe(false);
      expect(warn).toHaveBeenCalled();
    });
  });

  describe('size limit of 1048576 characters', () => {
    /** Data whose persisted copy is exactly `length` characters long. */
    function dataOfPersistedLength(length: number): string {
      const probe = queryClient();
      const storage = memoryStorage();
      probe.setQueryData(['page'], '');
      createCachePersister({ queryClient: probe, storage }).persist();
      const overhead = storage.items.get('magento_cache:default')!.length;
      return 'x'.repeat(length - overhead);
    }

    it('writes a copy of exactly the limit', () => {
      const storage = memoryStorage();
      const client = queryClient();
      client.setQueryData(['page'], dataOfPersistedLength(CACHE_SIZE_LIMIT));
      createCachePersister({ queryClient: client, storage }).persist();
      expect(storage.items.get('magento_cache:default')).toHaveLength(1048576);
    });

    it('purges the copy when over the limit, pauses, and resumes when under it', () => {
      const storage = memoryStorage();
      const client = queryClient();
      const persister = createCachePersister({ queryClient: client, storage });
      client.setQueryData(['category', 'a'], { name: 'Sunglasses' });
      persister.persist();
      expect(storage.items.has('magento_cache:default')).toBe(true);
      persister.start();

      client.setQueryData(['page'], 'x'.repeat(CACHE_SIZE_LIMIT));
      jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
      expect(storage.items.has('magento_cache:default')).toBe(false);
      expect(storage.removeItem).toHaveBeenCalledTimes(1);

      // Still too big: nothing written, nothing removed again.
      storage.setItem.mockClear();
      client.setQueryData(['category', 'b'], { name: 'Frames' });
      jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
      expect(storage.setItem).not.toHaveBeenCalled();
      expect(storage.removeItem).toHaveBeenCalledTimes(1);

      // Back under the limit: writes resume.
      client.removeQueries({ queryKey: ['page'] });
      jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
      expect(storage.setItem).toHaveBeenCalledTimes(1);
      expect(persistedKeys(storage, 'magento_cache:default')).toEqual([
        ['category', 'a'],
        ['category', 'b'],
      ]);
    });

    it('purges at one character over the limit', () => {
      const storage = memoryStorage();
      const client = queryClient();
      const persister = createCachePersister({ queryClient: client, storage });
      persister.persist();
      client.setQueryData(['page'], dataOfPersistedLength(CACHE_SIZE_LIMIT + 1));
      persister.persist();
      expect(storage.items.has('magento_cache:default')).toBe(false);
    });
  });

  describe('evict', () => {
    function shopperCache() {
      const storage = memoryStorage();
      const client = queryClient();
      client.setQueryData(['cart', 'cart-id'], { total_quantity: 2 });
      client.setQueryData(['customer'], { email: 'ada@example.com' });
      client.setQueryData(['wishlist', 1], { items: [] });
      client.setQueryData(['dynamicBlocks', 'home'], { html: '<p>Hi Ada</p>' });
      client.setQueryData(['category', 'a'], { name: 'Sunglasses' });
      client.setQueryData(['storeConfig'], { store_code: 'uk' });
      const persister = createCachePersister({ queryClient: client, storeCode: 'uk', storage });
      persister.persist();
      persister.start();
      storage.setItem.mockClear();
      return { storage, client, persister };
    }

    it('drops cart and customer data on store change or sign-out, then writes at once', () => {
      const { storage, client, persister } = shopperCache();
      persister.evict(['cart', 'customer']);

      expect(storage.setItem).toHaveBeenCalledTimes(1);
      expect(persistedKeys(storage, 'magento_cache:uk')).toEqual([['category', 'a'], ['storeConfig']]);
      expect(client.getQueryData(['cart', 'cart-id'])).toBeUndefined();
      expect(client.getQueryData(['customer'])).toBeUndefined();
      expect(client.getQueryData(['wishlist', 1])).toBeUndefined();
      expect(client.getQueryData(['dynamicBlocks', 'home'])).toBeUndefined();

      // The eviction's own cache events do not cause a second write.
      jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS);
      expect(storage.setItem).toHaveBeenCalledTimes(1);
    });

    it('drops only the kinds asked for', () => {
      const { storage, persister } = shopperCache();
      persister.evict(['cart']);
      expect(persistedKeys(storage, 'magento_cache:uk')).toEqual([
        ['customer'],
        ['wishlist', 1],
        ['dynamicBlocks', 'home'],
        ['category', 'a'],
        ['storeConfig'],
      ]);
    });

    it('clears data a mounted component shows and fetches it again', () => {
      const { storage, client, persister } = shopperCache();
      const fetchCustomer = jest.fn(() => new Promise<never>(() => {}));
      const observer = new QueryObserver(client, {
        queryKey: ['customer'],
        queryFn: fetchCustomer,
        staleTime: Infinity,
      });
      const unsubscribe = observer.subscribe(() => {});
      expect(observer.getCurrentResult().data).toEqual({ email: 'ada@example.com' });

      persister.evict(['customer']);
      expect(observer.getCurrentResult().data).toBeUndefined();
      expect(fetchCustomer).toHaveBeenCalledTimes(1);
      expect(persistedKeys(storage, 'magento_cache:uk')).not.toContainEqual(['customer']);
      unsubscribe();
    });
  });

  it('purge removes the persisted copy', () => {
    const storage = memoryStorage();
    const client = queryClient();
    client.setQueryData(['category', 'a'], { name: 'Sunglasses' });
    const persister = createCachePersister({ queryClient: client, storeCode: 'nl', storage });
    persister.persist();
    persister.purge();
    expect(storage.items.has('magento_cache:nl')).toBe(false);
  });

  describe('persist failures', () => {
    it('logs and rethrows a storage failure', () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      const storage = memoryStorage();
      storage.setItem.mockImplementation(() => {
        throw quota;
      });
      const client = queryClient();
      client.setQueryData(['category', 'a'], { name: 'Sunglasses' });
      const persister = createCachePersister({ queryClient: client, storage });

      expect(() => persister.persist()).toThrow(quota);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('magento_cache:default'), quota);
    });

    it('logs and rethrows a serialization failure from a debounced write', () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      const client = queryClient();
      const persister = createCachePersister({ queryClient: client, storage: memoryStorage() });
      persister.start();
      client.setQueryData(['category', 'a'], { count: BigInt(1) });

      expect(() => jest.advanceTimersByTime(PERSIST_DEBOUNCE_MS)).toThrow(TypeError);
      expect(error).toHaveBeenCalledWith(expect.any(String), expect.any(TypeError));
    });
  });
});
