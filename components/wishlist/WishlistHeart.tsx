'use client';

import { QueryClientContext, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useContext, useState } from 'react';
import { browserAccountRequest } from '@/lib/account/browser';
import {
  OWN_WISHLIST_ID,
  addProductsToWishlist,
  removeProductsFromWishlist,
  type WishlistItemInput,
  type WishlistProducts,
} from '@/lib/magento/operations/wishlist';
import { signInPath } from '@/lib/session/guard';
import { useToastStore } from '@/lib/state/toasts';
import { useUserStore } from '@/lib/state/user-store';
import { rememberPendingWishlistItem } from '@/lib/wishlist/pending';
import { HeartButton } from './HeartButton';
import { wishlistKey, wishlistProductsKey } from '@/lib/wishlist/query-keys';
import { useWishlistProducts } from './useWishlistProducts';

export interface WishlistHeartLabels {
  /** "Add {name} to wishlist" and "Remove {name} from wishlist": the button's accessible name. */
  add: string;
  remove: string;
  /** Said when Magento refused the change or the network failed. */
  failed: string;
  /** Text beside the heart (the product page's); the card shows the heart alone. */
  text?: string;
}

export interface WishlistHeartProps {
  store: string;
  /** The product the heart stands for (its uid finds it in the list). */
  productUid: string;
  /** What a tap keeps: the product's SKU, or on its page the chosen variant's SKU with its parent's. */
  item: WishlistItemInput;
  labels: WishlistHeartLabels;
  placement: 'card' | 'page';
}

/**
 * The wish list heart of a product card or page, a client island. The server renders it unpressed
 * for everyone (catalogue HTML is the same for all shoppers); after hydration it shows whether the
 * signed-in customer's list holds the product, and a tap adds or removes it. A guest's tap sends
 * them to sign in, and the product is added once they have (lib/wishlist/pending.ts).
 */
export function WishlistHeart(props: WishlistHeartProps) {
  // Outside the app's providers (a catalogue view rendered on its own) the heart is just its first state.
  if (!useContext(QueryClientContext)) return <HeartButton pressed={false} labels={props.labels} placement={props.placement} />;
  return <ConnectedWishlistHeart {...props} />;
}

function ConnectedWishlistHeart({ store, productUid, item, labels, placement }: WishlistHeartProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const isSignedIn = useUserStore((state) => state.isSignedIn);
  const products = useWishlistProducts(store);
  const [busy, setBusy] = useState(false);
  const entries = isSignedIn ? (products.data?.entries ?? []).filter((entry) => entry.productUid === productUid) : [];
  const pressed = entries.length > 0;

  async function toggle() {
    if (busy) return;
    if (!isSignedIn) {
      rememberPendingWishlistItem(store, item);
      router.push(signInPath(store, `${window.location.pathname}${window.location.search}`));
      return;
    }
    setBusy(true);
    const key = wishlistProductsKey(store);
    const before = queryClient.getQueryData<WishlistProducts>(key);
    const wishlistId = before?.wishlistId ?? OWN_WISHLIST_ID;
    // Shown at once; the list as Magento has it follows.
    queryClient.setQueryData<WishlistProducts>(key, (data) =>
      data
        ? {
            ...data,
            entries: pressed
              ? data.entries.filter((entry) => entry.productUid !== productUid)
              : [...data.entries, { itemId: '', productUid }],
          }
        : data,
    );
    try {
      const request = browserAccountRequest(store);
      const change = pressed
        ? await removeProductsFromWishlist(
            request,
            wishlistId,
            entries.map((entry) => entry.itemId),
          )
        : await addProductsToWishlist(request, wishlistId, [item]);
      if (change.user_errors.length) throw new Error(change.user_errors[0].message);
    } catch {
      queryClient.setQueryData(key, before);
      useToastStore.getState().addToast({ type: 'error', message: labels.failed, dismissable: true });
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: wishlistKey(store) });
    }
  }

  return <HeartButton pressed={pressed} labels={labels} placement={placement} onClick={() => void toggle()} />;
}
