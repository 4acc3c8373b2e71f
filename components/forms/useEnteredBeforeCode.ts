'use client';

import { useEffect, useRef } from 'react';

/**
 * A cached page is drawn before its code is asked for (lib/cache/late-scripts.mjs), so on a slow
 * phone a shopper can type in a field or pick a file before React has hydrated it. React keeps
 * what the field shows but sends no change for it, and the component's state would still say the
 * field is empty (a search with no suggestions, a form refused as blank, a photo never read).
 * Once hydrated, this hands the field to `take` if it holds something the server did not write,
 * as if the shopper had just entered it. A field rendered in the browser starts as its state says,
 * so then nothing happens. Returns the ref to give the field.
 */
export function useEnteredBeforeCode<E extends HTMLInputElement | HTMLTextAreaElement>(take: (field: E) => void) {
  const ref = useRef<E>(null);
  const latest = useRef(take);
  latest.current = take;
  useEffect(() => {
    const field = ref.current;
    if (!field) return;
    const entered = field.type === 'file' ? Boolean((field as HTMLInputElement).files?.length) : field.value !== field.defaultValue;
    if (entered) latest.current(field);
  }, []);
  return ref;
}
