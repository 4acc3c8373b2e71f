import type { RequestContext } from '../../graphql/context';
import { inputError, noSuchEntityError } from '../../graphql/errors';
import { searchProducts, type FilterInput } from './product-search';
import { fromUid, toUid } from './uids';
import { ROOT_CATEGORY_ID } from '../store/stores';
import type { Routed } from '../cms/resolvers';

export interface CategoryRow {
  entity_id: number;
  parent_id: number | null;
  path: string;
  level: number;
  position: number;
  include_in_menu: number;
  is_active: number;
  is_anchor: number;
  image: string | null;
  created_at: string;
  updated_at: string;
  name: string;
  description: string | null;
  url_key: string;
  url_path: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

const CATEGORY_SELECT = `
  SELECT c.*, COALESCE(s.name, d.name) AS name, COALESCE(s.description, d.description) AS description,
         COALESCE(s.url_key, d.url_key) AS url_key, COALESCE(s.url_path, d.url_path) AS url_path,
         COALESCE(s.meta_title, d.meta_title) AS meta_title, COALESCE(s.meta_description, d.meta_description) AS meta_description,
         COALESCE(s.meta_keywords, d.meta_keywords) AS meta_keywords
    FROM catalog_category c
    JOIN catalog_category_store d ON d.entity_id = c.entity_id AND d.store_id = 0
    LEFT JOIN catalog_category_store s ON s.entity_id = c.entity_id AND s.store_id = @store`;

const URL_SUFFIX = '.html';

/** All active categories of the catalogue for one store view, read once per request. */
const requestCache = new WeakMap<RequestContext, Map<number, CategoryRow>>();

function categoriesFor(context: RequestContext): Map<number, CategoryRow> {
  let map = requestCache.get(context);
  if (!map) {
    const rows = context.db
      .prepare(`${CATEGORY_SELECT} WHERE c.is_active = 1 ORDER BY c.level, c.position, c.entity_id`)
      .all({ store: context.store.store_id }) as CategoryRow[];
    map = new Map(rows.map((r) => [r.entity_id, r]));
    requestCache.set(context, map);
  }
  return map;
}

export function categoryById(context: RequestContext, id: number): CategoryRow | undefined {
  return categoriesFor(context).get(id);
}

function childrenOf(context: RequestContext, parentId: number): CategoryRow[] {
  return [...categoriesFor(context).values()]
    .filter((c) => c.parent_id === parentId)
    .sort((a, b) => a.position - b.position || a.entity_id - b.entity_id);
}

function values(input: FilterInput | null | undefined): string[] {
  if (!input) return [];
  return [input.eq, ...(input.in ?? [])].filter((v): v is string => v !== null && v !== undefined).map(String);
}

interface CategoryArgs {
  filters?: Record<string, FilterInput | null> | null;
  pageSize?: number | null;
  currentPage?: number | null;
}

/** Magento's `categories` / `categoryList` filtering: within the store's root, active only. */
function findCategories(args: CategoryArgs, context: RequestContext): CategoryRow[] {
  const all = [...categoriesFor(context).values()].filter((c) => c.path.startsWith(`1/${ROOT_CATEGORY_ID}`));
  const filters = args.filters ?? {};
  const active = Object.entries(filters).filter(([, v]) => v);
  if (active.length === 0) return all.filter((c) => c.entity_id === ROOT_CATEGORY_ID);
  return all.filter((c) =>
    active.every(([key, input]) => {
      switch (key) {
        case 'category_uid':
          return values(input).map(fromUid).includes(String(c.entity_id));
        case 'ids':
          return values(input).includes(String(c.entity_id));
        case 'parent_category_uid':
          return values(input).map(fromUid).includes(String(c.parent_id));
        case 'parent_id':
          return values(input).includes(String(c.parent_id));
        case 'url_key':
          return values(input).includes(c.url_key);
        case 'url_path':
          return values(input).includes(c.url_path);
        case 'name':
          return input!.match ? c.name.toLowerCase().includes(input!.match.toLowerCase()) : true;
        default:
          return true;
      }
    }),
  );
}

function page(args: CategoryArgs): { pageSize: number; currentPage: number } {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  return { pageSize, currentPage };
}

export const categoryResolvers = {
  Query: {
    categories: (_: unknown, args: CategoryArgs, context: RequestContext) => {
      const { pageSize, currentPage } = page(args);
      const found = findCategories(args, context);
      const totalPages = Math.ceil(found.length / pageSize);
      return {
        items: found.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        total_count: found.length,
        page_info: { page_size: pageSize, current_page: currentPage, total_pages: totalPages },
      };
    },
    /** The deprecated category(id): one category of the store's tree (its root by default), as Magento's CategoryTree resolver. */
    category: (_: unknown, args: { id?: number | null }, context: RequestContext) => {
      const category = categoryById(context, args.id ?? ROOT_CATEGORY_ID);
      if (!category || !category.path.startsWith(`1/${ROOT_CATEGORY_ID}`)) throw noSuchEntityError("Category doesn't exist");
      return category;
    },
    categoryList: (_: unknown, args: CategoryArgs, context: RequestContext) => {
      const { pageSize, currentPage } = page(args);
      return findCategories(args, context).slice((currentPage - 1) * pageSize, currentPage * pageSize);
    },
  },
  CategoryInterface: { __resolveType: () => 'CategoryTree' },
  CategoryTree: {
    id: (c: CategoryRow) => c.entity_id,
    uid: (c: CategoryRow) => toUid(c.entity_id),
    path_in_store: () => null,
    canonical_url: (c: CategoryRow) => `${c.url_path}${URL_SUFFIX}`,
    url_suffix: () => URL_SUFFIX,
    default_sort_by: () => 'position',
    display_mode: () => 'PRODUCTS',
    children_count: (c: CategoryRow, _: unknown, context: RequestContext) =>
      String([...categoriesFor(context).values()].filter((x) => x.path.startsWith(`${c.path}/`)).length),
    children: (c: CategoryRow, _: unknown, context: RequestContext) => childrenOf(context, c.entity_id),
    image: (c: CategoryRow, _: unknown, context: RequestContext) =>
      c.image ? `${context.config.publicUrl}/media/catalog/category${c.image}` : null,
    product_count: (c: CategoryRow, _: unknown, context: RequestContext) => {
      const index = context.catalogIndex.get();
      let count = 0;
      for (const i of index.categoryMembers.get(c.entity_id) ?? []) if (index.visibleInCatalog[i]) count++;
      return count;
    },
    breadcrumbs: (c: CategoryRow, _: unknown, context: RequestContext) => {
      const ids = c.path.split('/').map(Number).slice(2, -1); // skip the tree root and the store root
      const crumbs = ids.map((id) => categoryById(context, id)).filter((x): x is CategoryRow => Boolean(x));
      return crumbs.length
        ? crumbs.map((x) => ({
            category_id: x.entity_id,
            category_uid: toUid(x.entity_id),
            category_name: x.name,
            category_level: x.level,
            category_url_key: x.url_key,
            category_url_path: x.url_path,
          }))
        : null;
    },
    products: (
      c: CategoryRow,
      args: { pageSize?: number; currentPage?: number; sort?: Record<string, 'ASC' | 'DESC'> },
      context: RequestContext,
    ) =>
      searchProducts(
        { filter: { category_uid: { eq: toUid(c.entity_id) } }, pageSize: args.pageSize, currentPage: args.currentPage, sort: args.sort },
        context,
      ),
    cms_block: () => null,
    created_at: (c: CategoryRow) => c.created_at,
    updated_at: (c: CategoryRow) => c.updated_at,
    relative_url: (c: CategoryRow & { routed?: Routed }) => c.routed?.relative_url ?? `${c.url_path}${URL_SUFFIX}`,
    redirect_code: (c: CategoryRow & { routed?: Routed }) => c.routed?.redirect_code ?? 0,
    type: () => 'CATEGORY',
  },
};
