import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getCatalogTranslator } from '@/components/catalog/translate';
import { FrameChoices } from '@/components/eyewear/configurator/FrameChoices';
import { getFrameCategories } from '@/lib/eyewear/configurator-frames';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';
import styles from '@/components/eyewear/configurator/Configurator.module.css';
import { requireFeature } from '@/lib/features/server';

/** `/{store}/customize`: choose a frame first, then its lenses. Public, cached per store view. */
export const revalidate = 300;

interface CustomizeProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: CustomizeProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Configurator' });
  return staticPageMetadata(store, { path: '/customize', title: t('indexTitle'), description: t('indexIntro') });
}

export default async function CustomizePage({ params }: CustomizeProps) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  await requireFeature(store, 'lens-configurator');
  const locale = toBcp47(storeView(store).locale);
  setRequestLocale(locale);
  const [t, tCard, sections] = await Promise.all([
    getTranslations({ locale, namespace: 'Configurator' }),
    getCatalogTranslator(store, 'ProductCard'),
    getFrameCategories(store),
  ]);

  return (
    <>
      <h1>{t('indexTitle')}</h1>
      <p className={styles.intro}>{t('indexIntro')}</p>
      {sections.length ? (
        <FrameChoices store={store} sections={sections} t={(key, values) => t(key, values)} tCard={tCard} />
      ) : (
        <p>{t('noFrames')}</p>
      )}
    </>
  );
}
