import type { RequestContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import { FILTERABLE_ATTRIBUTES, type FilterableAttribute, type IndexSnapshot } from './catalog-index';
import { fromUid } from './uids';
import { fulltextRowidRange, productIdOfRowid } from '../../db/fulltext';

/** Magento's filter input shapes (FilterEqualTypeInput, FilterMatchTypeInput, FilterRangeTypeInput). */
export interface FilterInput {
  eq?: string | null;
  in?: Array<string | null> | null;
  match?: string | null;
  from?: string | null;
  to?: string | null;
}

export interface ProductsArgs {
  search?: string | null;
  filter?: Record<string, FilterInput | null> | null;
  pageSize?: number | null;
  currentPage?: number | null;
  sort?: Record<string, 'ASC' | 'DESC' | null> | null;
}

export interface AggregationOption {
  value: string;
  label: string;
  count: number;
}
export interface AggregationResult {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: AggregationOption[];
}

/** One evaluated `products` query: the page of entity ids, counts and the facets. */
export interface ProductSearchResult {
  entityIds: number[];
  total: number;
  pageSize: number;
  currentPage: number;
  totalPages: number;
  isSearch: boolean;
  /** Facets are counted only when the query asks for them. */
  aggregations(includeDirectChildrenOnly: boolean): AggregationResult[];
}

const SORTABLE = new Set(['relevance', 'position', 'name', 'price', 'new_from_date']);

export function searchProducts(args: ProductsArgs, context: RequestContext): ProductSearchResult {
  const search = args.search?.trim() ?? '';
  const filter = args.filter ?? {};
  if (args.search === undefined || args.search === null) {
    if (!args.filter) throw inputError("'search' or 'filter' input argument is required.");
  }
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');

  const index = context.catalogIndex.get();
  const storeId = context.store.store_id;
  const isSearch = search.length > 0;

  // 1. Candidates, in their natural order (category position, or relevance for a search).
  let candidates: Int32Array;
  let scores: Map<number, number> | undefined;
  const categoryIds = idsOf(filter.category_uid, true).concat(idsOf(filter.category_id, false));
  if (isSearch) {
    scores = fullTextScores(search, context, index);
    candidates = Int32Array.from([...scores.keys()].filter((i) => index.visibleInSearch[i]));
  } else if (categoryIds.length === 1) {
    candidates = index.categoryMembers.get(categoryIds[0]) ?? new Int32Array(0);
  } else {
    candidates = allIndices(index);
  }
  const visible = isSearch ? index.visibleInSearch : index.visibleInCatalog;

  // 2. Filters. Each one gets a bit; a product is in the result when no bit fails.
  const predicates: Array<{ key: string; test: (i: number) => boolean }> = [];
  if (categoryIds.length > (isSearch ? 0 : 1)) {
    const members = new Uint8Array(index.ids.length);
    for (const id of categoryIds) for (const i of index.categoryMembers.get(id) ?? []) members[i] = 1;
    predicates.push({ key: 'category', test: (i) => members[i] === 1 });
  } else if (categoryIds.length === 1 && isSearch) {
    const members = new Uint8Array(index.ids.length);
    for (const i of index.categoryMembers.get(categoryIds[0]) ?? []) members[i] = 1;
    predicates.push({ key: 'category', test: (i) => members[i] === 1 });
  }
  for (const attribute of FILTERABLE_ATTRIBUTES) {
    const input = filter[attribute];
    if (!input) continue;
    const wanted = new Set(equalValues(input).map(Number).filter(Number.isFinite));
    const column = index.attributes[attribute];
    predicates.push({
      key: attribute,
      test: (i) => {
        for (let k = column.offsets[i]; k < column.offsets[i + 1]; k++) if (wanted.has(column.values[k])) return true;
        return false;
      },
    });
  }
  const prices = index.finalPrice.get(storeId) ?? index.finalPrice.get(0) ?? new Float64Array(index.ids.length);
  if (filter.price && (filter.price.from || filter.price.to)) {
    const from = filter.price.from ? Number(filter.price.from) : Number.NEGATIVE_INFINITY;
    const to = filter.price.to ? Number(filter.price.to) : Number.POSITIVE_INFINITY;
    predicates.push({ key: 'price', test: (i) => prices[i] >= from && prices[i] <= to });
  }
  const sqlMatches = sqlFilterMatches(filter, context, index);
  if (sqlMatches) predicates.push({ key: 'sql', test: (i) => sqlMatches.has(i) });

  const n = candidates.length;
  const failed = new Int32Array(n); // bit mask of failing predicates per candidate
  const result: number[] = [];
  for (let c = 0; c < n; c++) {
    const i = candidates[c];
    if (!visible[i]) {
      failed[c] = -1;
      continue;
    }
    let mask = 0;
    for (let p = 0; p < predicates.length; p++) if (!predicates[p].test(i)) mask |= 1 << p;
    failed[c] = mask;
    if (mask === 0) result.push(i);
  }

  // 3. Order.
  const ordered = orderResult(result, args.sort, { isSearch, scores, index, context });
  const total = ordered.length;
  const totalPages = total === 0 ? 0 : Math.ceil(total / pageSize);
  if (total > 0 && currentPage > totalPages) {
    throw inputError(`currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
  const page = ordered.slice((currentPage - 1) * pageSize, currentPage * pageSize);

  return {
    entityIds: page.map((i) => index.ids[i]),
    total,
    pageSize,
    currentPage,
    totalPages,
    isSearch,
    aggregations: (includeDirectChildrenOnly) =>
      countFacets({ candidates, failed, predicates, result, prices, index, context, categoryIds, includeDirectChildrenOnly }),
  };
}

function allIndices(index: IndexSnapshot): Int32Array {
  const all = new Int32Array(index.ids.length);
  for (let i = 0; i < all.length; i++) all[i] = i;
  return all;
}

function equalValues(input: FilterInput): string[] {
  const values: string[] = [];
  if (input.eq !== undefined && input.eq !== null) values.push(String(input.eq));
  for (const v of input.in ?? []) if (v !== null && v !== undefined) values.push(String(v));
  return values;
}

function idsOf(input: FilterInput | null | undefined, encoded: boolean): number[] {
  if (!input) return [];
  return equalValues(input)
    .map((v) => Number(encoded ? fromUid(v) : v))
    .filter((v) => Number.isInteger(v) && v > 0);
}

/** url_key, sku and text (name, description) filters: answered by SQLite, as they are exact or textual. */
function sqlFilterMatches(filter: Record<string, FilterInput | null>, context: RequestContext, index: IndexSnapshot): Set<number> | null {
  const storeId = context.store.store_id;
  let matches: Set<number> | null = null;
  const intersect = (entityIds: number[]) => {
    const next = new Set<number>();
    for (const id of entityIds) {
      const i = index.position.get(id);
      if (i !== undefined && (!matches || matches.has(i))) next.add(i);
    }
    matches = next;
  };
  if (filter.url_key) {
    const keys = equalValues(filter.url_key);
    const rows = context.db
      .prepare(
        `SELECT p.entity_id FROM catalog_product p
           JOIN catalog_product_store d ON d.entity_id = p.entity_id AND d.store_id = 0
           LEFT JOIN catalog_product_store s ON s.entity_id = p.entity_id AND s.store_id = ?
          WHERE COALESCE(s.url_key, d.url_key) IN (SELECT value FROM json_each(?))`,
      )
      .pluck()
      .all(storeId, JSON.stringify(keys)) as number[];
    intersect(rows);
  }
  if (filter.sku) {
    const skus = equalValues(filter.sku);
    const rows = context.db
      .prepare('SELECT entity_id FROM catalog_product WHERE sku IN (SELECT value FROM json_each(?))')
      .pluck()
      .all(JSON.stringify(skus)) as number[];
    intersect(rows);
  }
  // Text attributes Magento matches with LIKE (description and short_description are searchable in
  // a default install: the magento-os profile's schema lets them be filtered on).
  for (const column of ['name', 'description', 'short_description'] as const) {
    const match = filter[column]?.match;
    if (!match) continue;
    const rows = context.db
      .prepare(
        `SELECT d.entity_id FROM catalog_product_store d
           LEFT JOIN catalog_product_store s ON s.entity_id = d.entity_id AND s.store_id = ?
          WHERE d.store_id = 0 AND COALESCE(s.${column}, d.${column}) LIKE ? ESCAPE '\\'`,
      )
      .pluck()
      .all(storeId, `%${match.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) as number[];
    intersect(rows);
  }
  return matches;
}

/** Store views whose own text is in the full-text index (others search the default text). */
const ftsStoresCache = new WeakMap<IndexSnapshot, Map<number, number>>();
/** Recent searches per snapshot: shoppers page, filter and retype the same words. */
const searchCache = new WeakMap<IndexSnapshot, Map<string, Map<number, number>>>();
const SEARCH_CACHE_SIZE = 256;

function ftsStoreFor(context: RequestContext, index: IndexSnapshot): number {
  let map = ftsStoresCache.get(index);
  if (!map) ftsStoresCache.set(index, (map = new Map()));
  const storeId = context.store.store_id;
  let ftsStore = map.get(storeId);
  if (ftsStore === undefined) {
    const [from, to] = fulltextRowidRange(storeId);
    const has = context.db.prepare('SELECT 1 FROM catalogsearch_fulltext WHERE rowid BETWEEN ? AND ? LIMIT 1').get(from, to);
    ftsStore = has ? storeId : 0;
    map.set(storeId, ftsStore);
  }
  return ftsStore;
}

/**
 * Relevance tiers by where the words were found: in the name, then sku or brand, then keywords
 * (shape, colour, material, categories), then the description. Each tier is one FTS5 match over
 * the store view's rowid range that reads row ids only, which stays fast for 100,000 products.
 */
const RELEVANCE_TIERS: Array<{ columns: string; weight: number }> = [
  { columns: 'name', weight: 8 },
  { columns: 'sku brand', weight: 4 },
  { columns: 'keywords', weight: 2 },
];

/** Full-text relevance per product index; words match as prefixes, all of them (else any). */
export function fullTextScores(search: string, context: RequestContext, index: IndexSnapshot): Map<number, number> {
  const terms = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 10);
  if (terms.length === 0) return new Map();
  const ftsStore = ftsStoreFor(context, index);
  let cache = searchCache.get(index);
  if (!cache) searchCache.set(index, (cache = new Map()));
  const key = `${ftsStore}:${terms.join(' ')}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const [from, to] = fulltextRowidRange(ftsStore);
  const statement = context.db
    .prepare('SELECT rowid FROM catalogsearch_fulltext WHERE catalogsearch_fulltext MATCH ? AND rowid BETWEEN ? AND ?')
    .pluck();
  const matching = (columns: string, joiner: string) =>
    statement.all(`{${columns}} : (${terms.map((t) => `"${t.replace(/"/g, '""')}"*`).join(joiner)})`, from, to) as number[];

  let joiner = ' AND ';
  let all = matching('name sku brand keywords description', joiner);
  if (all.length === 0 && terms.length > 1) all = matching('name sku brand keywords description', (joiner = ' OR '));
  const scores = new Map<number, number>();
  for (const rowid of all) {
    const i = index.position.get(productIdOfRowid(rowid));
    if (i !== undefined) scores.set(i, 1);
  }
  if (scores.size > 1) {
    for (const tier of RELEVANCE_TIERS) {
      for (const rowid of matching(tier.columns, joiner)) {
        const i = index.position.get(productIdOfRowid(rowid));
        if (i !== undefined && scores.has(i)) scores.set(i, scores.get(i)! + tier.weight);
      }
    }
  }
  cache.set(key, scores);
  if (cache.size > SEARCH_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return scores;
}

function orderResult(
  result: number[],
  sort: ProductsArgs['sort'],
  env: { isSearch: boolean; scores?: Map<number, number>; index: IndexSnapshot; context: RequestContext },
): number[] {
  const requested = Object.entries(sort ?? {}).filter(([key, dir]) => dir && SORTABLE.has(key)) as Array<[string, 'ASC' | 'DESC']>;
  const [key, direction] = requested[0] ?? (env.isSearch ? ['relevance', 'DESC'] : ['position', 'ASC']);
  let ordered: number[];
  if (key === 'relevance') {
    if (!env.scores) ordered = result;
    else {
      const scores = env.scores;
      ordered = [...result].sort((a, b) => scores.get(b)! - scores.get(a)! || env.index.ids[a] - env.index.ids[b]);
      return direction === 'ASC' ? ordered.reverse() : ordered;
    }
  } else if (key === 'position') {
    ordered = result; // candidates are already in position order
  } else {
    const global = env.context.catalogIndex.sortedBy(key as 'price' | 'name' | 'new_from_date', env.context.store.store_id, (ids) =>
      productNames(ids, env.context),
    );
    const inResult = new Uint8Array(env.index.ids.length);
    for (const i of result) inResult[i] = 1;
    ordered = [];
    for (const i of global) if (inResult[i]) ordered.push(i);
  }
  return direction === 'DESC' ? [...ordered].reverse() : ordered;
}

function productNames(ids: Int32Array, context: RequestContext): string[] {
  const rows = context.db
    .prepare(
      `SELECT d.entity_id, COALESCE(s.name, d.name) AS name FROM catalog_product_store d
         LEFT JOIN catalog_product_store s ON s.entity_id = d.entity_id AND s.store_id = ?
        WHERE d.store_id = 0`,
    )
    .raw()
    .all(context.store.store_id) as Array<[number, string]>;
  const byId = new Map(rows);
  return Array.from(ids, (id) => byId.get(id) ?? '');
}

interface FacetInput {
  candidates: Int32Array;
  failed: Int32Array;
  predicates: Array<{ key: string }>;
  result: number[];
  prices: Float64Array;
  index: IndexSnapshot;
  context: RequestContext;
  categoryIds: number[];
  includeDirectChildrenOnly: boolean;
}

/**
 * Layered navigation. Each attribute's options are counted over the products that pass every
 * OTHER filter, so a shopper who picked "black" still sees how many frames come in "tortoise".
 */
function countFacets(input: FacetInput): AggregationResult[] {
  const { candidates, failed, predicates, index, context } = input;
  const attributeNames = attributeLabels(context);
  const attributeLabel = (code: string) => attributeNames.get(code) ?? code;
  const aggregations: AggregationResult[] = [];
  const bitOf = (key: string) => {
    const p = predicates.findIndex((x) => x.key === key);
    return p < 0 ? 0 : 1 << p;
  };

  // Categories: children of the filtered category (or of the root catalogue).
  const parent = input.categoryIds.length === 1 ? input.categoryIds[0] : 2;
  const children = index.categoryChildren.get(parent) ?? [];
  if (children.length) {
    const inResult = new Uint8Array(index.ids.length);
    for (const i of input.result) inResult[i] = 1;
    const names = categoryNames(children, context);
    const options: AggregationOption[] = [];
    for (const child of children) {
      let count = 0;
      for (const i of index.categoryMembers.get(child) ?? []) if (inResult[i]) count++;
      if (count > 0 && names.has(child))
        options.push({ value: Buffer.from(String(child)).toString('base64'), label: names.get(child)!, count });
    }
    if (options.length)
      aggregations.push({
        attribute_code: 'category_uid',
        label: attributeNames.get('category_uid') ?? 'Category',
        count: options.length,
        position: 0,
        options,
      });
  }

  // Price ranges, Magento-style "from_to" values.
  const priceBit = bitOf('price');
  let maxPrice = 0;
  const priced: number[] = [];
  for (let c = 0; c < candidates.length; c++) {
    if (failed[c] === -1 || (failed[c] & ~priceBit) !== 0) continue;
    const price = input.prices[candidates[c]];
    priced.push(price);
    if (price > maxPrice) maxPrice = price;
  }
  if (priced.length) {
    const step = priceStep(maxPrice);
    const buckets = new Map<number, number>();
    for (const price of priced) {
      const bucket = Math.floor(price / step);
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
    }
    const options = [...buckets.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([bucket, count]) => ({
        value: `${bucket * step}_${(bucket + 1) * step}`,
        label: `${bucket * step}-${(bucket + 1) * step}`,
        count,
      }));
    aggregations.push({
      attribute_code: 'price',
      label: attributeNames.get('price') ?? 'Price',
      count: options.length,
      position: 1,
      options,
    });
  }

  // Select attributes, disjunctive. A stock Magento (profile magento-os) has none of the shop's.
  const optionLabels = attributeOptionLabels(context);
  const shopAttributes = context.config.profile === 'full' ? FILTERABLE_ATTRIBUTES : [];
  shopAttributes.forEach((attribute, position) => {
    const bit = bitOf(attribute);
    const column = index.attributes[attribute];
    const counts = new Int32Array(column.max + 1);
    const { offsets, values } = column;
    for (let c = 0; c < candidates.length; c++) {
      const mask = failed[c];
      if (mask === -1 || (mask & ~bit) !== 0) continue;
      const i = candidates[c];
      for (let k = offsets[i]; k < offsets[i + 1]; k++) counts[values[k]]++;
    }
    const labels = optionLabels.get(attribute);
    const options: Array<AggregationOption & { order: number }> = [];
    for (let value = 0; value < counts.length; value++) {
      if (counts[value] === 0) continue;
      const known = labels?.get(value);
      options.push({
        value: String(value),
        label: known?.label ?? labelForValue(attribute, value),
        count: counts[value],
        order: known?.order ?? value,
      });
    }
    if (options.length === 0) return;
    options.sort((a, b) => a.order - b.order);
    aggregations.push({
      attribute_code: attribute,
      label: attributeLabel(attribute),
      count: options.length,
      position: position + 2,
      options: options.map(({ value, label, count }) => ({ value, label, count })),
    });
  });
  return aggregations;
}

function priceStep(maxPrice: number): number {
  if (maxPrice <= 0) return 10;
  const magnitude = Math.pow(10, Math.floor(Math.log10(maxPrice)));
  for (const factor of [0.5, 1, 2, 5, 10]) {
    const step = magnitude * factor;
    if (maxPrice / step <= 6) return Math.max(step, 1);
  }
  return magnitude * 10;
}

function labelForValue(attribute: FilterableAttribute, value: number): string {
  if (attribute === 'lens_width' || attribute === 'bridge_width' || attribute === 'temple_length') return `${value} mm`;
  if (attribute === 'polarized') return value ? 'Yes' : 'No';
  return String(value);
}

/** Labels change only with a re-seed or an index rebuild: read them once per snapshot and store view. */
const labelCache = new WeakMap<IndexSnapshot, Map<string, unknown>>();
function perSnapshot<T>(context: RequestContext, key: string, load: () => T): T {
  const index = context.catalogIndex.get();
  let cache = labelCache.get(index);
  if (!cache) labelCache.set(index, (cache = new Map()));
  const cacheKey = `${key}:${context.store.store_id}`;
  if (!cache.has(cacheKey)) cache.set(cacheKey, load());
  return cache.get(cacheKey) as T;
}

function attributeLabels(context: RequestContext): Map<string, string> {
  return perSnapshot(context, 'attributes', () => readAttributeLabels(context));
}

function readAttributeLabels(context: RequestContext): Map<string, string> {
  const rows = context.db
    .prepare(
      `SELECT a.attribute_code, COALESCE(s.label, d.label) AS label FROM eav_attribute a
         LEFT JOIN eav_attribute_label d ON d.attribute_code = a.attribute_code AND d.store_id = 0
         LEFT JOIN eav_attribute_label s ON s.attribute_code = a.attribute_code AND s.store_id = ?`,
    )
    .raw()
    .all(context.store.store_id) as Array<[string, string]>;
  return new Map(rows.filter(([, label]) => label));
}

export function attributeOptionLabels(context: RequestContext): Map<string, Map<number, { label: string; order: number }>> {
  return perSnapshot(context, 'options', () => readAttributeOptionLabels(context));
}

function readAttributeOptionLabels(context: RequestContext): Map<string, Map<number, { label: string; order: number }>> {
  const rows = context.db
    .prepare(
      `SELECT o.attribute_code, o.option_id, o.sort_order, COALESCE(s.label, d.label) AS label FROM eav_attribute_option o
         LEFT JOIN eav_attribute_option_label d ON d.option_id = o.option_id AND d.store_id = 0
         LEFT JOIN eav_attribute_option_label s ON s.option_id = o.option_id AND s.store_id = ?`,
    )
    .raw()
    .all(context.store.store_id) as Array<[string, number, number, string]>;
  const map = new Map<string, Map<number, { label: string; order: number }>>();
  for (const [code, id, order, label] of rows) {
    let options = map.get(code);
    if (!options) map.set(code, (options = new Map()));
    options.set(id, { label, order });
  }
  return map;
}

function categoryNames(ids: number[], context: RequestContext): Map<number, string> {
  const rows = context.db
    .prepare(
      `SELECT d.entity_id, COALESCE(s.name, d.name) FROM catalog_category_store d
         LEFT JOIN catalog_category_store s ON s.entity_id = d.entity_id AND s.store_id = ?
        WHERE d.store_id = 0 AND d.entity_id IN (SELECT value FROM json_each(?))`,
    )
    .raw()
    .all(context.store.store_id, JSON.stringify(ids)) as Array<[number, string]>;
  return new Map(rows);
}
