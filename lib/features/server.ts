/**
 * The storefront server's view of the optional features: what the backend offers (detected by
 * introspection, or read from MAGENTO_CAPABILITIES_FILE), minus what STOREFRONT_DISABLED_FEATURES
 * forces off. Server only. Reads no cookie or header, so catalogue pages that ask stay cacheable.
 */
import { readFile } from 'node:fs/promises';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { shortenPageLife } from '@/lib/cache/page-life';
import { magentoBackendUrl } from '@/lib/magento/backend-url';
import { createMagentoClient } from '@/lib/magento/client';
import { CATALOG_REVALIDATE_SECONDS } from '@/lib/magento/server';
import { StorefrontCapabilities } from '@/lib/magento/operations/capabilities';
import { createCapabilityDetector, parseCapabilitiesFile, probeRestCapabilities, type CapabilityDetector } from './capabilities';
import { DISABLED_FEATURES_VARIABLE, enabledFeatures, parseDisabledFeatures, schemaCoordinates } from './enabled';
import type { Capability, FeatureId } from './registry';
import { serverSettings } from '@/lib/env/server';

/** Asks the backend itself: the schema by introspection, the REST routes by probes. */
async function detectFromBackend(store: string): Promise<Set<Capability>> {
  const file = serverSettings().MAGENTO_CAPABILITIES_FILE;
  if (file) return parseCapabilitiesFile(await readFile(file, 'utf8'));
  // Cached in Next's data cache like the catalogue (never `no-store`: catalogue pages ask too).
  const next = { revalidate: CATALOG_REVALIDATE_SECONDS, tags: ['magento-capabilities'] };
  const [answer, rest] = await Promise.all([
    createMagentoClient({ store, next }).query(StorefrontCapabilities),
    probeRestCapabilities(`${magentoBackendUrl()}/rest/${encodeURIComponent(store)}/V1/`, (url, init) =>
      fetch(url, { ...init, next } as RequestInit),
    ),
  ]);
  const types = answer.data.__schema?.types;
  if (!types?.length) throw new Error('introspection answered no types');
  const capabilities = schemaCoordinates(types);
  for (const capability of rest) capabilities.add(capability);
  return capabilities;
}

let detector: CapabilityDetector | undefined;
let detectingStore: string | undefined;
let reportedUnknown = false;

function capabilityDetector(store: string): CapabilityDetector {
  // The schema is the same in every store view: ask with the first store view a page named (one
  // the backend knows, since the page rendered for it).
  detectingStore ??= store;
  detector ??= createCapabilityDetector({ detect: () => detectFromBackend(detectingStore ?? store) });
  return detector;
}

function disabledByEnvironment(): Set<FeatureId> {
  const { ids, unknown } = parseDisabledFeatures(serverSettings().STOREFRONT_DISABLED_FEATURES);
  if (unknown.length && !reportedUnknown) {
    reportedUnknown = true;
    console.warn(`${DISABLED_FEATURES_VARIABLE}: not a feature, ignored: ${unknown.join(', ')}`);
  }
  return ids;
}

/**
 * The optional features that are on, for a page of this store view (once per request). Before the
 * backend has ever answered, "core only" is a guess: a page rendered on it is cached for seconds,
 * not minutes (lib/cache/page-life.ts), so its optional parts come back with the backend.
 */
export const getEnabledFeatures = cache(async (store: string): Promise<FeatureId[]> => {
  const disabled = disabledByEnvironment();
  const detector = capabilityDetector(store);
  const capabilities = await detector.current();
  if (detector.source() === 'core-only') await shortenPageLife();
  return enabledFeatures(capabilities, disabled);
});

export async function isFeatureEnabled(store: string, id: FeatureId): Promise<boolean> {
  return (await getEnabledFeatures(store)).includes(id);
}

/** For the pages of an optional feature: the shop's not-found page (404) when it is off. */
export async function requireFeature(store: string, id: FeatureId): Promise<void> {
  if (!(await isFeatureEnabled(store, id))) notFound();
}
