import { IntlErrorCode, type IntlError } from 'next-intl';

/**
 * Section 8 for translations, the same on the server (i18n/request.ts) and in the browser
 * (components/app/IntlClientProvider.tsx): a missing message is ignored (its key shows, and the
 * English file fills most gaps first), any other error (a broken ICU message, a wrong argument)
 * is thrown.
 */
export function onTranslationError(error: IntlError): void {
  if (error.code === IntlErrorCode.MISSING_MESSAGE) return;
  // A note about the environment (no time zone configured for a client island), not a broken
  // translation: it must not take the island down.
  if (error.code === IntlErrorCode.ENVIRONMENT_FALLBACK) return;
  throw error;
}

/** What a missing message shows: its `Namespace.key`. */
export function translationFallback({ namespace, key }: { namespace?: string; key: string }): string {
  return [namespace, key].filter(Boolean).join('.');
}
