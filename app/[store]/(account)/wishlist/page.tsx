import { QueryClient, dehydrate } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { WishlistItems } from '@/components/wishlist/WishlistItemsLoader';
import styles from '@/components/account/areas/Areas.module.css';
import { readAsCustomer } from '@/lib/account/server';
import { fetchWishlistPage } from '@/lib/magento/operations/wishlist';
import { accountPage, accountPageMetadata } from '@/lib/session/page';
import { WISHLIST_PAGE_SIZE, wishlistPageKey } from '@/lib/wishlist/query-keys';

/** Personal (it reads the session cookie): rendered per request, never prerendered or cached. */
export const dynamic = 'force-dynamic';

/**
 * Wishlist (signed-in only): the products the customer keeps, read with their token on the server
 * (page 1), then page by page in the browser; move to cart and remove.
 */
interface RouteProps {
  params: Promise<{ store: string }>;
}

export function generateMetadata({ params }: RouteProps) {
  return accountPageMetadata(params, '/wishlist', 'wishlistTitle');
}

export default async function WishlistRoute({ params }: RouteProps) {
  const { store, t } = await accountPage(params);
  const [firstPage, texts] = await Promise.all([
    readAsCustomer(store, `/${store}/wishlist`, (request) => fetchWishlistPage(request, { page: 1, pageSize: WISHLIST_PAGE_SIZE })),
    getTranslations('Wishlist'),
  ]);
  // Page 1 as read now replaces whatever the browser kept of the list.
  const queryClient = new QueryClient();
  queryClient.setQueryData(wishlistPageKey(store), { pages: [firstPage], pageParams: [1] });
  return (
    <div className={styles.page}>
      <h1>{t('wishlistTitle')}</h1>
      <p className={styles.muted}>{texts('intro')}</p>
      <ClientMessages namespaces={['Wishlist', 'ProductCard']}>
        <WishlistItems store={store} state={dehydrate(queryClient)} />
      </ClientMessages>
    </div>
  );
}
