/**
 * A small typed wrapper around localStorage whose entries can expire (specification, section 4:
 * "Cache expiry: browser-storage entries past their ttl are removed when read").
 *
 * Every item is stored as JSON `{ value, timeStored, ttl }`, ttl in seconds (section 3, the
 * sign-in token record). An item without a ttl never expires. Items written without this wrapper
 * (not JSON, or not that shape) read as absent: keys the storefront shares must be written here.
 *
 * Storage can be missing (on the server), refused (private mode, sandboxed frames, disabled
 * cookies throw on access) or full (quota errors on write); every operation then degrades to
 * "nothing stored" instead of throwing, because a storage failure must never break a page.
 */

export interface StoredEntry<T> {
  value: T;
  /** Milliseconds since the epoch (Date.now()) when the value was stored. */
  timeStored: number;
  /** Lifetime in seconds; absent means the entry never expires. */
  ttl?: number;
}

export interface BrowserStorage {
  /** The stored value, or undefined when absent, unreadable or expired (an expired entry is removed). */
  getItem<T>(key: string): T | undefined;
  /** The whole entry (value, timeStored, ttl), e.g. to schedule the end of a session; same expiry rule. */
  getEntry<T>(key: string): StoredEntry<T> | undefined;
  /** Stores the value; ttl in seconds. Returns false when storage is unavailable or full. */
  setItem<T>(key: string, value: T, ttl?: number): boolean;
  removeItem(key: string): void;
}

export interface BrowserStorageOptions {
  /** Where items live; default window.localStorage when a browser allows access to it. */
  storage?: () => Storage | undefined;
  /** Clock in milliseconds; default Date.now. */
  now?: () => number;
}

/** window.localStorage, or undefined on the server or when the browser refuses access. */
function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** True when the entry has a ttl and more than ttl seconds have passed since it was stored. */
export function isExpired(entry: StoredEntry<unknown>, now: number): boolean {
  return typeof entry.ttl === 'number' && now - entry.timeStored > entry.ttl * 1000;
}

function parseEntry<T>(raw: string): StoredEntry<T> | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'value' in parsed &&
      'timeStored' in parsed &&
      typeof parsed.timeStored === 'number'
    ) {
      return parsed as StoredEntry<T>;
    }
  } catch {
    // Not JSON: written by something else; reads as absent.
  }
  return undefined;
}

export function createBrowserStorage(options: BrowserStorageOptions = {}): BrowserStorage {
  const storageOf = options.storage ?? defaultStorage;
  const now = options.now ?? Date.now;

  function removeItem(key: string): void {
    try {
      storageOf()?.removeItem(key);
    } catch {
      // Storage refused: nothing to remove.
    }
  }

  function getEntry<T>(key: string): StoredEntry<T> | undefined {
    let raw: string | null | undefined;
    try {
      raw = storageOf()?.getItem(key);
    } catch {
      return undefined;
    }
    if (raw == null) return undefined;
    const entry = parseEntry<T>(raw);
    if (entry && isExpired(entry, now())) {
      removeItem(key);
      return undefined;
    }
    return entry;
  }

  return {
    getEntry,
    getItem<T>(key: string): T | undefined {
      return getEntry<T>(key)?.value;
    },
    setItem<T>(key: string, value: T, ttl?: number): boolean {
      const entry: StoredEntry<T> = { value, timeStored: now() };
      if (ttl !== undefined) entry.ttl = ttl;
      try {
        const storage = storageOf();
        if (!storage) return false;
        storage.setItem(key, JSON.stringify(entry));
        return true;
      } catch {
        // Quota exceeded or storage refused: the value is simply not kept.
        return false;
      }
    },
    removeItem,
  };
}

/** The storefront's one browser storage (window.localStorage). */
export const browserStorage: BrowserStorage = createBrowserStorage();
