/**
 * The lens configurations in progress, one per store view and frame, kept in sessionStorage so a
 * reload (or a visit to another page and back) loses no choice. sessionStorage, not localStorage:
 * a typed prescription is health data, and it goes when the tab is closed. The stored copy is
 * read after the first render (`restoreConfigurations`), so the server's HTML and the browser's
 * first render agree.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Configuration } from './configurator';

/** How many frames' configurations are kept (the most recently changed). */
export const KEPT_CONFIGURATIONS = 5;

export const CONFIGURATOR_STORAGE_KEY = 'lens-configurator';

export interface ConfiguratorStoreState {
  /** By `configurationKey(store, urlKey)`, oldest first. */
  configurations: Record<string, Configuration>;
  save(key: string, configuration: Configuration): void;
  forget(key: string): void;
}

export function configurationKey(store: string, urlKey: string): string {
  return `${store}/${urlKey}`;
}

export const useConfiguratorStore = create<ConfiguratorStoreState>()(
  persist(
    (set) => ({
      configurations: {},
      save(key, configuration) {
        set((state) => {
          const others = Object.entries(state.configurations).filter(([other]) => other !== key);
          return { configurations: Object.fromEntries([...others.slice(-(KEPT_CONFIGURATIONS - 1)), [key, configuration]]) };
        });
      },
      forget(key) {
        set((state) => ({ configurations: Object.fromEntries(Object.entries(state.configurations).filter(([other]) => other !== key)) }));
      },
    }),
    {
      name: CONFIGURATOR_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ configurations: state.configurations }),
      skipHydration: true,
    },
  ),
);

/**
 * Reads the stored configurations once the page is interactive (every time a configurator opens:
 * another tab's choices in the same session are picked up too); resolves when done.
 */
export async function restoreConfigurations(): Promise<void> {
  await useConfiguratorStore.persist.rehydrate();
}
