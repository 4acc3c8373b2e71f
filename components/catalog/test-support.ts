/**
 * Test support for the catalogue components: a translator over messages/en.json with the part of
 * ICU MessageFormat the catalogue's messages use (arguments, plural with `#` and `=n`, select).
 * next-intl itself is ESM-only and Jest here runs CommonJS, so tests mock `next-intl/server` with
 * `mockCatalogTranslations()`.
 */
import messages from '@/messages/en.json';
import type { Translate } from './translate';

type Values = Record<string, string | number>;
type Messages = { [key: string]: string | Messages };

/** Index of the `}` closing the `{` at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in "${text}"`);
}

/** `=0 {No items} one {# item} other {# items}` → [['=0', 'No items'], ['one', '# item'], ...]. */
function branches(text: string): Array<[string, string]> {
  const result: Array<[string, string]> = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open === -1) break;
    const selector = text.slice(i, open).trim();
    const end = closing(text, open);
    result.push([selector, text.slice(open + 1, end)]);
    i = end + 1;
  }
  return result;
}

function formatMessage(message: string, values: Values, locale: string, hash?: string): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const char = message[i];
    if (char === '{') {
      const end = closing(message, i);
      const body = message.slice(i + 1, end);
      const [name, type, ...rest] = body.split(',');
      const key = name.trim();
      const value = values[key];
      if (value === undefined) throw new Error(`missing value "${key}" for "${message}"`);
      if (!type) {
        out += typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
      } else {
        const options = branches(rest.join(','));
        let chosen: string | undefined;
        if (type.trim() === 'plural') {
          const n = Number(value);
          chosen =
            options.find(([selector]) => selector === `=${n}`)?.[1] ??
            options.find(([selector]) => selector === new Intl.PluralRules(locale).select(n))?.[1] ??
            options.find(([selector]) => selector === 'other')?.[1];
          out += formatMessage(chosen ?? '', values, locale, new Intl.NumberFormat(locale).format(n));
        } else {
          chosen = options.find(([selector]) => selector === String(value))?.[1] ?? options.find(([selector]) => selector === 'other')?.[1];
          out += formatMessage(chosen ?? '', values, locale, hash);
        }
      }
      i = end + 1;
    } else if (char === '#' && hash !== undefined) {
      out += hash;
      i++;
    } else {
      out += char;
      i++;
    }
  }
  return out;
}

export function createTestTranslator(namespace: string, locale = 'en-GB'): Translate {
  const scope = (messages as Messages)[namespace];
  if (!scope || typeof scope === 'string') throw new Error(`no namespace ${namespace} in messages/en.json`);
  return (key, values = {}) => {
    const message = scope[key];
    if (typeof message !== 'string') throw new Error(`no message ${namespace}.${key}`);
    return formatMessage(message, values, locale);
  };
}

/** The module factory for `jest.mock('next-intl/server', ...)`: English messages in any locale. */
export function mockCatalogTranslations() {
  return {
    getTranslations: async ({ namespace, locale }: { namespace: string; locale?: string }) => createTestTranslator(namespace, locale),
  };
}
