import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';
import '../globals.css';

// Store views are rendered on their first request and then cached (ISR): `next build`
// prerenders none of them, so it never needs the backend.
export function generateStaticParams(): { store: string }[] {
  return [];
}

export default async function StoreLayout({ children, params }: { children: ReactNode; params: Promise<{ store: string }> }) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  const view = storeView(store);

  return (
    <html lang={toBcp47(view.locale)} dir={view.direction}>
      <body>{children}</body>
    </html>
  );
}
