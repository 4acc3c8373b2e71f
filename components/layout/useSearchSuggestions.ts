'use client';

import { useEffect, useRef, useState } from 'react';
import { SUGGESTION_MIN_LENGTH, type SearchSuggestions } from '@/lib/magento/search-suggestions';

/** Pause after the last keystroke before suggestions are asked for. */
export const SUGGESTION_DEBOUNCE_MS = 250;
/** How long a term's suggestions are shown again without asking. */
export const SUGGESTION_FRESH_MS = 5 * 60 * 1000;

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Products matching what the shopper is typing: asked for from two characters, 250 ms after the
 * last keystroke, each term once per five minutes. The previous term's suggestions stay up while
 * the next ones load (no flicker as the shopper types); a term the backend cannot answer keeps
 * them too. Plain state rather than React Query, and the request's code loads at the first term
 * (./suggestions-request.ts): the header is in every page's first load (issue 16).
 */
export function useSearchSuggestions(store: string, term: string): { data: SearchSuggestions | undefined } {
  const query = useDebouncedValue(term.trim(), SUGGESTION_DEBOUNCE_MS);
  const [data, setData] = useState<SearchSuggestions | undefined>(undefined);
  const answers = useRef(new Map<string, { at: number; suggestions: SearchSuggestions }>());

  useEffect(() => {
    if (query.length < SUGGESTION_MIN_LENGTH) return;
    const key = `${store}\n${query}`;
    const known = answers.current.get(key);
    if (known && Date.now() - known.at < SUGGESTION_FRESH_MS) {
      setData(known.suggestions);
      return;
    }
    const controller = new AbortController();
    import('./suggestions-request')
      .then(({ requestSuggestions }) => requestSuggestions(store, query, controller.signal))
      .then(
        (suggestions) => {
          answers.current.set(key, { at: Date.now(), suggestions });
          if (!controller.signal.aborted) setData(suggestions);
        },
        () => undefined, // suggestions are a help: the form still searches
      );
    return () => controller.abort();
  }, [store, query]);

  return { data: query.length >= SUGGESTION_MIN_LENGTH ? data : undefined };
}
