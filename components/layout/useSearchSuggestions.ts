'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createMagentoClient, type MagentoClient } from '@/lib/magento/client';
import { fetchSearchSuggestions, SUGGESTION_MIN_LENGTH } from '@/lib/magento/search-suggestions';

/** Pause after the last keystroke before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 250;

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

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** Products matching what the shopper is typing: asked for from two characters, 250 ms after the last keystroke. */
export function useSearchSuggestions(store: string, term: string) {
  const query = useDebouncedValue(term.trim(), SUGGESTION_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['catalog', 'suggestions', store, query],
    queryFn: ({ signal }) => fetchSearchSuggestions(clientFor(store), query, signal),
    enabled: query.length >= SUGGESTION_MIN_LENGTH,
    staleTime: 5 * 60 * 1000,
    // The previous term's suggestions stay up while the next ones load: no flicker as the shopper types.
    placeholderData: keepPreviousData,
  });
}
