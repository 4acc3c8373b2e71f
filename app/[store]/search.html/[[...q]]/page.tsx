import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { SearchView } from '@/components/catalog/SearchView';
import { decodeSegment, splitCatalogPath } from '@/lib/routing/static-routes';
import { searchMetadata } from '@/lib/seo/metadata';
import { isStoreCode, storeView, toBcp47 } from '@/lib/store-views';

/** `/{store}/search.html?query=…`: the middleware moves the query into the path so results cache. */
export const revalidate = 300;

export function generateStaticParams(): { store: string; q: string[] }[] {
  return [];
}

interface SearchPageProps {
  params: Promise<{ store: string; q?: string[] }>;
}

async function read(props: SearchPageProps) {
  const { store, q = [] } = await props.params;
  if (!isStoreCode(store)) notFound();
  setRequestLocale(toBcp47(storeView(store).locale));
  const decoded = q.map(decodeSegment);
  // Undecodable percent-encoding names no search: the not-found page, never a server error.
  if (decoded.some((segment) => segment === null)) notFound();
  return { store, query: splitCatalogPath(decoded as string[]).query };
}

export async function generateMetadata(props: SearchPageProps): Promise<Metadata> {
  const { store, query } = await read(props);
  return searchMetadata(store, query.query);
}

export default async function SearchPage(props: SearchPageProps) {
  const { store, query } = await read(props);
  return <SearchView store={store} searchParams={query} />;
}
