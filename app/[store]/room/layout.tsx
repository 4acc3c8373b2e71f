import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/app/ClientMessages';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';
import { requireFeature } from '@/lib/features/server';

/**
 * The showroom's pages and their not-found page: the Showroom texts for their client islands. The
 * not-found page gets no params, so it reads its texts in the browser from what is handed here.
 */
export default async function RoomLayout({ children, params }: { children: ReactNode; params: Promise<{ store: string }> }) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  await requireFeature(store, 'showroom');
  setRequestLocale(toBcp47(storeView(store).locale));
  return <ClientMessages namespaces={['Showroom']}>{children}</ClientMessages>;
}
