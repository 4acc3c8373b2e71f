import { categoryHref, getStoreConfig } from '@/lib/magento/catalog';
import { SeoCategoryLevel, SeoSitemapProducts } from '@/lib/magento/operations/seo';
import { queryCatalog } from '@/lib/magento/server';
import type { SeoSitemapProductsQuery } from '@/lib/magento/generated/graphql';
import { present, productHref } from '@/lib/magento/types';
import { loadStoreViews, type StoreCode } from '@/lib/store-views';
import { alternatesFromPaths, getStorePath, getStoreUrls } from './alternates';
import { isPublicStore, publicStoreCodes, type PublicStoreCode } from './hreflang';
import { absoluteUrl } from './site';

/**
 * Sitemaps (sitemaps.org 0.9 with xhtml:link hreflang alternates): /sitemap.xml is an index of one
 * sitemap per public store view, `/sitemaps/{store}.xml`, split into `/sitemaps/{store}-{n}.xml`
 * pages when a store view has more than SITEMAP_MAX_URLS URLs. A store view's URLs, in order: its
 * home, its CMS pages, its active categories, its products.
 */

/** URLs per sitemap file (the protocol allows 50,000; the margin keeps files under 50 MB too). */
export const SITEMAP_MAX_URLS = 45_000;
/** Products per catalogue request while listing a store view's products. */
export const SITEMAP_PRODUCT_PAGE_SIZE = 300;
/** CMS pages listed besides the home page (the pages the footer links to). */
export const SITEMAP_CMS_PAGES = ['about-us', 'shipping-and-returns', 'privacy-policy'] as const;
/** The default root category (uid of category 2) when the store config names none. */
const DEFAULT_ROOT_CATEGORY_UID = 'Mg==';
/** Categories per request of the tree walk. */
const CATEGORY_PAGE_SIZE = 300;
/** Catalogue requests in flight at once for one sitemap. */
const CONCURRENCY = 6;
const SITEMAP_TAG = 'sitemap';

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  /** W3C datetime. */
  lastmod?: string;
  /** hreflang → absolute URL (x-default included), written as xhtml:link elements. */
  alternates?: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------
// File names

/** `uk.xml` for the first page of a store view's sitemap, `uk-2.xml` for the second. */
export function sitemapFileName(store: PublicStoreCode, page = 1): string {
  return page === 1 ? `${store}.xml` : `${store}-${page}.xml`;
}

/** The store view and page of a sitemap file name, or null for anything else (`default.xml`, `uk-1.xml`, `uk-0.xml`). */
export function parseSitemapFileName(file: string): { store: PublicStoreCode; page: number } | null {
  const match = /^([a-z_]+)(?:-([1-9]\d{0,5}))?\.xml$/.exec(file);
  if (!match || !isPublicStore(match[1])) return null;
  const page = match[2] ? Number(match[2]) : 1;
  if (match[2] && page === 1) return null;
  return { store: match[1], page };
}

// ---------------------------------------------------------------------------------------------
// Data

interface CategoryNode {
  uid: string;
  url_path: string | null;
  url_suffix: string | null;
  children_count: string | number | null;
}

/** Every active category under the store view's root, uid → path, walked a level at a time (top first). */
export async function getCategoryPaths(store: StoreCode): Promise<Map<string, string>> {
  const root = await rootCategoryUid(store);
  const paths = new Map<string, string>();
  let parents = [root];
  const seen = new Set(parents);
  while (parents.length) {
    const level = await categoryLevel(store, parents);
    parents = [];
    for (const category of level) {
      if (seen.has(category.uid)) continue;
      seen.add(category.uid);
      if (category.url_path) paths.set(category.uid, categoryHref(store, { ...category, name: null }));
      if (Number(category.children_count) > 0) parents.push(category.uid);
    }
  }
  return paths;
}

async function categoryLevel(store: StoreCode, parentUids: string[]): Promise<CategoryNode[]> {
  const fetchPage = (currentPage: number) =>
    queryCatalog(store, SeoCategoryLevel, { parentUids, pageSize: CATEGORY_PAGE_SIZE, currentPage }, [SITEMAP_TAG]);
  const first = await fetchPage(1);
  const totalPages = first.categories?.page_info?.total_pages ?? 1;
  const rest = await mapWithConcurrency(range(2, totalPages), CONCURRENCY, fetchPage);
  return [first, ...rest].flatMap((answer) => present(answer.categories?.items).filter((item) => !!item.uid));
}

async function rootCategoryUid(store: StoreCode): Promise<string> {
  const config = await getStoreConfig(store);
  return config.root_category_uid || DEFAULT_ROOT_CATEGORY_UID;
}

function fetchProducts(store: StoreCode, root: string, currentPage: number): Promise<SeoSitemapProductsQuery> {
  return queryCatalog(store, SeoSitemapProducts, { categoryUid: root, pageSize: SITEMAP_PRODUCT_PAGE_SIZE, currentPage }, [
    SITEMAP_TAG,
    'products',
  ]);
}

interface SitemapPlan {
  /** Home, CMS pages and categories (with their alternates when asked for). */
  pages: SitemapUrl[];
  productTotal: number;
  root: string;
}

/**
 * What a store view's sitemap holds: its pages, and how many products follow them. The pages are
 * decided by the store view alone (so counting them is cheap); `withAlternates` adds each page's
 * URL in the other public store views.
 */
async function sitemapPlan(store: PublicStoreCode, withAlternates: boolean): Promise<SitemapPlan> {
  const root = await rootCategoryUid(store);
  const [cmsPaths, categoryPaths, firstProducts] = await Promise.all([
    Promise.all(SITEMAP_CMS_PAGES.map((identifier) => getStorePath(store, { type: 'CMS_PAGE', identifier }))),
    getCategoryPaths(store),
    fetchProducts(store, root, 1),
  ]);
  const cmsPages = SITEMAP_CMS_PAGES.filter((_, index) => cmsPaths[index]);
  const pages = withAlternates
    ? [
        homeEntry(store),
        ...(await Promise.all(cmsPages.map((identifier) => cmsEntry(store, identifier)))),
        ...(await categoryEntries(store, categoryPaths)),
      ]
    : [`/${store}`, ...cmsPaths.filter((path) => path), ...categoryPaths.values()].map((path) => ({ loc: absoluteUrl(path as string) }));
  return { pages, productTotal: firstProducts.products?.total_count ?? 0, root };
}

function homeEntry(store: PublicStoreCode): SitemapUrl {
  const paths = Object.fromEntries(publicStoreCodes().map((code) => [code, `/${code}`]));
  const { canonical, languages } = alternatesFromPaths(store, paths);
  return { loc: canonical, alternates: languages };
}

/** A CMS page of the store view (it exists there) with its URL in the other store views. */
async function cmsEntry(store: PublicStoreCode, identifier: string): Promise<SitemapUrl> {
  const { canonical, languages } = alternatesFromPaths(store, await getStoreUrls(store, { type: 'CMS_PAGE', identifier }));
  return { loc: canonical, alternates: languages };
}

/** The store view's categories, each with the same category's URL in the other public store views. */
async function categoryEntries(store: PublicStoreCode, own: Map<string, string>): Promise<SitemapUrl[]> {
  const others = publicStoreCodes().filter((code) => code !== store);
  const elsewhere = await Promise.all(others.map((code) => getCategoryPaths(code).catch(() => new Map<string, string>())));
  const entries: SitemapUrl[] = [];
  for (const [uid, path] of own) {
    const paths: Partial<Record<StoreCode, string>> = { [store]: path };
    others.forEach((code, index) => {
      const other = elsewhere[index].get(uid);
      if (other) paths[code] = other;
    });
    const { canonical, languages } = alternatesFromPaths(store, paths);
    entries.push({ loc: canonical, alternates: languages });
  }
  return entries;
}

/** The sitemap files of a store view (one, unless it has more than SITEMAP_MAX_URLS URLs). */
export async function getSitemapFiles(store: PublicStoreCode): Promise<string[]> {
  const plan = await sitemapPlan(store, false);
  const pages = Math.max(1, Math.ceil((plan.pages.length + plan.productTotal) / SITEMAP_MAX_URLS));
  return range(1, pages).map((page) => sitemapFileName(store, page));
}

/** The URLs of one page of a store view's sitemap, or null when the store view has no such page. */
export async function getSitemapUrls(store: PublicStoreCode, page = 1): Promise<SitemapUrl[] | null> {
  const plan = await sitemapPlan(store, true);
  const total = plan.pages.length + plan.productTotal;
  const start = (page - 1) * SITEMAP_MAX_URLS;
  if (page < 1 || (page > 1 && start >= total)) return null;
  const end = Math.min(start + SITEMAP_MAX_URLS, total);

  const urls = plan.pages.slice(start, end);
  const productStart = Math.max(0, start - plan.pages.length);
  const productEnd = Math.max(0, end - plan.pages.length);
  if (productEnd > productStart) {
    const firstPage = Math.floor(productStart / SITEMAP_PRODUCT_PAGE_SIZE) + 1;
    const lastPage = Math.ceil(productEnd / SITEMAP_PRODUCT_PAGE_SIZE);
    const answers = await mapWithConcurrency(range(firstPage, lastPage), CONCURRENCY, (n) => fetchProducts(store, plan.root, n));
    const products = answers.flatMap((answer) => answer.products?.items ?? []);
    const offset = (firstPage - 1) * SITEMAP_PRODUCT_PAGE_SIZE;
    for (const product of products.slice(productStart - offset, productEnd - offset)) {
      if (!product?.url_key) continue;
      const lastmod = w3cDate(product.updated_at);
      urls.push({ loc: absoluteUrl(productHref(store, product)), ...(lastmod ? { lastmod } : {}) });
    }
  }
  return urls;
}

/**
 * The XML of /sitemap.xml: every public store view's sitemap files. A store view whose catalogue does
 * not answer (a backend down during `next build`) is listed with its first file, which always exists.
 */
export async function sitemapIndexDocument(): Promise<string> {
  await loadStoreViews().catch(() => []);
  const files = await Promise.all(publicStoreCodes().map((store) => getSitemapFiles(store).catch(() => [sitemapFileName(store)])));
  return sitemapIndexXml(files.flat().map((file) => absoluteUrl(`/sitemaps/${file}`)));
}

/** The XML of /sitemaps/{file}, or null when there is no such sitemap file. */
export async function sitemapFileDocument(file: string): Promise<string | null> {
  await loadStoreViews().catch(() => []);
  const parsed = parseSitemapFileName(file);
  const urls = parsed ? await getSitemapUrls(parsed.store, parsed.page) : null;
  return urls ? urlsetXml(urls) : null;
}

// ---------------------------------------------------------------------------------------------
// XML

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/** A `<urlset>` with `<url><loc>` (+ `<lastmod>`, + `<xhtml:link rel="alternate" hreflang>`) per URL. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const lines = [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`];
  for (const url of urls) {
    lines.push('  <url>', `    <loc>${escapeXml(url.loc)}</loc>`);
    if (url.lastmod) lines.push(`    <lastmod>${escapeXml(url.lastmod)}</lastmod>`);
    for (const [hreflang, href] of Object.entries(url.alternates ?? {})) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
    }
    lines.push('  </url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** A `<sitemapindex>` of the given absolute sitemap URLs. */
export function sitemapIndexXml(locs: readonly string[]): string {
  const lines = [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`];
  for (const loc of locs) lines.push('  <sitemap>', `    <loc>${escapeXml(loc)}</loc>`, '  </sitemap>');
  lines.push('</sitemapindex>', '');
  return lines.join('\n');
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Magento's `2026-01-15 10:00:00` (UTC) or an ISO date as a W3C datetime; undefined when unreadable. */
export function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const magento = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}:\d{2}))?$/.exec(value.trim());
  const time = magento ? Date.parse(`${magento[1]}T${magento[2] ?? '00:00:00'}Z`) : Date.parse(value);
  if (!Number.isFinite(time)) return undefined;
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

// ---------------------------------------------------------------------------------------------

function range(from: number, to: number): number[] {
  return to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** `fn` over `items` with at most `limit` calls in flight; results in the order of `items`. */
async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
