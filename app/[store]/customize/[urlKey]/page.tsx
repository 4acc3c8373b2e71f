import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { getCatalogTranslator } from '@/components/catalog/translate';
import { FrameChoiceProvider } from '@/components/eyewear/configurator/FrameChoiceProvider';
import { LensConfigurator } from '@/components/eyewear/configurator/LensConfigurator';
import { framePictures } from '@/components/eyewear/configurator/frame-pictures';
import { lensOptions } from '@/lib/catalog/lens-options';
import { buildProductChoices } from '@/components/product/product-choices';
import { lensConfigurator } from '@/lib/eyewear/configurator';
import { customizePath } from '@/lib/eyewear/configurator-paths';
import { getProductByUrlKey, type ProductPageData } from '@/lib/magento/product';
import { productHref } from '@/lib/magento/types';
import { buildMetadata, seoText } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import styles from '@/components/eyewear/configurator/Configurator.module.css';
import { isFeatureEnabled } from '@/lib/features/server';

/**
 * `/{store}/customize/{urlKey}`: the lens configurator of a frame. Public and the same for every
 * shopper (cached like the product page); the shopper's choices live in the browser. An unknown
 * URL key, or a product without lenses to choose, is "not found" (with a way to the frame list).
 */
export const revalidate = 300;

export function generateStaticParams(): { store: string; urlKey: string }[] {
  return [];
}

interface CustomizeFrameProps {
  params: Promise<{ store: string; urlKey: string }>;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The store view and the frame, when it has lenses to configure. */
async function find(props: CustomizeFrameProps): Promise<{ store: StoreCode; urlKey: string; product: ProductPageData } | null> {
  const params = await props.params;
  if (!isStoreCode(params.store) || !(await isFeatureEnabled(params.store, 'lens-configurator'))) return null;
  setRequestLocale(toBcp47(storeView(params.store).locale));
  const urlKey = decode(params.urlKey);
  const product = await getProductByUrlKey(params.store, urlKey);
  return product && lensConfigurator(lensOptions(product.options)) ? { store: params.store, urlKey, product } : null;
}

export async function generateMetadata(props: CustomizeFrameProps): Promise<Metadata> {
  const found = await find(props);
  if (!found) return {};
  const { store, urlKey, product } = found;
  const [{ siteName }, t] = await Promise.all([
    seoText(store),
    getTranslations({ locale: toBcp47(storeView(store).locale), namespace: 'Configurator' }),
  ]);
  return buildMetadata({
    store,
    title: t('title', { name: product.name ?? '' }),
    description: t('intro'),
    path: customizePath(store, urlKey),
    siteName,
    noindex: true,
  });
}

export default async function CustomizeFramePage(props: CustomizeFrameProps) {
  // Not found: this segment's not-found page (metadata does not throw, so it is the one shown).
  const found = await find(props);
  if (!found) notFound();
  const { store, urlKey, product } = found;
  const view = storeView(store);
  const locale = toBcp47(view.locale);
  const [t, tBreadcrumbs] = await Promise.all([
    getTranslations({ locale, namespace: 'Configurator' }),
    getCatalogTranslator(store, 'Breadcrumbs'),
  ]);
  const name = product.name ?? '';
  const choices = buildProductChoices(product, { locale, currency: view.currency });

  return (
    <>
      <Breadcrumbs
        t={tBreadcrumbs}
        items={[
          { label: tBreadcrumbs('home'), href: `/${store}` },
          { label: name, href: productHref(store, product) },
          { label: t('breadcrumb') },
        ]}
      />
      <h1>{t('title', { name })}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <FrameChoiceProvider choices={choices}>
        <LensConfigurator
          store={store}
          urlKey={urlKey}
          productName={name}
          options={lensOptions(product.options)}
          pictures={framePictures(choices)}
        />
      </FrameChoiceProvider>
    </>
  );
}
