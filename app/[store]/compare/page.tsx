import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompareView } from '@/components/compare/CompareViewLoader';
import styles from '@/components/compare/Compare.module.css';
import { MAX_COMPARED_PRODUCTS } from '@/lib/compare/compare-table';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';

/**
 * The shopper's comparison (`/{store}/compare`): the same page for everyone; the list this browser
 * keeps is read after hydration.
 */
interface CompareRouteProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: CompareRouteProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Compare' });
  return staticPageMetadata(store, { path: '/compare', title: t('title'), noindex: true });
}

export default async function CompareRoute({ params }: CompareRouteProps) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  const locale = toBcp47(storeView(store).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Compare' });
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro', { count: MAX_COMPARED_PRODUCTS })}</p>
      <CompareView store={store} />
    </div>
  );
}
