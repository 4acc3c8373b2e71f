/**
 * For the eyewear component tests: next-intl's useTranslations and useLocale over the real
 * messages of a language (English by default; `speak('de')` switches), so a test can show that
 * the shopper reads the errors in their own language.
 *
 *   jest.mock('next-intl', () => require('@/components/eyewear/test-intl').nextIntlMock);
 */
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import { format } from '@/components/layout/test-intl';

type Block = Record<string, string>;
type Messages = Record<string, Block>;

const LANGUAGES = { en: { locale: 'en-GB', messages: en }, de: { locale: 'de-DE', messages: de } } as const;
const current: { locale: string; messages: Messages } = { locale: 'en-GB', messages: en as unknown as Messages };

export function speak(language: keyof typeof LANGUAGES): void {
  current.locale = LANGUAGES[language].locale;
  current.messages = LANGUAGES[language].messages as unknown as Messages;
}

export function useTranslations(namespace: string) {
  const block = current.messages[namespace] ?? {};
  return (key: string, values?: Record<string, string | number>) => (key in block ? format(block[key], values) : `${namespace}.${key}`);
}

export const useLocale = () => current.locale;

export const nextIntlMock = { useTranslations, useLocale };
