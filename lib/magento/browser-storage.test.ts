/** @jest-environment jsdom */
import { browserStorage, createBrowserStorage } from './browser-storage';

beforeEach(() => {
  window.localStorage.clear();
});

describe('browserStorage', () => {
  it('stores { value, timeStored, ttl } as JSON and reads the value back', () => {
    const storage = createBrowserStorage({ now: () => 1_000 });

    expect(storage.setItem('signin_token', 'abc', 3600)).toBe(true);

    expect(JSON.parse(window.localStorage.getItem('signin_token') ?? 'null')).toEqual({
      value: 'abc',
      timeStored: 1_000,
      ttl: 3600,
    });
    expect(storage.getItem('signin_token')).toBe('abc');
    expect(storage.getEntry('signin_token')).toEqual({ value: 'abc', timeStored: 1_000, ttl: 3600 });
  });

  it('keeps an entry up to ttl seconds and removes it when read after that', () => {
    let now = 50_000;
    const storage = createBrowserStorage({ now: () => now });
    storage.setItem('signin_token', 'abc', 3600);

    now += 3600 * 1000; // Exactly ttl: not yet past it.
    expect(storage.getItem('signin_token')).toBe('abc');

    now += 1;
    expect(storage.getItem('signin_token')).toBeUndefined();
    expect(window.localStorage.getItem('signin_token')).toBeNull();
  });

  it('never expires an entry stored without a ttl', () => {
    let now = 0;
    const storage = createBrowserStorage({ now: () => now });
    storage.setItem('cartId', 'cart-1');

    now = 10 * 365 * 24 * 3600 * 1000;

    expect(storage.getItem('cartId')).toBe('cart-1');
    expect(JSON.parse(window.localStorage.getItem('cartId') ?? 'null')).not.toHaveProperty('ttl');
  });

  it('reads items not written by the wrapper as absent, without removing them', () => {
    window.localStorage.setItem('raw', 'not json');
    window.localStorage.setItem('other', '{"a":1}');

    expect(browserStorage.getItem('raw')).toBeUndefined();
    expect(browserStorage.getItem('other')).toBeUndefined();
    expect(window.localStorage.getItem('raw')).toBe('not json');
  });

  it('removes items', () => {
    browserStorage.setItem('cartId', 'cart-1');
    browserStorage.removeItem('cartId');
    expect(browserStorage.getItem('cartId')).toBeUndefined();
  });

  it('does not throw when storage is missing (server)', () => {
    const storage = createBrowserStorage({ storage: () => undefined });

    expect(storage.setItem('cartId', 'x')).toBe(false);
    expect(storage.getItem('cartId')).toBeUndefined();
    expect(() => storage.removeItem('cartId')).not.toThrow();
  });

  it('does not throw when the browser refuses access or the quota is full', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    const storage = createBrowserStorage({ storage: () => refusing });

    expect(storage.setItem('cartId', 'x')).toBe(false);
    expect(storage.getItem('cartId')).toBeUndefined();
    expect(() => storage.removeItem('cartId')).not.toThrow();

    const throwingAccess = createBrowserStorage({
      storage: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(throwingAccess.getItem('cartId')).toBeUndefined();
    expect(throwingAccess.setItem('cartId', 'x')).toBe(false);
  });
});
