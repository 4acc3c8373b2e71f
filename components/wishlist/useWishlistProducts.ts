'use client';

import { useQuery } from '@tanstack/react-query';
import { browserAccountRequest } from '@/lib/account/browser';
import { fetchWishlistProducts } from '@/lib/magento/operations/wishlist';
import { useUserStore } from '@/lib/state/user-store';
import { addPendingWishlistItem } from '@/lib/wishlist/pending';
import { wishlistProductsKey } from '@/lib/wishlist/query-keys';

/**
 * The products of the signed-in customer's wish list, for the hearts; nothing for a guest. Its
 * first read adds the product a guest asked to keep before signing in, if it is still waiting.
 */
export function useWishlistProducts(store: string) {
  const isSignedIn = useUserStore((state) => state.isSignedIn);
  return useQuery({
    queryKey: wishlistProductsKey(store),
    queryFn: async () => {
      const request = browserAccountRequest(store);
      await addPendingWishlistItem(store, request).catch(() => false);
      return fetchWishlistProducts(request);
    },
    enabled: isSignedIn,
    staleTime: 0,
  });
}
