// Server-side only by use (server components); not marked 'server-only' because the contract check imports every
// module under lib/magento in plain Node to collect the operations.
import { createMagentoClient } from './client';
import { MagentoGraphQlError } from './errors';

/** How long catalogue answers stay fresh in Next's data cache before a background refresh. */
export const CATALOG_REVALIDATE_SECONDS = 300;

/**
 * Runs a catalogue query for a store view from a server component. Answers are cached by Next
 * per store view (the Store header is part of the request) and tagged so a change to one product
 * or category can invalidate just its pages. Partial data is delivered; no data throws.
 */
export async function queryCatalog<T, V extends object = Record<string, unknown>>(
  store: string,
  document: string,
  variables?: V,
  tags: string[] = [],
): Promise<T> {
  const client = createMagentoClient({ store, next: { revalidate: CATALOG_REVALIDATE_SECONDS, tags: [`store:${store}`, ...tags] } });
  const result = await client.query<T, V>(document, variables);
  if (result.data === null || result.data === undefined) throw new MagentoGraphQlError(result.errors ?? []);
  return result.data;
}
