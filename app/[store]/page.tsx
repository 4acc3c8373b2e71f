import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { HomeView } from '@/components/catalog/HomeView';
import { getStoreConfig } from '@/lib/magento/catalog';
import { getCmsPage } from '@/lib/magento/navigation';
import { homeMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';

/** A store view's home: its CMS home page, featured categories and products. */
export const revalidate = 300;

interface StorePageProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: StorePageProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const [config, home] = await Promise.all([getStoreConfig(store), getCmsPage(store, 'home')]);
  return homeMetadata(store, { ...config, meta_title: home?.meta_title, meta_description: home?.meta_description });
}

export default async function StoreHomePage({ params }: StorePageProps) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();
  setRequestLocale(toBcp47(storeView(store).locale));
  const home = await getCmsPage(store, 'home');
  return <HomeView store={store} cmsHtml={home?.content ?? ''} />;
}
