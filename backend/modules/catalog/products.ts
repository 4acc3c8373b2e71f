import type { RequestContext } from '../../graphql/context';

/** A product as read for one store view: store values over default values, price in its currency. */
export interface ProductRow {
  entity_id: number;
  sku: string;
  type_id: 'simple' | 'configurable' | 'virtual' | 'giftcard' | string;
  attribute_set: string;
  visibility: number;
  status: number;
  weight: number | null;
  brand: number | null;
  frame_shape: number | null;
  frame_material: number | null;
  color: number | null;
  gender: number | null;
  frame_size: number | null;
  lens_width: number | null;
  bridge_width: number | null;
  temple_length: number | null;
  polarized: number | null;
  notification_hide_alert: number;
  new_from_date: string | null;
  created_at: string;
  updated_at: string;
  name: string;
  description: string | null;
  short_description: string | null;
  url_key: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keyword: string | null;
  price: number | null;
  special_price: number | null;
  qty: number | null;
  is_in_stock: number | null;
}

const PRODUCT_SELECT = `
  SELECT p.*, COALESCE(s.name, d.name) AS name, COALESCE(s.description, d.description) AS description,
         COALESCE(s.short_description, d.short_description) AS short_description,
         COALESCE(s.url_key, d.url_key) AS url_key, COALESCE(s.meta_title, d.meta_title) AS meta_title,
         COALESCE(s.meta_description, d.meta_description) AS meta_description,
         COALESCE(s.meta_keyword, d.meta_keyword) AS meta_keyword,
         COALESCE(pr.price, p0.price) AS price,
         CASE WHEN pr.price IS NOT NULL THEN pr.special_price ELSE p0.special_price END AS special_price,
         -- The salable quantity (Magento MSI): on hand less what placed orders reserve.
         si.qty + COALESCE((SELECT SUM(r.quantity) FROM inventory_reservation r WHERE r.product_id = p.entity_id), 0) AS qty,
         si.is_in_stock
    FROM catalog_product p
    JOIN catalog_product_store d ON d.entity_id = p.entity_id AND d.store_id = 0
    LEFT JOIN catalog_product_store s ON s.entity_id = p.entity_id AND s.store_id = @store
    LEFT JOIN catalog_product_price pr ON pr.entity_id = p.entity_id AND pr.store_id = @store
    LEFT JOIN catalog_product_price p0 ON p0.entity_id = p.entity_id AND p0.store_id = 0
    LEFT JOIN cataloginventory_stock_item si ON si.product_id = p.entity_id`;

/** Per-request memo of loaded products, so variants and related products are read once. */
const requestCache = new WeakMap<RequestContext, Map<number, ProductRow>>();

/** Loads products by id in the given order, skipping disabled or unknown ones. */
export function loadProducts(context: RequestContext, entityIds: readonly number[]): ProductRow[] {
  let cache = requestCache.get(context);
  if (!cache) requestCache.set(context, (cache = new Map()));
  const missing = entityIds.filter((id) => !cache!.has(id));
  if (missing.length) {
    const rows = context.db
      .prepare(`${PRODUCT_SELECT} WHERE p.entity_id IN (SELECT value FROM json_each(@ids)) AND p.status = 1`)
      .all({ store: context.store.store_id, ids: JSON.stringify(missing) }) as ProductRow[];
    for (const row of rows) cache.set(row.entity_id, row);
  }
  return entityIds.map((id) => cache!.get(id)).filter((row): row is ProductRow => Boolean(row));
}

export function loadProduct(context: RequestContext, entityId: number): ProductRow | undefined {
  return loadProducts(context, [entityId])[0];
}

const variantCache = new WeakMap<RequestContext, Map<number, ProductRow[]>>();

/** Enabled variants of a configurable product, in entity order. */
export function loadVariants(context: RequestContext, parent: ProductRow): ProductRow[] {
  const cached = variantCache.get(context)?.get(parent.entity_id);
  if (cached) return cached;
  preloadVariants(context, [parent]);
  return variantCache.get(context)!.get(parent.entity_id)!;
}

/**
 * Reads the variants of every configurable product in a page of results with two queries, so a
 * listing's prices and stock don't cost two queries per card.
 */
export function preloadVariants(context: RequestContext, products: readonly ProductRow[]): void {
  let cache = variantCache.get(context);
  if (!cache) variantCache.set(context, (cache = new Map()));
  const parents = products.filter((p) => p.type_id === 'configurable' && !cache!.has(p.entity_id)).map((p) => p.entity_id);
  if (parents.length === 0) return;
  const relations = context.db
    .prepare(
      'SELECT parent_id, child_id FROM catalog_product_relation WHERE parent_id IN (SELECT value FROM json_each(?)) ORDER BY child_id',
    )
    .raw()
    .all(JSON.stringify(parents)) as Array<[number, number]>;
  const children = new Map(
    loadProducts(
      context,
      relations.map(([, child]) => child),
    ).map((row) => [row.entity_id, row]),
  );
  for (const parent of parents) cache.set(parent, []);
  for (const [parent, child] of relations) {
    const row = children.get(child);
    if (row) cache.get(parent)!.push(row);
  }
}

export function finalPriceOf(row: ProductRow): number {
  const price = row.price ?? 0;
  return row.special_price !== null && row.special_price < price ? row.special_price : price;
}

export function isSalable(row: ProductRow): boolean {
  return Boolean(row.is_in_stock) && (row.type_id === 'configurable' || (row.qty ?? 0) > 0);
}

export const GRAPHQL_TYPE_BY_TYPE_ID: Record<string, string> = {
  simple: 'SimpleProduct',
  configurable: 'ConfigurableProduct',
  virtual: 'VirtualProduct',
  giftcard: 'GiftCardProduct',
};
