-- Embedded Magento-compatible backend: database schema.
-- Tables follow Magento's modules and vocabulary (store, catalog, url_rewrite, cms, ...), flattened
-- where Magento's EAV would only slow a single-machine shop down. store_id 0 is Magento's "admin"
-- scope: the default value every store view falls back to.

PRAGMA foreign_keys = ON;

CREATE TABLE IF NOT EXISTS schema_meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Store -----------------------------------------------------------------------------------------
CREATE TABLE IF NOT EXISTS store (
  store_id       INTEGER PRIMARY KEY,          -- Magento store view id (spec section 3)
  code           TEXT NOT NULL UNIQUE,         -- store_code
  name           TEXT NOT NULL,                -- store_name
  website_code   TEXT NOT NULL,
  group_code     TEXT NOT NULL,
  locale         TEXT NOT NULL,                -- e.g. en_GB, ar_AE
  currency       TEXT NOT NULL,                -- base = default display currency
  country_id     TEXT NOT NULL,                -- default country for addresses
  allowed_countries TEXT NOT NULL,             -- comma separated ISO codes
  timezone       TEXT NOT NULL,
  weight_unit    TEXT NOT NULL DEFAULT 'kgs',
  is_default     INTEGER NOT NULL DEFAULT 0,
  sort_order     INTEGER NOT NULL DEFAULT 0
);

-- Directory -------------------------------------------------------------------------------------
CREATE TABLE IF NOT EXISTS directory_country (
  country_id       TEXT PRIMARY KEY,           -- ISO 3166-1 alpha-2
  iso3_code        TEXT NOT NULL,
  postcode_required INTEGER NOT NULL DEFAULT 1,
  postcode_pattern TEXT,                       -- JS regular expression source, null = any
  region_required  INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS directory_country_name (
  country_id TEXT NOT NULL REFERENCES directory_country(country_id),
  locale     TEXT NOT NULL,
  name       TEXT NOT NULL,
  PRIMARY KEY (country_id, locale)
);
CREATE TABLE IF NOT EXISTS directory_region (
  region_id  INTEGER PRIMARY KEY,
  country_id TEXT NOT NULL REFERENCES directory_country(country_id),
  code       TEXT NOT NULL,
  name       TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS directory_region_country ON directory_region(country_id);

-- EAV attributes shoppers filter by ----------------------------------------------------------
-- Only the product attributes of this shop (brand, frame_shape, ...). Values of select attributes
-- are option ids; their labels are translated per store view.
CREATE TABLE IF NOT EXISTS eav_attribute (
  attribute_code  TEXT PRIMARY KEY,
  attribute_id    INTEGER NOT NULL UNIQUE,     -- Magento's numeric attribute id (in option value uids)
  frontend_input  TEXT NOT NULL,               -- select | boolean | price | text
  is_filterable   INTEGER NOT NULL DEFAULT 1,
  is_comparable   INTEGER NOT NULL DEFAULT 1,
  position        INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS eav_attribute_label (
  attribute_code TEXT NOT NULL REFERENCES eav_attribute(attribute_code),
  store_id       INTEGER NOT NULL,             -- 0 = default label
  label          TEXT NOT NULL,
  PRIMARY KEY (attribute_code, store_id)
);
CREATE TABLE IF NOT EXISTS eav_attribute_option (
  option_id      INTEGER PRIMARY KEY,
  attribute_code TEXT NOT NULL REFERENCES eav_attribute(attribute_code),
  sort_order     INTEGER NOT NULL DEFAULT 0,
  swatch_value   TEXT                          -- hex colour for colour swatches
);
CREATE TABLE IF NOT EXISTS eav_attribute_option_label (
  option_id INTEGER NOT NULL REFERENCES eav_attribute_option(option_id),
  store_id  INTEGER NOT NULL,
  label     TEXT NOT NULL,
  PRIMARY KEY (option_id, store_id)
);

-- Catalog: categories -------------------------------------------------------------------------
CREATE TABLE IF NOT EXISTS catalog_category (
  entity_id       INTEGER PRIMARY KEY,
  parent_id       INTEGER,                     -- null only for the root (id 1); 2 = default category
  path            TEXT NOT NULL,               -- "1/2/5"
  level           INTEGER NOT NULL,
  position        INTEGER NOT NULL DEFAULT 0,
  include_in_menu INTEGER NOT NULL DEFAULT 1,
  is_active       INTEGER NOT NULL DEFAULT 1,
  is_anchor       INTEGER NOT NULL DEFAULT 1,
  image           TEXT,                        -- media path under /media/catalog/category/
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS catalog_category_store (
  entity_id        INTEGER NOT NULL REFERENCES catalog_category(entity_id),
  store_id         INTEGER NOT NULL,           -- 0 = default values
  name             TEXT NOT NULL,
  description      TEXT,
  url_key          TEXT NOT NULL,
  url_path         TEXT NOT NULL,              -- "eyeglasses/women" (no suffix)
  meta_title       TEXT,
  meta_description TEXT,
  meta_keywords    TEXT,
  PRIMARY KEY (entity_id, store_id)
);
CREATE TABLE IF NOT EXISTS catalog_category_product (
  category_id INTEGER NOT NULL REFERENCES catalog_category(entity_id),
  product_id  INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  position    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, product_id)
);
CREATE INDEX IF NOT EXISTS catalog_category_product_product ON catalog_category_product(product_id);

-- Catalog: products -----------------------------------------------------------------------------
-- type_id: simple | configurable | virtual | giftcard. Variants of a configurable product are simple
-- products with visibility 1 (not visible individually), linked by catalog_product_relation.
-- The shop's attributes are columns (null when not applicable): select attributes hold option ids.
CREATE TABLE IF NOT EXISTS catalog_product (
  entity_id        INTEGER PRIMARY KEY,
  sku              TEXT NOT NULL UNIQUE,
  type_id          TEXT NOT NULL,
  attribute_set    TEXT NOT NULL,              -- Frames | Sunglasses | ContactLenses | Accessories | GiftCard
  visibility       INTEGER NOT NULL DEFAULT 4, -- 1 not visible, 2 catalog, 3 search, 4 both
  status           INTEGER NOT NULL DEFAULT 1, -- 1 enabled, 2 disabled
  weight           REAL,                       -- grams for frames
  brand            INTEGER,
  frame_shape      INTEGER,
  frame_material   INTEGER,
  color            INTEGER,
  gender           INTEGER,
  frame_size       INTEGER,                    -- option: S / M / L (variants)
  lens_width       INTEGER,                    -- mm
  bridge_width     INTEGER,                    -- mm
  temple_length    INTEGER,                    -- mm
  polarized        INTEGER,                    -- 0/1
  new_from_date    TEXT,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS catalog_product_type ON catalog_product(type_id, visibility);

CREATE TABLE IF NOT EXISTS catalog_product_store (
  entity_id         INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  store_id          INTEGER NOT NULL,          -- 0 = default values
  name              TEXT NOT NULL,
  description       TEXT,                      -- HTML
  short_description TEXT,                      -- HTML
  url_key           TEXT NOT NULL,
  meta_title        TEXT,
  meta_description  TEXT,
  meta_keyword      TEXT,
  PRIMARY KEY (entity_id, store_id)
);

-- Price per store view, in that store view's currency.
CREATE TABLE IF NOT EXISTS catalog_product_price (
  entity_id     INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  store_id      INTEGER NOT NULL,
  price         REAL NOT NULL,
  special_price REAL,
  PRIMARY KEY (store_id, entity_id)
);

CREATE TABLE IF NOT EXISTS catalog_product_relation (
  parent_id INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  child_id  INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  PRIMARY KEY (parent_id, child_id)
);
CREATE INDEX IF NOT EXISTS catalog_product_relation_child ON catalog_product_relation(child_id);

-- The attributes a configurable product is configured by (color, frame_size), in order.
CREATE TABLE IF NOT EXISTS catalog_product_super_attribute (
  product_id     INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  attribute_code TEXT NOT NULL REFERENCES eav_attribute(attribute_code),
  position       INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, attribute_code)
);

-- related | upsell | crosssell
CREATE TABLE IF NOT EXISTS catalog_product_link (
  product_id        INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  linked_product_id INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  link_type         TEXT NOT NULL,
  position          INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, link_type, linked_product_id)
);

-- Media gallery: file is relative to /media/catalog/product (e.g. "/f/r/frame-round-black-1.jpg").
CREATE TABLE IF NOT EXISTS catalog_product_media (
  value_id   INTEGER PRIMARY KEY,
  entity_id  INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  file       TEXT NOT NULL,
  position   INTEGER NOT NULL DEFAULT 1,
  label      TEXT,
  disabled   INTEGER NOT NULL DEFAULT 0,
  roles      TEXT NOT NULL DEFAULT ''          -- comma list of image,small_image,thumbnail,swatch_image
);
CREATE INDEX IF NOT EXISTS catalog_product_media_entity ON catalog_product_media(entity_id, position);

-- Customizable options (lens choices of optical frames, used in step 5).
-- type: field | area | drop_down | radio | checkbox | multiple | file | date
CREATE TABLE IF NOT EXISTS catalog_product_option (
  option_id   INTEGER PRIMARY KEY,
  product_id  INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  type        TEXT NOT NULL,
  is_require  INTEGER NOT NULL DEFAULT 0,
  sku         TEXT,
  max_characters INTEGER,
  sort_order  INTEGER NOT NULL DEFAULT 0,
  price       REAL,                            -- for field/area/file options
  price_type  TEXT                             -- FIXED | PERCENT
);
CREATE INDEX IF NOT EXISTS catalog_product_option_product ON catalog_product_option(product_id);
CREATE TABLE IF NOT EXISTS catalog_product_option_title (
  option_id INTEGER NOT NULL REFERENCES catalog_product_option(option_id),
  store_id  INTEGER NOT NULL,
  title     TEXT NOT NULL,
  PRIMARY KEY (option_id, store_id)
);
CREATE TABLE IF NOT EXISTS catalog_product_option_type_value (
  option_type_id INTEGER PRIMARY KEY,
  option_id      INTEGER NOT NULL REFERENCES catalog_product_option(option_id),
  sku            TEXT,
  sort_order     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS catalog_product_option_type_value_option ON catalog_product_option_type_value(option_id);
CREATE TABLE IF NOT EXISTS catalog_product_option_type_title (
  option_type_id INTEGER NOT NULL REFERENCES catalog_product_option_type_value(option_type_id),
  store_id       INTEGER NOT NULL,
  title          TEXT NOT NULL,
  PRIMARY KEY (option_type_id, store_id)
);
-- Option value prices per store view, in the store view's currency (store_id 0: base EUR).
CREATE TABLE IF NOT EXISTS catalog_product_option_type_price (
  option_type_id INTEGER NOT NULL REFERENCES catalog_product_option_type_value(option_type_id),
  store_id       INTEGER NOT NULL,
  price          REAL NOT NULL,
  price_type     TEXT NOT NULL DEFAULT 'FIXED',
  PRIMARY KEY (option_type_id, store_id)
);

-- Inventory (single source): one row per simple/virtual product.
CREATE TABLE IF NOT EXISTS cataloginventory_stock_item (
  product_id  INTEGER PRIMARY KEY REFERENCES catalog_product(entity_id),
  qty         REAL NOT NULL DEFAULT 0,
  is_in_stock INTEGER NOT NULL DEFAULT 1,
  min_sale_qty REAL NOT NULL DEFAULT 1,
  max_sale_qty REAL NOT NULL DEFAULT 10000
);

-- Full-text search: one row per (visible product, store view that has its own text); store_id 0
-- holds the default (English) text that every store view falls back to. The rowid is
-- store_id * 2^32 + product_id (see backend/db/fulltext.ts): a store view's rows are one rowid
-- range, which FTS5 seeks directly, and a match yields its product without reading the row.
CREATE VIRTUAL TABLE IF NOT EXISTS catalogsearch_fulltext USING fts5(
  name, sku, brand, keywords, description,
  product_id UNINDEXED, store_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- URL rewrites ----------------------------------------------------------------------------------
-- entity_type: product | category | cms-page. redirect_type 0 = served, 301/302 = redirect to
-- target_path. request_path includes the ".html" suffix for products and categories.
CREATE TABLE IF NOT EXISTS url_rewrite (
  url_rewrite_id INTEGER PRIMARY KEY,
  store_id       INTEGER NOT NULL,
  entity_type    TEXT NOT NULL,
  entity_id      INTEGER NOT NULL,
  request_path   TEXT NOT NULL,
  target_path    TEXT NOT NULL,
  redirect_type  INTEGER NOT NULL DEFAULT 0,
  UNIQUE (store_id, request_path)
);
CREATE INDEX IF NOT EXISTS url_rewrite_entity ON url_rewrite(entity_type, entity_id, store_id);

-- CMS -------------------------------------------------------------------------------------------
CREATE TABLE IF NOT EXISTS cms_page (
  page_id          INTEGER PRIMARY KEY,
  identifier       TEXT NOT NULL,
  store_id         INTEGER NOT NULL,           -- 0 = all store views
  title            TEXT NOT NULL,
  content_heading  TEXT,
  content          TEXT NOT NULL,              -- HTML
  meta_title       TEXT,
  meta_description TEXT,
  meta_keywords    TEXT,
  page_layout      TEXT NOT NULL DEFAULT '1column',
  is_active        INTEGER NOT NULL DEFAULT 1,
  UNIQUE (identifier, store_id)
);
CREATE TABLE IF NOT EXISTS cms_block (
  block_id   INTEGER PRIMARY KEY,
  identifier TEXT NOT NULL,
  store_id   INTEGER NOT NULL,
  title      TEXT NOT NULL,
  content    TEXT NOT NULL,
  is_active  INTEGER NOT NULL DEFAULT 1,
  UNIQUE (identifier, store_id)
);
