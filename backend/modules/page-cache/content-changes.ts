/**
 * The content changes a merchant makes in Magento's admin besides products (see
 * productalert/catalog-changes.ts for those), for the catalog command: a category's name, a CMS
 * page's title or content, and a URL moved to a new path with a permanent redirect from the old
 * one. Each purges, once committed, the tags Magento cleans on that save: `cat_c_{id}` for a
 * category, `cms_p_{id}` for a CMS page, and for a URL rewrite the tag of the entity it leads to
 * (Magento\UrlRewrite\Model\UrlRewrite cleans its target's cache: product, category or CMS page).
 */
import type { BackendServices } from '../../graphql/context';
import { utcTime } from '../customer/customers';
import { CACHE_TAG } from './cache-tags';
import { purgeAfterCommit } from './purge';

type RewriteEntity = 'product' | 'category' | 'cms-page';

const TAG_OF_ENTITY: Record<RewriteEntity, string> = {
  product: CACHE_TAG.product,
  category: CACHE_TAG.category,
  'cms-page': CACHE_TAG.cmsPage,
};

/** The store id of a store view code (0, every store view, without one). */
function storeIdOf(services: BackendServices, storeCode: string | undefined): number {
  if (storeCode === undefined) return 0;
  const store = services.stores.get(storeCode);
  if (!store) throw new Error(`No store view ${storeCode}`);
  return store.store_id;
}

/** A category by its id, or by its URL key (`women` or its path `eyeglasses/women`) in any store view. */
export function findCategoryId(services: BackendServices, idOrUrlKey: string): number {
  const id = /^\d+$/.test(idOrUrlKey)
    ? (services.db.prepare('SELECT entity_id FROM catalog_category WHERE entity_id = ?').pluck().get(Number(idOrUrlKey)) as
        number | undefined)
    : (services.db
        .prepare(
          'SELECT entity_id FROM catalog_category_store WHERE url_path = ? OR url_key = ? ORDER BY url_path = ? DESC, store_id LIMIT 1',
        )
        .pluck()
        .get(idOrUrlKey.replace(/\.html$/, ''), idOrUrlKey.replace(/\.html$/, ''), idOrUrlKey.replace(/\.html$/, '')) as
        number | undefined);
  if (id === undefined || id <= 2) throw new Error(`No category ${idOrUrlKey}`);
  return id;
}

/** Renames a category in a store view (its default name without one); answers its id. */
export function renameCategory(services: BackendServices, idOrUrlKey: string, name: string, storeCode?: string): number {
  if (!name.trim()) throw new Error('The name must not be empty');
  const id = findCategoryId(services, idOrUrlKey);
  const storeId = storeIdOf(services, storeCode);
  const { db } = services;
  db.transaction(() => {
    const updated = db.prepare('UPDATE catalog_category_store SET name = ? WHERE entity_id = ? AND store_id = ?').run(name, id, storeId);
    if (!updated.changes)
      db.prepare(
        `INSERT INTO catalog_category_store (entity_id, store_id, name, description, url_key, url_path, meta_title, meta_description, meta_keywords)
         SELECT entity_id, ?, ?, description, url_key, url_path, meta_title, meta_description, meta_keywords
         FROM catalog_category_store WHERE entity_id = ? AND store_id = 0`,
      ).run(storeId, name, id);
    db.prepare('UPDATE catalog_category SET updated_at = ? WHERE entity_id = ?').run(utcTime(), id);
  })();
  purgeAfterCommit(db, [`${CACHE_TAG.category}_${id}`]);
  return id;
}

interface CmsPageRow {
  page_id: number;
}

/**
 * Changes a CMS page's title and/or content: the store view's own page when it has one, else the
 * page shared by every store view (store 0); answers its id.
 */
export function updateCmsPage(
  services: BackendServices,
  identifier: string,
  change: { title?: string; content?: string },
  storeCode?: string,
): number {
  if (change.title !== undefined && !change.title.trim()) throw new Error('The title must not be empty');
  if (change.title === undefined && change.content === undefined) throw new Error('Nothing to change');
  const storeId = storeIdOf(services, storeCode);
  const { db } = services;
  const page = db
    .prepare('SELECT page_id FROM cms_page WHERE identifier = ? AND store_id IN (?, 0) ORDER BY store_id DESC LIMIT 1')
    .get(identifier, storeId) as CmsPageRow | undefined;
  if (!page) throw new Error(`No CMS page ${identifier}`);
  db.prepare('UPDATE cms_page SET title = COALESCE(?, title), content = COALESCE(?, content) WHERE page_id = ?').run(
    change.title ?? null,
    change.content ?? null,
    page.page_id,
  );
  purgeAfterCommit(db, [`${CACHE_TAG.cmsPage}_${page.page_id}`]);
  return page.page_id;
}

interface RewriteRow {
  url_rewrite_id: number;
  store_id: number;
  entity_type: RewriteEntity;
  entity_id: number;
}

/**
 * Moves a URL to a new path, as Magento does when a URL key changes with "Create Permanent
 * Redirect for old URL": the entity's rewrite takes the new path, the old path (and any redirect
 * that led to it) redirects there with 301. A category's or product's URL key follows, so menus
 * and listings link to the new path. In the --store view, or in every store view where the old
 * path leads to a page; answers how many store views changed.
 */
export function moveUrl(services: BackendServices, from: string, to: string, storeCode?: string): number {
  const oldPath = from.replace(/^\/+/, '');
  const newPath = to.replace(/^\/+/, '');
  if (!newPath || /[\s?#]/.test(newPath) || newPath.includes('//')) throw new Error(`Not a URL path: ${to}`);
  if (oldPath === newPath) throw new Error('The new path is the old one');
  const { db } = services;
  const rows = db
    .prepare(
      `SELECT url_rewrite_id, store_id, entity_type, entity_id FROM url_rewrite
       WHERE request_path = ? AND redirect_type = 0 ${storeCode === undefined ? '' : 'AND store_id = ?'}`,
    )
    .all(...(storeCode === undefined ? [oldPath] : [oldPath, storeIdOf(services, storeCode)])) as RewriteRow[];
  if (!rows.length) throw new Error(`No page at ${from}${storeCode ? ` in ${storeCode}` : ''}`);
  // A page's own path is taken; a redirect on it gives way to the page (moving a URL back).
  const taken = db.prepare('SELECT 1 FROM url_rewrite WHERE store_id = ? AND request_path = ? AND redirect_type = 0');
  for (const row of rows) if (taken.get(row.store_id, newPath)) throw new Error(`${to} is already in use in store ${row.store_id}`);
  const tags = new Set<string>();
  db.transaction(() => {
    for (const row of rows) {
      db.prepare('DELETE FROM url_rewrite WHERE store_id = ? AND request_path = ?').run(row.store_id, newPath);
      db.prepare('UPDATE url_rewrite SET request_path = ?, target_path = ? WHERE url_rewrite_id = ?').run(
        newPath,
        newPath,
        row.url_rewrite_id,
      );
      db.prepare('UPDATE url_rewrite SET target_path = ? WHERE store_id = ? AND target_path = ? AND redirect_type IN (301, 302)').run(
        newPath,
        row.store_id,
        oldPath,
      );
      db.prepare(
        'INSERT INTO url_rewrite (store_id, entity_type, entity_id, request_path, target_path, redirect_type) VALUES (?, ?, ?, ?, ?, 301)',
      ).run(row.store_id, row.entity_type, row.entity_id, oldPath, newPath);
      followUrlKey(services, row, newPath);
      tags.add(`${TAG_OF_ENTITY[row.entity_type]}_${row.entity_id}`);
    }
  })();
  if (rows.some((row) => row.entity_type !== 'cms-page')) services.catalogIndex.invalidate();
  purgeAfterCommit(db, [...tags]);
  return rows.length;
}

/** The store view's URL key (and a category's URL path) of the entity, from its new path. */
function followUrlKey(services: BackendServices, row: RewriteRow, newPath: string): void {
  const { db } = services;
  const withoutSuffix = newPath.replace(/\.html$/, '');
  const key = withoutSuffix.split('/').at(-1)!;
  if (row.entity_type === 'category') {
    const updated = db
      .prepare('UPDATE catalog_category_store SET url_key = ?, url_path = ? WHERE entity_id = ? AND store_id = ?')
      .run(key, withoutSuffix, row.entity_id, row.store_id);
    if (!updated.changes)
      db.prepare(
        `INSERT INTO catalog_category_store (entity_id, store_id, name, description, url_key, url_path, meta_title, meta_description, meta_keywords)
         SELECT entity_id, ?, name, description, ?, ?, meta_title, meta_description, meta_keywords
         FROM catalog_category_store WHERE entity_id = ? AND store_id = 0`,
      ).run(row.store_id, key, withoutSuffix, row.entity_id);
  } else if (row.entity_type === 'product' && !withoutSuffix.includes('/')) {
    const updated = db
      .prepare('UPDATE catalog_product_store SET url_key = ? WHERE entity_id = ? AND store_id = ?')
      .run(key, row.entity_id, row.store_id);
    if (!updated.changes)
      db.prepare(
        `INSERT INTO catalog_product_store (entity_id, store_id, name, url_key)
         SELECT entity_id, ?, name, ? FROM catalog_product_store WHERE entity_id = ? AND store_id = 0`,
      ).run(row.store_id, key, row.entity_id);
  }
}
