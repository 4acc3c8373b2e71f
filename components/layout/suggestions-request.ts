import { createMagentoClient, type MagentoClient } from '@/lib/magento/client';
import { fetchSearchSuggestions, type SearchSuggestions } from '@/lib/magento/search-suggestions';

/*
 * The header search's request for suggestions, in a chunk of its own loaded at the first term
 * long enough to ask for (components/layout/useSearchSuggestions.ts): the GraphQL client is in no
 * page's first load (issue 16).
 */

const clients = new Map<string, MagentoClient>();

/**
 * A client per store view, carrying the page's store code rather than the one in browser storage
 * (which may still name the previous store view right after a switch).
 */
function clientFor(store: string): MagentoClient {
  let client = clients.get(store);
  if (!client) {
    client = createMagentoClient({ store });
    clients.set(store, client);
  }
  return client;
}

export function requestSuggestions(store: string, term: string, signal: AbortSignal): Promise<SearchSuggestions> {
  return fetchSearchSuggestions(clientFor(store), term, signal);
}
