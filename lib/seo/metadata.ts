import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { categoryHref } from '@/lib/magento/catalog';
import { productHref } from '@/lib/magento/types';
import { storeView, toBcp47, type StoreCode } from '@/lib/store-views';
import { getAlternates, type Alternates } from './alternates';
import { hreflangByStore, isPublicStore, openGraphLocale, xDefaultStore, type PublicStoreCode } from './hreflang';
import { absoluteUrl, siteOrigin } from './site';
import { metaDescription } from './text';

/** Size of the backend's catalogue images (products and categories): 1000×500, 2:1. */
export const CATALOG_IMAGE_SIZE = { width: 1000, height: 500 } as const;

export interface SeoImage {
  /** Absolute URL (backend media) or a site path. */
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

export interface BuildMetadataInput {
  store: StoreCode;
  /** The page's title without the shop name (the layout's template adds ` | Brillora`); a title that already names the shop is used as it is. */
  title: string;
  description: string;
  /** The page's own path (`/uk/sunglasses.html`): the canonical URL when `alternates` is not given. */
  path: string;
  alternates?: Alternates;
  /** The shop's name (messages `Common.shopName`). */
  siteName: string;
  image?: SeoImage | null;
  type?: 'website' | 'product';
  /** Keep the page out of search results (links are still followed). */
  noindex?: boolean;
}

/** Metadata of a page for `generateMetadata`: title, description, canonical + hreflang, Open Graph, Twitter card, robots. */
export function buildMetadata({
  store,
  title,
  description,
  path,
  alternates,
  siteName,
  image,
  type = 'website',
  noindex,
}: BuildMetadataInput): Metadata {
  // `default` is no public market (no hreflang, no sitemap) but serves the `eu` catalogue: its
  // pages stay out of the index and name their `eu` twin as canonical, so they are no duplicates.
  const duplicate = !isPublicStore(store);
  const canonical = duplicate
    ? (alternates?.languages['x-default'] ?? absoluteUrl(twinPath(path)))
    : (alternates?.canonical ?? absoluteUrl(path));
  const languages = duplicate ? {} : (alternates?.languages ?? {});
  const locale = openGraphLocale(storeView(store).locale);
  const alternateLocale = [
    ...new Set(
      Object.keys(languages)
        .map((tag) => storeByHreflang().get(tag))
        .filter((code): code is PublicStoreCode => code !== undefined)
        .map((code) => openGraphLocale(storeView(code).locale))
        .filter((other) => other !== locale),
    ),
  ];
  const images = image?.url
    ? [
        {
          url: absoluteUrl(image.url),
          ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
          alt: image.alt || title,
        },
      ]
    : undefined;

  const metadata: Metadata = {
    title: title.includes(siteName) ? { absolute: title } : title,
    description,
    alternates: { canonical, languages },
    openGraph: {
      ...(type === 'website' ? { type: 'website' as const } : {}),
      title,
      description,
      url: canonical,
      siteName,
      locale,
      ...(alternateLocale.length ? { alternateLocale } : {}),
      ...(images ? { images } : {}),
    },
    twitter: { card: 'summary_large_image', title, description, ...(images ? { images } : {}) },
    robots: noindex || duplicate ? { index: false, follow: true } : { index: true, follow: true },
  };
  // Next's openGraph has no `product` type: write og:type ourselves.
  if (type === 'product') metadata.other = { 'og:type': 'product' };
  return metadata;
}

function storeByHreflang(): Map<string, PublicStoreCode> {
  return new Map([...hreflangByStore()].map(([code, tag]) => [tag, code]));
}

/** A non-public store view's path on its public twin (`/default/x.html` → `/eu/x.html`). */
function twinPath(path: string): string {
  return path.replace(/^\/[^/?#]+(?=[/?#]|$)/, `/${xDefaultStore()}`);
}

/** Metadata of `app/[store]/layout.tsx`: metadataBase, the `%s | Brillora` title template, the default description. */
export async function rootMetadata(store: StoreCode): Promise<Metadata> {
  const { siteName, t } = await seoText(store);
  return {
    metadataBase: new URL(siteOrigin()),
    title: { default: siteName, template: `%s | ${siteName}` },
    description: t('defaultDescription'),
    applicationName: siteName,
    openGraph: { type: 'website', siteName, locale: openGraphLocale(storeView(store).locale) },
    twitter: { card: 'summary_large_image' },
  };
}

/** What productMetadata reads of a product (the product page's data has all of it). */
export interface ProductSeoSource {
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
  short_description?: { html: string | null } | null;
  description?: { html: string | null } | null;
  media_gallery?:
    readonly ({ url: string | null; label: string | null; position?: number | null; disabled?: boolean | null } | null)[] | null;
  small_image?: { url: string | null; label: string | null } | null;
}

export async function productMetadata(store: StoreCode, product: ProductSeoSource): Promise<Metadata> {
  const { siteName, t } = await seoText(store);
  const path = productHref(store, { url_key: product.url_key, url_suffix: product.url_suffix ?? null });
  const alternates = product.sku ? await getAlternates(store, { type: 'PRODUCT', sku: product.sku }, { path }) : undefined;
  const title = product.meta_title || product.name || siteName;
  return buildMetadata({
    store,
    title,
    description:
      metaDescription(product.meta_description, product.short_description?.html, product.description?.html) ?? t('defaultDescription'),
    path,
    alternates,
    siteName,
    image: productImage(product),
    type: 'product',
  });
}

/** The product's first enabled gallery image (by position), else its small image. */
export function productImage(product: Pick<ProductSeoSource, 'media_gallery' | 'small_image' | 'name'>): SeoImage | null {
  const gallery = (product.media_gallery ?? [])
    .filter((entry): entry is NonNullable<typeof entry> => !!entry?.url && !entry.disabled)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const picture = gallery[0] ?? (product.small_image?.url ? product.small_image : null);
  if (!picture?.url) return null;
  return { url: picture.url, ...CATALOG_IMAGE_SIZE, alt: picture.label || product.name || undefined };
}

/** What categoryMetadata reads of a category. */
export interface CategorySeoSource {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
  description?: string | null;
  image?: string | null;
}

/**
 * A category page. Page 2 and later are their own canonical pages (`?p=2`, alternates too); filter
 * and sort parameters are not part of the canonical URL, so every filtered view points to its category.
 */
export async function categoryMetadata(store: StoreCode, category: CategorySeoSource, options: { page?: number } = {}): Promise<Metadata> {
  const { siteName, t } = await seoText(store);
  const page = options.page && Number.isInteger(options.page) && options.page > 1 ? options.page : 1;
  const path = categoryHref(store, category);
  const search = page > 1 ? `?p=${page}` : '';
  const alternates = await getAlternates(store, { type: 'CATEGORY', uid: category.uid }, { path, search });
  const baseTitle = category.meta_title || category.name || siteName;
  return buildMetadata({
    store,
    // "Eyeglasses | Brillora" on page 2 is "Eyeglasses – page 2 | Brillora", not "Eyeglasses | Brillora – page 2".
    title: page > 1 ? t('pageTitle', { title: withoutSiteName(baseTitle, siteName), page }) : baseTitle,
    description: metaDescription(category.meta_description, category.description) ?? t('defaultDescription'),
    path: `${path}${search}`,
    alternates,
    siteName,
    image: category.image ? { url: category.image, ...CATALOG_IMAGE_SIZE, alt: category.name ?? undefined } : null,
  });
}

/** What cmsMetadata reads of a CMS page (`cmsPage(identifier:)`). */
export interface CmsPageSeoSource {
  identifier: string | null;
  url_key?: string | null;
  title?: string | null;
  content_heading?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
  content?: string | null;
}

/** A CMS page at `/{store}/{url_key}`; the `home` page is the store view's home (`/{store}`). */
export async function cmsMetadata(store: StoreCode, page: CmsPageSeoSource): Promise<Metadata> {
  if (page.identifier === 'home') return homeMetadata(store, page);
  const { siteName, t } = await seoText(store);
  const path = `/${store}/${page.url_key || page.identifier || ''}`;
  const alternates = page.identifier ? await getAlternates(store, { type: 'CMS_PAGE', identifier: page.identifier }, { path }) : undefined;
  return buildMetadata({
    store,
    title: page.meta_title || page.title || page.content_heading || siteName,
    description: metaDescription(page.meta_description, page.content) ?? t('defaultDescription'),
    path,
    alternates,
    siteName,
  });
}

/** What homeMetadata reads: the CMS home page (`cmsPage(identifier: "home")`) and/or the store config's defaults. */
export interface HomeSeoSource {
  meta_title?: string | null;
  meta_description?: string | null;
  default_title?: string | null;
  default_description?: string | null;
}

/** The store view's home page (`/{store}`); its title is used as it is (no ` | Brillora` added twice). */
export async function homeMetadata(store: StoreCode, home: HomeSeoSource | null = null): Promise<Metadata> {
  const { siteName, t } = await seoText(store);
  const path = `/${store}`;
  const alternates = await getAlternates(store, { type: 'HOME' }, { path });
  const title = home?.meta_title || home?.default_title || siteName;
  const metadata = buildMetadata({
    store,
    title,
    description: metaDescription(home?.meta_description, home?.default_description) ?? t('defaultDescription'),
    path,
    alternates,
    siteName,
  });
  return { ...metadata, title: { absolute: title } };
}

/** The search page `/{store}/search.html?query=…`: canonical keeps the query (and nothing else). */
export async function searchMetadata(store: StoreCode, query?: string | null): Promise<Metadata> {
  const { siteName, t } = await seoText(store);
  const term = query?.trim();
  const search = term ? `?query=${encodeURIComponent(term)}` : '';
  const alternates = await getAlternates(store, { type: 'STATIC', path: '/search.html' }, { search });
  return buildMetadata({
    store,
    title: term ? t('searchResultsTitle', { query: term }) : t('searchTitle'),
    description: t('searchDescription'),
    path: `/${store}/search.html${search}`,
    alternates,
    siteName,
  });
}

/**
 * A route of the storefront itself (`/contact`, `/cart`, `/sign-in`...), the same path in every store
 * view. Pages behind sign-in or personal to a shopper should pass `noindex: true`.
 */
export async function staticPageMetadata(
  store: StoreCode,
  page: { path: string; title: string; description?: string; noindex?: boolean },
): Promise<Metadata> {
  const { siteName, t } = await seoText(store);
  const alternates = await getAlternates(store, { type: 'STATIC', path: page.path });
  return buildMetadata({
    store,
    title: page.title,
    description: page.description || t('defaultDescription'),
    path: alternates.canonical,
    alternates,
    siteName,
    noindex: page.noindex,
  });
}

/** A title without a trailing shop name (`Eyeglasses | Brillora` → `Eyeglasses`); the title itself when that leaves nothing. */
export function withoutSiteName(title: string, siteName: string): string {
  const escaped = siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return title.replace(new RegExp(`\\s*[|–—:-]\\s*${escaped}\\s*$`), '').trim() || title;
}

/** The shop's name and the `Seo` messages in the store view's language. */
export async function seoText(store: StoreCode) {
  const locale = toBcp47(storeView(store).locale);
  const [common, t] = await Promise.all([getTranslations({ locale, namespace: 'Common' }), getTranslations({ locale, namespace: 'Seo' })]);
  return { siteName: common('shopName'), t };
}
