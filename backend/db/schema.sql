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
  notification_hide_alert INTEGER NOT NULL DEFAULT 0, -- 1: no back-in-stock alert offered (discontinued)
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

-- Quote (cart) ----------------------------------------------------------------------------------
-- A cart is Magento's quote: the storefront knows it only by masked_id (quote_id_mask), a random
-- 32-character id. Prices are never stored on items: totals are collected from the catalogue on
-- every read, as Magento recollects a quote, so a price change reaches open carts at once.
CREATE TABLE IF NOT EXISTS quote (
  entity_id             INTEGER PRIMARY KEY,
  masked_id             TEXT NOT NULL UNIQUE,
  store_id              INTEGER NOT NULL REFERENCES store(store_id),
  customer_id           INTEGER,                   -- null: a guest's cart (owner of a customer cart)
  is_active             INTEGER NOT NULL DEFAULT 1, -- 0 once ordered or merged
  customer_email        TEXT,
  coupon_code           TEXT,
  payment_method        TEXT,
  purchase_order_number TEXT,
  created_at            TEXT NOT NULL,
  updated_at            TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS quote_customer ON quote(customer_id, is_active);

-- product_id is what the shopper added (simple, virtual or the configurable parent); variant_id the
-- simple child a configurable line resolves to. options: canonical JSON of the buy request
-- ({"super":{attribute_id:option_id},"custom":{option_id:[value ids] | "text"}}), so two adds of
-- the same product with the same options merge into one line.
CREATE TABLE IF NOT EXISTS quote_item (
  item_id    INTEGER PRIMARY KEY,
  quote_id   INTEGER NOT NULL REFERENCES quote(entity_id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  variant_id INTEGER,
  qty        REAL NOT NULL,
  options    TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS quote_item_quote ON quote_item(quote_id);

-- address_type: shipping | billing. street holds the lines joined by "\n", as Magento stores them.
-- shipping_method is "{carrier_code}_{method_code}" on the shipping address.
CREATE TABLE IF NOT EXISTS quote_address (
  address_id     INTEGER PRIMARY KEY,
  quote_id       INTEGER NOT NULL REFERENCES quote(entity_id) ON DELETE CASCADE,
  address_type   TEXT NOT NULL,
  firstname      TEXT NOT NULL,
  lastname       TEXT NOT NULL,
  company        TEXT,
  street         TEXT NOT NULL,
  city           TEXT NOT NULL,
  region         TEXT,
  region_id      INTEGER,
  postcode       TEXT,
  country_id     TEXT NOT NULL,
  telephone      TEXT,
  vat_id         TEXT,
  customer_notes TEXT,
  save_in_address_book INTEGER NOT NULL DEFAULT 0,
  shipping_method TEXT,
  UNIQUE (quote_id, address_type)
);

-- Inventory reservations (Magento MSI's inventory_reservation): the salable quantity of a product is
-- cataloginventory_stock_item.qty plus the sum of its reservations. Placing an order appends a
-- negative reservation inside the order's write transaction (see modules/quote/inventory.ts), so
-- two orders can never both take the last unit; shipping or cancelling appends the compensation.
CREATE TABLE IF NOT EXISTS inventory_reservation (
  reservation_id INTEGER PRIMARY KEY,
  product_id     INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  quantity       REAL NOT NULL,
  metadata       TEXT NOT NULL,                 -- JSON: event_type, object_type, object_id
  created_at     TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS inventory_reservation_product ON inventory_reservation(product_id);

-- Tax -------------------------------------------------------------------------------------------
-- Magento's tax rates: one per destination country, or per country and region (US states).
-- tax_region_id 0 = every region. rate is a percentage.
CREATE TABLE IF NOT EXISTS tax_calculation_rate (
  tax_calculation_rate_id INTEGER PRIMARY KEY,
  code           TEXT NOT NULL UNIQUE,          -- the label where a store view has no title
  tax_country_id TEXT NOT NULL,
  tax_region_id  INTEGER NOT NULL DEFAULT 0,
  tax_postcode   TEXT NOT NULL DEFAULT '*',
  rate           REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS tax_calculation_rate_country ON tax_calculation_rate(tax_country_id, tax_region_id);
CREATE TABLE IF NOT EXISTS tax_calculation_rate_title (
  tax_calculation_rate_id INTEGER NOT NULL REFERENCES tax_calculation_rate(tax_calculation_rate_id),
  store_id INTEGER NOT NULL,
  value    TEXT NOT NULL,
  PRIMARY KEY (tax_calculation_rate_id, store_id)
);
-- How a store view calculates tax (Magento's tax/calculation/* configuration). Catalogue and
-- shipping prices include tax where the store view's shoppers expect them to (EU, UK, ...);
-- cross-border trade is on, so a tax-inclusive price stays the same whatever the destination.
CREATE TABLE IF NOT EXISTS tax_store_config (
  store_id              INTEGER PRIMARY KEY REFERENCES store(store_id),
  price_includes_tax    INTEGER NOT NULL,
  shipping_includes_tax INTEGER NOT NULL,
  shipping_taxable      INTEGER NOT NULL          -- 0: shipping has no tax class (US)
);

-- Shipping --------------------------------------------------------------------------------------
-- Offline carriers per store view (flatrate, freeshipping, express), priced in the store view's
-- currency, tax-inclusive where its prices are. dest_country_id '*' = any country the store view
-- ships to; a row for the destination country wins over '*'. min_subtotal: freeshipping's
-- threshold, compared with the subtotal after discount.
CREATE TABLE IF NOT EXISTS shipping_rate (
  rate_id         INTEGER PRIMARY KEY,
  store_id        INTEGER NOT NULL REFERENCES store(store_id),
  carrier_code    TEXT NOT NULL,
  method_code     TEXT NOT NULL,
  carrier_title   TEXT NOT NULL,
  method_title    TEXT NOT NULL,
  dest_country_id TEXT NOT NULL DEFAULT '*',
  price           REAL NOT NULL,
  min_subtotal    REAL,
  sort_order      INTEGER NOT NULL DEFAULT 0,
  UNIQUE (store_id, carrier_code, method_code, dest_country_id)
);

-- Cart price rules ------------------------------------------------------------------------------
-- simple_action: by_percent (discount_amount is a percentage) | cart_fixed (an amount for the whole
-- cart, per currency in salesrule_amount). simple_free_shipping 1: matching carts ship free with the
-- carriers that honour it (flatrate, freeshipping). Dates are inclusive, in the store's time zone.
CREATE TABLE IF NOT EXISTS salesrule (
  rule_id              INTEGER PRIMARY KEY,
  name                 TEXT NOT NULL,
  is_active            INTEGER NOT NULL DEFAULT 1,
  from_date            TEXT,
  to_date              TEXT,
  simple_action        TEXT NOT NULL,
  discount_amount      REAL NOT NULL DEFAULT 0,
  simple_free_shipping INTEGER NOT NULL DEFAULT 0,
  sort_order           INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS salesrule_amount (
  rule_id         INTEGER NOT NULL REFERENCES salesrule(rule_id),
  currency        TEXT NOT NULL,
  discount_amount REAL NOT NULL,
  PRIMARY KEY (rule_id, currency)
);
CREATE TABLE IF NOT EXISTS salesrule_label (
  rule_id  INTEGER NOT NULL REFERENCES salesrule(rule_id),
  store_id INTEGER NOT NULL,                       -- 0 = default label
  label    TEXT NOT NULL,
  PRIMARY KEY (rule_id, store_id)
);
CREATE TABLE IF NOT EXISTS salesrule_coupon (
  coupon_id       INTEGER PRIMARY KEY,
  rule_id         INTEGER NOT NULL REFERENCES salesrule(rule_id),
  code            TEXT NOT NULL UNIQUE COLLATE NOCASE,
  usage_limit     INTEGER NOT NULL DEFAULT 0,      -- 0 = unlimited
  times_used      INTEGER NOT NULL DEFAULT 0,
  expiration_date TEXT
);

-- Sales -----------------------------------------------------------------------------------------
-- Orders as Magento's sales_order: amounts are copied from the cart's totals when it is placed
-- (unlike the quote, an order never recollects). increment_id is the number shoppers see, drawn per
-- store view from sales_sequence ("600000001" for store 6). quote_id is UNIQUE: a cart becomes at
-- most one order, which is what makes placing an order exactly-once (see modules/sales/place-order.ts).
CREATE TABLE IF NOT EXISTS sales_sequence (
  store_id   INTEGER PRIMARY KEY REFERENCES store(store_id),
  last_value INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS sales_order (
  entity_id           INTEGER PRIMARY KEY,
  increment_id        TEXT NOT NULL UNIQUE,
  quote_id            INTEGER NOT NULL UNIQUE REFERENCES quote(entity_id),
  store_id            INTEGER NOT NULL REFERENCES store(store_id),
  state               TEXT NOT NULL,             -- Magento's order state: new, processing, ...
  status              TEXT NOT NULL,             -- and status: pending, ...
  customer_id         INTEGER,
  customer_is_guest   INTEGER NOT NULL,
  customer_email      TEXT NOT NULL,
  customer_firstname  TEXT,
  customer_lastname   TEXT,
  order_currency_code TEXT NOT NULL,
  coupon_code         TEXT,
  discount_description TEXT,
  shipping_method     TEXT,                      -- "{carrier_code}_{method_code}"
  shipping_description TEXT,
  subtotal            REAL NOT NULL,             -- excl. tax
  subtotal_incl_tax   REAL NOT NULL,
  discount_amount     REAL NOT NULL,             -- negative, as Magento stores it
  shipping_amount     REAL NOT NULL,             -- excl. tax
  shipping_tax_amount REAL NOT NULL,
  shipping_incl_tax   REAL NOT NULL,
  tax_amount          REAL NOT NULL,
  grand_total         REAL NOT NULL,
  total_qty_ordered   REAL NOT NULL,
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sales_order_customer ON sales_order(customer_id);

-- product_id is the product whose stock the line took (a configurable line's simple child);
-- parent_product_id the configurable that was added. product_options: JSON of the chosen options.
CREATE TABLE IF NOT EXISTS sales_order_item (
  item_id           INTEGER PRIMARY KEY,
  order_id          INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
  quote_item_id     INTEGER,
  product_id        INTEGER NOT NULL,
  parent_product_id INTEGER,
  product_type      TEXT NOT NULL,
  sku               TEXT NOT NULL,
  name              TEXT NOT NULL,
  product_options   TEXT NOT NULL DEFAULT '{}',
  qty_ordered       REAL NOT NULL,
  price             REAL NOT NULL,
  price_incl_tax    REAL NOT NULL,
  row_total         REAL NOT NULL,
  row_total_incl_tax REAL NOT NULL,
  discount_amount   REAL NOT NULL,
  tax_amount        REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS sales_order_item_order ON sales_order_item(order_id);

CREATE TABLE IF NOT EXISTS sales_order_address (
  entity_id    INTEGER PRIMARY KEY,
  parent_id    INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
  address_type TEXT NOT NULL,                    -- shipping | billing
  firstname    TEXT NOT NULL,
  lastname     TEXT NOT NULL,
  company      TEXT,
  street       TEXT NOT NULL,
  city         TEXT NOT NULL,
  region       TEXT,
  region_id    INTEGER,
  postcode     TEXT,
  country_id   TEXT NOT NULL,
  telephone    TEXT,
  email        TEXT,
  UNIQUE (parent_id, address_type)
);

-- Payment methods per store view (Magento's payment/<code>/active, /title and /sort_order
-- configuration). A method without a row keeps Magento's default (config.xml): check / money order
-- and the sandboxes on, bank transfer, cash on delivery and purchase order off.
CREATE TABLE IF NOT EXISTS payment_method_config (
  store_id   INTEGER NOT NULL REFERENCES store(store_id),
  code       TEXT NOT NULL,
  active     INTEGER NOT NULL,
  title      TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (store_id, code)
);

CREATE TABLE IF NOT EXISTS sales_order_payment (
  entity_id      INTEGER PRIMARY KEY,
  parent_id      INTEGER NOT NULL UNIQUE REFERENCES sales_order(entity_id) ON DELETE CASCADE,
  method         TEXT NOT NULL,
  amount_ordered REAL NOT NULL,
  po_number      TEXT,
  additional_information TEXT NOT NULL DEFAULT '{}'  -- JSON the payment method keeps
);

-- Outbox ----------------------------------------------------------------------------------------
-- E-mails the shop sends (order confirmations, later account mails) are written here instead of
-- to an SMTP server; development and tests read them over HTTP (GET /outbox, modules/outbox).
CREATE TABLE IF NOT EXISTS outbox_email (
  id         INTEGER PRIMARY KEY,
  store_id   INTEGER NOT NULL,
  to_email   TEXT NOT NULL,
  subject    TEXT NOT NULL,
  html       TEXT NOT NULL,
  text       TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_email_to ON outbox_email(to_email COLLATE NOCASE, id);

-- Customer --------------------------------------------------------------------------------------
-- Accounts are per website (Magento's customer/account_share/scope = 1): one e-mail may have an
-- account in each website, and a customer signs in on the store views of their own website only.
-- store_id is where the account was created (created_in). password_hash is a salted scrypt hash
-- (modules/customer/password.ts), null for an account made by a social sign-in. failures_num,
-- first_failure and lock_expires are Magento's lockout columns (customer/password/lockout_*).
-- rp_token holds the SHA-256 of the password reset token e-mailed, never the token itself.
CREATE TABLE IF NOT EXISTS customer_entity (
  entity_id           INTEGER PRIMARY KEY,
  website_code        TEXT NOT NULL,
  store_id            INTEGER NOT NULL REFERENCES store(store_id),
  email               TEXT NOT NULL COLLATE NOCASE,
  firstname           TEXT NOT NULL,
  lastname            TEXT NOT NULL,
  dob                 TEXT,                        -- "YYYY-MM-DD"
  prefix              TEXT,
  middlename          TEXT,
  suffix              TEXT,
  gender              INTEGER,                     -- Magento's options: 1 Male, 2 Female, 3 Not Specified
  taxvat              TEXT,
  password_hash       TEXT,
  default_billing     INTEGER,                     -- customer_address_entity ids
  default_shipping    INTEGER,
  failures_num        INTEGER NOT NULL DEFAULT 0,
  first_failure       TEXT,
  lock_expires        TEXT,
  rp_token            TEXT,
  rp_token_created_at TEXT,
  created_at          TEXT NOT NULL,
  updated_at          TEXT NOT NULL,
  UNIQUE (website_code, email)
);

-- street holds the lines joined by "\n", as on cart addresses.
CREATE TABLE IF NOT EXISTS customer_address_entity (
  entity_id  INTEGER PRIMARY KEY,
  parent_id  INTEGER NOT NULL REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  firstname  TEXT NOT NULL,
  lastname   TEXT NOT NULL,
  company    TEXT,
  street     TEXT NOT NULL,
  city       TEXT NOT NULL,
  region     TEXT,
  region_id  INTEGER,
  postcode   TEXT,
  country_id TEXT NOT NULL,
  telephone  TEXT,
  vat_id     TEXT,
  prefix     TEXT,
  middlename TEXT,
  suffix     TEXT,
  fax        TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS customer_address_entity_parent ON customer_address_entity(parent_id);

-- Customer sign-in tokens (Magento's oauth_token for customers): random bearer tokens, kept only as
-- their SHA-256. A token is valid until expires_at unless revoked (sign-out revokes all of them).
CREATE TABLE IF NOT EXISTS oauth_token (
  entity_id   INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  token_hash  TEXT NOT NULL UNIQUE,
  created_at  TEXT NOT NULL,
  expires_at  TEXT NOT NULL,
  revoked     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS oauth_token_customer ON oauth_token(customer_id);

-- Newsletter (Magento's newsletter_subscriber), one row per e-mail and website; customer_id is set
-- when the e-mail is a customer's. subscriber_status: 1 subscribed, 2 not active, 3 unsubscribed,
-- 4 unconfirmed.
CREATE TABLE IF NOT EXISTS newsletter_subscriber (
  subscriber_id     INTEGER PRIMARY KEY,
  website_code      TEXT NOT NULL,
  store_id          INTEGER NOT NULL REFERENCES store(store_id),
  customer_id       INTEGER REFERENCES customer_entity(entity_id) ON DELETE SET NULL,
  subscriber_email  TEXT NOT NULL COLLATE NOCASE,
  subscriber_status INTEGER NOT NULL,
  change_status_at  TEXT NOT NULL,
  UNIQUE (website_code, subscriber_email)
);
CREATE INDEX IF NOT EXISTS newsletter_subscriber_customer ON newsletter_subscriber(customer_id);

-- Saved cards (Magento's vault_payment_token): what the payment method needs to charge the card again
-- (gateway_token) and what the shopper is shown (details JSON: type, maskedCC, expirationDate, as
-- Braintree keeps them). Deleting a card hides it (is_active = 0, is_visible = 0), as Magento does.
CREATE TABLE IF NOT EXISTS vault_payment_token (
  entity_id           INTEGER PRIMARY KEY,
  customer_id         INTEGER NOT NULL REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  public_hash         TEXT NOT NULL UNIQUE,
  payment_method_code TEXT NOT NULL,
  type                TEXT NOT NULL,                -- card | account
  gateway_token       TEXT NOT NULL,
  details             TEXT NOT NULL,
  is_active           INTEGER NOT NULL DEFAULT 1,
  is_visible          INTEGER NOT NULL DEFAULT 1,
  expires_at          TEXT,
  created_at          TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS vault_payment_token_customer ON vault_payment_token(customer_id);

-- Social sign-in accounts linked to customers (extension part): provider is google | facebook | apple,
-- provider_user_id the provider's stable id of the shopper. One account of each provider per
-- customer, and a provider account is linked to at most one customer of a website.
CREATE TABLE IF NOT EXISTS customer_social_account (
  entity_id        INTEGER PRIMARY KEY,
  customer_id      INTEGER NOT NULL REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  website_code     TEXT NOT NULL,
  provider         TEXT NOT NULL,
  provider_user_id TEXT NOT NULL,
  email            TEXT,
  name             TEXT,
  created_at       TEXT NOT NULL,
  UNIQUE (website_code, provider, provider_user_id),
  UNIQUE (customer_id, provider)
);

-- PayPal Express approvals (Magento keeps them on the quote payment's additional_information): the
-- token createPaypalExpressToken made for the cart and the buyer's PayerID, used when the order is placed.
CREATE TABLE IF NOT EXISTS quote_paypal_express (
  quote_id INTEGER PRIMARY KEY REFERENCES quote(entity_id) ON DELETE CASCADE,
  token    TEXT NOT NULL,
  payer_id TEXT NOT NULL
);

-- Sandbox one-time tokens (card nonces, social sign-in codes) once used: the SHA-256 of the token,
-- so a signed token that was spent is refused when it comes back (modules/sales/sandbox/tokens.ts).
CREATE TABLE IF NOT EXISTS sandbox_token_use (
  token_hash TEXT PRIMARY KEY,
  kind       TEXT NOT NULL,
  reference  TEXT,                                 -- what it was spent on (an order number, ...)
  used_at    TEXT NOT NULL
);

-- Showroom results (extension part): a shopper's frame finder answers and the SKUs chosen for them,
-- shared by their unguessable result_id (144 random bits, base64url). Never a photo. colors and
-- genders hold JSON arrays of attribute option values, product_skus a JSON array of SKUs (best first);
-- budget_max is in currency_code, the display currency of the store view it was saved in.
CREATE TABLE IF NOT EXISTS showroom_result (
  result_id      TEXT PRIMARY KEY,
  store_id       INTEGER NOT NULL REFERENCES store(store_id),
  face_shape     TEXT,
  style          TEXT,
  colors         TEXT NOT NULL,
  genders        TEXT NOT NULL,
  budget_max     REAL,
  currency_code  TEXT NOT NULL,
  usage          TEXT NOT NULL,
  polarized_only INTEGER NOT NULL DEFAULT 0,
  product_skus   TEXT NOT NULL,
  created_at     TEXT NOT NULL
);

-- Engagement (issue 7) ---------------------------------------------------------------------------
-- Product alerts (extension part): Magento's product_alert_stock and product_alert_price in one
-- table, with guests by e-mail address. store_id is where the shopper subscribed (the language,
-- currency and links of the alert e-mails). price: for a price alert, the final price last told
-- (at subscription, then at each alert: the next alert needs a lower one). status (stock alerts):
-- 0 waiting for the product to come back, 1 told (it waits again once the product sells out).
-- Unsubscribing keeps the row (unsubscribed_at), so an unsubscribe link works more than once.
CREATE TABLE IF NOT EXISTS product_alert (
  alert_id        INTEGER PRIMARY KEY,
  type            TEXT NOT NULL,                   -- stock | price
  product_id      INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  website_code    TEXT NOT NULL,
  store_id        INTEGER NOT NULL REFERENCES store(store_id),
  customer_id     INTEGER REFERENCES customer_entity(entity_id) ON DELETE SET NULL,
  email           TEXT NOT NULL COLLATE NOCASE,
  price           REAL,
  status          INTEGER NOT NULL DEFAULT 0,
  send_count      INTEGER NOT NULL DEFAULT 0,
  last_send_at    TEXT,
  created_at      TEXT NOT NULL,
  unsubscribed_at TEXT,
  UNIQUE (website_code, type, product_id, email)
);
CREATE INDEX IF NOT EXISTS product_alert_product ON product_alert(product_id, type);
CREATE INDEX IF NOT EXISTS product_alert_customer ON product_alert(customer_id);

-- Newsletter unsubscribe links: Magento's subscriber_confirm_code, a random code per subscriber
-- that the newsletter's /unsubscribe/{subscriber_id}/{code} link carries.
CREATE TABLE IF NOT EXISTS newsletter_subscriber_code (
  subscriber_id INTEGER PRIMARY KEY REFERENCES newsletter_subscriber(subscriber_id) ON DELETE CASCADE,
  confirm_code  TEXT NOT NULL
);

-- Abandoned-cart reminders (extension part): at most one per cart. The token of its recovery link
-- is kept only as its SHA-256; it works once (used_at), until expires_at.
CREATE TABLE IF NOT EXISTS abandoned_cart_reminder (
  quote_id   INTEGER PRIMARY KEY REFERENCES quote(entity_id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  email      TEXT NOT NULL,
  sent_at    TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at    TEXT
);

-- FAQ (extension part): categories and their questions, each with a URL key that is the same in
-- every store view (/faq/{category}/{question}). Texts per store view as the catalogue's: store_id 0
-- in English, translated store views their own rows. faq_search: one row per question and text
-- scope, for faqSearch.
CREATE TABLE IF NOT EXISTS faq_category (
  category_id INTEGER PRIMARY KEY,
  url_key     TEXT NOT NULL UNIQUE,
  position    INTEGER NOT NULL DEFAULT 0,
  is_active   INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS faq_category_store (
  category_id INTEGER NOT NULL REFERENCES faq_category(category_id) ON DELETE CASCADE,
  store_id    INTEGER NOT NULL,
  title       TEXT NOT NULL,
  description TEXT,
  PRIMARY KEY (category_id, store_id)
);
CREATE TABLE IF NOT EXISTS faq_question (
  question_id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES faq_category(category_id) ON DELETE CASCADE,
  url_key     TEXT NOT NULL,
  position    INTEGER NOT NULL DEFAULT 0,
  is_active   INTEGER NOT NULL DEFAULT 1,
  UNIQUE (category_id, url_key)
);
CREATE TABLE IF NOT EXISTS faq_question_store (
  question_id INTEGER NOT NULL REFERENCES faq_question(question_id) ON DELETE CASCADE,
  store_id    INTEGER NOT NULL,
  question    TEXT NOT NULL,
  answer      TEXT NOT NULL,                   -- plain text, paragraphs separated by a blank line
  PRIMARY KEY (question_id, store_id)
);
CREATE VIRTUAL TABLE IF NOT EXISTS faq_search USING fts5(
  question, answer,
  question_id UNINDEXED, store_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- Prescriptions (extension part, modules/prescription) ------------------------------------------
-- A customer's saved prescriptions: `prescription` holds the JSON of lib/eyewear/prescription.ts's
-- Prescription (name and date also in their columns, for sorting). uid: 128 random bits, base64url.
CREATE TABLE IF NOT EXISTS customer_prescription (
  entity_id         INTEGER PRIMARY KEY,
  uid               TEXT NOT NULL UNIQUE,
  customer_id       INTEGER NOT NULL REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  name              TEXT NOT NULL,
  prescription_date TEXT NOT NULL,                 -- YYYY-MM-DD
  prescription      TEXT NOT NULL,
  created_at        TEXT NOT NULL,
  updated_at        TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS customer_prescription_customer ON customer_prescription(customer_id);

-- Uploaded prescription files (JPG, PNG or PDF by content, up to 10 MB), stored under the data
-- directory as prescriptions/{uid}. customer_id: the uploader when signed in (null: a guest, who
-- holds a signed upload token instead); order_id: the order the file was given for.
CREATE TABLE IF NOT EXISTS prescription_upload (
  uid          TEXT PRIMARY KEY,
  customer_id  INTEGER REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  store_id     INTEGER NOT NULL,
  content_type TEXT NOT NULL,
  size         INTEGER NOT NULL,
  sha256       TEXT NOT NULL,
  order_id     INTEGER REFERENCES sales_order(entity_id) ON DELETE SET NULL,
  created_at   TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS prescription_upload_order ON prescription_upload(order_id);

-- Orders with frames that take a prescription: status pending while one of them waits for it
-- ("send it later", or nothing readable), received once every one has it. fix_key_hash: SHA-256
-- (hex) of the key in the order e-mail's /prescriptionfix link (the key itself is never stored).
CREATE TABLE IF NOT EXISTS sales_order_prescription (
  order_id     INTEGER PRIMARY KEY REFERENCES sales_order(entity_id) ON DELETE CASCADE,
  status       TEXT NOT NULL,                      -- pending | received
  fix_key_hash TEXT,
  created_at   TEXT NOT NULL,
  updated_at   TEXT NOT NULL
);

-- Each order line that takes a prescription: usage single-vision | progressive | reading (null:
-- unknown); status given (with the order) | pending | submitted (through the link); the values
-- (JSON, as customer_prescription.prescription) or the uploaded file; submission_hash tells a
-- repeated submission from a correction.
CREATE TABLE IF NOT EXISTS sales_order_item_prescription (
  item_id         INTEGER PRIMARY KEY REFERENCES sales_order_item(item_id) ON DELETE CASCADE,
  order_id        INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
  usage           TEXT,
  status          TEXT NOT NULL,
  prescription    TEXT,
  upload_uid      TEXT,
  submission_hash TEXT,
  updated_at      TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sales_order_item_prescription_order ON sales_order_item_prescription(order_id);

-- Gift cards (extension part, Adobe Commerce's Magento_GiftCard and Magento_GiftCardAccount) ------
-- Gift card products are catalog_product rows with type_id 'giftcard'. Their own attributes:
-- lifetime in days (null: no expiry), the message's length limit. Amounts per price scope as
-- catalog_product_price (0 = base in EUR, else a store view in its currency): the fixed amounts to
-- choose from, and the open range when allow_open_amount.
CREATE TABLE IF NOT EXISTS catalog_product_giftcard (
  entity_id          INTEGER PRIMARY KEY REFERENCES catalog_product(entity_id),
  giftcard_type      TEXT NOT NULL DEFAULT 'VIRTUAL',   -- VIRTUAL | PHYSICAL | COMBINED
  allow_open_amount  INTEGER NOT NULL DEFAULT 0,
  is_redeemable      INTEGER NOT NULL DEFAULT 1,
  lifetime           INTEGER,
  allow_message      INTEGER NOT NULL DEFAULT 1,
  message_max_length INTEGER NOT NULL DEFAULT 255
);
CREATE TABLE IF NOT EXISTS catalog_product_giftcard_amount (
  value_id  INTEGER PRIMARY KEY,
  entity_id INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  store_id  INTEGER NOT NULL,
  value     REAL NOT NULL,
  UNIQUE (entity_id, store_id, value)
);
CREATE TABLE IF NOT EXISTS catalog_product_giftcard_open_amount (
  entity_id       INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  store_id        INTEGER NOT NULL,
  open_amount_min REAL NOT NULL,
  open_amount_max REAL NOT NULL,
  PRIMARY KEY (entity_id, store_id)
);

-- Gift card accounts: one per code issued (XXXX-XXXX-XXXX, modules/giftcard/codes.ts), with its
-- balance in the currency of the order that bought it; usable in the store views of that currency
-- until date_expires (the last usable day, UTC; null: never). The CHECK keeps a balance from ever
-- going below zero, whatever races for it (orders charge it in their write transaction).
CREATE TABLE IF NOT EXISTS giftcard_account (
  giftcard_id     INTEGER PRIMARY KEY,
  code            TEXT NOT NULL UNIQUE,
  currency_code   TEXT NOT NULL,
  initial_balance REAL NOT NULL,
  balance         REAL NOT NULL CHECK (balance >= 0),
  date_created    TEXT NOT NULL,
  date_expires    TEXT,
  store_id        INTEGER NOT NULL REFERENCES store(store_id),
  order_id        INTEGER REFERENCES sales_order(entity_id),
  order_item_id   INTEGER,
  customer_id     INTEGER REFERENCES customer_entity(entity_id) ON DELETE SET NULL,  -- the buyer
  sender_name     TEXT,
  sender_email    TEXT,
  recipient_name  TEXT,
  recipient_email TEXT,
  message         TEXT
);
CREATE INDEX IF NOT EXISTS giftcard_account_customer ON giftcard_account(customer_id);
CREATE INDEX IF NOT EXISTS giftcard_account_order ON giftcard_account(order_id);

-- Every change of a balance: created, used (by an order), refunded (its order canceled).
CREATE TABLE IF NOT EXISTS giftcard_account_history (
  history_id     INTEGER PRIMARY KEY,
  giftcard_id    INTEGER NOT NULL REFERENCES giftcard_account(giftcard_id),
  action         TEXT NOT NULL,
  balance_delta  REAL NOT NULL,
  balance_amount REAL NOT NULL,
  order_number   TEXT,
  created_at     TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS giftcard_account_history_card ON giftcard_account_history(giftcard_id);

-- Cards applied to a cart, in the order applied (rowid). balance_seen: the card's balance when the
-- cart was last shown; an order refuses a card spent elsewhere since (see modules/giftcard/cart.ts).
CREATE TABLE IF NOT EXISTS quote_giftcard (
  quote_id     INTEGER NOT NULL REFERENCES quote(entity_id) ON DELETE CASCADE,
  giftcard_id  INTEGER NOT NULL REFERENCES giftcard_account(giftcard_id),
  balance_seen REAL NOT NULL,
  applied_at   TEXT NOT NULL,
  PRIMARY KEY (quote_id, giftcard_id)
);

-- What each card paid of an order.
CREATE TABLE IF NOT EXISTS sales_order_giftcard (
  order_id    INTEGER NOT NULL REFERENCES sales_order(entity_id) ON DELETE CASCADE,
  giftcard_id INTEGER NOT NULL REFERENCES giftcard_account(giftcard_id),
  amount      REAL NOT NULL,
  PRIMARY KEY (order_id, giftcard_id)
);

-- Wish lists (Magento_Wishlist): one per customer, made on first use. sharing_code is Magento's
-- random 32-character code. An item keeps what was added (the simple or virtual product, or the
-- configurable parent) and its buy request as a cart line does (options: canonical JSON, see
-- quote_item), possibly without a variant or the required custom options yet (Magento's "lite"
-- mode): those are asked for when the item goes to the cart.
CREATE TABLE IF NOT EXISTS wishlist (
  wishlist_id  INTEGER PRIMARY KEY,
  customer_id  INTEGER NOT NULL UNIQUE REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  sharing_code TEXT NOT NULL UNIQUE,
  updated_at   TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS wishlist_item (
  wishlist_item_id INTEGER PRIMARY KEY,
  wishlist_id      INTEGER NOT NULL REFERENCES wishlist(wishlist_id) ON DELETE CASCADE,
  product_id       INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  store_id         INTEGER NOT NULL,
  qty              REAL NOT NULL,
  description      TEXT,
  options          TEXT NOT NULL DEFAULT '{"super":{},"custom":{}}',
  added_at         TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS wishlist_item_wishlist ON wishlist_item(wishlist_id, wishlist_item_id);

-- Compare lists (Magento_CompareListGraphQl's catalog_compare_list and catalog_compare_item): known
-- only by list_id_mask, Magento's random 32-character hash, the list's uid. customer_id is null for
-- a guest's list; a customer has at most one (a guest's list assigned at sign-in merges into it).
CREATE TABLE IF NOT EXISTS catalog_compare_list (
  list_id      INTEGER PRIMARY KEY,
  list_id_mask TEXT NOT NULL UNIQUE,
  customer_id  INTEGER UNIQUE REFERENCES customer_entity(entity_id) ON DELETE CASCADE,
  created_at   TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS catalog_compare_item (
  catalog_compare_item_id INTEGER PRIMARY KEY,
  list_id                 INTEGER NOT NULL REFERENCES catalog_compare_list(list_id) ON DELETE CASCADE,
  product_id              INTEGER NOT NULL REFERENCES catalog_product(entity_id),
  store_id                INTEGER NOT NULL,
  added_at                TEXT NOT NULL,
  UNIQUE (list_id, product_id)
);

-- Product reviews (Magento_Review): ratings per store view with their five options, reviews per
-- product and store view (status 1 approved, 2 pending, 3 not approved, as review_status), and the
-- votes of each review (one option per rating).
CREATE TABLE IF NOT EXISTS rating (
  rating_id   INTEGER PRIMARY KEY,
  rating_code TEXT NOT NULL UNIQUE,
  position    INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS rating_store (
  rating_id INTEGER NOT NULL REFERENCES rating(rating_id) ON DELETE CASCADE,
  store_id  INTEGER NOT NULL REFERENCES store(store_id),
  title     TEXT NOT NULL,
  PRIMARY KEY (rating_id, store_id)
);
CREATE TABLE IF NOT EXISTS rating_option (
  option_id INTEGER PRIMARY KEY,
  rating_id INTEGER NOT NULL REFERENCES rating(rating_id) ON DELETE CASCADE,
  code      TEXT NOT NULL,
  value     INTEGER NOT NULL,
  position  INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS review (
  review_id   INTEGER PRIMARY KEY,
  product_id  INTEGER NOT NULL REFERENCES catalog_product(entity_id) ON DELETE CASCADE,
  store_id    INTEGER NOT NULL REFERENCES store(store_id),
  status_id   INTEGER NOT NULL DEFAULT 2,
  customer_id INTEGER REFERENCES customer_entity(entity_id) ON DELETE SET NULL,
  nickname    TEXT NOT NULL,
  title       TEXT NOT NULL,
  detail      TEXT NOT NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS review_product ON review(product_id, store_id, status_id, created_at);
CREATE INDEX IF NOT EXISTS review_customer ON review(customer_id);
CREATE TABLE IF NOT EXISTS rating_option_vote (
  review_id INTEGER NOT NULL REFERENCES review(review_id) ON DELETE CASCADE,
  rating_id INTEGER NOT NULL REFERENCES rating(rating_id),
  option_id INTEGER NOT NULL REFERENCES rating_option(option_id),
  value     INTEGER NOT NULL,
  PRIMARY KEY (review_id, rating_id)
);

-- Terms and conditions (Magento_CheckoutAgreements): mode 0 AUTO (applied without a checkbox),
-- 1 MANUAL (the shopper ticks it); shown in the store views of checkout_agreement_store.
CREATE TABLE IF NOT EXISTS checkout_agreement (
  agreement_id   INTEGER PRIMARY KEY,
  name           TEXT NOT NULL,
  content        TEXT NOT NULL,
  content_height TEXT,
  checkbox_text  TEXT NOT NULL,
  is_active      INTEGER NOT NULL DEFAULT 1,
  is_html        INTEGER NOT NULL DEFAULT 0,
  mode           INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE IF NOT EXISTS checkout_agreement_store (
  agreement_id INTEGER NOT NULL REFERENCES checkout_agreement(agreement_id) ON DELETE CASCADE,
  store_id     INTEGER NOT NULL REFERENCES store(store_id),
  PRIMARY KEY (agreement_id, store_id)
);

-- Inventory sources that are pickup locations (Magento_InventoryInStorePickup): the shop's showrooms,
-- each serving the websites listed in website_codes (comma-separated; Magento: the source's stock's websites).
CREATE TABLE IF NOT EXISTS inventory_source (
  source_code               TEXT PRIMARY KEY,
  name                      TEXT NOT NULL,
  email                     TEXT,
  contact_name              TEXT,
  description               TEXT,
  latitude                  REAL,
  longitude                 REAL,
  country_id                TEXT NOT NULL,
  region_id                 INTEGER,
  region                    TEXT,
  city                      TEXT NOT NULL,
  street                    TEXT NOT NULL,
  postcode                  TEXT NOT NULL,
  phone                     TEXT,
  fax                       TEXT,
  is_pickup_location_active INTEGER NOT NULL DEFAULT 1,
  website_codes             TEXT NOT NULL
);
