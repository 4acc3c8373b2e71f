'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { FeatureId } from '@/lib/features/registry';

const FeaturesContext = createContext<ReadonlySet<FeatureId>>(new Set());

/**
 * The optional features that are on (the store layout asks the server once per render and passes
 * them down), so client components show no link or button to one that is off.
 */
export function FeaturesProvider({ features, children }: { features: readonly FeatureId[]; children: ReactNode }) {
  const key = features.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the list's content is the key
  const value = useMemo(() => new Set(features), [key]);
  return <FeaturesContext.Provider value={value}>{children}</FeaturesContext.Provider>;
}

/** Whether an optional feature is on (false outside a FeaturesProvider). */
export function useFeature(id: FeatureId): boolean {
  return useContext(FeaturesContext).has(id);
}
