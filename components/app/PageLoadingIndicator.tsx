'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAppStore } from '@/lib/state/app-store';
import styles from './PageLoadingIndicator.module.css';

/** How long a navigation shows nothing before the shimmer appears (spec: "nothing at first"). */
const SHIMMER_DELAY_MS = 400;

/**
 * While a delayed navigation resolves its route: a progress bar at once, then, if it takes a
 * while, a category shimmer over the page so the shopper sees something is coming.
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

  if (!isPageLoading) return null;
  return (
    <>
      <div className={styles.bar} role="progressbar" aria-label={t('pageLoading')} />
      {showShimmer ? (
        <div className={styles.shimmer} aria-hidden="true" data-testid="category-shimmer">
          <div className={styles.heading} />
          <div className={styles.grid}>
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className={styles.card} />
            ))}
          </div>
        </div>
      ) : null}
    </>
  );
}
