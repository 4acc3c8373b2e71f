/**
 * The catalogue changes a merchant makes in Magento's admin, for the catalog and product-alerts
 * commands: a product's stock quantity, its price in a store view, its name. A configurable
 * product's stock and price change applies to all of its variants. Each change purges the pages
 * that show the product (modules/page-cache/purge.ts) once it is committed.
 */
import type { BackendServices } from '../../graphql/context';
import { utcTime } from '../customer/customers';
import { productTags, purgeAfterCommit, withParents } from '../page-cache/purge';

interface ProductRef {
  entity_id: number;
  type_id: string;
}

function productBySku(services: BackendServices, sku: string): ProductRef {
  const product = services.db.prepare('SELECT entity_id, type_id FROM catalog_product WHERE sku = ?').get(sku) as ProductRef | undefined;
  if (!product) throw new Error(`No product with SKU ${sku}`);
  return product;
}

const childrenOf = (services: BackendServices, parentId: number) =>
  services.db.prepare('SELECT child_id FROM catalog_product_relation WHERE parent_id = ?').pluck().all(parentId) as number[];

/** Sets the quantity on hand (in stock when above zero); answers the products changed. */
export function setStock(services: BackendServices, sku: string, qty: number): number {
  if (!Number.isFinite(qty) || qty < 0) throw new Error(`The quantity must be a number of at least 0, got ${qty}`);
  const product = productBySku(services, sku);
  const simple = product.type_id === 'configurable' ? childrenOf(services, product.entity_id) : [product.entity_id];
  const inStock = qty > 0 ? 1 : 0;
  services.db.transaction(() => {
    const update = services.db.prepare(
      `INSERT INTO cataloginventory_stock_item (product_id, qty, is_in_stock) VALUES (?, ?, ?)
       ON CONFLICT (product_id) DO UPDATE SET qty = excluded.qty, is_in_stock = excluded.is_in_stock`,
    );
    for (const id of simple) update.run(id, qty, inStock);
    // A configurable product's own stock row says whether any variant is in stock.
    if (product.type_id === 'configurable') update.run(product.entity_id, 0, inStock);
    touch(services, [product.entity_id, ...simple]);
  })();
  services.catalogIndex.invalidate();
  purgeAfterCommit(services.db, productTags(withParents(services.db, [product.entity_id, ...simple])));
  return simple.length;
}

/** Sets the price in a store view's currency (no special price any more); answers the products changed. */
export function setPrice(services: BackendServices, sku: string, storeCode: string, price: number): number {
  if (!Number.isFinite(price) || price < 0) throw new Error(`The price must be a number of at least 0, got ${price}`);
  const store = services.stores.get(storeCode);
  if (!store) throw new Error(`No store view ${storeCode}`);
  const product = productBySku(services, sku);
  const ids = [product.entity_id, ...(product.type_id === 'configurable' ? childrenOf(services, product.entity_id) : [])];
  services.db.transaction(() => {
    const update = services.db.prepare(
      `INSERT INTO catalog_product_price (entity_id, store_id, price, special_price) VALUES (?, ?, ?, NULL)
       ON CONFLICT (store_id, entity_id) DO UPDATE SET price = excluded.price, special_price = NULL`,
    );
    for (const id of ids) update.run(id, store.store_id, price);
    touch(services, ids);
  })();
  services.catalogIndex.invalidate();
  purgeAfterCommit(services.db, productTags(withParents(services.db, ids)));
  return ids.length;
}

/**
 * Renames a product in a store view (its default name with no store view), also in the search
 * index of every store view that shows that name; answers the store views whose name changed.
 */
export function renameProduct(services: BackendServices, sku: string, name: string, storeCode?: string): number {
  if (!name.trim()) throw new Error('The name must not be empty');
  const product = productBySku(services, sku);
  const storeId = storeCode === undefined ? 0 : services.stores.get(storeCode)?.store_id;
  if (storeId === undefined) throw new Error(`No store view ${storeCode}`);
  const { db } = services;
  const changed = db.transaction(() => {
    const current = db
      .prepare('SELECT name FROM catalog_product_store WHERE entity_id = ? AND store_id = ?')
      .get(product.entity_id, storeId);
    if (current)
      db.prepare('UPDATE catalog_product_store SET name = ? WHERE entity_id = ? AND store_id = ?').run(name, product.entity_id, storeId);
    else
      db.prepare(
        `INSERT INTO catalog_product_store (entity_id, store_id, name, url_key)
         SELECT entity_id, ?, ?, url_key FROM catalog_product_store WHERE entity_id = ? AND store_id = 0`,
      ).run(storeId, name, product.entity_id);
    // The store views that show this name: the one named, or (for the default) those without their own.
    const shown =
      storeId !== 0
        ? [storeId]
        : (
            db
              .prepare('SELECT DISTINCT CAST(store_id AS INTEGER) FROM catalogsearch_fulltext WHERE product_id = ?')
              .pluck()
              .all(product.entity_id) as number[]
          ).filter(
            (id) =>
              id === 0 ||
              !db.prepare('SELECT 1 FROM catalog_product_store WHERE entity_id = ? AND store_id = ?').get(product.entity_id, id),
          );
    const update = db.prepare('UPDATE catalogsearch_fulltext SET name = ? WHERE product_id = ? AND store_id = ?');
    for (const id of shown) update.run(name, product.entity_id, id);
    touch(services, [product.entity_id]);
    return shown.length;
  })();
  services.catalogIndex.invalidate();
  purgeAfterCommit(db, productTags(withParents(services.db, [product.entity_id])));
  return changed;
}

function touch(services: BackendServices, ids: readonly number[]) {
  services.db
    .prepare('UPDATE catalog_product SET updated_at = ? WHERE entity_id IN (SELECT value FROM json_each(?))')
    .run(utcTime(), JSON.stringify(ids));
}
