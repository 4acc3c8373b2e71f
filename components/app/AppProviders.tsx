'use client';

import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { STORAGE_KEYS } from '@/lib/magento/storage-keys';
import { setStoreViews, storeViews as knownStoreViews, type StoreView } from '@/lib/store-views';
import { browserStorage } from '@/lib/magento/browser-storage';
import { watchConnectivity } from '@/lib/state/app-store';
import { setPageStore } from '@/lib/state/page-store';
import { rememberStoreView } from '@/lib/store-cookies';
import { Toasts } from '@/components/ui/Toasts';
import { whenShopperNeedsIt } from './LateIsland';
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
 * The client runtime around every page: the store view remembered in browser storage for the
 * GraphQL client, connectivity, toasts and client navigation, and the start-up of section 4 (cache
 * restored, session resumed: nothing in the header starts anything), in a chunk of its own with
 * React Query and the persister (lib/state/client-start.ts), so no page carries them in its first
 * load; the islands and pages that read through React Query get the store view's one client from
 * a QueryScope (issue 16). Server-rendered HTML stays the same for
 * every shopper; this only hydrates.
 */
export function AppProviders({ store, currency, mediaUrl, storeViews, children }: AppProvidersProps) {
  // Before any child renders: store-code matching and currencies read this list in the browser,
  // and islands find the store view's query client by this store code.
  if (typeof window !== 'undefined') {
    if (knownStoreViews() !== storeViews) setStoreViews(storeViews);
    setPageStore(store);
  }
  const t = useTranslations('Toasts');

  useEffect(() => {
    // A different store view than last time: its cart and customer data belong to the old one.
    const previous = browserStorage.getItem<string>(STORAGE_KEYS.storeViewCode);
    browserStorage.setItem(STORAGE_KEYS.storeViewCode, store);
    browserStorage.setItem(STORAGE_KEYS.storeViewCurrency, currency);
    browserStorage.setItem('store_view_secure_base_media_url', mediaUrl);
    rememberStoreView(store, currency, mediaUrl); // the cookie `/` goes by; pages never set it
    // The one start-up (section 4): cache restored, then persisted; the session resumed with the
    // user store loaded in its own chunk. At once for a shopper with a sign-in, cart or compare
    // list kept here; at the first interaction (or the first such thing kept) for a first-time
    // visitor, whose page needs none of it to be read (components/app/LateIsland.tsx).
    let stopped = false;
    let stop: (() => void) | undefined;
    const cancel = whenShopperNeedsIt(
      () => {
        import('@/lib/state/client-start').then(
          ({ startClient }) => {
            if (!stopped) stop = startClient(store, previous).stop;
          },
          (error: unknown) => console.error('Could not load the start-up code:', error),
        );
      },
      { eager: true },
    );
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [store, currency, mediaUrl]);

  useEffect(() => watchConnectivity(), []);

  return (
    <>
      {/* useSearchParams needs a boundary, or static pages would render on the client */}
      <Suspense fallback={null}>
        <NavigationController store={store} />
      </Suspense>
      <PageLoadingIndicator />
      <OfflineNotice />
      {children}
      <Toasts labels={{ dismiss: t('dismiss') }} />
    </>
  );
}
