import type { ReactNode } from 'react';
import { IntlClientProvider } from './IntlClientProvider';
import { getLocale, getMessages } from 'next-intl/server';

/** Namespaces the client components of every page read (header islands, mini cart, toasts, errors, throttled forms, failed calls to try again). */
const SHELL_NAMESPACES = ['App', 'Errors', 'Toasts', 'Header', 'Search', 'StoreSwitcher', 'Cart', 'Throttle', 'Retry'];

/**
 * Hands client components the messages they read, and only those: every namespace sent here is
 * serialised into the page, so a page adds its own (the product page adds `Product`) around its
 * islands instead of every page carrying every text.
 */
export async function ClientMessages({ namespaces = [], children }: { namespaces?: string[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const wanted = new Set([...SHELL_NAMESPACES, ...namespaces]);
  const picked = Object.fromEntries(Object.entries(messages).filter(([namespace]) => wanted.has(namespace)));
  return (
    <IntlClientProvider locale={locale} messages={picked}>
      {children}
    </IntlClientProvider>
  );
}
