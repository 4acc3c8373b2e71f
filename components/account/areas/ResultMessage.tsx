'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '../FormError';
import accountStyles from '../Account.module.css';
import styles from './Areas.module.css';

/** The outcome of a save: Magento accepted it (success) or refused it (error, in Magento's words). */
export interface Notice {
  kind: 'success' | 'error';
  text: string;
  /** Further lines under the text (a reorder's refused items). */
  details?: string[];
  /** Changes with every outcome, so the same text shown twice is announced and focused again. */
  id: number;
}

/** The notice of a form or list, and the way to set it (or clear it). */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  const show = useCallback(
    (kind: Notice['kind'], text: string, details?: string[]) =>
      setNotice((current) => ({ kind, text, details, id: (current?.id ?? 0) + 1 })),
    [],
  );
  const clear = useCallback(() => setNotice(null), []);
  return { notice, show, clear };
}

/**
 * The result of a save, where the shopper's focus goes next: announced (a status, or an alert for
 * a refusal) and focused, so keyboard and screen-reader users land on it.
 */
export function ResultMessage({ notice }: { notice: Notice | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const id = notice?.id;
  useEffect(() => {
    if (id !== undefined) ref.current?.focus();
  }, [id]);
  if (!notice) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={notice.kind === 'error' ? 'alert' : 'status'}
      className={`${styles.result} ${notice.kind === 'error' ? styles.failure : accountStyles.notice}`}
    >
      <p>{notice.text}</p>
      {notice.details?.length ? (
        <ul>
          {notice.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Magento's words for a refused change (see FormError), or `fallback` for anything else (the network, a bug). */
export function refusalText(error: unknown, fallback: string): string {
  return errorText(error instanceof Error ? error : new Error(String(error)), fallback);
}
