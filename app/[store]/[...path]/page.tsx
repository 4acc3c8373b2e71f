import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { CategoryView } from '@/components/catalog/CategoryView';
import { CmsPageView } from '@/components/cms/CmsPageView';
import { ProductView } from '@/components/product/ProductView';
import { JsonLd } from '@/components/seo/JsonLd';
import { getCategory } from '@/lib/magento/listing';
import { getCmsPage } from '@/lib/magento/navigation';
import { getProductByUrlKey } from '@/lib/magento/product';
import { resolveRoute, routeOutcome, type RouteOutcome } from '@/lib/magento/route';
import { decodeSegment, splitCatalogPath } from '@/lib/routing/static-routes';
import { categoryMetadata, cmsMetadata, productMetadata } from '@/lib/seo/metadata';
import { categoryPageJsonLd, productPageJsonLd } from '@/lib/seo/structured-data';
import { isStoreCode, storeView, toBcp47, type StoreCode } from '@/lib/store-views';

/**
 * Every URL that is not one of the shop's own pages: the catalogue route resolver of the
 * specification's section 2. Rendered per store view on first request and cached; the listing
 * state arrives in the path (see middleware), so no request data is read while rendering.
 */
export const revalidate = 300;

export function generateStaticParams(): { store: string; path: string[] }[] {
  return [];
}

interface CatalogPageProps {
  params: Promise<{ store: string; path: string[] }>;
}

async function resolve(props: CatalogPageProps): Promise<{ store: StoreCode; query: Record<string, string>; outcome: RouteOutcome }> {
  const { store, path } = await props.params;
  if (!isStoreCode(store)) notFound();
  setRequestLocale(toBcp47(storeView(store).locale));
  const decoded = path.map(decodeSegment);
  const { path: segments, query } = splitCatalogPath(decoded.some((segment) => segment === null) ? [] : (decoded as string[]));
  // Undecodable percent-encoding, or no path at all (the middleware's rewrite of a malformed URL).
  if (!segments.length) notFound();
  const route = await resolveRoute(store, segments.join('/'));
  return { store, query, outcome: routeOutcome(store, route) };
}

function followRedirects(outcome: RouteOutcome, query: Record<string, string>): void {
  if (outcome.kind === 'external') redirect(outcome.location);
  if (outcome.kind === 'redirect') {
    // The middleware answers Magento's 301/302 before rendering; this covers it being bypassed.
    const search = new URLSearchParams(query).toString();
    const location = search ? `${outcome.location}?${search}` : outcome.location;
    if (outcome.status === 301) permanentRedirect(location);
    redirect(location);
  }
  if (outcome.kind === 'not-found') notFound();
}

export async function generateMetadata(props: CatalogPageProps): Promise<Metadata> {
  const { store, query, outcome } = await resolve(props);
  if (outcome.kind !== 'page') return {};
  const { route } = outcome;
  if (route.type === 'CATEGORY' && route.uid) {
    const category = await getCategory(store, route.uid);
    return category ? categoryMetadata(store, category, { page: Number(query.p) || 1 }) : {};
  }
  if (route.type === 'PRODUCT' && route.url_key) {
    const product = await getProductByUrlKey(store, route.url_key);
    return product ? productMetadata(store, product) : {};
  }
  if (route.type === 'CMS_PAGE' && route.identifier) {
    const page = await getCmsPage(store, route.identifier);
    return page ? cmsMetadata(store, page) : {};
  }
  return {};
}

export default async function CatalogPage(props: CatalogPageProps) {
  const { store, query, outcome } = await resolve(props);
  followRedirects(outcome, query);
  if (outcome.kind !== 'page') notFound();
  const { route } = outcome;

  if (route.type === 'CATEGORY' && route.uid) {
    const category = await getCategory(store, route.uid);
    if (!category) notFound();
    return (
      <>
        <JsonLd data={await categoryPageJsonLd(store, category)} />
        <CategoryView store={store} uid={route.uid} searchParams={query} />
      </>
    );
  }
  if (route.type === 'PRODUCT' && route.url_key) {
    const product = await getProductByUrlKey(store, route.url_key);
    if (!product) notFound();
    return (
      <>
        <JsonLd data={await productPageJsonLd(store, product)} />
        <ProductView store={store} urlKey={route.url_key} searchParams={query} />
      </>
    );
  }
  if (route.type === 'CMS_PAGE' && route.identifier) return <CmsPageView store={store} identifier={route.identifier} />;
  notFound();
}
