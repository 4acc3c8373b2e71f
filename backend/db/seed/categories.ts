/**
 * The category tree: root (1), Default Category (2) and the shop's menu under it, with names,
 * descriptions, meta data and URL keys/paths per text scope (store 0 = English; Arabic and
 * Chinese store views keep English URL keys).
 */
import type { Database } from 'better-sqlite3';
import { categoryImagePath, type ImageKind } from './images';
import { PACKS, slugify, urlKeyLang, type LanguagePack } from './i18n';
import type { CategoryText } from './i18n/types';
import { STORE_VIEWS, TEXT_SCOPES, type Lang } from './stores';
import { COLORS, SHAPES, SHOP_NAME, type GenderCategoryKey, type ShapeKey, type TopCategoryKey } from './vocabulary';
import type { CatalogWriter } from './writer';

export const CATEGORY_URL_SUFFIX = '.html';

export const SEED_DATE = '2026-01-15 10:00:00';

export interface CategoryDef {
  entity_id: number;
  parent_id: number | null;
  /** Stable key: 'eyeglasses', 'eyeglasses/women', 'frame-shapes/round', ... */
  key: string;
  level: number;
  path: string;
  position: number;
  include_in_menu: 0 | 1;
  is_active: 0 | 1;
  /** Banner of top categories. */
  image: { key: string; kind: ImageKind; color: string } | null;
  text(pack: LanguagePack): CategoryText;
}

type Node = Omit<CategoryDef, 'entity_id' | 'parent_id' | 'level' | 'path' | 'position'> & { children?: Node[] };

const top = (key: TopCategoryKey, image: CategoryDef['image'], children?: Node[], extra?: Partial<Node>): Node => ({
  key,
  include_in_menu: 1,
  is_active: 1,
  image,
  text: (pack) => pack.categories[key],
  children,
  ...extra,
});
const child = (key: string, text: (pack: LanguagePack) => CategoryText): Node => ({
  key,
  include_in_menu: 1,
  is_active: 1,
  image: null,
  text,
});
const genders = (kind: 'eyeglasses' | 'sunglasses') =>
  (['women', 'men', 'kids'] as GenderCategoryKey[]).map((g) => child(`${kind}/${g}`, (pack) => pack.genderCategory(kind, g)));

const TREE: Node[] = [
  top('eyeglasses', { key: 'eyeglasses', kind: 'eyeglasses', color: COLORS.tortoise }, genders('eyeglasses')),
  top('sunglasses', { key: 'sunglasses', kind: 'sunglasses', color: COLORS.black }, genders('sunglasses')),
  top('contact-lenses', { key: 'contact-lenses', kind: 'contact-lenses', color: '#1e88c7' }, [
    child('contact-lenses/daily', (pack) => pack.categories['contact-lenses-daily']),
    child('contact-lenses/monthly', (pack) => pack.categories['contact-lenses-monthly']),
  ]),
  top('accessories', { key: 'accessories', kind: 'case', color: COLORS.navy }),
  top('gift-cards', { key: 'gift-cards', kind: 'giftcard', color: '#7b3fa0' }),
  top(
    'frame-shapes',
    { key: 'frame-shapes', kind: 'eyeglasses', color: COLORS.black },
    SHAPES.map((shape) => child(`frame-shapes/${shape}`, (pack) => pack.shapeCategory(shape))),
  ),
  top('new-arrivals', { key: 'new-arrivals', kind: 'sunglasses', color: COLORS.honey }),
  top('sale', { key: 'sale', kind: 'eyeglasses', color: COLORS.burgundy }),
  top('outlet', null, undefined, { include_in_menu: 0, is_active: 0 }),
];

function buildCategories(): CategoryDef[] {
  const rootText = (name: string): CategoryText => ({ name, title: name, description: '' });
  const list: CategoryDef[] = [
    {
      entity_id: 1,
      parent_id: null,
      key: 'root',
      level: 0,
      path: '1',
      position: 0,
      include_in_menu: 0,
      is_active: 1,
      image: null,
      text: () => rootText('Root Catalog'),
    },
    {
      entity_id: 2,
      parent_id: 1,
      key: 'default',
      level: 1,
      path: '1/2',
      position: 1,
      include_in_menu: 1,
      is_active: 1,
      image: null,
      text: () => rootText('Default Category'),
    },
  ];
  let next = 3;
  const walk = (nodes: Node[], parent: CategoryDef) => {
    nodes.forEach((node, index) => {
      const id = next++;
      const { children, ...rest } = node;
      const def: CategoryDef = {
        ...rest,
        entity_id: id,
        parent_id: parent.entity_id,
        level: parent.level + 1,
        path: `${parent.path}/${id}`,
        position: index + 1,
      };
      list.push(def);
      if (children) walk(children, def);
    });
  };
  walk(TREE, list[1]);
  return list;
}

/** Every category, parents before children. */
export const CATEGORIES: readonly CategoryDef[] = buildCategories();

const BY_KEY = new Map(CATEGORIES.map((c) => [c.key, c]));
const BY_ID = new Map(CATEGORIES.map((c) => [c.entity_id, c]));

/** entity_id of a category by key ('eyeglasses', 'sunglasses/kids', 'frame-shapes/round', ...). */
export function categoryId(key: string): number {
  const c = BY_KEY.get(key);
  if (!c) throw new Error(`Unknown category ${key}`);
  return c.entity_id;
}

export function shapeCategoryId(shape: ShapeKey): number {
  return categoryId(`frame-shapes/${shape}`);
}

export interface CategoryStoreText {
  name: string;
  description: string | null;
  url_key: string;
  url_path: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

/** The category's text in one language; url keys in that language (English for ar, zh). */
export function categoryText(def: CategoryDef, lang: Lang): CategoryStoreText {
  const text = def.text(PACKS[lang]);
  const urlText = def.text(PACKS[urlKeyLang(lang)]);
  const urlKey = urlText.urlKey ?? slugify(urlText.name, urlKeyLang(lang));
  const parent = def.parent_id && def.level > 2 ? BY_ID.get(def.parent_id) : undefined;
  const url_path = parent ? `${categoryText(parent, lang).url_path}/${urlKey}` : urlKey;
  const isMenuCategory = def.level >= 2;
  return {
    name: text.name,
    description: isMenuCategory ? `<p>${text.description}</p>` : null,
    url_key: urlKey,
    url_path,
    meta_title: isMenuCategory ? `${text.title} | ${SHOP_NAME}` : null,
    meta_description: isMenuCategory ? text.description : null,
    meta_keywords: isMenuCategory ? text.title.toLocaleLowerCase() : null,
  };
}

/**
 * The URL path a category had before "Frame Shapes" was renamed (for its 301 redirects), or null
 * when the category was not affected.
 */
export function oldCategoryUrlPath(def: CategoryDef, lang: Lang): string | null {
  const shapes = BY_KEY.get('frame-shapes')!;
  if (def.entity_id !== shapes.entity_id && def.parent_id !== shapes.entity_id) return null;
  const oldKey = PACKS[urlKeyLang(lang)].frameShapesOldUrlKey;
  if (def.entity_id === shapes.entity_id) return oldKey;
  return `${oldKey}/${categoryText(def, lang).url_key}`;
}

export function seedCategories(db: Database): void {
  const insertCategory = db.prepare(
    `INSERT INTO catalog_category (entity_id, parent_id, path, level, position, include_in_menu, is_active, is_anchor, image, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
  );
  const insertText = db.prepare(
    `INSERT INTO catalog_category_store (entity_id, store_id, name, description, url_key, url_path, meta_title, meta_description, meta_keywords)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const def of CATEGORIES) {
    insertCategory.run(
      def.entity_id,
      def.parent_id,
      def.path,
      def.level,
      def.position,
      def.include_in_menu,
      def.is_active,
      def.image ? categoryImagePath(def.image.key) : null,
      SEED_DATE,
      SEED_DATE,
    );
    // Root and Default Category only have admin (store 0) values, as in Magento.
    const scopes = def.level < 2 ? TEXT_SCOPES.slice(0, 1) : TEXT_SCOPES;
    for (const scope of scopes) {
      const t = categoryText(def, scope.language);
      insertText.run(
        def.entity_id,
        scope.store_id,
        t.name,
        t.description,
        t.url_key,
        t.url_path,
        t.meta_title,
        t.meta_description,
        t.meta_keywords,
      );
    }
  }
}

/** Category banners to draw: one per top category that has one. */
export function categoryImageSpecs(): { key: string; kind: ImageKind; color: string }[] {
  return CATEGORIES.flatMap((c) => (c.image ? [c.image] : []));
}

/**
 * `url_path.html` of every active menu category in every store view (its own text's path, else
 * store 0's), and 301s from the paths "Frame Shapes" and its children had before the rename.
 */
export function seedCategoryRewrites(writer: CatalogWriter): void {
  for (const view of STORE_VIEWS) {
    for (const def of CATEGORIES) {
      if (def.level < 2 || !def.is_active) continue;
      const lang = view.text_store_id === 0 ? 'en' : view.language;
      const path = `${categoryText(def, lang).url_path}${CATEGORY_URL_SUFFIX}`;
      writer.rewrite(view.store_id, 'category', def.entity_id, path, `catalog/category/view/id/${def.entity_id}`);
      const old = oldCategoryUrlPath(def, lang);
      if (old) writer.rewrite(view.store_id, 'category', def.entity_id, `${old}${CATEGORY_URL_SUFFIX}`, path, 301);
    }
  }
}
