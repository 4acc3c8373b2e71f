import { create } from 'zustand';

/**
 * Catalog state (specification, sections 3 and 4 "Catalog"): the category tree as far as the
 * shopper has opened it, and the paging of the product list.
 */

/** Products per page and the first page (specification, section 9). */
export const DEFAULT_PAGE_SIZE = 6;
export const FIRST_PAGE = 1;

/** A category as Magento's `categories` / `categoryList` answers it. */
export interface CategoryInput {
  uid: string;
  name: string | null;
  url_path: string | null;
  /** Magento answers a string (`CategoryTree.children_count: String`). */
  children_count: number | string | null;
  position: number | null;
  /** Omitted when the answer did not ask for this level's children. */
  children?: readonly CategoryInput[] | null;
}

export interface Category {
  uid: string;
  name: string | null;
  url_path: string | null;
  /** Uids sorted by position, then uid; null until this category's children were merged. */
  children: readonly string[] | null;
  children_count: number;
  parentId: string | null;
  position: number | null;
}

export interface CatalogStateFields {
  categories: Readonly<Record<string, Category>>;
  currentPage: number;
  pageSize: number;
  /** Number of products on the previous page, so the grid keeps its height while loading. */
  prevPageTotal: number | null;
}

export interface CatalogActions {
  /** Merges a category with its children, once: a category whose children are known is kept. */
  mergeCategory(category: CategoryInput): void;
  setCurrentPage(page: number): void;
  /** The store config may override the default of 6. */
  setPageSize(size: number): void;
  setPrevPageTotal(total: number | null): void;
}

export type CatalogState = CatalogStateFields & CatalogActions;

/** Position first, categories without one last, then uid so the order never depends on input. */
function byPositionThenUid(a: CategoryInput, b: CategoryInput): number {
  const byPosition = (a.position ?? Infinity) - (b.position ?? Infinity);
  if (byPosition !== 0 && !Number.isNaN(byPosition)) return byPosition;
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;
}

function toCategory(input: CategoryInput, parentId: string | null): Category {
  return {
    uid: input.uid,
    name: input.name,
    url_path: input.url_path,
    children: null,
    children_count: Number(input.children_count ?? 0) || 0,
    parentId,
    position: input.position,
  };
}

/** Adds `input` and, recursively, the children it brings, into `categories` (mutated). */
function mergeInto(categories: Record<string, Category>, input: CategoryInput, parentId: string | null): void {
  const known = categories[input.uid];
  if (known?.children || !input.children) {
    // Only the parent link is news here: a known entry keeps what it already has.
    categories[input.uid] = known ? { ...known, parentId: parentId ?? known.parentId } : toCategory(input, parentId);
    return;
  }

  const children = [...input.children].sort(byPositionThenUid);
  categories[input.uid] = {
    ...toCategory(input, parentId ?? known?.parentId ?? null),
    children: children.map((child) => child.uid),
  };
  for (const child of children) mergeInto(categories, child, input.uid);
}

function assertPositiveInteger(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${value}`);
  }
}

export function createCatalogStore(initial: Partial<CatalogStateFields> = {}) {
  return create<CatalogState>()((set, get) => ({
    categories: {},
    currentPage: FIRST_PAGE,
    pageSize: DEFAULT_PAGE_SIZE,
    prevPageTotal: null,
    ...initial,

    mergeCategory(category) {
      // Merging once only (specification, section 4): a repeated answer changes nothing.
      if (get().categories[category.uid]?.children) return;
      const categories = { ...get().categories };
      mergeInto(categories, { ...category, children: category.children ?? [] }, null);
      set({ categories });
    },

    setCurrentPage(page) {
      assertPositiveInteger('currentPage', page);
      set({ currentPage: page });
    },

    setPageSize(size) {
      assertPositiveInteger('pageSize', size);
      set({ pageSize: size });
    },

    setPrevPageTotal(total) {
      set({ prevPageTotal: total });
    },
  }));
}

export type CatalogStore = ReturnType<typeof createCatalogStore>;

export const useCatalogStore: CatalogStore = createCatalogStore();
