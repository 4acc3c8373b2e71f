import { storeViewClient } from '@/lib/magento/client';
import { fetchSearchSuggestions, type SearchSuggestions } from '@/lib/magento/search-suggestions';

/*
 * The header search's request for suggestions, in a chunk of its own loaded at the first term
 * long enough to ask for (components/layout/useSearchSuggestions.ts): the GraphQL client is in no
 * page's first load (issue 16).
 */

export function requestSuggestions(store: string, term: string, signal: AbortSignal): Promise<SearchSuggestions> {
  return fetchSearchSuggestions(storeViewClient(store), term, signal);
}
