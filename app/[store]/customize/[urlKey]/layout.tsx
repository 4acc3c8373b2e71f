import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { requireFeature } from '@/lib/features/server';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';

/**
 * The configurator's texts for its client islands, around the page and its not-found page (a
 * client component: it reads no request data, so the page stays static).
 */
export default async function CustomizeFrameLayout({ children, params }: { children: ReactNode; params: Promise<{ store: string }> }) {
  const { store } = await params;
  if (isStoreCode(store)) setRequestLocale(toBcp47(storeView(store).locale));
  // Without the configurator: the shop's not-found page (this segment's would offer the frame list).
  if (isStoreCode(store)) await requireFeature(store, 'lens-configurator');
  return <ClientMessages namespaces={['Product', 'Configurator', 'Prescription', 'KeptPrescription']}>{children}</ClientMessages>;
}
