// Server-side only by use (server components); not marked 'server-only' because the contract check imports every
// module under lib/magento in plain Node to collect the operations.
import { MAGENTO_CACHE_TAG, rememberMagentoTags } from '../cache/magento-tags';
import { createMagentoClient, type GraphQlVariables, type OperationArguments, type TypedDocumentString } from './client';
import { MagentoGraphQlError } from './errors';
// Not lib/env/server (server-only): client components import operations that import this module.
import { storefrontSettings } from '@/lib/env/settings';

/** How long catalogue answers stay fresh in Next's data cache before a background refresh. */
export const CATALOG_REVALIDATE_SECONDS = 300;

/**
 * How long a catalogue request may take before the page gives up on it (env
 * STOREFRONT_BACKEND_TIMEOUT_MS, default 8 s): a cached page then keeps its last good copy.
 */
export function backendTimeoutMs(): number {
  return storefrontSettings().STOREFRONT_BACKEND_TIMEOUT_MS;
}

/**
 * Runs a catalogue query for a store view from a server component. Answers are cached by Next
 * per store view (the Store header is part of the request) and tagged with the Magento cache tags
 * they came with (lib/cache/magento-tags.ts), so Magento's purge of one product or category
 * invalidates just the data and pages that show it. Partial data is delivered; no data throws.
 */
export async function queryCatalog<TResult, TVariables extends GraphQlVariables>(
  store: string,
  document: TypedDocumentString<TResult, TVariables>,
  // The variables may be left out only when the operation has none that are required.
  ...[variables, tags = []]: Record<string, never> extends TVariables
    ? [variables?: TVariables, tags?: string[]]
    : [variables: TVariables, tags?: string[]]
): Promise<TResult> {
  const client = createMagentoClient({
    store,
    next: { revalidate: CATALOG_REVALIDATE_SECONDS, tags: [MAGENTO_CACHE_TAG, `store:${store}`, ...tags] },
    onCacheTags: rememberMagentoTags,
    timeoutMs: backendTimeoutMs(),
  });
  const result = await client.query(document, ...([variables] as OperationArguments<TVariables>));
  if (result.data === null || result.data === undefined) throw new MagentoGraphQlError(result.errors ?? []);
  return result.data;
}
