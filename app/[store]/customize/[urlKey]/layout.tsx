import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';

/**
 * The configurator's texts for its client islands, around the page and its not-found page (a
 * client component: it reads no request data, so the page stays static).
 */
export default async function CustomizeFrameLayout({ children, params }: { children: ReactNode; params: Promise<{ store: string }> }) {
  const { store } = await params;
  if (isStoreCode(store)) setRequestLocale(toBcp47(storeView(store).locale));
  return <ClientMessages namespaces={['Product', 'Configurator', 'Prescription']}>{children}</ClientMessages>;
}
