/**
 * Seeds an empty database (schema.sql applied) with the eyewear shop: store views, countries,
 * tax and shipping rates, cart price rules and coupons (sales-rules.ts), attributes, categories,
 * the demo customer (customers.ts), products (prices, stock, media, lens options, links), full-text
 * rows, URL rewrites and CMS content, then draws the product and category images. The demo
 * customer's past orders are placed afterwards by seedDemoOrders (demo-orders.ts), through the
 * shop's own services.
 *
 * Without `products`: the hand-made catalogue (catalog.ts). With `products: N`: N generated
 * products for scale tests (scale.ts), on the same stores, categories, CMS and redirects.
 */
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { BackendProfile, BackendStores } from '../../config';
import { seedAttributes } from './attributes';
import { seedCatalog } from './catalog';
import { categoryImageSpecs, seedCategories, seedCategoryRewrites } from './categories';
import { seedCms, seedCmsRewrites } from './cms';
import { seedCustomers } from './customers';
import { seedDirectory } from './directory';
import { seedFaq } from './faq';
import { asStockOpenSource, keepDefaultStoreOnly } from './fresh-install';
import { seedGiftCards } from './gift-cards';
import { writeCategoryImages, writeProductImages } from './images';
import { LensOptionWriter } from './lens-options';
import { seedPaymentMethods } from './payment-methods';
import { seedPickupAndAgreements } from './pickup-and-agreements';
import { seedReviews } from './reviews';
import { seedSalesRules } from './sales-rules';
import { seedScale } from './scale';
import { STORE_VIEWS, TEXT_SCOPES } from './stores';
import { CatalogWriter } from './writer';

export { STORE_VIEWS } from './stores';
export { DEMO_CUSTOMER } from './customers';
export { seedDemoOrders } from './demo-orders';

export interface SeedOptions {
  /** The folder served at /media/ (images go under catalog/product and catalog/category). */
  mediaDir: string;
  /** Seed this many generated products (scale tests) instead of the hand-made catalogue. */
  products?: number;
  /** `default`: only the `default` store view, in USD, as a fresh Magento install (fresh-install.ts). */
  stores?: BackendStores;
  /** `magento-os`: nothing stock Magento Open Source lacks (gift card products, payment sandboxes). */
  profile?: BackendProfile;
  log?: (msg: string) => void;
}

function seedStores(db: Database): void {
  const insert = db.prepare(
    `INSERT INTO store (store_id, code, name, website_code, group_code, locale, currency, country_id, allowed_countries, timezone, weight_unit, is_default, sort_order)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const s of STORE_VIEWS) {
    insert.run(
      s.store_id,
      s.code,
      s.name,
      s.website_code,
      s.group_code,
      s.locale,
      s.currency,
      s.country_id,
      s.allowed_countries.join(','),
      s.timezone,
      s.weight_unit,
      s.is_default,
      s.sort_order,
    );
  }
}

function assertEmpty(db: Database): void {
  const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  for (const table of ['store', 'catalog_category', 'catalog_product', 'cms_page']) {
    if (count(table) > 0) throw new Error(`seedAll needs an empty database, but ${table} has rows`);
  }
}

export async function seedAll(db: Database, options: SeedOptions): Promise<void> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (options.products !== undefined && (!Number.isInteger(options.products) || options.products < 1)) {
    throw new Error(`products must be a positive integer, got ${options.products}`);
  }
  assertEmpty(db);

  let pageIds = new Map<string, number>();
  db.transaction(() => {
    seedStores(db);
    seedDirectory(db);
    seedSalesRules(db);
    seedPaymentMethods(db);
    seedAttributes(db);
    seedCategories(db);
    pageIds = seedCms(db);
    seedFaq(db);
  })();
  log(`stores, directory, tax, shipping, cart rules, payment methods, attributes, categories and CMS seeded (${elapsed()})`);
  await seedCustomers(db);

  const writer = new CatalogWriter(db);
  const result =
    options.products !== undefined
      ? seedScale(writer, db, options.products, log)
      : seedCatalog(writer, new LensOptionWriter(db), TEXT_SCOPES);
  seedGiftCards(db);
  seedReviews(db);
  seedPickupAndAgreements(db);
  writer.transaction(() => {
    seedCategoryRewrites(writer);
    seedCmsRewrites(writer, pageIds);
  })();
  if (options.stores === 'default') keepDefaultStoreOnly(db);
  if (options.profile === 'magento-os') asStockOpenSource(db);
  db.exec("INSERT INTO catalogsearch_fulltext (catalogsearch_fulltext) VALUES ('optimize')");
  db.exec('ANALYZE');
  log(`${result.productCount} products (${result.visibleCount} visible) seeded (${elapsed()})`);

  await writeCategoryImages(path.join(options.mediaDir, 'catalog', 'category'), categoryImageSpecs());
  await writeProductImages(path.join(options.mediaDir, 'catalog', 'product'), result.images.specs);
  log(`${result.images.size} product images ready in ${options.mediaDir} (${elapsed()})`);
}
