/** @jest-environment node */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { seedAll } from './index';
import { productImagePath, writeCategoryImages, writeProductImages, type ImageSpec } from './images';
import { STORE_VIEWS, TEXT_SCOPES } from './stores';

// Drawing ~700 images takes longer than this test may; images.ts has its own tests. The paths
// stay real, so media rows are checked against the specs the seed asked to draw.
// Seeding takes a few seconds; on a machine shared with other work, more than Jest's default 5 s.
jest.setTimeout(60_000);

jest.mock('./images', () => ({
  ...jest.requireActual('./images'),
  writeProductImages: jest.fn(async () => undefined),
  writeCategoryImages: jest.fn(async () => undefined),
}));

type Db = Database.Database;

const SCHEMA = fs.readFileSync(path.join(__dirname, '..', 'schema.sql'), 'utf8');

function emptyDb(): Db {
  const db = new Database(':memory:');
  db.exec(SCHEMA);
  return db;
}

const all = <T = Record<string, unknown>>(db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
const one = <T = Record<string, unknown>>(db: Db, sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
const count = (db: Db, sql: string, ...params: unknown[]) =>
  (db
    .prepare(sql)
    .pluck()
    .get(...params) as number) ?? 0;

const TRANSLATED_IDS = [4, 5, 7, 8, 11, 12, 13, 14, 16, 17];

describe('seedAll: the hand-made catalogue', () => {
  let db: Db;
  let specs: ImageSpec[];

  beforeAll(async () => {
    db = emptyDb();
    await seedAll(db, { mediaDir: '/tmp/unused-media' });
    specs = (writeProductImages as jest.Mock).mock.calls[0][1];
  });
  afterAll(() => db.close());

  it('keeps every foreign key valid', () => {
    expect(all(db, 'PRAGMA foreign_key_check')).toEqual([]);
  });

  it('creates the 15 store views of the specification', () => {
    const stores = all<{
      code: string;
      store_id: number;
      currency: string;
      locale: string;
      is_default: number;
      allowed_countries: string;
      country_id: string;
    }>(db, 'SELECT * FROM store ORDER BY sort_order');
    expect(stores.map((s) => `${s.code}:${s.store_id}:${s.currency}:${s.locale}`)).toEqual([
      'default:1:EUR:en_GB',
      'eu:2:EUR:en_GB',
      'us:3:USD:en_US',
      'fr:4:EUR:fr_FR',
      'es:5:EUR:es_ES',
      'uk:6:GBP:en_GB',
      'nl:7:EUR:nl_NL',
      'hk:8:HKD:zh_Hant_HK',
      'mx:11:MXN:es_MX',
      'de:12:EUR:de_DE',
      'id:13:EUR:id_ID',
      'ae_ar:14:AED:ar_AE',
      'ae_en:15:AED:en_AE',
      'ar:16:USD:es_AR',
      'pl:17:PLN:pl_PL',
    ]);
    expect(stores.filter((s) => s.is_default).map((s) => s.code)).toEqual(['default']);
    const byCode = Object.fromEntries(stores.map((s) => [s.code, s]));
    expect(byCode.eu.allowed_countries.split(',')).toHaveLength(27);
    expect(byCode.eu.country_id).toBe('BE');
    expect(byCode.fr.allowed_countries).toBe('FR,BE,LU,MC');
    expect(byCode.de.allowed_countries).toBe('DE,AT,CH');
    expect(byCode.ae_ar.allowed_countries).toBe('AE');
  });

  it('knows every country a store ships to, with names per locale and address rules', () => {
    const shipped = new Set(STORE_VIEWS.flatMap((s) => s.allowed_countries));
    const countries = all<{ country_id: string; postcode_required: number; postcode_pattern: string | null; region_required: number }>(
      db,
      'SELECT * FROM directory_country',
    );
    expect(new Set(countries.map((c) => c.country_id))).toEqual(shipped);
    const locales = new Set(['en_US', ...STORE_VIEWS.map((s) => s.locale)]);
    expect(count(db, 'SELECT COUNT(*) FROM directory_country_name')).toBe(shipped.size * locales.size);
    expect(one(db, "SELECT name FROM directory_country_name WHERE country_id = 'BE' AND locale = 'fr_FR'")).toEqual({ name: 'Belgique' });
    expect(one(db, "SELECT name FROM directory_country_name WHERE country_id = 'DE' AND locale = 'zh_Hant_HK'")).toEqual({ name: '德國' });

    const rule = Object.fromEntries(countries.map((c) => [c.country_id, c]));
    for (const optional of ['HK', 'AE', 'IE']) expect(rule[optional].postcode_required).toBe(0);
    const samples: Record<string, [string, string]> = {
      GB: ['SW1A 1AA', '12345'],
      US: ['94105-1234', '9410'],
      FR: ['75001', '7500'],
      DE: ['10115', '1011'],
      NL: ['1012 AB', '0123 AB'],
      BE: ['1000', '0999'],
      ES: ['28013', '60000'],
      PL: ['00-950', '00950'],
      MX: ['06600', '660'],
      AR: ['C1425DKG', '14250'],
      ID: ['10110', '1011'],
      PT: ['1100-148', '1100'],
      AT: ['1010', '10100'],
      IT: ['00184', '0018'],
      LU: ['L-1111', '11111'],
    };
    for (const [country, [valid, invalid]] of Object.entries(samples)) {
      const re = new RegExp(rule[country].postcode_pattern!);
      expect([country, re.test(valid), re.test(invalid)]).toEqual([country, true, false]);
    }
    const regions = Object.fromEntries(
      all<{ country_id: string; n: number }>(db, 'SELECT country_id, COUNT(*) AS n FROM directory_region GROUP BY country_id').map((r) => [
        r.country_id,
        r.n,
      ]),
    );
    expect(regions).toEqual({ US: 51, MX: 32, ES: 52, AR: 24, PL: 16 });
    for (const c of countries) expect([c.country_id, c.region_required]).toEqual([c.country_id, regions[c.country_id] ? 1 : 0]);
    expect(one(db, "SELECT name FROM directory_region WHERE country_id = 'US' AND code = 'CA'")).toEqual({ name: 'California' });
  });

  it('defines the filterable attributes with translated options and colour swatches', () => {
    expect(
      all<{ attribute_code: string }>(db, 'SELECT attribute_code FROM eav_attribute ORDER BY rowid').map((a) => a.attribute_code),
    ).toEqual([
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
    ]);
    expect(count(db, "SELECT COUNT(*) FROM eav_attribute_option WHERE attribute_code = 'brand'")).toBe(8);
    expect(
      all(
        db,
        "SELECT l.label FROM eav_attribute_option o JOIN eav_attribute_option_label l USING (option_id) WHERE attribute_code = 'frame_size' ORDER BY sort_order",
      ),
    ).toEqual([{ label: 'S' }, { label: 'M' }, { label: 'L' }]);
    expect(count(db, "SELECT COUNT(*) FROM eav_attribute_option WHERE attribute_code = 'color' AND swatch_value NOT LIKE '#______'")).toBe(
      0,
    );
    const black = one<{ option_id: number }>(
      db,
      "SELECT o.option_id FROM eav_attribute_option o JOIN eav_attribute_option_label l USING (option_id) WHERE l.store_id = 0 AND l.label = 'Black'",
    );
    const labels = Object.fromEntries(
      all<{ store_id: number; label: string }>(
        db,
        'SELECT store_id, label FROM eav_attribute_option_label WHERE option_id = ?',
        black.option_id,
      ).map((l) => [l.store_id, l.label]),
    );
    expect(labels).toMatchObject({
      0: 'Black',
      4: 'Noir',
      5: 'Negro',
      11: 'Negro',
      12: 'Schwarz',
      7: 'Zwart',
      17: 'Czarny',
      14: 'أسود',
      8: '黑色',
      13: 'Hitam',
    });
    // Every option of a translatable attribute has a label in every translated store view.
    expect(
      count(
        db,
        `SELECT COUNT(*) FROM eav_attribute_option o WHERE attribute_code IN ('frame_shape','frame_material','color','gender')
                   AND (SELECT COUNT(*) FROM eav_attribute_option_label l WHERE l.option_id = o.option_id) <> ${TEXT_SCOPES.length}`,
      ),
    ).toBe(0);
  });

  it('builds the category tree with translated, ASCII url paths', () => {
    const categories = all<{ entity_id: number; parent_id: number | null; path: string; level: number; is_active: number }>(
      db,
      'SELECT * FROM catalog_category',
    );
    expect(categories.length).toBeGreaterThan(20);
    expect(categories.find((c) => c.entity_id === 1)).toMatchObject({ parent_id: null, level: 0, path: '1' });
    expect(categories.find((c) => c.entity_id === 2)).toMatchObject({ parent_id: 1, level: 1, path: '1/2' });
    const byId = new Map(categories.map((c) => [c.entity_id, c]));
    for (const c of categories.filter((c) => c.parent_id)) {
      const parent = byId.get(c.parent_id!)!;
      expect(c.path).toBe(`${parent.path}/${c.entity_id}`);
      expect(c.level).toBe(parent.level + 1);
    }
    const paths = all<{ store_id: number; url_path: string; name: string }>(
      db,
      'SELECT store_id, url_path, name FROM catalog_category_store',
    );
    expect(paths.filter((p) => !/^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/.test(p.url_path))).toEqual([]);
    const has = (store: number, urlPath: string) => paths.some((p) => p.store_id === store && p.url_path === urlPath);
    expect(has(0, 'eyeglasses/women')).toBe(true);
    expect(has(4, 'lunettes-de-vue/femme')).toBe(true);
    expect(has(12, 'sonnenbrillen/herren')).toBe(true);
    expect(has(17, 'okulary-korekcyjne/damskie')).toBe(true);
    expect(paths.filter((p) => p.store_id === 14).map((p) => p.url_path)).toContain('eyeglasses/women');
    expect(paths.find((p) => p.store_id === 14 && p.url_path === 'eyeglasses')?.name).toBe('نظارات طبية');
    // Each menu category has text in store 0 and every translated store view.
    const menu = categories.filter((c) => c.level >= 2).length;
    expect(count(db, 'SELECT COUNT(*) FROM catalog_category_store s JOIN catalog_category c USING (entity_id) WHERE c.level >= 2')).toBe(
      menu * TEXT_SCOPES.length,
    );
  });

  it('seeds at least 150 visible products of every kind', () => {
    const kinds = Object.fromEntries(
      all<{ k: string; n: number }>(
        db,
        "SELECT type_id || '/' || attribute_set AS k, COUNT(*) AS n FROM catalog_product WHERE visibility = 4 GROUP BY k",
      ).map((r) => [r.k, r.n]),
    );
    expect(kinds['configurable/Frames']).toBeGreaterThanOrEqual(55);
    expect(kinds['configurable/Sunglasses']).toBeGreaterThanOrEqual(40);
    expect(kinds['simple/ContactLenses']).toBe(20);
    expect(kinds['simple/Accessories']).toBe(20);
    expect(kinds['giftcard/GiftCard']).toBe(6);
    // Every gift card has its attributes; the open-amount one its range in every price scope.
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product_giftcard')).toBe(6);
    expect(count(db, 'SELECT COUNT(DISTINCT store_id) FROM catalog_product_giftcard_open_amount')).toBe(16);
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product WHERE visibility = 4')).toBeGreaterThanOrEqual(150);
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product WHERE new_from_date IS NOT NULL')).toBe(10);
  });

  it('configures frames by colour and size with their own SKUs, attributes and media', () => {
    const parents = all<{ entity_id: number; sku: string; colors: number; sizes: number; n: number }>(
      db,
      `SELECT p.entity_id, p.sku, COUNT(DISTINCT c.color) AS colors, COUNT(DISTINCT c.frame_size) AS sizes, COUNT(*) AS n
         FROM catalog_product p JOIN catalog_product_relation r ON r.parent_id = p.entity_id JOIN catalog_product c ON c.entity_id = r.child_id
        WHERE p.type_id = 'configurable' GROUP BY p.entity_id`,
    );
    expect(parents.length).toBe(count(db, "SELECT COUNT(*) FROM catalog_product WHERE type_id = 'configurable'"));
    for (const p of parents) {
      expect(p.colors).toBeGreaterThanOrEqual(2);
      expect(p.colors).toBeLessThanOrEqual(4);
      expect(p.sizes).toBeGreaterThanOrEqual(2);
      expect(p.sizes).toBeLessThanOrEqual(3);
      expect(p.n).toBe(p.colors * p.sizes);
    }
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product_super_attribute')).toBe(parents.length * 2);
    const badVariants = count(
      db,
      `SELECT COUNT(*) FROM catalog_product c JOIN catalog_product_relation r ON r.child_id = c.entity_id JOIN catalog_product p ON p.entity_id = r.parent_id
        WHERE c.visibility <> 1 OR c.type_id <> 'simple' OR c.sku NOT LIKE p.sku || '-%-%' OR c.color IS NULL OR c.frame_size IS NULL
           OR c.lens_width IS NULL OR c.bridge_width IS NULL OR c.temple_length IS NULL OR c.brand <> p.brand`,
    );
    expect(badVariants).toBe(0);
    expect(
      count(
        db,
        "SELECT COUNT(*) FROM catalog_product WHERE type_id = 'configurable' AND (brand IS NULL OR frame_shape IS NULL OR frame_material IS NULL OR gender IS NULL OR weight IS NULL OR color IS NULL)",
      ),
    ).toBe(0);
    expect(count(db, "SELECT COUNT(*) FROM catalog_product WHERE attribute_set = 'Sunglasses' AND polarized IS NULL")).toBe(0);
    const elin = all<{ sku: string }>(db, "SELECT sku FROM catalog_product WHERE sku LIKE 'NVK-ELIN-%'").map((p) => p.sku);
    expect(elin.length).toBeGreaterThanOrEqual(4);
    for (const sku of elin) expect(sku).toMatch(/^NVK-ELIN-[A-Z]+-[SML]$/);
  });

  it('gives every product text in English and in each translated store view', () => {
    const products = count(db, 'SELECT COUNT(*) FROM catalog_product');
    // Gift cards also have their own text in the English store views that sell in another currency
    // (their face values in that currency, gift-cards.ts).
    const giftCards = count(db, "SELECT COUNT(*) FROM catalog_product WHERE type_id = 'giftcard'");
    const localisedGiftCardScopes = STORE_VIEWS.filter((s) => s.currency !== 'EUR' && s.text_store_id === 0).length;
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product_store')).toBe(products * TEXT_SCOPES.length + giftCards * localisedGiftCardScopes);
    const keys = all<{ store_id: number; url_key: string }>(db, 'SELECT store_id, url_key FROM catalog_product_store');
    expect(keys.filter((k) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(k.url_key))).toEqual([]);
    const visibleKeys = all<{ store_id: number; n: number; d: number }>(
      db,
      'SELECT store_id, COUNT(*) AS n, COUNT(DISTINCT url_key) AS d FROM catalog_product_store s JOIN catalog_product p USING (entity_id) WHERE p.visibility = 4 GROUP BY store_id',
    );
    for (const v of visibleKeys) expect(v.d).toBe(v.n);
    const frame = one<{ entity_id: number }>(
      db,
      "SELECT entity_id FROM catalog_product WHERE attribute_set = 'Frames' AND visibility = 4 LIMIT 1",
    );
    const texts = Object.fromEntries(
      all<{ store_id: number; name: string; url_key: string; description: string }>(
        db,
        'SELECT * FROM catalog_product_store WHERE entity_id = ?',
        frame.entity_id,
      ).map((t) => [t.store_id, t]),
    );
    expect(texts[0].name).toMatch(/Eyeglasses$/);
    expect(texts[4].name).toMatch(/^Lunettes de vue /);
    expect(texts[4].url_key).toMatch(/^lunettes-de-vue-/);
    expect(texts[12].name).toMatch(/Brille/);
    expect(texts[17].name).toMatch(/^Okulary korekcyjne /);
    expect(texts[14].url_key).toBe(texts[0].url_key);
    expect(texts[8].url_key).toBe(texts[0].url_key);
    expect(texts[0].description).toMatch(/^<p>.+<\/p><p>.+<\/p><ul>(<li>[^<]+<\/li>){4}<\/ul>$/);
  });

  it('prices every product in every store view currency, with about 15% on sale', () => {
    const products = count(db, 'SELECT COUNT(*) FROM catalog_product');
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product_price')).toBe(products * 16);
    const byStore = all<{ store_id: number; price: number; special_price: number | null; type_id: string; attribute_set: string }>(
      db,
      'SELECT pr.*, p.type_id, p.attribute_set FROM catalog_product_price pr JOIN catalog_product p USING (entity_id)',
    );
    const currency = new Map<number, string>([[0, 'EUR'], ...STORE_VIEWS.map((s) => [s.store_id, s.currency] as [number, string])]);
    const looksRight = (price: number, c: string, giftCard: boolean) => {
      const cents = Math.round(price * 100) % 100;
      if (giftCard) return cents === 0;
      if (c === 'USD' || c === 'PLN') return cents === 99;
      if (c === 'GBP') return cents === 95;
      if (c === 'HKD') return price % 10 === 0;
      if (c === 'MXN') return price % 10 === 9;
      if (c === 'AED') return cents === 0;
      return cents === 0 || cents === 95;
    };
    const wrong = byStore.filter(
      (row) =>
        !looksRight(row.price, currency.get(row.store_id)!, row.attribute_set === 'GiftCard') ||
        (row.special_price !== null &&
          (row.special_price >= row.price || !looksRight(row.special_price, currency.get(row.store_id)!, false))),
    );
    expect(wrong).toEqual([]);
    const eur = all<{ price: number; attribute_set: string }>(
      db,
      'SELECT pr.price, p.attribute_set FROM catalog_product_price pr JOIN catalog_product p USING (entity_id) WHERE pr.store_id = 0 AND p.visibility = 4',
    );
    const range: Record<string, [number, number]> = {
      Frames: [79, 249],
      Sunglasses: [59, 229],
      ContactLenses: [19, 49],
      Accessories: [5, 39],
      GiftCard: [25, 150],
    };
    for (const p of eur) {
      expect(p.price).toBeGreaterThanOrEqual(range[p.attribute_set][0]);
      expect(p.price).toBeLessThanOrEqual(range[p.attribute_set][1]);
    }
    const visible = count(db, 'SELECT COUNT(*) FROM catalog_product WHERE visibility = 4');
    const onSale = count(
      db,
      'SELECT COUNT(*) FROM catalog_product_price pr JOIN catalog_product p USING (entity_id) WHERE pr.store_id = 0 AND p.visibility = 4 AND pr.special_price IS NOT NULL',
    );
    expect(onSale / visible).toBeGreaterThan(0.08);
    expect(onSale / visible).toBeLessThan(0.25);
    // Variants carry their parent's prices.
    expect(
      count(
        db,
        `SELECT COUNT(*) FROM catalog_product_relation r JOIN catalog_product_price a ON a.entity_id = r.parent_id
                  JOIN catalog_product_price b ON b.entity_id = r.child_id AND b.store_id = a.store_id
                 WHERE a.price <> b.price OR COALESCE(a.special_price, -1) <> COALESCE(b.special_price, -1)`,
      ),
    ).toBe(0);
  });

  it('keeps stock for every product, parents in stock when a variant is', () => {
    expect(
      count(
        db,
        'SELECT COUNT(*) FROM catalog_product p LEFT JOIN cataloginventory_stock_item s ON s.product_id = p.entity_id WHERE s.product_id IS NULL',
      ),
    ).toBe(0);
    expect(
      count(
        db,
        `SELECT COUNT(*) FROM catalog_product p JOIN cataloginventory_stock_item s ON s.product_id = p.entity_id
                  WHERE p.type_id = 'configurable' AND s.is_in_stock <> (SELECT MAX(c.is_in_stock) FROM catalog_product_relation r
                        JOIN cataloginventory_stock_item c ON c.product_id = r.child_id WHERE r.parent_id = p.entity_id)`,
      ),
    ).toBe(0);
    const variants = all<{ qty: number; is_in_stock: number }>(
      db,
      'SELECT s.* FROM catalog_product_relation r JOIN cataloginventory_stock_item s ON s.product_id = r.child_id',
    );
    const out = variants.filter((v) => v.qty === 0 && v.is_in_stock === 0).length / variants.length;
    const low = variants.filter((v) => v.qty >= 1 && v.qty <= 3 && v.is_in_stock === 1).length / variants.length;
    expect(out).toBeGreaterThan(0.06);
    expect(out).toBeLessThan(0.18);
    expect(low).toBeGreaterThan(0.06);
    expect(low).toBeLessThan(0.15);
    expect(variants.every((v) => v.is_in_stock === (v.qty > 0 ? 1 : 0))).toBe(true);
    expect(
      count(
        db,
        'SELECT COUNT(*) FROM catalog_product p JOIN cataloginventory_stock_item s ON s.product_id = p.entity_id WHERE p.visibility = 4 AND s.is_in_stock = 0',
      ),
    ).toBeGreaterThanOrEqual(3);
    expect(
      count(
        db,
        "SELECT COUNT(*) FROM catalog_product p JOIN cataloginventory_stock_item s ON s.product_id = p.entity_id WHERE p.attribute_set = 'GiftCard' AND s.qty <> 100000",
      ),
    ).toBe(0);
  });

  it('shows three images per product, drawn from the specs handed to images.ts', () => {
    const products = count(db, 'SELECT COUNT(*) FROM catalog_product');
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product_media')).toBe(products * 3);
    expect(count(db, "SELECT COUNT(*) FROM catalog_product_media WHERE (position = 1) <> (roles = 'image,small_image,thumbnail')")).toBe(0);
    expect(writeProductImages).toHaveBeenCalledTimes(1);
    expect(writeCategoryImages).toHaveBeenCalledTimes(1);
    const drawn = new Set(specs.map(productImagePath));
    expect(drawn.size).toBe(specs.length);
    const files = all<{ file: string }>(db, 'SELECT DISTINCT file FROM catalog_product_media').map((f) => f.file);
    expect(new Set(files)).toEqual(drawn);
    const kinds = new Set(specs.map((s) => s.kind));
    expect(kinds).toEqual(new Set(['eyeglasses', 'sunglasses', 'contact-lenses', 'case', 'cloth', 'spray', 'chain', 'giftcard']));
    expect(specs.filter((s) => s.kind === 'sunglasses').every((s) => s.lens)).toBe(true);
    expect(count(db, 'SELECT COUNT(*) FROM catalog_category WHERE level = 2 AND is_active = 1 AND image IS NULL')).toBe(0);
  });

  it('offers lens options on every frame, titled and priced per store view', () => {
    const frames = count(db, "SELECT COUNT(*) FROM catalog_product WHERE type_id = 'configurable'");
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product_option')).toBe(frames * 5);
    expect(count(db, 'SELECT COUNT(DISTINCT product_id) FROM catalog_product_option')).toBe(frames);
    const options = all<{ type: string; is_require: number; sku: string; values: number }>(
      db,
      `SELECT o.type, o.is_require, o.sku, (SELECT COUNT(*) FROM catalog_product_option_type_value v WHERE v.option_id = o.option_id) AS "values"
         FROM catalog_product_option o WHERE o.product_id = (SELECT MIN(entity_id) FROM catalog_product WHERE type_id = 'configurable') ORDER BY sort_order`,
    );
    expect(options).toEqual([
      { type: 'radio', is_require: 1, sku: 'usage', values: 4 },
      { type: 'radio', is_require: 1, sku: 'lens-type', values: 4 },
      { type: 'radio', is_require: 1, sku: 'lens-index', values: 4 },
      { type: 'checkbox', is_require: 0, sku: 'coatings', values: 4 },
      { type: 'area', is_require: 0, sku: 'prescription', values: 0 },
    ]);
    expect(one(db, "SELECT COUNT(*) AS n FROM catalog_product_option_type_value WHERE sku = 'usage-single-vision'")).toEqual({ n: frames });
    const values = count(db, 'SELECT COUNT(*) FROM catalog_product_option_type_value');
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product_option_type_price')).toBe(values * 16);
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product_option_type_title')).toBe(values * TEXT_SCOPES.length);
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product_option_title')).toBe(frames * 5 * TEXT_SCOPES.length);
    expect(
      count(
        db,
        "SELECT COUNT(*) FROM catalog_product_option_type_price p JOIN catalog_product_option_type_value v USING (option_type_id) WHERE v.sku = 'usage-non-prescription' AND p.price <> 0",
      ),
    ).toBe(0);
    expect(
      one(
        db,
        "SELECT title FROM catalog_product_option_title t JOIN catalog_product_option o USING (option_id) WHERE o.sku = 'usage' AND t.store_id = 4 LIMIT 1",
      ),
    ).toEqual({ title: 'Utilisation' });
    const sunTypes = all<{ sku: string }>(
      db,
      "SELECT DISTINCT v.sku FROM catalog_product_option_type_value v JOIN catalog_product_option o USING (option_id) JOIN catalog_product p ON p.entity_id = o.product_id WHERE p.attribute_set = 'Sunglasses' AND o.sku = 'lens-type' ORDER BY v.sku",
    );
    expect(sunTypes.map((s) => s.sku)).toEqual([
      'lens-type-gradient',
      'lens-type-mirrored',
      'lens-type-polarised',
      'lens-type-standard-tint',
    ]);
  });

  it('places products in their type, gender and shape categories and links related frames', () => {
    const missing = count(
      db,
      `SELECT COUNT(*) FROM catalog_product p WHERE p.visibility = 4 AND p.type_id = 'configurable'
          AND (SELECT COUNT(*) FROM catalog_category_product cp JOIN catalog_category c ON c.entity_id = cp.category_id WHERE cp.product_id = p.entity_id) < 3`,
    );
    expect(missing).toBe(0);
    expect(
      count(
        db,
        'SELECT COUNT(*) FROM catalog_product p WHERE visibility = 4 AND NOT EXISTS (SELECT 1 FROM catalog_category_product WHERE product_id = p.entity_id)',
      ),
    ).toBe(0);
    expect(
      count(
        db,
        'SELECT COUNT(*) FROM catalog_category_product cp JOIN catalog_product p ON p.entity_id = cp.product_id WHERE p.visibility = 1',
      ),
    ).toBe(0);
    const positions = all<{ category_id: number; n: number; max: number; d: number }>(
      db,
      'SELECT category_id, COUNT(*) AS n, MAX(position) AS max, COUNT(DISTINCT position) AS d FROM catalog_category_product GROUP BY category_id',
    );
    for (const p of positions) expect([p.max, p.d]).toEqual([p.n, p.n]);
    const frames = count(db, "SELECT COUNT(*) FROM catalog_product WHERE type_id = 'configurable'");
    expect(count(db, "SELECT COUNT(*) FROM catalog_product_link WHERE link_type = 'related'")).toBe(frames * 4);
    expect(
      count(
        db,
        `SELECT COUNT(*) FROM catalog_product_link l JOIN catalog_product a ON a.entity_id = l.product_id JOIN catalog_product b ON b.entity_id = l.linked_product_id
                  WHERE a.attribute_set <> b.attribute_set OR (a.frame_shape <> b.frame_shape AND a.brand <> b.brand) OR b.visibility <> 4`,
      ),
    ).toBe(0);
  });

  it('indexes visible products for search in English and every translated store view', () => {
    const visible = count(db, 'SELECT COUNT(*) FROM catalog_product WHERE visibility = 4');
    expect(count(db, 'SELECT COUNT(*) FROM catalogsearch_fulltext')).toBe(visible * TEXT_SCOPES.length);
    const storeIds = all<{ store_id: number }>(
      db,
      'SELECT DISTINCT CAST(store_id AS INTEGER) AS store_id FROM catalogsearch_fulltext ORDER BY 1',
    ).map((r) => r.store_id);
    expect(storeIds).toEqual([0, ...TRANSLATED_IDS]);
    expect(
      count(db, "SELECT COUNT(*) FROM catalogsearch_fulltext WHERE catalogsearch_fulltext MATCH 'aviator' AND store_id = 0"),
    ).toBeGreaterThan(0);
    expect(
      count(db, "SELECT COUNT(*) FROM catalogsearch_fulltext WHERE catalogsearch_fulltext MATCH 'lunettes AND soleil' AND store_id = 4"),
    ).toBeGreaterThan(0);
    expect(
      count(db, "SELECT COUNT(*) FROM catalogsearch_fulltext WHERE catalogsearch_fulltext MATCH 'keywords: damen' AND store_id = 12"),
    ).toBeGreaterThan(0);
    expect(count(db, "SELECT COUNT(*) FROM catalogsearch_fulltext WHERE description LIKE '%<%'")).toBe(0);
  });

  it('rewrites category, product and CMS URLs in every store view, with 301s for renamed ones', () => {
    const categories = count(db, 'SELECT COUNT(*) FROM catalog_category WHERE level >= 2 AND is_active = 1');
    const visible = count(db, 'SELECT COUNT(*) FROM catalog_product WHERE visibility = 4');
    for (const view of STORE_VIEWS) {
      const byType = Object.fromEntries(
        all<{ k: string; n: number }>(
          db,
          "SELECT entity_type || '/' || redirect_type AS k, COUNT(*) AS n FROM url_rewrite WHERE store_id = ? GROUP BY k",
          view.store_id,
        ).map((r) => [r.k, r.n]),
      );
      expect([view.code, byType]).toEqual([
        view.code,
        { 'category/0': categories, 'category/301': 9, 'product/0': visible, 'product/301': 5, 'cms-page/0': 5 },
      ]);
    }
    const product = one<{ entity_id: number; url_key: string }>(
      db,
      'SELECT entity_id, url_key FROM catalog_product_store WHERE store_id = 4 AND entity_id = (SELECT MIN(entity_id) FROM catalog_product)',
    );
    expect(
      one(db, 'SELECT target_path, redirect_type FROM url_rewrite WHERE store_id = 4 AND request_path = ?', `${product.url_key}.html`),
    ).toEqual({
      target_path: `catalog/product/view/id/${product.entity_id}`,
      redirect_type: 0,
    });
    // The renamed products' old keys redirect to the current key of the same store view.
    const redirects = all<{ store_id: number; request_path: string; target_path: string; entity_id: number }>(
      db,
      "SELECT * FROM url_rewrite WHERE entity_type = 'product' AND redirect_type = 301",
    );
    for (const r of redirects) {
      const current = one<{ request_path: string }>(
        db,
        "SELECT request_path FROM url_rewrite WHERE store_id = ? AND entity_type = 'product' AND entity_id = ? AND redirect_type = 0",
        r.store_id,
        r.entity_id,
      );
      expect(r.target_path).toBe(current.request_path);
    }
    expect(
      one(db, "SELECT target_path, redirect_type FROM url_rewrite WHERE store_id = 6 AND request_path = 'shop-by-shape/round.html'"),
    ).toEqual({ target_path: 'frame-shapes/round.html', redirect_type: 301 });
    expect(one(db, "SELECT target_path FROM url_rewrite WHERE store_id = 4 AND request_path = 'lunettes-de-vue/femme.html'")).toBeTruthy();
    const home = one<{ target_path: string; entity_id: number }>(
      db,
      "SELECT target_path, entity_id FROM url_rewrite WHERE store_id = 4 AND request_path = 'home'",
    );
    expect(one(db, 'SELECT identifier, store_id FROM cms_page WHERE page_id = ?', home.entity_id)).toEqual({
      identifier: 'home',
      store_id: 4,
    });
    expect(home.target_path).toBe(`cms/page/view/page_id/${home.entity_id}`);
    const homeUs = one<{ entity_id: number }>(db, "SELECT entity_id FROM url_rewrite WHERE store_id = 3 AND request_path = 'home'");
    expect(one(db, 'SELECT store_id FROM cms_page WHERE page_id = ?', homeUs.entity_id)).toEqual({ store_id: 0 });
    expect(count(db, "SELECT COUNT(*) FROM url_rewrite WHERE store_id = 1 AND request_path = 'no-route'")).toBe(1);
  });

  it('writes CMS pages and blocks in every language as simple, safe HTML', () => {
    const scopes = TEXT_SCOPES.map((s) => s.store_id).sort((a, b) => a - b);
    for (const identifier of ['home', 'about-us', 'shipping-and-returns', 'privacy-policy', 'no-route']) {
      expect(
        all<{ store_id: number }>(db, 'SELECT store_id FROM cms_page WHERE identifier = ? ORDER BY store_id', identifier).map(
          (p) => p.store_id,
        ),
      ).toEqual(scopes);
    }
    for (const identifier of ['home-hero', 'usp-bar', 'footer-about', 'category-banner-eyeglasses']) {
      expect(count(db, 'SELECT COUNT(*) FROM cms_block WHERE identifier = ?', identifier)).toBe(scopes.length);
    }
    const html = [
      ...all<{ content: string }>(db, 'SELECT content FROM cms_page'),
      ...all<{ content: string }>(db, 'SELECT content FROM cms_block'),
      ...all<{ content: string }>(db, 'SELECT description AS content FROM catalog_product_store WHERE description IS NOT NULL'),
    ].map((r) => r.content);
    const unsafe = html.filter((content) => /<script|style=|https?:|javascript:|on[a-z]+=/i.test(content));
    expect(unsafe).toEqual([]);
    const unbalanced = html.filter((content) => {
      const stack: string[] = [];
      for (const [, closing, tag] of content.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
        if (!closing) stack.push(tag);
        else if (stack.pop() !== tag) return true;
      }
      return stack.length > 0;
    });
    expect(unbalanced).toEqual([]);
    expect(one(db, "SELECT content FROM cms_page WHERE identifier = 'home' AND store_id = 0")).toEqual({
      content: expect.stringMatching(/^<h1>[^<]+<\/h1><p>/),
    });
    expect(one(db, "SELECT content FROM cms_page WHERE identifier = 'home' AND store_id = 11")).toEqual(
      one(db, "SELECT content FROM cms_page WHERE identifier = 'home' AND store_id = 5"),
    );
  });

  it('is deterministic', async () => {
    const again = emptyDb();
    await seedAll(again, { mediaDir: '/tmp/unused-media' });
    const digest = (d: Db) => {
      const hash = createHash('sha1');
      for (const table of [
        'catalog_product',
        'catalog_product_store',
        'catalog_product_price',
        'cataloginventory_stock_item',
        'catalog_product_media',
        'url_rewrite',
        'catalog_product_link',
      ]) {
        for (const row of d.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).raw().iterate()) hash.update(JSON.stringify(row));
      }
      return hash.digest('hex');
    };
    expect(digest(again)).toBe(digest(db));
    again.close();
  });

  it('refuses a database that is not empty', async () => {
    await expect(seedAll(db, { mediaDir: '/tmp/unused-media' })).rejects.toThrow(/empty database/);
  });
});

describe('seedAll: the scale catalogue', () => {
  let db: Db;
  const N = 1203;

  beforeAll(async () => {
    (writeProductImages as jest.Mock).mockClear();
    db = emptyDb();
    await seedAll(db, { mediaDir: '/tmp/unused-media', products: N });
  });
  afterAll(() => db.close());

  it('writes exactly N products, every 10th visible one configurable with 4 variants', () => {
    expect(all(db, 'PRAGMA foreign_key_check')).toEqual([]);
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product')).toBe(N);
    const configurable = count(db, "SELECT COUNT(*) FROM catalog_product WHERE type_id = 'configurable'");
    const visible = count(db, 'SELECT COUNT(*) FROM catalog_product WHERE visibility = 4');
    expect(Math.abs(configurable - visible / 10)).toBeLessThan(2);
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product_relation')).toBe(configurable * 4);
    expect(visible + configurable * 4).toBe(N);
    expect(count(db, 'SELECT COUNT(*) FROM store')).toBe(15);
    expect(count(db, 'SELECT COUNT(*) FROM cms_page')).toBe(55);
  });

  it('prices, stocks, illustrates and categorises every product', () => {
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product_price')).toBe(N * 16);
    expect(count(db, 'SELECT COUNT(*) FROM cataloginventory_stock_item')).toBe(N);
    expect(count(db, 'SELECT COUNT(*) FROM catalog_product_media')).toBe(N * 3);
    const perProduct = all<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM catalog_category_product GROUP BY product_id');
    expect(perProduct.length).toBe(count(db, 'SELECT COUNT(*) FROM catalog_product WHERE visibility = 4'));
    for (const p of perProduct) {
      expect(p.n).toBeGreaterThanOrEqual(2);
      expect(p.n).toBeLessThanOrEqual(4);
    }
    const specs: ImageSpec[] = (writeProductImages as jest.Mock).mock.calls[0][1];
    expect(specs.length).toBeLessThan(700);
  });

  it('indexes search for store 0, French and German, and rewrites URLs in every store view', () => {
    const visible = count(db, 'SELECT COUNT(*) FROM catalog_product WHERE visibility = 4');
    const stores = all<{ store_id: number; n: number }>(
      db,
      'SELECT CAST(store_id AS INTEGER) AS store_id, COUNT(*) AS n FROM catalogsearch_fulltext GROUP BY 1 ORDER BY 1',
    );
    expect(stores).toEqual([
      { store_id: 0, n: visible },
      { store_id: 4, n: visible },
      { store_id: 12, n: visible },
    ]);
    for (const view of STORE_VIEWS) {
      expect(
        count(db, "SELECT COUNT(*) FROM url_rewrite WHERE store_id = ? AND entity_type = 'product' AND redirect_type = 0", view.store_id),
      ).toBe(visible);
    }
    // Store views without their own text resolve store 0's key; fr and de their translated one.
    const id = count(db, 'SELECT MIN(entity_id) FROM catalog_product WHERE visibility = 4');
    const key = (store: number) =>
      one<{ url_key: string }>(db, 'SELECT url_key FROM catalog_product_store WHERE entity_id = ? AND store_id = ?', id, store)?.url_key;
    const path = (store: number) =>
      one<{ request_path: string }>(
        db,
        "SELECT request_path FROM url_rewrite WHERE entity_id = ? AND store_id = ? AND entity_type = 'product' AND redirect_type = 0",
        id,
        store,
      ).request_path;
    expect(path(4)).toBe(`${key(4)}.html`);
    expect(path(5)).toBe(`${key(0)}.html`);
    expect(path(6)).toBe(`${key(0)}.html`);
    expect(count(db, "SELECT COUNT(*) FROM url_rewrite WHERE entity_type = 'product' AND redirect_type = 301")).toBeGreaterThanOrEqual(15);
  });
});
