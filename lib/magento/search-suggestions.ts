import type { MagentoClient } from './client';
import type { GetSearchSuggestionsQuery } from './generated/graphql';
import { GetSearchSuggestions } from './operations/navigation';
import { present } from './types';

/*
 * The header search's suggestions, asked for from the browser (components/layout/SearchBox.tsx):
 * apart from lib/magento/navigation.ts, whose catalogue reads run on the server, so the client
 * code of every page does not carry the server's fetch and cache tag index.
 */

export type SearchSuggestion = NonNullable<NonNullable<NonNullable<GetSearchSuggestionsQuery['products']>['items']>[number]>;

export interface SearchSuggestions {
  items: SearchSuggestion[];
  total_count: number;
}

/** Shortest term the header search asks suggestions for. */
export const SUGGESTION_MIN_LENGTH = 2;

/** Up to five products matching `term`, from the browser (the client carries the store view). */
export async function fetchSearchSuggestions(client: MagentoClient, term: string, signal?: AbortSignal): Promise<SearchSuggestions> {
  const result = await client.query(GetSearchSuggestions, { query: term }, { signal });
  const items = present(result.data.products?.items).filter((item) => item.url_key);
  return { items, total_count: result.data.products?.total_count ?? items.length };
}
