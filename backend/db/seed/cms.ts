/**
 * CMS pages and blocks: English at store_id 0 and one row per translated store view (mx and ar
 * carry the Spanish text as their own rows). English store views use the store 0 rows.
 */
import type { Database } from 'better-sqlite3';
import { PACKS } from './i18n';
import { STORE_VIEWS, TEXT_SCOPES } from './stores';
import { CMS_BLOCK_KEYS, CMS_PAGE_KEYS, type CmsPageKey } from './vocabulary';
import type { CatalogWriter } from './writer';

const LAYOUT: Record<CmsPageKey, string> = {
  home: 'cms-full-width',
  'about-us': '1column',
  'shipping-and-returns': '1column',
  'privacy-policy': '1column',
  'no-route': '1column',
};

/** Writes pages and blocks; returns page ids by `${identifier}/${store_id}`. */
export function seedCms(db: Database): Map<string, number> {
  const insertPage = db.prepare(
    `INSERT INTO cms_page (page_id, identifier, store_id, title, content_heading, content, meta_title, meta_description, meta_keywords, page_layout, is_active)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
  );
  const insertBlock = db.prepare(
    'INSERT INTO cms_block (block_id, identifier, store_id, title, content, is_active) VALUES (?, ?, ?, ?, ?, 1)',
  );
  const pageIds = new Map<string, number>();
  let pageId = 0;
  let blockId = 0;
  for (const scope of TEXT_SCOPES) {
    const pack = PACKS[scope.language];
    for (const identifier of CMS_PAGE_KEYS) {
      const p = pack.cmsPages[identifier];
      insertPage.run(
        ++pageId,
        identifier,
        scope.store_id,
        p.title,
        p.heading || null,
        p.content,
        p.metaTitle,
        p.metaDescription,
        p.metaKeywords || null,
        LAYOUT[identifier],
      );
      pageIds.set(`${identifier}/${scope.store_id}`, pageId);
    }
    for (const identifier of CMS_BLOCK_KEYS) {
      const b = pack.cmsBlocks[identifier];
      insertBlock.run(++blockId, identifier, scope.store_id, b.title, b.content);
    }
  }
  return pageIds;
}

/** `identifier` → cms/page/view/page_id/{id} in every store view, to its own page or the store 0 one. */
export function seedCmsRewrites(writer: CatalogWriter, pageIds: Map<string, number>): void {
  for (const view of STORE_VIEWS) {
    for (const identifier of CMS_PAGE_KEYS) {
      const id = pageIds.get(`${identifier}/${view.text_store_id}`) ?? pageIds.get(`${identifier}/0`)!;
      writer.rewrite(view.store_id, 'cms-page', id, identifier, `cms/page/view/page_id/${id}`);
    }
  }
}
