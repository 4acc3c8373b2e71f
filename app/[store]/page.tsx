import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { categoryHref, getStoreConfig, getTopCategories } from '@/lib/magento/catalog';
import { isStoreCode } from '@/lib/store-views';

export const revalidate = 300;

interface StorePageProps {
  params: Promise<{ store: string }>;
}

export async function generateMetadata({ params }: StorePageProps): Promise<Metadata> {
  const { store } = await params;
  if (!isStoreCode(store)) return {};
  const config = await getStoreConfig(store);
  return { title: config.store_name ?? store };
}

export default async function StoreHomePage({ params }: StorePageProps) {
  const { store } = await params;
  if (!isStoreCode(store)) notFound();

  const [config, categories] = await Promise.all([getStoreConfig(store), getTopCategories(store)]);

  return (
    <main>
      <h1>{config.store_name}</h1>
      <nav>
        <ul>
          {categories.map((category) => (
            <li key={category.uid}>
              <Link href={categoryHref(store, category)}>{category.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
