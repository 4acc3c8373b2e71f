'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { onTranslationError, translationFallback } from '@/lib/i18n/errors';

/**
 * next-intl's client provider with the translation error rules of section 8, as the server has
 * them (functions cannot cross from a server component, so they are set here, in the browser).
 */
export function IntlClientProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} onError={onTranslationError} getMessageFallback={translationFallback}>
      {children}
    </NextIntlClientProvider>
  );
}
