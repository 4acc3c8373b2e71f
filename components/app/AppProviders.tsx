'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { STORAGE_KEYS } from '@/lib/magento/client';
import { setStoreViews, storeViews as knownStoreViews, type StoreView } from '@/lib/store-views';
import { browserStorage } from '@/lib/magento/browser-storage';
import { startClientApp } from '@/lib/state/app-initialisation';
import { watchConnectivity } from '@/lib/state/app-store';
import { createCachePersister } from '@/lib/state/query-persistence';
import { rememberStoreView } from '@/lib/store-cookies';
import { Toasts } from '@/components/ui/Toasts';
import { NavigationController } from './NavigationController';
import { OfflineNotice } from './OfflineNotice';
import { PageLoadingIndicator } from './PageLoadingIndicator';

interface AppProvidersProps {
  store: string;
  currency: string;
  mediaUrl: string;
  /** The backend's store views, as the server loaded them: the browser's list (lib/store-views.ts). */
  storeViews: readonly StoreView[];
  children: ReactNode;
}

/**
 * The client runtime around every page: React Query with its cache persisted per store view,
 * the store view remembered in browser storage for the GraphQL client, connectivity, toasts and
 * client navigation, and the start-up of section 4 (cache restored, session resumed: nothing in the
 * header starts anything). Server-rendered HTML stays the same for every shopper; this only hydrates.
 */
export function AppProviders({ store, currency, mediaUrl, storeViews, children }: AppProvidersProps) {
  // Before any child renders: store-code matching and currencies read this list in the browser.
  if (typeof window !== 'undefined' && knownStoreViews() !== storeViews) setStoreViews(storeViews);
  const t = useTranslations('Toasts');
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { gcTime: 24 * 60 * 60 * 1000, staleTime: 60 * 1000, retry: false } } }),
  );
  const persister = useMemo(() => createCachePersister({ queryClient, storeCode: store }), [queryClient, store]);

  useEffect(() => {
    // A different store view than last time: its cart and customer data belong to the old one.
    const previous = browserStorage.getItem<string>(STORAGE_KEYS.storeViewCode);
    browserStorage.setItem(STORAGE_KEYS.storeViewCode, store);
    browserStorage.setItem(STORAGE_KEYS.storeViewCurrency, currency);
    browserStorage.setItem('store_view_secure_base_media_url', mediaUrl);
    rememberStoreView(store, currency, mediaUrl); // the cookie `/` goes by; pages never set it
    // The one start-up (section 4): cache restored, then persisted; the session resumed with the
    // user store loaded in its own chunk.
    const session = startClientApp({
      persister,
      store,
      previousStore: previous,
      loadSessionOwner: () => import('@/lib/state/user-store').then(({ useUserStore }) => useUserStore.getState()),
    });
    return session.stop;
  }, [store, currency, mediaUrl, persister]);

  useEffect(() => watchConnectivity(), []);

  return (
    <QueryClientProvider client={queryClient}>
      {/* useSearchParams needs a boundary, or static pages would render on the client */}
      <Suspense fallback={null}>
        <NavigationController store={store} />
      </Suspense>
      <PageLoadingIndicator />
      <OfflineNotice />
      {children}
      <Toasts labels={{ dismiss: t('dismiss') }} />
    </QueryClientProvider>
  );
}
