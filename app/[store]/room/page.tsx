import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ShowroomPlanner } from '@/components/eyewear/showroom/ShowroomPlanner';
import styles from '@/components/eyewear/showroom/Showroom.module.css';
import { getShowroomCatalog } from '@/lib/magento/showroom';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { requireFeature } from '@/lib/features/server';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';

/** The showroom: the same for every shopper (answers and pictures stay in the browser), so cached like the catalogue. */
export const revalidate = 300;

interface RoomRouteProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: RoomRouteProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Showroom' });
  return staticPageMetadata(store, { path: '/room', title: t('title'), description: t('intro') });
}

export default async function RoomRoute({ params }: RoomRouteProps) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  // The layout's check runs alongside this page: without the feature its queries must not run (they would fail).
  await requireFeature(store, 'showroom');
  const view = storeView(store);
  const locale = toBcp47(view.locale);
  setRequestLocale(locale);
  const [t, showroom] = await Promise.all([getTranslations({ locale, namespace: 'Showroom' }), getShowroomCatalog(store, view.currency)]);

  return (
    <>
      <div className={styles.intro}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      {showroom ? (
        <ShowroomPlanner store={store} catalog={showroom.catalog} frames={showroom.sampleFrames} />
      ) : (
        <p>{t('finderUnavailable')}</p>
      )}
    </>
  );
}
