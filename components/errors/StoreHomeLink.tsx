'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { defaultStoreCode, matchStoreCode } from '@/lib/store-views';

/** A link to the current store view's home, for pages that don't know their store (not-found). */
export function StoreHomeLink({ className, children }: { className?: string; children: ReactNode }) {
  const store = matchStoreCode(usePathname() ?? '') ?? defaultStoreCode();
  return (
    <a className={className} href={`/${store}`}>
      {children}
    </a>
  );
}
