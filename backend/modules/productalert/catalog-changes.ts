/**
 * The catalogue changes the product-alerts command can make to show alerts at work (what a
 * merchant does in Magento's admin): a product's stock quantity, and its price in a store view.
 * A configurable product's change applies to all of its variants.
 */
import type { BackendServices } from '../../graphql/context';
import { utcTime } from '../customer/customers';

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
  return ids.length;
}

function touch(services: BackendServices, ids: readonly number[]) {
  services.db
    .prepare('UPDATE catalog_product SET updated_at = ? WHERE entity_id IN (SELECT value FROM json_each(?))')
    .run(utcTime(), JSON.stringify(ids));
}
