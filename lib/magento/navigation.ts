import { shortenPageLife } from '@/lib/cache/page-life';
import { loadStoreViews, storeViews } from '@/lib/store-views';
import { cache } from 'react';
import { GetCmsPage, GetFooterLinks, GetNavigationMenu } from './operations/navigation';
import { queryCatalog } from './server';
import type { GetCmsPageQuery, GetFooterLinksQuery, MenuCategoryFieldsFragment } from './generated/graphql';
import { present } from './types';

/** A category as the menu shows it. */
export interface MenuCategory {
  uid: string;
  name: string;
  url_path: string;
  url_suffix: string | null;
  position: number;
  children: MenuCategory[];
}

/** What menuCategories reads of a level of GetNavigationMenu's category tree (each level selects MenuCategoryFields). */
type MenuCategoryAnswer = Omit<MenuCategoryFieldsFragment, 'children_count'> & {
  children?: ReadonlyArray<MenuCategoryAnswer | null> | null;
};

/** Categories shown in the menu (include_in_menu, with a name and a path), by position, with their menu children. */
export function menuCategories(answers: ReadonlyArray<MenuCategoryAnswer | null> | null | undefined): MenuCategory[] {
  return present(answers)
    .filter((category) => category.include_in_menu !== 0 && category.name && category.url_path)
    .map((category) => ({
      uid: category.uid,
      name: category.name as string,
      url_path: category.url_path as string,
      url_suffix: category.url_suffix,
      position: category.position ?? 0,
      children: menuCategories(category.children),
    }))
    .sort((a, b) => a.position - b.position);
}

/**
 * The header and footer frame every page: when the backend cannot answer for them, the page
 * still renders (without the menu) and its own content reports the failure in the shopper's
 * language, rather than the whole page failing on a menu. Such a page is cached for seconds, not
 * minutes (lib/cache/page-life.ts), so the whole page is back soon after the backend.
 */
async function withFallback<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`[storefront] ${what} unavailable:`, error instanceof Error ? error.message : error);
    await shortenPageLife();
    return fallback;
  }
}

/** The top categories of the store view's menu, each with its menu subcategories. */
export const getNavigationMenu = cache((store: string): Promise<MenuCategory[]> =>
  withFallback('menu', () => loadNavigationMenu(store), []),
);

async function loadNavigationMenu(store: string): Promise<MenuCategory[]> {
  const data = await queryCatalog(store, GetNavigationMenu, {}, ['categories']);
  return menuCategories(data.categories?.items?.[0]?.children);
}

/** Storefront path of a menu category. */
export function menuCategoryHref(store: string, category: Pick<MenuCategory, 'url_path' | 'url_suffix'>): string {
  return `/${store}/${category.url_path}${category.url_suffix ?? ''}`;
}

export interface CmsPageLink {
  identifier: string;
  title: string;
  href: string;
}

export interface FooterLinks {
  /** The footer's CMS pages that exist in the store view, in order. */
  pages: CmsPageLink[];
  copyright: string | null;
}

type CmsPageTitle = NonNullable<GetFooterLinksQuery['aboutUs']>;

/** Storefront path of a CMS page: `/{store}/{url_key}`. */
export function cmsPageHref(store: string, page: { identifier?: string | null; url_key?: string | null }): string {
  return `/${store}/${page.url_key || page.identifier || ''}`;
}

/** The footer's CMS links (about us, shipping and returns, privacy policy) with their titles, and the copyright. */
export const getFooterLinks = cache((store: string): Promise<FooterLinks> =>
  withFallback('footer links', () => loadFooterLinks(store), { pages: [], copyright: null }),
);

async function loadFooterLinks(store: string): Promise<FooterLinks> {
  const data = await queryCatalog(store, GetFooterLinks, {}, ['cms', 'store-config']);
  const pages = [data.aboutUs, data.shippingAndReturns, data.privacyPolicy]
    .filter((page): page is CmsPageTitle => Boolean(page?.identifier && page.title))
    .map((page) => ({ identifier: page.identifier as string, title: page.title as string, href: cmsPageHref(store, page) }));
  return { pages, copyright: data.storeConfig?.copyright || null };
}

export interface StoreViewName {
  code: string;
  name: string;
}

/**
 * Every store view of the shop with its name, in the backend's order (lib/store-views.ts loads
 * them, and keeps the last list known while the backend is down). With no list known at all the
 * switcher and the footer have none to show, and the page is cached for seconds only.
 */
export async function getStoreViewNames(): Promise<StoreViewName[]> {
  const views = await loadStoreViews().catch(() => storeViews());
  if (views.length === 0) await shortenPageLife();
  return views.map((view) => ({ code: view.code, name: view.name }));
}

export type CmsPage = NonNullable<GetCmsPageQuery['cmsPage']>;

/** A CMS page of the store view, or null when it does not exist there. Cached per request and in Next's data cache. */
export const getCmsPage = cache(async (store: string, identifier: string): Promise<CmsPage | null> => {
  const data = await queryCatalog(store, GetCmsPage, { identifier }, [`cms:${identifier}`]);
  return data.cmsPage ?? null;
});

// The header's suggestions run in the browser: they live in a module without the server's catalogue
// fetch (./server, the cache tag index), so the page's client code does not carry those.
export { fetchSearchSuggestions, SUGGESTION_MIN_LENGTH, type SearchSuggestion, type SearchSuggestions } from './search-suggestions';
