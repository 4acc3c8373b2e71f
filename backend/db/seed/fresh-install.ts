/**
 * The seed as a stock Magento would hold it (backend/config.ts, BACKEND_STORES and BACKEND_PROFILE).
 *
 * `keepDefaultStoreOnly`: one store view, `default` of the `base` website, as a fresh install has
 * it (en_US, USD, prices excluding tax, the United States as default country). It takes the `us`
 * store view's prices, taxes and shipping rates (the same English text is in store 0), keeps the
 * demo customer of that website, and drops every other store view and what belongs to it.
 *
 * `asStockOpenSource`: Magento Open Source has no gift card product type, so gift cards are
 * disabled and a category holding nothing else is made inactive; and it has no payment sandboxes
 * (our providers), so they are turned off in every store view's payment configuration.
 */
import type { Database } from 'better-sqlite3';
import { storeByCode } from './stores';

/** The store view whose currency, country rules, taxes and rates `default` takes over. */
const TEMPLATE_CODE = 'us';
/** Tables of a store view's money and country rules, copied from the template store view. */
const COPIED_TABLES = [
  'catalog_product_price',
  'catalog_product_option_type_price',
  'catalog_product_giftcard_amount',
  'catalog_product_giftcard_open_amount',
  'tax_store_config',
  'tax_calculation_rate_title',
  'shipping_rate',
];

interface ColumnInfo {
  name: string;
  type: string;
  pk: number;
}

function tablesWithColumn(db: Database, column: string): string[] {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];
  return tables.filter((table) => (db.prepare(`PRAGMA table_info(${table})`).all() as ColumnInfo[]).some((c) => c.name === column));
}

/** Replaces store `to`'s rows of `table` with copies of store `from`'s (an integer row id is left to SQLite). */
function copyStoreRows(db: Database, table: string, from: number, to: number): void {
  const columns = db.prepare(`PRAGMA table_info(${table})`).all() as ColumnInfo[];
  const keys = columns.filter((c) => c.pk > 0);
  const rowId = keys.length === 1 && keys[0].type.toUpperCase() === 'INTEGER' && keys[0].name !== 'store_id' ? keys[0].name : null;
  const copied = columns.filter((c) => c.name !== rowId).map((c) => c.name);
  db.prepare(`DELETE FROM ${table} WHERE store_id = ?`).run(to);
  db.prepare(
    `INSERT INTO ${table} (${copied.join(', ')}) SELECT ${copied.map((c) => (c === 'store_id' ? '?' : c)).join(', ')} FROM ${table} WHERE store_id = ?`,
  ).run(to, from);
}

export function keepDefaultStoreOnly(db: Database): void {
  const template = storeByCode(TEMPLATE_CODE)!;
  const target = storeByCode('default')!;
  db.transaction(() => {
    for (const table of COPIED_TABLES) copyStoreRows(db, table, template.store_id, target.store_id);
    db.prepare(
      `UPDATE store SET locale = 'en_US', currency = 'USD', country_id = ?, allowed_countries = ?, timezone = ?, weight_unit = ?
       WHERE store_id = ?`,
    ).run(template.country_id, template.allowed_countries.join(','), template.timezone, template.weight_unit, target.store_id);

    // The demo customer of the template's website becomes the base website's (addresses in its country).
    const keep = db.prepare('SELECT entity_id FROM customer_entity WHERE website_code = ?').pluck().all(template.website_code) as number[];
    db.prepare(`DELETE FROM newsletter_subscriber WHERE customer_id NOT IN (SELECT value FROM json_each(?))`).run(JSON.stringify(keep));
    db.prepare(`DELETE FROM customer_address_entity WHERE parent_id NOT IN (SELECT value FROM json_each(?))`).run(JSON.stringify(keep));
    db.prepare(`DELETE FROM customer_entity WHERE entity_id NOT IN (SELECT value FROM json_each(?))`).run(JSON.stringify(keep));
    for (const table of ['customer_entity', 'newsletter_subscriber']) {
      db.prepare(`UPDATE ${table} SET website_code = ?, store_id = ?`).run(target.website_code, target.store_id);
    }

    // Everything of the other store views (store 0 holds the default English text and prices).
    for (const table of tablesWithColumn(db, 'store_id').filter((t) => t !== 'store')) {
      db.prepare(`DELETE FROM ${table} WHERE store_id NOT IN (0, ?)`).run(target.store_id);
    }
    db.prepare('DELETE FROM store WHERE store_id <> ?').run(target.store_id);
  })();
}

export function asStockOpenSource(db: Database): void {
  db.transaction(() => {
    db.exec("UPDATE payment_method_config SET active = 0 WHERE code LIKE 'sandbox\\_%' ESCAPE '\\' OR code = 'paypal_express'");
    db.exec(
      `UPDATE catalog_category SET is_active = 0 WHERE entity_id IN (
         SELECT cp.category_id FROM catalog_category_product cp JOIN catalog_product p ON p.entity_id = cp.product_id
         GROUP BY cp.category_id HAVING SUM(p.type_id <> 'giftcard') = 0)`,
    );
    db.exec("UPDATE catalog_product SET status = 2 WHERE type_id = 'giftcard'");
  })();
}
