/**
 * The URL parameters of the catalogue listings (category pages and `/{store}/search.html`), with
 * Magento Luma's names:
 *
 *   query=...                      search text (search page only)
 *   category_uid=Mw==,NA==         category filter (search page only; a category page is its own filter)
 *   frame_shape=12,14  color=3 ... one parameter per filterable attribute, comma-separated option values
 *   price=100_200                  a price range, Magento's aggregation value (`200_*`: 200 and above)
 *   product_list_order=price       position | name | price | relevance (relevance on the search page only)
 *   product_list_dir=desc          asc | desc
 *   p=2                            page, from 1
 *
 * Parsing never fails: an invalid or unknown value falls back to the default. Building gives the
 * canonical address of a listing state: keys in the order above, values sorted and de-duplicated,
 * defaults left out, so every filtered listing has exactly one shareable URL.
 */

export const FILTERABLE_ATTRIBUTES = [
  'frame_shape',
  'color',
  'frame_material',
  'gender',
  'brand',
  'frame_size',
  'lens_width',
  'bridge_width',
  'temple_length',
  'polarized',
] as const;

export type FilterableAttribute = (typeof FILTERABLE_ATTRIBUTES)[number];

/** Option-list filters: the category filter (search only) and the shop's attributes, in URL order. */
export const FILTER_CODES = ['category_uid', ...FILTERABLE_ATTRIBUTES] as const;
export type FilterCode = (typeof FILTER_CODES)[number];

export const PRICE_PARAM = 'price';

/** Every parameter that filters: the option-list filters and the price range. */
export type FilterParam = FilterCode | typeof PRICE_PARAM;
export const QUERY_PARAM = 'query';
export const PAGE_PARAM = 'p';
export const ORDER_PARAM = 'product_list_order';
export const DIRECTION_PARAM = 'product_list_dir';

export const SORT_KEYS = ['position', 'name', 'price', 'relevance'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** A category page sorts by position by default; the search page by relevance. */
export type ListingKind = 'category' | 'search';

/** Longest search text kept (Magento's default maximum query length). */
export const MAX_QUERY_LENGTH = 128;
const MAX_VALUES_PER_FILTER = 50;
export const MAX_PAGE = 100_000;

export interface ListingState {
  kind: ListingKind;
  /** From 1. */
  page: number;
  sort: SortKey;
  direction: SortDirection;
  /** Selected option values per filter, sorted and de-duplicated; absent or empty = not filtered. */
  filters: Partial<Record<FilterCode, string[]>>;
  /** A price range as Magento's aggregation value (`100_200`, `200_*`), or null. */
  price: string | null;
  /** Search text, trimmed (empty on category pages). */
  query: string;
}

export type SearchParamsInput = Record<string, string | string[] | undefined> | URLSearchParams;

export function defaultSort(kind: ListingKind): SortKey {
  return kind === 'search' ? 'relevance' : 'position';
}

/** Relevance reads best-first; the others A→Z and low→high. */
export function defaultDirection(sort: SortKey): SortDirection {
  return sort === 'relevance' ? 'desc' : 'asc';
}

/** The sort keys a listing of this kind offers, in menu order. */
export function sortKeysFor(kind: ListingKind): SortKey[] {
  return kind === 'search' ? ['relevance', 'position', 'name', 'price'] : ['position', 'name', 'price'];
}

export function isFilterCode(code: string): code is FilterCode {
  return (FILTER_CODES as readonly string[]).includes(code);
}

export function emptyListingState(kind: ListingKind): ListingState {
  const sort = defaultSort(kind);
  return { kind, page: 1, sort, direction: defaultDirection(sort), filters: {}, price: null, query: '' };
}

// ---------------------------------------------------------------------------------------------
// Parsing

function allValues(params: SearchParamsInput, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function firstValue(params: SearchParamsInput, key: string): string | undefined {
  return allValues(params, key)[0];
}

const ATTRIBUTE_VALUE = /^[A-Za-z0-9_.-]{1,40}$/;
const CATEGORY_UID_VALUE = /^[A-Za-z0-9+/=_-]{1,64}$/;
const PRICE_VALUE = /^(\d{1,9}(?:\.\d{1,4})?)_(\d{1,9}(?:\.\d{1,4})?|\*)?$/;

/** Numbers in numeric order, anything else after them in code-point order. */
function compareValues(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  const aNumeric = a !== '' && Number.isFinite(x);
  const bNumeric = b !== '' && Number.isFinite(y);
  if (aNumeric && bNumeric) return x - y || (a < b ? -1 : a > b ? 1 : 0);
  if (aNumeric !== bNumeric) return aNumeric ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function normaliseValues(values: Iterable<string>): string[] {
  return [...new Set(values)].sort(compareValues).slice(0, MAX_VALUES_PER_FILTER);
}

function parseFilterValues(code: FilterCode, raw: string[]): string[] {
  const pattern = code === 'category_uid' ? CATEGORY_UID_VALUE : ATTRIBUTE_VALUE;
  const values = raw
    .flatMap((entry) => entry.split(','))
    .map((value) => value.trim())
    .filter((value) => pattern.test(value));
  return normaliseValues(values);
}

/** `100_200` → `100_200`; `200_` and `200_*` → `200_*`; anything else (or from ≥ to) → null. */
export function normalisePrice(raw: string | undefined): string | null {
  const match = raw === undefined ? null : PRICE_VALUE.exec(raw.trim());
  if (!match) return null;
  const from = Number(match[1]);
  const to = match[2] === undefined || match[2] === '*' ? null : Number(match[2]);
  if (to !== null && to <= from) return null;
  return `${from}_${to === null ? '*' : to}`;
}

/** A price value as numbers: `100_200` → { from: 100, to: 200 }, `200_*` → { from: 200, to: null }. */
export function priceBounds(value: string): { from: number; to: number | null } | null {
  const normalised = normalisePrice(value);
  if (!normalised) return null;
  const [from, to] = normalised.split('_');
  return { from: Number(from), to: to === '*' ? null : Number(to) };
}

export function normaliseQuery(raw: string | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
}

function parsePage(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,9}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Reads a listing's state from its URL parameters; never throws. */
export function parseListingParams(params: SearchParamsInput, kind: ListingKind): ListingState {
  const state = emptyListingState(kind);

  const order = firstValue(params, ORDER_PARAM)?.trim().toLowerCase();
  if (order && (sortKeysFor(kind) as string[]).includes(order)) state.sort = order as SortKey;
  state.direction = defaultDirection(state.sort);
  const direction = firstValue(params, DIRECTION_PARAM)?.trim().toLowerCase();
  if (direction === 'asc' || direction === 'desc') state.direction = direction;

  for (const code of FILTER_CODES) {
    if (code === 'category_uid' && kind !== 'search') continue;
    const values = parseFilterValues(code, allValues(params, code));
    if (values.length) state.filters[code] = values;
  }
  state.price = normalisePrice(firstValue(params, PRICE_PARAM));
  if (kind === 'search') state.query = normaliseQuery(firstValue(params, QUERY_PARAM));
  state.page = parsePage(firstValue(params, PAGE_PARAM));
  return state;
}

// ---------------------------------------------------------------------------------------------
// Building

export interface ListingChange {
  /** Go to this page (other changes reset the page to 1 unless this is given too). */
  page?: number;
  /** Sort by this key; the direction becomes `direction`, else the key's default. */
  sort?: SortKey;
  direction?: SortDirection;
  /** Adds the value when absent, removes it when present. A price range replaces any other. */
  toggle?: { code: FilterParam; value: string };
  /** Removes one value of a filter, or the whole filter when no value is given. */
  remove?: { code: FilterParam; value?: string };
  /** Removes every filter (keeps the search text and the sort). */
  clearFilters?: boolean;
  /** New search text (search page). */
  query?: string;
}

/** The state after a change; any change but a page change goes back to page 1. */
export function applyListingChange(state: ListingState, change: ListingChange): ListingState {
  const next: ListingState = { ...state, filters: { ...state.filters } };
  let resetsPage = false;

  if (change.clearFilters) {
    next.filters = {};
    next.price = null;
    resetsPage = true;
  }
  if (change.toggle) {
    const { code, value } = change.toggle;
    if (code === PRICE_PARAM) {
      const price = normalisePrice(value);
      next.price = price !== null && price === next.price ? null : price;
    } else {
      const current = next.filters[code] ?? [];
      next.filters[code] = current.includes(value) ? current.filter((v) => v !== value) : normaliseValues([...current, value]);
    }
    resetsPage = true;
  }
  if (change.remove) {
    const { code, value } = change.remove;
    if (code === PRICE_PARAM) {
      if (value === undefined || normalisePrice(value) === next.price) next.price = null;
    } else if (value === undefined) {
      delete next.filters[code];
    } else {
      next.filters[code] = (next.filters[code] ?? []).filter((v) => v !== value);
    }
    resetsPage = true;
  }
  if (change.sort !== undefined) {
    next.sort = change.sort;
    next.direction = change.direction ?? defaultDirection(change.sort);
    resetsPage = true;
  } else if (change.direction !== undefined) {
    next.direction = change.direction;
    resetsPage = true;
  }
  if (change.query !== undefined) {
    next.query = normaliseQuery(change.query);
    resetsPage = true;
  }
  for (const code of FILTER_CODES) if (next.filters[code]?.length === 0) delete next.filters[code];

  if (change.page !== undefined) next.page = Math.max(1, Math.floor(change.page));
  else if (resetsPage) next.page = 1;
  return next;
}

/**
 * The state's URL parameters in canonical order, defaults left out. Values are raw (not encoded);
 * filter values are joined with commas.
 */
export function listingQueryEntries(state: ListingState): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  if (state.kind === 'search' && state.query) entries.push([QUERY_PARAM, state.query]);
  for (const code of FILTER_CODES) {
    if (code === 'category_uid' && state.kind !== 'search') continue;
    const values = state.filters[code];
    if (values?.length) entries.push([code, normaliseValues(values).join(',')]);
  }
  if (state.price) entries.push([PRICE_PARAM, state.price]);
  if (state.sort !== defaultSort(state.kind)) entries.push([ORDER_PARAM, state.sort]);
  if (state.direction !== defaultDirection(state.sort)) entries.push([DIRECTION_PARAM, state.direction]);
  if (state.page > 1) entries.push([PAGE_PARAM, String(state.page)]);
  return entries;
}

/** Encodes a value for a query string, leaving the commas that separate filter values readable. */
function encodeValue(value: string): string {
  return value
    .split(',')
    .map((part) => encodeURIComponent(part))
    .join(',');
}

/**
 * The canonical URL of a listing after a change: `basePath` (e.g. `/uk/eyeglasses.html`) plus its
 * parameters in a stable order, with default values omitted.
 */
export function buildListingHref(basePath: string, state: ListingState, change: ListingChange = {}): string {
  const entries = listingQueryEntries(applyListingChange(state, change));
  if (!entries.length) return basePath;
  return `${basePath}?${entries.map(([key, value]) => `${key}=${encodeValue(value)}`).join('&')}`;
}

/** How many filter values are selected (the price range counts as one). */
export function activeFilterCount(state: ListingState): number {
  let count = state.price ? 1 : 0;
  for (const code of FILTER_CODES) count += state.filters[code]?.length ?? 0;
  return count;
}

export function isFilterSelected(state: ListingState, code: string, value: string): boolean {
  if (code === PRICE_PARAM) return state.price !== null && state.price === normalisePrice(value);
  return isFilterCode(code) && (state.filters[code]?.includes(value) ?? false);
}
