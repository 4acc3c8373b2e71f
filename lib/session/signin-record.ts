import { createBrowserStorage, isExpired, type StoredEntry } from '@/lib/magento/browser-storage';
import { SIGNED_IN_MARKER, SIGNIN_TOKEN_KEY, type SessionStatus } from './record';
import { noteShopperTrace } from '@/lib/state/shopper-keys';

/**
 * The browser's sign-in token record (section 3: `signin_token` with value, timeStored and ttl),
 * which holds the marker, never the token. Read here without browser storage's "expired entries
 * vanish when read" rule: an expired record must be seen, so that the shopper is signed out
 * (section 4, "On load"), not silently forgotten while the rest of their data stays.
 */

export interface SigninRecord {
  timeStored: number;
  ttl: number;
  expired: boolean;
}

export type WebStorage = () => Storage | undefined;

function defaultWebStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The record as stored, or null. `now` decides `expired`. */
export function readSigninRecord(webStorage: WebStorage = defaultWebStorage, now = Date.now()): SigninRecord | null {
  // A clock at 0 never finds an entry expired, so the entry stays in storage to be judged here.
  const entry: StoredEntry<unknown> | undefined = createBrowserStorage({ storage: webStorage, now: () => 0 }).getEntry(SIGNIN_TOKEN_KEY);
  if (!entry || entry.value !== SIGNED_IN_MARKER || typeof entry.ttl !== 'number') return null;
  return { timeStored: entry.timeStored, ttl: entry.ttl, expired: isExpired(entry, now) };
}

/** Stores the record of a session the server confirmed (its timeStored and ttl, not the browser's guess). */
export function writeSigninRecord(status: Extract<SessionStatus, { signedIn: true }>, webStorage: WebStorage = defaultWebStorage): void {
  createBrowserStorage({ storage: webStorage, now: () => status.timeStored }).setItem(SIGNIN_TOKEN_KEY, SIGNED_IN_MARKER, status.ttl);
  noteShopperTrace(); // the page's islands and start-up, if still waiting, load now
}

export function removeSigninRecord(webStorage: WebStorage = defaultWebStorage): void {
  createBrowserStorage({ storage: webStorage }).removeItem(SIGNIN_TOKEN_KEY);
}

/** Signed in now: a record that has not expired. */
export function hasLiveSigninRecord(webStorage: WebStorage = defaultWebStorage, now = Date.now()): boolean {
  const record = readSigninRecord(webStorage, now);
  return record !== null && !record.expired;
}
