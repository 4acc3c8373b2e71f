import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareView } from '@/components/compare/CompareViewLoader';
import styles from '@/components/compare/Compare.module.css';
import { COMPARE_LIST_UID } from '@/lib/compare/compare-list-storage';
import { createMagentoClient } from '@/lib/magento/client';
import { fetchCompareList } from '@/lib/magento/operations/compare';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';

/** A compare list changes whenever its owner changes it: read on every request, never cached. */
export const dynamic = 'force-dynamic';

/**
 * A shared comparison (`/{store}/compare/{uid}`): whoever holds the link sees the list, read from
 * Magento as a guest (no session is read). An unknown uid is a 404 with a way to start again.
 */
interface SharedCompareRouteProps {
  params: Promise<{ store: string; uid: string }>;
}

export async function generateMetadata({ params }: SharedCompareRouteProps): Promise<Metadata> {
  const { store, uid } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Compare' });
  // A shopper's list is shared by link, never listed by search engines.
  return staticPageMetadata(store, { path: `/compare/${encodeURIComponent(uid)}`, title: t('sharedTitle'), noindex: true });
}

export default async function SharedCompareRoute({ params }: SharedCompareRouteProps) {
  const { store, uid } = await params;
  if (!isStoreCode(store)) notFound();
  const locale = toBcp47(storeView(store).locale);
  setRequestLocale(locale);
  // Magento's list uids are 32 hexadecimal characters: anything else is not asked for.
  const list = COMPARE_LIST_UID.test(uid) ? await fetchCompareList({ client: createMagentoClient({ store }) }, uid) : null;
  // The comparison's own 404 page (not-found.tsx beside this file) offers to start again.
  if (!list) notFound();
  const t = await getTranslations({ locale, namespace: 'Compare' });
  return (
    <div className={styles.page}>
      <h1>{t('sharedTitle')}</h1>
      <CompareView store={store} shared={list} />
    </div>
  );
}
