'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAppStore } from '@/lib/state/app-store';
import styles from './PageLoadingIndicator.module.css';

/** How long a navigation shows nothing before the shimmer appears (spec: "nothing at first"). */
const SHIMMER_DELAY_MS = 400;

/**
 * While a navigation resolves its route or waits for the server's page: nothing at first, then,
 * if it takes a while, a progress bar and a category shimmer over the page.
 */
export function PageLoadingIndicator() {
  const t = useTranslations('App');
  const isPageLoading = useAppStore((state) => state.isPageLoading);
  const [showShimmer, setShowShimmer] = useState(false);

  useEffect(() => {
    if (!isPageLoading) {
      setShowShimmer(false);
      return;
    }
    const timer = setTimeout(() => setShowShimmer(true), SHIMMER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isPageLoading]);

  // Section 2: nothing at first (a quick navigation flashes nothing), then the progress and shimmer.
  if (!isPageLoading || !showShimmer) return null;
  return (
    <>
      <div className={styles.bar} role="progressbar" aria-label={t('pageLoading')} />
      <div className={styles.shimmer} aria-hidden="true" data-testid="category-shimmer">
        <div className={styles.heading} />
        <div className={styles.grid}>
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className={styles.card} />
          ))}
        </div>
      </div>
    </>
  );
}
