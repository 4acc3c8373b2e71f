/**
 * Writes products and everything that hangs off them (text per store, prices per store view,
 * stock, media, category positions, full-text rows, URL rewrites) with prepared statements.
 * Callers group calls into transactions.
 */
import { fulltextRowid } from '../fulltext';
import type { Database, Statement } from 'better-sqlite3';
import { PRICE_SCOPES, pricesByScope, type Rounding } from './prices';
import { STORE_VIEWS } from './stores';

export interface ProductRow {
  entity_id: number;
  sku: string;
  type_id: 'simple' | 'configurable' | 'virtual' | 'giftcard';
  attribute_set: 'Frames' | 'Sunglasses' | 'ContactLenses' | 'Accessories' | 'GiftCard';
  visibility: 1 | 2 | 3 | 4;
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
  new_from_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductText {
  store_id: number;
  name: string;
  description: string | null;
  short_description: string | null;
  url_key: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keyword: string | null;
}

export interface SearchText {
  store_id: number;
  name: string;
  sku: string;
  brand: string;
  keywords: string;
  description: string;
}

export interface ProductRecord {
  row: ProductRow;
  /** Store 0 (English defaults) first, then the translated store views that have their own text. */
  texts: ProductText[];
  /** Renamed products: url key they had before, by text store id (301 redirects in every store view). */
  oldUrlKeys?: ReadonlyMap<number, string>;
  /** Base price in EUR (store 0); converted for every store view. */
  price: number;
  special: number | null;
  rounding?: Rounding;
  /** null: no stock row (never for this shop: configurable parents get one too). */
  stock: { qty: number; is_in_stock: 0 | 1 } | null;
  media: { file: string; label: string }[];
  categories: readonly number[];
  search: SearchText[];
}

const PRODUCT_COLUMNS = [
  'entity_id',
  'sku',
  'type_id',
  'attribute_set',
  'visibility',
  'weight',
  'brand',
  'frame_shape',
  'frame_material',
  'color',
  'gender',
  'frame_size',
  'lens_width',
  'bridge_width',
  'temple_length',
  'polarized',
  'new_from_date',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ProductRow)[];

export const PRODUCT_URL_SUFFIX = '.html';

export class CatalogWriter {
  private readonly insertProduct: Statement;
  private readonly insertText: Statement;
  private readonly insertPrice: Statement;
  private readonly insertStock: Statement;
  private readonly insertMedia: Statement;
  private readonly insertCategoryProduct: Statement;
  private readonly insertSearch: Statement;
  private readonly insertRewrite: Statement;
  private readonly insertRelation: Statement;
  private readonly insertSuper: Statement;
  private readonly insertLink: Statement;
  private readonly positions = new Map<number, number>();

  /** Marks products whose sale has ended: no back-in-stock alert is offered for them. */
  hideStockAlerts(entityIds: readonly number[]): void {
    const mark = this.db.prepare('UPDATE catalog_product SET notification_hide_alert = 1 WHERE entity_id = ?');
    for (const id of entityIds) mark.run(id);
  }

  constructor(private readonly db: Database) {
    this.insertProduct = db.prepare(
      `INSERT INTO catalog_product (${PRODUCT_COLUMNS.join(', ')}, status) VALUES (${PRODUCT_COLUMNS.map(() => '?').join(', ')}, 1)`,
    );
    this.insertText = db.prepare(
      `INSERT INTO catalog_product_store (entity_id, store_id, name, description, short_description, url_key, meta_title, meta_description, meta_keyword)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertPrice = db.prepare('INSERT INTO catalog_product_price (entity_id, store_id, price, special_price) VALUES (?, ?, ?, ?)');
    this.insertStock = db.prepare('INSERT INTO cataloginventory_stock_item (product_id, qty, is_in_stock) VALUES (?, ?, ?)');
    this.insertMedia = db.prepare('INSERT INTO catalog_product_media (entity_id, file, position, label, roles) VALUES (?, ?, ?, ?, ?)');
    this.insertCategoryProduct = db.prepare('INSERT INTO catalog_category_product (category_id, product_id, position) VALUES (?, ?, ?)');
    this.insertSearch = db.prepare(
      'INSERT INTO catalogsearch_fulltext (rowid, name, sku, brand, keywords, description, product_id, store_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.insertRewrite = db.prepare(
      'INSERT INTO url_rewrite (store_id, entity_type, entity_id, request_path, target_path, redirect_type) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.insertRelation = db.prepare('INSERT INTO catalog_product_relation (parent_id, child_id) VALUES (?, ?)');
    this.insertSuper = db.prepare('INSERT INTO catalog_product_super_attribute (product_id, attribute_code, position) VALUES (?, ?, ?)');
    this.insertLink = db.prepare(
      'INSERT INTO catalog_product_link (product_id, linked_product_id, link_type, position) VALUES (?, ?, ?, ?)',
    );
  }

  product(p: ProductRecord): void {
    const r = p.row;
    const id = r.entity_id;
    this.insertProduct.run(PRODUCT_COLUMNS.map((c) => r[c]));
    for (const t of p.texts) {
      this.insertText.run(
        id,
        t.store_id,
        t.name,
        t.description,
        t.short_description,
        t.url_key,
        t.meta_title,
        t.meta_description,
        t.meta_keyword,
      );
    }
    const prices = pricesByScope(p.price, p.rounding);
    const specials = p.special === null ? null : pricesByScope(p.special, p.rounding);
    for (let i = 0; i < PRICE_SCOPES.length; i++) {
      this.insertPrice.run(id, PRICE_SCOPES[i].store_id, prices[i], specials ? specials[i] : null);
    }
    if (p.stock) this.insertStock.run(id, p.stock.qty, p.stock.is_in_stock);
    p.media.forEach((m, i) => this.insertMedia.run(id, m.file, i + 1, m.label, i === 0 ? 'image,small_image,thumbnail' : ''));
    for (const categoryId of p.categories) {
      const position = (this.positions.get(categoryId) ?? 0) + 1;
      this.positions.set(categoryId, position);
      this.insertCategoryProduct.run(categoryId, id, position);
    }
    for (const s of p.search)
      this.insertSearch.run(fulltextRowid(s.store_id, id), s.name, s.sku, s.brand, s.keywords, s.description, id, s.store_id);
    if (r.visibility > 1) this.productRewrites(p);
  }

  /** `url_key.html` in every store view (its own text's key, else store 0's), plus 301s of renamed products. */
  private productRewrites(p: ProductRecord): void {
    const id = p.row.entity_id;
    const target = `catalog/product/view/id/${id}`;
    const byStore = new Map(p.texts.map((t) => [t.store_id, t.url_key]));
    const fallback = p.texts[0].url_key;
    for (const view of STORE_VIEWS) {
      const textStore = byStore.has(view.text_store_id) ? view.text_store_id : 0;
      const key = byStore.get(textStore) ?? fallback;
      const path = key + PRODUCT_URL_SUFFIX;
      this.insertRewrite.run(view.store_id, 'product', id, path, target, 0);
      const old = p.oldUrlKeys?.get(textStore) ?? p.oldUrlKeys?.get(0);
      if (old && old !== key) this.insertRewrite.run(view.store_id, 'product', id, old + PRODUCT_URL_SUFFIX, path, 301);
    }
  }

  relation(parentId: number, childId: number): void {
    this.insertRelation.run(parentId, childId);
  }

  superAttributes(productId: number, codes: readonly string[]): void {
    codes.forEach((code, i) => this.insertSuper.run(productId, code, i));
  }

  link(productId: number, linkedId: number, type: 'related' | 'upsell' | 'crosssell', position: number): void {
    this.insertLink.run(productId, linkedId, type, position);
  }

  rewrite(
    storeId: number,
    entityType: 'product' | 'category' | 'cms-page',
    entityId: number,
    requestPath: string,
    targetPath: string,
    redirectType: 0 | 301 | 302 = 0,
  ): void {
    this.insertRewrite.run(storeId, entityType, entityId, requestPath, targetPath, redirectType);
  }

  /** `fn` wrapped in a transaction (better-sqlite3 semantics). */
  transaction<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
    return this.db.transaction(fn);
  }

  /** Runs `fn` over `items` in transactions of `size` items. */
  inBatches<T>(items: readonly T[], size: number, fn: (item: T, index: number) => void): void {
    const run = this.db.transaction((from: number) => {
      const end = Math.min(items.length, from + size);
      for (let i = from; i < end; i++) fn(items[i], i);
    });
    for (let from = 0; from < items.length; from += size) run(from);
  }
}
