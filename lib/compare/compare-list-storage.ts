/**
 * The compare list of each store view, as the browser remembers it: its uid (what Magento knows a
 * list by, and all it takes to read it) and whether it is a signed-in customer's. Kept in
 * localStorage under `compare_list:{store}`; the list is made on the first "Add to compare".
 *
 * At sign-in a guest's list is handed to the customer (assignCompareListToCustomer: it becomes
 * theirs, or joins the one they have) and the customer's uid is kept instead; at sign-out the
 * customer's lists are forgotten here (they stay the customer's at Magento, and their links work).
 */
import { createBrowserStorage, type BrowserStorage } from '@/lib/magento/browser-storage';
import { assignCompareListToCustomer, type CompareRequest } from '@/lib/magento/operations/compare';
import { COMPARE_LIST_KEY_PREFIX, compareListKey, noteShopperTrace } from '@/lib/state/shopper-keys';

export { COMPARE_LIST_KEY_PREFIX, compareListKey };

export interface StoredCompareList {
  uid: string;
  /** The list belongs to the signed-in customer (assigned, or made while signed in). */
  customer: boolean;
}

/** Magento's list uids are 32 hexadecimal characters (a random hash); anything else is not kept. */
export const COMPARE_LIST_UID = /^[0-9a-f]{32}$/;


function localStorageOf(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function createCompareListStorage(webStorage: () => Storage | undefined = localStorageOf) {
  const storage: BrowserStorage = createBrowserStorage({ storage: webStorage });

  function read(store: string): StoredCompareList | null {
    const value = storage.getItem<Partial<StoredCompareList>>(compareListKey(store));
    if (!value || typeof value.uid !== 'string' || !COMPARE_LIST_UID.test(value.uid)) return null;
    return { uid: value.uid, customer: value.customer === true };
  }

  function remember(store: string, uid: string, customer: boolean): void {
    storage.setItem<StoredCompareList>(compareListKey(store), { uid, customer });
    noteShopperTrace();
  }

  function forget(store: string): void {
    storage.removeItem(compareListKey(store));
  }

  /** At sign-out: forgets every store view's customer list (a guest's list stays for the next visit). */
  function forgetCustomerLists(): void {
    const web = webStorage();
    if (!web) return;
    const keys: string[] = [];
    try {
      for (let i = 0; i < web.length; i++) {
        const key = web.key(i);
        if (key?.startsWith(COMPARE_LIST_KEY_PREFIX)) keys.push(key);
      }
    } catch {
      return;
    }
    for (const key of keys) {
      const store = key.slice(COMPARE_LIST_KEY_PREFIX.length);
      if (read(store)?.customer !== false) forget(store);
    }
  }

  /**
   * After sign-in: a guest's list of `store` becomes the customer's (Magento joins it to theirs
   * when they have one, which may change the uid). A list Magento refuses to hand over is forgotten.
   */
  async function assignToCustomer(store: string, request: CompareRequest): Promise<void> {
    const stored = read(store);
    if (!stored || stored.customer) return;
    try {
      const uid = await assignCompareListToCustomer(request, stored.uid);
      if (uid) remember(store, uid, true);
      else forget(store);
    } catch {
      forget(store);
    }
  }

  return { read, remember, forget, forgetCustomerLists, assignToCustomer };
}

export type CompareListStorage = ReturnType<typeof createCompareListStorage>;

/** The browser's compare lists (window.localStorage). */
export const compareListStorage: CompareListStorage = createCompareListStorage();
