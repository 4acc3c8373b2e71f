'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { defaultStoreCode, matchStoreCode } from '@/lib/store-views';
import styles from './Showroom.module.css';

/** A link to the current store view's showroom, for the not-found page (which does not know its store). */
export function StartAgainLink({ children }: { children: ReactNode }) {
  const store = matchStoreCode(usePathname() ?? '') ?? defaultStoreCode();
  return (
    <a className={styles.button} href={`/${store}/room`}>
      {children}
    </a>
  );
}
