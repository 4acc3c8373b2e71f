'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { FeatureId } from '@/lib/features/registry';

const FeaturesContext = createContext<ReadonlySet<FeatureId>>(new Set());

/**
 * The optional features that are on (the store layout asks the server once per render and passes
 * them down), so client components show no link or button to one that is off.
 */
export function FeaturesProvider({ features, children }: { features: readonly FeatureId[]; children: ReactNode }) {
  return <FeaturesContext.Provider value={new Set(features)}>{children}</FeaturesContext.Provider>;
}

/** Whether an optional feature is on (false outside a FeaturesProvider). */
export function useFeature(id: FeatureId): boolean {
  return useContext(FeaturesContext).has(id);
}
