'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { compareListStorage } from '@/lib/compare/compare-list-storage';
import { MAX_COMPARED_PRODUCTS, comparedCount, productIdFromUid } from '@/lib/compare/compare-table';
import { getMagentoClient } from '@/lib/magento/client';
import { MagentoGraphQlError } from '@/lib/magento/errors';
import {
  addProductsToCompareList,
  createCompareList,
  fetchCompareList,
  fetchCustomerCompareList,
  removeProductsFromCompareList,
  type CompareListData,
  type CompareRequest,
} from '@/lib/magento/operations/compare';
import { useUserStore } from '@/lib/state/user-store';

/** The store view's current compare list, per sign-in state (a customer's list is evicted at sign-out). */
export const currentCompareListKey = (store: string, signedIn: boolean) => ['compare', store, 'current', signedIn] as const;

const compareRequest = (store: string): CompareRequest => ({ client: getMagentoClient(), options: { headers: { store } } });

/** Magento refused the list (unknown uid, or no longer this shopper's): the browser starts a new one. */
const isRefusedList = (error: unknown) =>
  error instanceof MagentoGraphQlError && error.errors.some((entry) => entry.extensions?.category === 'graphql-input');

/**
 * The list the browser keeps for the store view, or (signed in, none kept) the customer's own;
 * null when there is none. A list Magento no longer knows is forgotten.
 */
export async function readCurrentCompareList(store: string, signedIn: boolean): Promise<CompareListData | null> {
  const request = compareRequest(store);
  const stored = compareListStorage.read(store);
  if (stored) {
    const list = await fetchCompareList(request, stored.uid);
    if (list) return list;
    compareListStorage.forget(store);
  }
  if (!signedIn) return null;
  const own = await fetchCustomerCompareList(request);
  if (own) compareListStorage.remember(store, own.uid, true);
  return own;
}

export function useCurrentCompareList(store: string) {
  const signedIn = useUserStore((state) => state.isSignedIn);
  return useQuery({
    queryKey: currentCompareListKey(store, signedIn),
    queryFn: () => readCurrentCompareList(store, signedIn),
    staleTime: 0,
  });
}

export type AddToCompareResult = 'added' | 'full';

/** Adding to and removing from the current list; the list is made on the first add. */
export function useCompareActions(store: string) {
  const queryClient = useQueryClient();
  const signedIn = useUserStore((state) => state.isSignedIn);
  const key = currentCompareListKey(store, signedIn);

  async function add(productUid: string): Promise<AddToCompareResult> {
    const current = await queryClient.ensureQueryData({ queryKey: key, queryFn: () => readCurrentCompareList(store, signedIn) });
    if (comparedCount(current) >= MAX_COMPARED_PRODUCTS) return 'full';
    const id = productIdFromUid(productUid);
    if (!id) throw new Error(`Not a product uid: ${productUid}`);
    const request = compareRequest(store);
    const stored = compareListStorage.read(store);
    let list: CompareListData | null = null;
    if (stored) {
      try {
        list = await addProductsToCompareList(request, stored.uid, [id]);
      } catch (error) {
        if (!isRefusedList(error)) throw error;
        compareListStorage.forget(store);
      }
    }
    if (!list) {
      list = await createCompareList(request, [id]);
      compareListStorage.remember(store, list.uid, signedIn);
    }
    queryClient.setQueryData(key, list);
    return 'added';
  }

  async function remove(productUid: string): Promise<void> {
    const stored = compareListStorage.read(store);
    const id = productIdFromUid(productUid);
    if (!stored || !id) return;
    queryClient.setQueryData(key, await removeProductsFromCompareList(compareRequest(store), stored.uid, [id]));
  }

  return { add, remove };
}
