/** @jest-environment jsdom */
import type { Configuration } from './configurator';
import {
  CONFIGURATOR_STORAGE_KEY,
  configurationKey,
  KEPT_CONFIGURATIONS,
  restoreConfigurations,
  useConfiguratorStore,
} from './configurator-store';
import { emptyPrescriptionDraft } from './prescription-draft';

const configuration = (step: Configuration['step']): Configuration => ({
  step,
  usage: 'u',
  lensType: 't',
  lensIndex: null,
  coatings: [],
  method: 'enter',
  draft: { ...emptyPrescriptionDraft('Mine'), pd: '63' },
  saved: null,
  upload: null,
});

describe('configurator store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    useConfiguratorStore.setState({ configurations: {} });
  });

  it('keeps each frame’s configuration per store view in sessionStorage, not localStorage', () => {
    const key = configurationKey('de', 'nordvik-elin');
    expect(key).toBe('de/nordvik-elin');
    useConfiguratorStore.getState().save(key, configuration('lensType'));
    const stored = JSON.parse(sessionStorage.getItem(CONFIGURATOR_STORAGE_KEY) ?? '{}');
    expect(stored.state.configurations[key].step).toBe('lensType');
    expect(stored.state.configurations[key].draft.pd).toBe('63');
    expect(localStorage.length).toBe(0);
  });

  it('reads the stored configurations back after a reload', async () => {
    sessionStorage.setItem(
      CONFIGURATOR_STORAGE_KEY,
      JSON.stringify({ state: { configurations: { 'uk/frame': configuration('coatings') } }, version: 1 }),
    );
    // Nothing is read during the first render (the server's HTML and the browser's must agree)…
    expect(useConfiguratorStore.getState().configurations).toEqual({});
    // …but once the page runs.
    await useConfiguratorStore.persist.rehydrate();
    await restoreConfigurations();
    expect(useConfiguratorStore.getState().configurations['uk/frame'].step).toBe('coatings');
  });

  it('keeps the most recently changed frames only, and forgets one on request', () => {
    const { save, forget } = useConfiguratorStore.getState();
    for (let i = 0; i < KEPT_CONFIGURATIONS + 2; i++) save(`de/frame-${i}`, configuration('usage'));
    save('de/frame-2', configuration('review'));
    const keys = Object.keys(useConfiguratorStore.getState().configurations);
    expect(keys).toHaveLength(KEPT_CONFIGURATIONS);
    expect(keys.at(-1)).toBe('de/frame-2');
    expect(keys).not.toContain('de/frame-0');
    forget('de/frame-2');
    expect(useConfiguratorStore.getState().configurations['de/frame-2']).toBeUndefined();
  });
});
