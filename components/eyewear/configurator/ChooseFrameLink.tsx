'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { customizePath } from '@/lib/eyewear/configurator-paths';
import { defaultStoreCode, matchStoreCode } from '@/lib/store-views';

/** A link to the frame list of the configurator, for its not-found page (which does not know its store). */
export function ChooseFrameLink({ className, children }: { className?: string; children: ReactNode }) {
  const store = matchStoreCode(usePathname() ?? '') ?? defaultStoreCode();
  return (
    <a className={className} href={customizePath(store)}>
      {children}
    </a>
  );
}
