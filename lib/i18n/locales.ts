import { DEFAULT_LOCALE, toBcp47 } from '@/lib/store-views';

export const DEFAULT_BCP47_LOCALE = toBcp47(DEFAULT_LOCALE);

/**
 * The locale to render in: a store view's locale comes from the backend (spec section 9: Magento's
 * underscore becomes a hyphen), so any well-formed BCP 47 tag is taken — messageChain falls back
 * to the language and to English for what has no file — and anything else is the default.
 */
export function renderLocale(requested: string | undefined): string {
  if (!requested) return DEFAULT_BCP47_LOCALE;
  try {
    return Intl.getCanonicalLocales(requested)[0] ?? DEFAULT_BCP47_LOCALE;
  } catch {
    return DEFAULT_BCP47_LOCALE;
  }
}

/**
 * Message files that make up a locale, from the most general to the most specific: English is
 * the base every translation falls back to, then the language, then the regional variant
 * (es → es-MX overrides a few words). Only files that exist are loaded.
 */
export function messageChain(locale: string): string[] {
  const [language, ...rest] = locale.split('-');
  const chain = ['en'];
  if (language !== 'en') chain.push(language);
  // Chinese is chosen by script (Traditional for Hong Kong), the others by region.
  const script = rest.find((part) => /^[A-Z][a-z]{3}$/.test(part));
  if (script) chain.push(`${language}-${script}`);
  if (rest.length) chain.push(locale);
  return [...new Set(chain)];
}

/** Messages: namespaces of nested keys down to ICU strings. */
export type Messages = { [key: string]: string | Messages };

const isNamespace = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A more specific message file over a more general one (regional over language over English). */
export function mergeMessages(base: Messages, override: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    // A namespace merges key by key; a message (a string, or the array a precompiled message
    // becomes, next.config.mjs) is replaced whole.
    merged[key] = isNamespace(value) && isNamespace(current) ? mergeMessages(current, value) : value;
  }
  return merged;
}
