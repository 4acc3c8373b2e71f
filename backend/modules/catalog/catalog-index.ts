import type { Db } from '../../db/database';

/**
 * The catalogue's search engine: what Magento delegates to OpenSearch. Listings (category pages,
 * search results, layered navigation) are answered from compact in-memory arrays built from
 * SQLite, so a category of 50,000 products is filtered, counted and paged in a few milliseconds.
 * Product details for the page of results are then read from SQLite by id.
 *
 * The index is rebuilt lazily after `invalidate()` (a product's stock or price changed), and when
 * another process wrote to the database (a command run from a shell: SQLite's `data_version`
 * changes when another connection commits), so the running backend sees those changes at once.
 */

/** Select/int attributes shoppers filter by, in layered-navigation order. */
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

/** Attributes a configurable product takes from its variants (a frame "is" every colour it comes in). */
const VARIANT_ATTRIBUTES: ReadonlySet<string> = new Set(['color', 'frame_size', 'lens_width', 'bridge_width', 'temple_length']);

/** Values of one attribute for every indexed product, possibly several per product (CSR layout). */
export interface AttributeColumn {
  offsets: Int32Array; // values of product i are values[offsets[i] .. offsets[i + 1])
  values: Int32Array;
  /** Largest value, so facets can count into a typed array instead of a map. */
  max: number;
}

export interface IndexSnapshot {
  /** entity_id of each indexed product (enabled, visible in catalog and/or search). */
  ids: Int32Array;
  position: Map<number, number>;
  visibleInCatalog: Uint8Array;
  visibleInSearch: Uint8Array;
  inStock: Uint8Array;
  attributes: Record<FilterableAttribute, AttributeColumn>;
  /** Products of each category (descendants included for anchor categories), ordered by position. */
  categoryMembers: Map<number, Int32Array>;
  /** Direct children of each category, by position. */
  categoryChildren: Map<number, number[]>;
  /** Lowest final price per store view, indexed like `ids`. */
  finalPrice: Map<number, Float64Array>;
  newFrom: Float64Array;
  /** Sort orders computed on first use, per store view. */
  sortCache: Map<string, Int32Array>;
}

export class CatalogIndex {
  private snapshot?: IndexSnapshot;
  private dataVersion?: number;

  constructor(private readonly db: Db) {}

  get(): IndexSnapshot {
    const version = this.db.pragma('data_version', { simple: true }) as number;
    if (version !== this.dataVersion) {
      this.dataVersion = version;
      this.snapshot = undefined;
    }
    return (this.snapshot ??= buildSnapshot(this.db));
  }

  invalidate(): void {
    this.snapshot = undefined;
  }

  /** Product indices ordered by `key` for a store view, computed once per snapshot. */
  sortedBy(key: 'price' | 'name' | 'new_from_date', storeId: number, nameOf?: (entityIds: Int32Array) => string[]): Int32Array {
    const snapshot = this.get();
    const cacheKey = `${key}:${storeId}`;
    const cached = snapshot.sortCache.get(cacheKey);
    if (cached) return cached;
    const n = snapshot.ids.length;
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    if (key === 'price') {
      const prices = snapshot.finalPrice.get(storeId) ?? snapshot.finalPrice.get(0)!;
      order.sort((a, b) => prices[a] - prices[b] || snapshot.ids[a] - snapshot.ids[b]);
    } else if (key === 'new_from_date') {
      order.sort((a, b) => snapshot.newFrom[a] - snapshot.newFrom[b] || snapshot.ids[a] - snapshot.ids[b]);
    } else {
      const names = nameOf!(snapshot.ids);
      const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
      order.sort((a, b) => collator.compare(names[a], names[b]) || snapshot.ids[a] - snapshot.ids[b]);
    }
    snapshot.sortCache.set(cacheKey, order);
    return order;
  }
}

function buildSnapshot(db: Db): IndexSnapshot {
  const products = db
    .prepare(
      `SELECT p.entity_id, p.type_id, p.visibility, COALESCE(si.is_in_stock, 0) AS in_stock,
              COALESCE(CAST(strftime('%s', p.new_from_date) AS REAL), 0) AS new_from,
              ${FILTERABLE_ATTRIBUTES.map((a) => `p.${a}`).join(', ')}
         FROM catalog_product p
         LEFT JOIN cataloginventory_stock_item si ON si.product_id = p.entity_id
        WHERE p.status = 1 AND p.visibility > 1
        ORDER BY p.entity_id`,
    )
    .all() as Array<
    Record<string, number | null> & { entity_id: number; type_id: string; visibility: number; in_stock: number; new_from: number }
  >;

  const n = products.length;
  const ids = new Int32Array(n);
  const position = new Map<number, number>();
  const visibleInCatalog = new Uint8Array(n);
  const visibleInSearch = new Uint8Array(n);
  const inStock = new Uint8Array(n);
  const newFrom = new Float64Array(n);
  products.forEach((p, i) => {
    ids[i] = p.entity_id;
    position.set(p.entity_id, i);
    visibleInCatalog[i] = p.visibility === 2 || p.visibility === 4 ? 1 : 0;
    visibleInSearch[i] = p.visibility === 3 || p.visibility === 4 ? 1 : 0;
    inStock[i] = p.in_stock ? 1 : 0;
    newFrom[i] = p.new_from;
  });

  // Variant values of configurable products.
  const variantValues = new Map<number, Map<string, Set<number>>>();
  const variantRows = db
    .prepare(
      `SELECT r.parent_id, ${[...VARIANT_ATTRIBUTES].map((a) => `c.${a}`).join(', ')}
         FROM catalog_product_relation r JOIN catalog_product c ON c.entity_id = r.child_id
        WHERE c.status = 1`,
    )
    .all() as Array<Record<string, number | null> & { parent_id: number }>;
  for (const row of variantRows) {
    let byAttribute = variantValues.get(row.parent_id);
    if (!byAttribute) variantValues.set(row.parent_id, (byAttribute = new Map()));
    for (const attribute of VARIANT_ATTRIBUTES) {
      const value = row[attribute];
      if (value === null || value === undefined) continue;
      let set = byAttribute.get(attribute);
      if (!set) byAttribute.set(attribute, (set = new Set()));
      set.add(value);
    }
  }

  const attributes = {} as Record<FilterableAttribute, AttributeColumn>;
  for (const attribute of FILTERABLE_ATTRIBUTES) {
    const offsets = new Int32Array(n + 1);
    const values: number[] = [];
    products.forEach((p, i) => {
      offsets[i] = values.length;
      const fromVariants = VARIANT_ATTRIBUTES.has(attribute) ? variantValues.get(p.entity_id)?.get(attribute) : undefined;
      if (fromVariants && fromVariants.size) for (const v of fromVariants) values.push(v);
      else if (p[attribute] !== null && p[attribute] !== undefined) values.push(p[attribute] as number);
    });
    offsets[n] = values.length;
    attributes[attribute] = { offsets, values: Int32Array.from(values), max: values.reduce((m, v) => (v > m ? v : m), 0) };
  }

  // Categories: direct members by position, then anchors gather their descendants' products.
  const categories = db
    .prepare('SELECT entity_id, parent_id, is_anchor FROM catalog_category WHERE is_active = 1 ORDER BY level DESC, position, entity_id')
    .all() as Array<{ entity_id: number; parent_id: number | null; is_anchor: number }>;
  const categoryChildren = new Map<number, number[]>();
  for (const c of [...categories].reverse()) {
    if (c.parent_id === null) continue;
    const list = categoryChildren.get(c.parent_id) ?? [];
    list.push(c.entity_id);
    categoryChildren.set(c.parent_id, list);
  }
  const direct = new Map<number, Array<[number, number]>>();
  const memberRows = db
    .prepare('SELECT category_id, product_id, position FROM catalog_category_product ORDER BY category_id, position, product_id')
    .all() as Array<{ category_id: number; product_id: number; position: number }>;
  for (const row of memberRows) {
    const i = position.get(row.product_id);
    if (i === undefined) continue;
    let list = direct.get(row.category_id);
    if (!list) direct.set(row.category_id, (list = []));
    list.push([i, row.position]);
  }
  const categoryMembers = new Map<number, Int32Array>();
  const gathered = new Map<number, Map<number, number>>(); // category → product index → best position
  for (const c of categories) {
    // deepest first, so children are complete before their parents
    const members = new Map<number, number>();
    for (const [i, pos] of direct.get(c.entity_id) ?? []) members.set(i, pos);
    if (c.is_anchor) {
      for (const child of categoryChildren.get(c.entity_id) ?? []) {
        for (const [i, pos] of gathered.get(child) ?? []) {
          const existing = members.get(i);
          if (existing === undefined) members.set(i, pos + 1_000_000);
        }
      }
    }
    gathered.set(c.entity_id, members);
    const ordered = [...members.entries()].sort((a, b) => a[1] - b[1] || ids[a[0]] - ids[b[0]]).map(([i]) => i);
    categoryMembers.set(c.entity_id, Int32Array.from(ordered));
  }

  // Final price per store view: the lowest of price and special price, over variants for configurables.
  const finalPrice = new Map<number, Float64Array>();
  const priceRows = db
    .prepare(
      `SELECT store_id, entity_id, MIN(price, COALESCE(special_price, price)) AS final FROM catalog_product_price
       UNION ALL
       SELECT pr.store_id, r.parent_id AS entity_id, MIN(pr.price, COALESCE(pr.special_price, pr.price)) AS final
         FROM catalog_product_relation r JOIN catalog_product_price pr ON pr.entity_id = r.child_id`,
    )
    .raw()
    .iterate() as IterableIterator<[number, number, number]>;
  for (const [storeId, entityId, final] of priceRows) {
    const i = position.get(entityId);
    if (i === undefined) continue;
    let prices = finalPrice.get(storeId);
    if (!prices) finalPrice.set(storeId, (prices = new Float64Array(n).fill(Number.POSITIVE_INFINITY)));
    if (final < prices[i]) prices[i] = final;
  }
  for (const prices of finalPrice.values()) for (let i = 0; i < n; i++) if (!Number.isFinite(prices[i])) prices[i] = 0;

  return {
    ids,
    position,
    visibleInCatalog,
    visibleInSearch,
    inStock,
    attributes,
    categoryMembers,
    categoryChildren,
    finalPrice,
    newFrom,
    sortCache: new Map(),
  };
}
