/**
 * Which optional features are on, from what the backend offers and what the environment forces
 * off. Pure functions: the server's detection (capabilities.ts) feeds them, tests call them.
 */
import { FEATURE_IDS, FEATURES, featureOfRoute, isFeatureId, type Capability, type FeatureId } from './registry';

/** `STOREFRONT_DISABLED_FEATURES=giftcards,showroom` (commas or spaces; `all` turns every one off). */
export const DISABLED_FEATURES_VARIABLE = 'STOREFRONT_DISABLED_FEATURES';

export interface DisabledFeatures {
  ids: Set<FeatureId>;
  /** Names that are not features (reported once by the server, never fatal). */
  unknown: string[];
}

export function parseDisabledFeatures(value: string | undefined): DisabledFeatures {
  const ids = new Set<FeatureId>();
  const unknown: string[] = [];
  for (const name of (value ?? '').split(/[\s,]+/).map((part) => part.trim().toLowerCase())) {
    if (!name) continue;
    if (name === 'all') FEATURE_IDS.forEach((id) => ids.add(id));
    else if (isFeatureId(name)) ids.add(name);
    else unknown.push(name);
  }
  return { ids, unknown };
}

/** Whether the backend offers everything a feature needs. */
export function isSupported(id: FeatureId, capabilities: ReadonlySet<Capability>): boolean {
  return (FEATURES[id].requires as readonly Capability[]).every((capability) => capabilities.has(capability));
}

/** The features that are on, in registry order: offered by the backend and not forced off. */
export function enabledFeatures(capabilities: ReadonlySet<Capability>, disabled: ReadonlySet<FeatureId> = new Set()): FeatureId[] {
  return FEATURE_IDS.filter((id) => !disabled.has(id) && isSupported(id, capabilities));
}

/** The `Type.field` coordinates a schema answers, from introspection's types and their fields. */
export function schemaCoordinates(
  types: ReadonlyArray<{
    name: string | null;
    fields?: ReadonlyArray<{ name: string }> | null;
    inputFields?: ReadonlyArray<{ name: string }> | null;
  } | null>,
): Set<Capability> {
  const coordinates = new Set<Capability>();
  for (const type of types) {
    if (!type?.name || type.name.startsWith('__')) continue;
    coordinates.add(type.name);
    for (const field of [...(type.fields ?? []), ...(type.inputFields ?? [])]) coordinates.add(`${type.name}.${field.name}`);
  }
  return coordinates;
}

/** Whether a page (`/giftcard`, without the store code) may be linked: core, or its feature is on. */
export function isRouteEnabled(pathWithoutStore: string, enabled: readonly FeatureId[]): boolean {
  const feature = featureOfRoute(pathWithoutStore);
  return feature === undefined || enabled.includes(feature);
}
