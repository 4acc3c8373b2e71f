import type { TestBackend } from './test-support';

/** A UK address in Magento's REST shape, valid for the uk store view. */
export const REST_ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['10 Downing Street'],
  city: 'London',
  region: '',
  postcode: 'SW1A 2AA',
  country_id: 'GB',
  telephone: '+44 20 7946 0000',
};

/**
 * What the checkout tests share: the shopper's REST calls over HTTP as the storefront sends them,
 * fresh in-stock products, and reads of the database to check what an order wrote.
 */
export function checkoutFixtures(shop: () => TestBackend, store = 'uk') {
  const db = () => shop().backend.services.db;
  let nextProduct = 0;

  /** A different in-stock simple product for every call, with `qty` in stock. */
  function freshProduct(qty = 50): { id: number; sku: string } {
    const product = db()
      .prepare(
        `SELECT p.entity_id AS id, p.sku FROM catalog_product p JOIN cataloginventory_stock_item si ON si.product_id = p.entity_id
          WHERE p.type_id = 'simple' AND p.visibility = 4 AND p.attribute_set != 'GiftCard' AND si.is_in_stock = 1
          ORDER BY p.entity_id DESC LIMIT 1 OFFSET ?`,
      )
      .get(nextProduct++) as { id: number; sku: string };
    db().prepare('UPDATE cataloginventory_stock_item SET qty = ?, is_in_stock = 1 WHERE product_id = ?').run(qty, product.id);
    return product;
  }

  /** Units held by placed orders (reservations are negative). */
  const reserved = (productId: number) =>
    (db().prepare('SELECT COALESCE(SUM(quantity), 0) AS q FROM inventory_reservation WHERE product_id = ?').get(productId) as { q: number })
      .q;

  /** A REST call; a string body is sent as it is (to test malformed JSON). */
  async function rest(method: string, path: string, body?: unknown, storeCode = store, headers: Record<string, string> = {}) {
    const response = await fetch(`${shop().url}/rest/${storeCode}/V1/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as any };
  }

  return { db, freshProduct, reserved, rest };
}
