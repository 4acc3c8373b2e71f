import type { AbstractIntlMessages } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { onTranslationError, translationFallback } from '@/lib/i18n/errors';
import { mergeMessages, messageChain, renderLocale, type Messages } from '@/lib/i18n/locales';

async function loadMessageFile(name: string): Promise<Messages> {
  try {
    return (await import(`../messages/${name}.json`)).default as Messages;
  } catch {
    return {};
  }
}

export async function loadMessages(locale: string): Promise<Messages> {
  let messages: Messages = {};
  for (const name of messageChain(locale)) messages = mergeMessages(messages, await loadMessageFile(name));
  return messages;
}

/**
 * The locale comes from the store view (`setRequestLocale` in app/[store]/layout.tsx). Missing
 * translations fall back to English and are otherwise ignored; any other translation error (a
 * broken ICU message, a wrong argument) is thrown, as the specification's section 8 asks.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = renderLocale(requested);
  return {
    locale,
    messages: (await loadMessages(locale)) as AbstractIntlMessages,
    onError: onTranslationError,
    getMessageFallback: translationFallback,
  };
});
