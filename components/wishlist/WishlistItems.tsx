'use client';

import { HydrationBoundary, useInfiniteQuery, useQueryClient, type DehydratedState, type InfiniteData } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { ResultMessage, useNotice } from '@/components/account/areas/ResultMessage';
import { browserAccountRequest } from '@/lib/account/browser';
import {
  addWishlistItemsToCart,
  fetchWishlistPage,
  removeProductsFromWishlist,
  updateProductsInWishlist,
  type WishlistCartError,
  type WishlistPage,
  type WishlistPageItem,
} from '@/lib/magento/operations/wishlist';
import { useCartStore } from '@/lib/state/cart-store';
import { moveToCartPlan } from './move-to-cart';
import { WISHLIST_PAGE_SIZE, wishlistKey, wishlistPageKey } from '@/lib/wishlist/query-keys';
import { WishlistItem } from './WishlistItem';
import areaStyles from '@/components/account/areas/Areas.module.css';
import styles from './Wishlist.module.css';

const linkId = (item: WishlistPageItem) => `wishlist-item-${item.id}`;

/** Why the cart refused an item, in the shopper's words (Magento's code), else Magento's own text. */
function refusal(t: ReturnType<typeof useTranslations>, name: string, error: WishlistCartError | undefined): string {
  if (error?.code === 'NOT_SALABLE' || error?.code === 'INSUFFICIENT_STOCK') return t('moveFailedStock', { name });
  return t('moveFailed', { name, reason: error?.message ?? '' });
}

/**
 * The customer's wish list, page by page ("Show more" appends the next page and brings focus to
 * its first item), with each item's "Move to cart" and "Remove". Outcomes are announced above the
 * list, where focus goes.
 */
export function WishlistItems({ store }: { store: string }) {
  const t = useTranslations('Wishlist');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { notice, show } = useNotice();
  const focusAfterLoad = useRef<number | null>(null);
  const query = useInfiniteQuery({
    queryKey: wishlistPageKey(store),
    queryFn: ({ pageParam }) => fetchWishlistPage(browserAccountRequest(store), { page: pageParam, pageSize: WISHLIST_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last: WishlistPage) => (last.currentPage < last.totalPages ? last.currentPage + 1 : undefined),
  });
  const pages = (query.data as InfiniteData<WishlistPage, number> | undefined)?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const total = pages[0]?.itemsCount ?? 0;
  const wishlistId = pages[0]?.wishlistId ?? '0';

  useEffect(() => {
    const index = focusAfterLoad.current;
    if (index === null || query.isFetchingNextPage) return;
    focusAfterLoad.current = null;
    const item = items[index];
    if (item) document.getElementById(linkId(item))?.focus();
  }, [items, query.isFetchingNextPage]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: wishlistKey(store) });

  async function move(item: WishlistPageItem) {
    const name = item.product?.name ?? '';
    const request = browserAccountRequest(store);
    try {
      const plan = moveToCartPlan(item);
      if (plan.kind !== 'move') return;
      if (plan.update) {
        const updated = await updateProductsInWishlist(request, wishlistId, [plan.update]);
        if (updated.user_errors.length) throw new Error(updated.user_errors[0].message);
      }
      const { errors } = await addWishlistItemsToCart(request, wishlistId, [item.id]);
      if (errors.length) show('error', refusal(t, name, errors[0]));
      else {
        show('success', t('moved', { name }));
        const cart = useCartStore.getState();
        if (await cart.getCart(store)) await cart.getDetails();
      }
    } catch (error) {
      show('error', t('moveFailed', { name, reason: error instanceof Error ? error.message : '' }));
    } finally {
      await refresh();
    }
  }

  async function remove(item: WishlistPageItem) {
    const name = item.product?.name ?? '';
    try {
      const change = await removeProductsFromWishlist(browserAccountRequest(store), wishlistId, [item.id]);
      if (change.user_errors.length) throw new Error(change.user_errors[0].message);
      show('success', t('removed', { name }));
    } catch {
      show('error', t('removeFailed', { name }));
    } finally {
      await refresh();
    }
  }

  function showMore() {
    focusAfterLoad.current = items.length;
    void query.fetchNextPage();
  }

  if (query.isError && !items.length) {
    return (
      <div className={styles.list}>
        <p role="alert">{t('loadFailed')}</p>
        <button type="button" className={areaStyles.secondary} onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.list}>
      <ResultMessage notice={notice} />
      {items.length === 0 ? (
        <p>
          {t('empty')} <a href={`/${store}`}>{t('browse')}</a>
        </p>
      ) : (
        <>
          <p className={styles.count}>{t('count', { count: total })}</p>
          <ul className={styles.items} aria-label={t('itemsLabel')}>
            {items.map((item) => (
              <li key={item.id}>
                <WishlistItem store={store} locale={locale} item={item} linkId={linkId(item)} onMove={move} onRemove={remove} />
              </li>
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className={styles.more}>
              <p className={styles.count}>{t('showing', { shown: items.length, total })}</p>
              <button type="button" className={areaStyles.secondary} onClick={showMore} disabled={query.isFetchingNextPage}>
                {query.isFetchingNextPage ? t('loadingMore') : t('showMore')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/** The list as the server read it (page 1, its query state dehydrated), in the page's query cache first. */
export function ServerReadWishlistItems({ store, state }: { store: string; state: DehydratedState }) {
  return (
    <HydrationBoundary state={state}>
      <WishlistItems store={store} />
    </HydrationBoundary>
  );
}
