'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { sanitizeConfiguration, type Configuration, type LensConfigurator } from '@/lib/eyewear/configurator';
import { restoreConfigurations, useConfiguratorStore } from '@/lib/eyewear/configurator-store';
import type { SavedPrescriptionsSource } from '@/lib/eyewear/prescription-services';
import type { SavedPrescriptionsState } from '@/components/eyewear/prescription/SavedPrescriptionChoice';

/**
 * The configuration of one frame in one store view, kept in the configurator store (restored from
 * sessionStorage after the first render), and a way to change it.
 */
export function useConfiguration(key: string, model: LensConfigurator, prescriptionName: string) {
  const stored = useConfiguratorStore((state) => state.configurations[key]);
  useEffect(() => {
    void restoreConfigurations();
  }, []);
  const configuration = useMemo(() => sanitizeConfiguration(model, stored, prescriptionName), [model, stored, prescriptionName]);
  const update = useCallback(
    (change: Partial<Configuration>) => {
      const store = useConfiguratorStore.getState();
      const current = sanitizeConfiguration(model, store.configurations[key], prescriptionName);
      store.save(key, { ...current, ...change });
    },
    [key, model, prescriptionName],
  );
  return { configuration, update };
}

/** The signed-in shopper's saved prescriptions, when there is a source and someone is signed in (else null: not offered). */
export function useSavedPrescriptions(source: SavedPrescriptionsSource | null, store: string): SavedPrescriptionsState | null {
  const [state, setState] = useState<SavedPrescriptionsState | null>(source ? { kind: 'loading' } : null);
  useEffect(() => {
    if (!source) return;
    let live = true;
    source.load(store).then(
      (prescriptions) => live && setState(prescriptions ? { kind: 'loaded', prescriptions } : null),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [source, store]);
  return state;
}
