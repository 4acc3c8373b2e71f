import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47, type StoreCode } from '@/lib/store-views';

/** What the account pages share: their store view checked, its locale set, the `Account` messages. */
export async function accountPage(params: Promise<{ store: string }>) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  const locale = toBcp47(storeView(store).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Account' });
  return { store, t };
}

/** Metadata of an account page: its title, never indexed (personal, behind sign-in or one-off). */
export async function accountPageMetadata(params: Promise<{ store: string }>, path: string, titleKey: string): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store as StoreCode).locale), namespace: 'Account' });
  return staticPageMetadata(store, { path, title: t(titleKey), noindex: true });
}

/** A query parameter's one value (Next gives a list when it is repeated). */
export function firstValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
