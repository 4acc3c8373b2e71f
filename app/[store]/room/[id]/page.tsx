import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ShowroomResultView } from '@/components/eyewear/showroom/ShowroomResultView';
import { tryOnFrame } from '@/lib/eyewear/try-on-frames';
import { getShowroomCatalog, getShowroomProducts, getShowroomResult } from '@/lib/magento/showroom';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { requireFeature } from '@/lib/features/server';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';

/** A saved result never changes; its products' prices and stock are refreshed like the catalogue's. */
export const revalidate = 300;

interface ResultRouteProps {
  params: Promise<{ store: string; id: string }>;
}

export async function generateMetadata({ params }: ResultRouteProps): Promise<Metadata> {
  const { store, id } = await params;
  if (!isStoreCode(store)) return {};
  const t = await getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Showroom' });
  // A shopper's result is shared by link, never listed by search engines.
  return staticPageMetadata(store, { path: `/room/${encodeURIComponent(id)}`, title: t('resultTitle'), noindex: true });
}

export default async function ShowroomResultRoute({ params }: ResultRouteProps) {
  const { store, id } = await params;
  if (!isStoreCode(store)) notFound();
  // The layout's check runs alongside this page: without the feature its queries must not run (they would fail).
  await requireFeature(store, 'showroom');
  const view = storeView(store);
  const locale = toBcp47(view.locale);
  setRequestLocale(locale);
  const [result, showroom] = await Promise.all([getShowroomResult(store, id), getShowroomCatalog(store, view.currency)]);
  // The result's own 404 page (not-found.tsx beside this file) offers to start again.
  if (!result) notFound();
  const products = await getShowroomProducts(store, result.product_skus);
  const vocabulary = showroom && {
    styles: showroom.styles,
    swatches: showroom.swatches,
    sunglassesCategory: showroom.catalog.usageCategories.sunglasses,
  };
  const frames = vocabulary
    ? products.map((product) => tryOnFrame(product, vocabulary, result.colors)).filter((frame) => frame !== null)
    : [];

  return (
    <ShowroomResultView
      store={store}
      locale={locale}
      result={result}
      catalog={showroom?.catalog ?? null}
      products={products}
      frames={frames}
    />
  );
}
