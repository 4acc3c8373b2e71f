import type { RequestContext } from '../../graphql/context';
import { attributeOptionLabels } from './product-search';
import { GRAPHQL_TYPE_BY_TYPE_ID, finalPriceOf, isSalable, loadProducts, loadVariants, type ProductRow } from './products';
import { configurableValueUid, customOptionUid, customOptionValueUid, toUid } from './uids';
import { categoryById } from './categories';
import type { Routed } from '../cms/resolvers';
import { productReviewFields } from '../review/resolvers';

/** Magento's "Only X left" threshold (Stores > Configuration > Catalog > Inventory). */
const ONLY_X_LEFT_THRESHOLD = 5;
const URL_SUFFIX = '.html';

interface MediaRow {
  value_id: number;
  file: string;
  position: number;
  label: string | null;
  disabled: number;
  roles: string;
}

const mediaCache = new WeakMap<RequestContext, Map<number, MediaRow[]>>();

function mediaOf(product: ProductRow, context: RequestContext): MediaRow[] {
  const cached = mediaCache.get(context)?.get(product.entity_id);
  if (cached) return cached;
  preloadMedia(context, [product.entity_id]);
  return mediaCache.get(context)!.get(product.entity_id)!;
}

/** Media of a whole page of products in one query. */
export function preloadMedia(context: RequestContext, entityIds: readonly number[]): void {
  let cache = mediaCache.get(context);
  if (!cache) mediaCache.set(context, (cache = new Map()));
  const missing = entityIds.filter((id) => !cache!.has(id));
  if (missing.length === 0) return;
  const rows = context.db
    .prepare(
      `SELECT entity_id, value_id, file, position, label, disabled, roles FROM catalog_product_media
        WHERE entity_id IN (SELECT value FROM json_each(?)) ORDER BY entity_id, position, value_id`,
    )
    .all(JSON.stringify(missing)) as Array<MediaRow & { entity_id: number }>;
  for (const id of missing) cache.set(id, []);
  for (const row of rows) cache.get(row.entity_id)!.push(row);
}

const mediaUrl = (context: RequestContext, file: string) => `${context.config.publicUrl}/media/catalog/product${file}`;

function imageWithRole(role: string) {
  return (product: ProductRow, _: unknown, context: RequestContext) => {
    const media = mediaOf(product, context).filter((m) => !m.disabled);
    const chosen = media.find((m) => m.roles.split(',').includes(role)) ?? media[0];
    if (!chosen)
      return {
        url: `${context.config.publicUrl}/media/catalog/product/placeholder/${role}.webp`,
        label: product.name,
        position: 0,
        disabled: false,
      };
    return { url: mediaUrl(context, chosen.file), label: chosen.label ?? product.name, position: chosen.position, disabled: false };
  };
}

function money(value: number, context: RequestContext) {
  return { value: Math.round(value * 100) / 100, currency: context.currency };
}

function productPrice(regular: number, final: number, context: RequestContext) {
  const amountOff = Math.max(0, Math.round((regular - final) * 100) / 100);
  return {
    regular_price: money(regular, context),
    final_price: money(final, context),
    discount: { amount_off: amountOff, percent_off: regular > 0 ? Math.round((amountOff / regular) * 10000) / 100 : 0 },
    fixed_product_taxes: [],
  };
}

function priceRange(product: ProductRow, context: RequestContext) {
  if (product.type_id === 'configurable') {
    const variants = loadVariants(context, product);
    const salable = variants.filter(isSalable);
    const pool = salable.length ? salable : variants;
    if (pool.length) {
      const byFinal = [...pool].sort((a, b) => finalPriceOf(a) - finalPriceOf(b));
      const min = byFinal[0];
      const max = byFinal[byFinal.length - 1];
      return {
        minimum_price: productPrice(min.price ?? 0, finalPriceOf(min), context),
        maximum_price: productPrice(max.price ?? 0, finalPriceOf(max), context),
      };
    }
  }
  const price = productPrice(product.price ?? 0, finalPriceOf(product), context);
  return { minimum_price: price, maximum_price: price };
}

function stockStatus(product: ProductRow, context: RequestContext): 'IN_STOCK' | 'OUT_OF_STOCK' {
  if (product.type_id === 'configurable') return loadVariants(context, product).some(isSalable) ? 'IN_STOCK' : 'OUT_OF_STOCK';
  return isSalable(product) ? 'IN_STOCK' : 'OUT_OF_STOCK';
}

function linked(type: string) {
  return (product: ProductRow, _: unknown, context: RequestContext) => {
    const ids = context.db
      .prepare('SELECT linked_product_id FROM catalog_product_link WHERE product_id = ? AND link_type = ? ORDER BY position')
      .pluck()
      .all(product.entity_id, type) as number[];
    return loadProducts(context, ids).filter((p) => p.visibility > 1);
  };
}

interface AttributeMeta {
  attribute_id: number;
  attribute_code: string;
  label: string;
  position: number;
}

function superAttributes(product: ProductRow, context: RequestContext): AttributeMeta[] {
  return context.db
    .prepare(
      `SELECT a.attribute_id, a.attribute_code, COALESCE(s.label, d.label, a.attribute_code) AS label, sa.position
         FROM catalog_product_super_attribute sa
         JOIN eav_attribute a ON a.attribute_code = sa.attribute_code
         LEFT JOIN eav_attribute_label d ON d.attribute_code = a.attribute_code AND d.store_id = 0
         LEFT JOIN eav_attribute_label s ON s.attribute_code = a.attribute_code AND s.store_id = ?
        WHERE sa.product_id = ? ORDER BY sa.position`,
    )
    .all(context.store.store_id, product.entity_id) as AttributeMeta[];
}

interface OptionValueMeta {
  option_id: number;
  label: string;
  default_label: string;
  swatch_value: string | null;
  sort_order: number;
}

function optionValues(attributeCode: string, context: RequestContext): Map<number, OptionValueMeta> {
  const rows = context.db
    .prepare(
      `SELECT o.option_id, COALESCE(s.label, d.label) AS label, d.label AS default_label, o.swatch_value, o.sort_order
         FROM eav_attribute_option o
         LEFT JOIN eav_attribute_option_label d ON d.option_id = o.option_id AND d.store_id = 0
         LEFT JOIN eav_attribute_option_label s ON s.option_id = o.option_id AND s.store_id = ?
        WHERE o.attribute_code = ?`,
    )
    .all(context.store.store_id, attributeCode) as OptionValueMeta[];
  return new Map(rows.map((r) => [r.option_id, r]));
}

function swatchOf(attributeCode: string, value: OptionValueMeta) {
  if (value.swatch_value && /^#[0-9a-f]{3,8}$/i.test(value.swatch_value))
    return { __typename: 'ColorSwatchData', value: value.swatch_value };
  return { __typename: 'TextSwatchData', value: value.label };
}

/** configurable_options: each configured attribute with the values its variants actually have. */
export function configurableOptions(product: ProductRow, context: RequestContext) {
  const variants = loadVariants(context, product);
  return superAttributes(product, context).map((attribute) => {
    const values = optionValues(attribute.attribute_code, context);
    const used = [...new Set(variants.map((v) => v[attribute.attribute_code as keyof ProductRow] as number | null))]
      .filter((v): v is number => v !== null && values.has(v))
      .sort((a, b) => values.get(a)!.sort_order - values.get(b)!.sort_order);
    return {
      id: attribute.attribute_id,
      uid: toUid(`configurable/${product.entity_id}/${attribute.attribute_id}`),
      attribute_id: String(attribute.attribute_id),
      attribute_id_v2: attribute.attribute_id,
      attribute_uid: toUid(attribute.attribute_id),
      attribute_code: attribute.attribute_code,
      label: attribute.label,
      position: attribute.position,
      use_default: true,
      product_id: product.entity_id,
      values: used.map((optionId) => {
        const value = values.get(optionId)!;
        return {
          uid: configurableValueUid(attribute.attribute_id, optionId),
          value_index: optionId,
          label: value.label,
          default_label: value.default_label,
          store_label: value.label,
          use_default_value: true,
          swatch_data: swatchOf(attribute.attribute_code, value),
        };
      }),
    };
  });
}

function variantsOf(product: ProductRow, context: RequestContext) {
  const attributes = superAttributes(product, context);
  const valueMaps = new Map(attributes.map((a) => [a.attribute_code, optionValues(a.attribute_code, context)]));
  return loadVariants(context, product).map((variant) => ({
    product: variant,
    attributes: attributes
      .map((a) => {
        const optionId = variant[a.attribute_code as keyof ProductRow] as number | null;
        const value = optionId === null ? undefined : valueMaps.get(a.attribute_code)!.get(optionId);
        if (!value || optionId === null) return null;
        return { code: a.attribute_code, label: value.label, value_index: optionId, uid: configurableValueUid(a.attribute_id, optionId) };
      })
      .filter(Boolean),
  }));
}

/** configurable_product_options_selection: what remains selectable once some values are chosen. */
function optionsSelection(product: ProductRow, args: { configurableOptionValueUids?: string[] | null }, context: RequestContext) {
  const selected = new Set(args.configurableOptionValueUids ?? []);
  const variants = variantsOf(product, context);
  const matching = variants.filter((v) => [...selected].every((uid) => v.attributes.some((a) => a!.uid === uid)));
  const options = configurableOptions(product, context);
  const available = options.map((option) => {
    const others = [...selected].filter((uid) => !option.values.some((v) => v.uid === uid));
    const uids = option.values
      .filter((value) =>
        variants.some(
          (v) =>
            isSalable(v.product) &&
            v.attributes.some((a) => a!.uid === value.uid) &&
            others.every((uid) => v.attributes.some((a) => a!.uid === uid)),
        ),
      )
      .map((value) => value.uid);
    return { attribute_code: option.attribute_code!, option_value_uids: uids };
  });
  const variant = selected.size === options.length && matching.length === 1 ? matching[0].product : null;
  const galleryOwner = variant ?? matching[0]?.product ?? product;
  return {
    options_available_for_selection: available,
    configurable_options: options.map((o) => ({
      uid: o.uid,
      attribute_code: o.attribute_code,
      label: o.label,
      values: o.values.map((v) => ({
        uid: v.uid,
        is_available: available.find((a) => a.attribute_code === o.attribute_code)!.option_value_uids.includes(v.uid),
        is_use_default: true,
        label: v.label,
        swatch: v.swatch_data,
      })),
    })),
    media_gallery: mediaGallery(galleryOwner, context),
    variant,
  };
}

function mediaGallery(product: ProductRow, context: RequestContext) {
  return mediaOf(product, context).map((m) => ({
    __typename: 'ProductImage',
    url: mediaUrl(context, m.file),
    label: m.label ?? product.name,
    position: m.position,
    disabled: Boolean(m.disabled),
  }));
}

interface OptionRow {
  option_id: number;
  type: string;
  is_require: number;
  sku: string | null;
  max_characters: number | null;
  sort_order: number;
  price: number | null;
  price_type: string | null;
  title: string;
}

interface OptionValueRow {
  option_id: number;
  option_type_id: number;
  sku: string | null;
  sort_order: number;
  title: string;
  price: number | null;
  price_type: string | null;
}

const OPTION_TYPENAMES: Record<string, string> = {
  field: 'CustomizableFieldOption',
  area: 'CustomizableAreaOption',
  drop_down: 'CustomizableDropDownOption',
  radio: 'CustomizableRadioOption',
  checkbox: 'CustomizableCheckboxOption',
};

/** Customizable options (lens choices) with titles and value prices for the store view. */
export function customizableOptions(product: ProductRow, context: RequestContext) {
  const storeId = context.store.store_id;
  const options = context.db
    .prepare(
      `SELECT o.*, COALESCE(s.title, d.title) AS title FROM catalog_product_option o
         JOIN catalog_product_option_title d ON d.option_id = o.option_id AND d.store_id = 0
         LEFT JOIN catalog_product_option_title s ON s.option_id = o.option_id AND s.store_id = ?
        WHERE o.product_id = ? ORDER BY o.sort_order, o.option_id`,
    )
    .all(storeId, product.entity_id) as OptionRow[];
  if (options.length === 0) return [];
  const values = context.db
    .prepare(
      `SELECT v.option_id, v.option_type_id, v.sku, v.sort_order, COALESCE(ts.title, td.title) AS title,
              COALESCE(ps.price, pd.price) AS price, COALESCE(ps.price_type, pd.price_type) AS price_type
         FROM catalog_product_option_type_value v
         JOIN catalog_product_option_type_title td ON td.option_type_id = v.option_type_id AND td.store_id = 0
         LEFT JOIN catalog_product_option_type_title ts ON ts.option_type_id = v.option_type_id AND ts.store_id = @store
         LEFT JOIN catalog_product_option_type_price pd ON pd.option_type_id = v.option_type_id AND pd.store_id = 0
         LEFT JOIN catalog_product_option_type_price ps ON ps.option_type_id = v.option_type_id AND ps.store_id = @store
        WHERE v.option_id IN (SELECT value FROM json_each(@ids)) ORDER BY v.sort_order, v.option_type_id`,
    )
    .all({ store: storeId, ids: JSON.stringify(options.map((o) => o.option_id)) }) as OptionValueRow[];
  return options
    .filter((o) => OPTION_TYPENAMES[o.type])
    .map((o) => {
      const base = {
        __typename: OPTION_TYPENAMES[o.type],
        option_id: o.option_id,
        uid: customOptionUid(o.option_id),
        title: o.title,
        required: Boolean(o.is_require),
        sort_order: o.sort_order,
      };
      if (o.type === 'field' || o.type === 'area') {
        return {
          ...base,
          product_sku: product.sku,
          value: {
            uid: customOptionUid(o.option_id),
            price: o.price ?? 0,
            price_type: o.price_type ?? 'FIXED',
            sku: o.sku,
            max_characters: o.max_characters,
          },
        };
      }
      return {
        ...base,
        value: values
          .filter((v) => v.option_id === o.option_id)
          .map((v) => ({
            option_type_id: v.option_type_id,
            uid: customOptionValueUid(o.option_id, v.option_type_id),
            title: v.title,
            sku: v.sku,
            sort_order: v.sort_order,
            price: v.price ?? 0,
            price_type: v.price_type ?? 'FIXED',
          })),
      };
    });
}

function categoriesOf(product: ProductRow, context: RequestContext) {
  const ids = context.db
    .prepare(
      `SELECT cp.category_id FROM catalog_category_product cp JOIN catalog_category c ON c.entity_id = cp.category_id
        WHERE cp.product_id = ? AND c.is_active = 1 ORDER BY c.level, c.position`,
    )
    .pluck()
    .all(product.entity_id) as number[];
  return ids.map((id) => categoryById(context, id)).filter(Boolean);
}

function urlRewritesOf(product: ProductRow, context: RequestContext) {
  const paths = context.db
    .prepare(`SELECT request_path FROM url_rewrite WHERE entity_type = 'product' AND entity_id = ? AND store_id = ? AND redirect_type = 0`)
    .pluck()
    .all(product.entity_id, context.store.store_id) as string[];
  return paths.map((url) => ({ url, parameters: [{ name: 'id', value: String(product.entity_id) }] }));
}

const html = (value: string | null) => ({ html: value ?? '' });

/** media_gallery_entries (deprecated, still in 2.4.6): the gallery as Magento's catalog API lists it. */
function mediaGalleryEntries(product: ProductRow, context: RequestContext) {
  return mediaOf(product, context).map((m) => ({
    id: m.value_id,
    uid: toUid(m.value_id),
    media_type: 'image',
    label: m.label,
    position: m.position,
    disabled: Boolean(m.disabled),
    types: m.roles ? m.roles.split(',').filter(Boolean) : [],
    file: m.file,
    content: null,
    video_content: null,
  }));
}

/** `price` (deprecated ProductPrices): the minimum and maximum final prices and the regular price, no adjustments. */
function legacyPrices(product: ProductRow, context: RequestContext) {
  const range = priceRange(product, context);
  const price = (money: { value: number; currency: string }) => ({ amount: money, adjustments: [] });
  return {
    minimalPrice: price(range.minimum_price.final_price),
    maximalPrice: price(range.maximum_price.final_price),
    regularPrice: price(range.minimum_price.regular_price),
  };
}

/** product_links: the related, up-sell and cross-sell links of the product, by SKU. */
function productLinks(product: ProductRow, context: RequestContext) {
  return (
    context.db
      .prepare(
        `SELECT l.link_type, l.position, p.sku AS linked_product_sku, p.type_id AS linked_product_type FROM catalog_product_link l
           JOIN catalog_product p ON p.entity_id = l.linked_product_id WHERE l.product_id = ? ORDER BY l.link_type, l.position`,
      )
      .all(product.entity_id) as Array<{ link_type: string; position: number; linked_product_sku: string; linked_product_type: string }>
  ).map((link) => ({ __typename: 'ProductLinks', sku: product.sku, ...link }));
}

/** The one website of this shop as the deprecated `websites` field shows it. */
const websitesOf = (context: RequestContext) => [
  { id: 1, name: context.store.website_code, code: context.store.website_code, sort_order: 0, default_group_id: '1', is_default: true },
];

/** Field resolvers shared by every product type (giftcard/resolvers.ts adds GiftCardProduct's to them). */
export const productFields = {
  id: (p: ProductRow) => p.entity_id,
  uid: (p: ProductRow) => toUid(p.entity_id),
  type_id: (p: ProductRow) => p.type_id,
  description: (p: ProductRow) => html(p.description),
  short_description: (p: ProductRow) => html(p.short_description),
  special_price: (p: ProductRow) => (p.special_price !== null && p.special_price < (p.price ?? 0) ? p.special_price : null),
  image: imageWithRole('image'),
  small_image: imageWithRole('small_image'),
  thumbnail: imageWithRole('thumbnail'),
  swatch_image: () => null,
  new_to_date: () => null,
  price_range: (p: ProductRow, _: unknown, context: RequestContext) => priceRange(p, context),
  categories: (p: ProductRow, _: unknown, context: RequestContext) => categoriesOf(p, context),
  canonical_url: (p: ProductRow) => `${p.url_key}${URL_SUFFIX}`,
  media_gallery: (p: ProductRow, _: unknown, context: RequestContext) => mediaGallery(p, context),
  url_suffix: () => URL_SUFFIX,
  url_rewrites: (p: ProductRow, _: unknown, context: RequestContext) => urlRewritesOf(p, context),
  stock_status: (p: ProductRow, _: unknown, context: RequestContext) => stockStatus(p, context),
  only_x_left_in_stock: (p: ProductRow) =>
    p.type_id !== 'configurable' && p.qty !== null && p.qty > 0 && p.qty <= ONLY_X_LEFT_THRESHOLD ? p.qty : null,
  related_products: linked('related'),
  upsell_products: linked('upsell'),
  crosssell_products: linked('crosssell'),
  country_of_manufacture: () => null,
  manufacturer: () => null,
  gift_message_available: () => '0',
  options_container: () => 'container2',
  options: (p: ProductRow, _: unknown, context: RequestContext) => customizableOptions(p, context),
  ...productReviewFields,
  special_from_date: () => null,
  special_to_date: () => null,
  attribute_set_id: () => 4,
  tier_price: () => null,
  tier_prices: () => [],
  price_tiers: () => [],
  websites: (_p: ProductRow, _: unknown, context: RequestContext) => websitesOf(context),
  product_links: (p: ProductRow, _: unknown, context: RequestContext) => productLinks(p, context),
  media_gallery_entries: (p: ProductRow, _: unknown, context: RequestContext) => mediaGalleryEntries(p, context),
  price: (p: ProductRow, _: unknown, context: RequestContext) => legacyPrices(p, context),
  url_path: () => null,
  // RoutableInterface
  relative_url: (p: ProductRow & { routed?: Routed }) => p.routed?.relative_url ?? `${p.url_key}${URL_SUFFIX}`,
  redirect_code: (p: ProductRow & { routed?: Routed }) => p.routed?.redirect_code ?? 0,
  type: () => 'PRODUCT',
};

// GroupedProduct has no customizable options (it is not a CustomizableProductInterface).
const { options: _groupedHasNoOptions, ...groupedProductFields } = productFields;

export const productResolvers = {
  ProductInterface: {
    __resolveType: (p: ProductRow) => GRAPHQL_TYPE_BY_TYPE_ID[p.type_id] ?? 'SimpleProduct',
  },
  SimpleProduct: productFields,
  VirtualProduct: productFields,
  ConfigurableProduct: {
    ...productFields,
    configurable_options: (p: ProductRow, _: unknown, context: RequestContext) => configurableOptions(p, context),
    variants: (p: ProductRow, _: unknown, context: RequestContext) => variantsOf(p, context),
    configurable_product_options_selection: (
      p: ProductRow,
      args: { configurableOptionValueUids?: string[] | null },
      context: RequestContext,
    ) => optionsSelection(p, args, context),
  },
  BundleProduct: productFields,
  GroupedProduct: groupedProductFields,
  DownloadableProduct: productFields,
  ProductLinksInterface: { __resolveType: () => 'ProductLinks' },
  MediaGalleryInterface: { __resolveType: () => 'ProductImage' },
  CustomizableOptionInterface: { __resolveType: (o: { __typename: string }) => o.__typename },
  SwatchDataInterface: { __resolveType: (s: { __typename: string }) => s.__typename },
  AggregationOptionInterface: { __resolveType: () => 'AggregationOption' },
  PhysicalProductInterface: { __resolveType: (p: ProductRow) => GRAPHQL_TYPE_BY_TYPE_ID[p.type_id] ?? 'SimpleProduct' },
  CustomizableProductInterface: { __resolveType: (p: ProductRow) => GRAPHQL_TYPE_BY_TYPE_ID[p.type_id] ?? 'SimpleProduct' },
};

/** customAttributeMetadata for the shop's product attributes (option labels per store view). */
export function customAttributeMetadata(
  args: { attributes: Array<{ attribute_code?: string | null; entity_type?: string | null }> },
  context: RequestContext,
) {
  const labels = attributeOptionLabels(context);
  const known = new Set(context.db.prepare('SELECT attribute_code FROM eav_attribute').pluck().all() as string[]);
  const inputs = context.db.prepare('SELECT attribute_code, frontend_input, is_filterable, position FROM eav_attribute').all() as Array<{
    attribute_code: string;
    frontend_input: string;
    is_filterable: number;
    position: number;
  }>;
  const inputByCode = new Map(inputs.map((i) => [i.attribute_code, i]));
  return {
    items: args.attributes
      .filter(
        (a) =>
          a.attribute_code &&
          known.has(a.attribute_code) &&
          (!a.entity_type || a.entity_type === '4' || a.entity_type === 'catalog_product'),
      )
      .map((a) => {
        const info = inputByCode.get(a.attribute_code!)!;
        const options = labels.get(a.attribute_code!);
        return {
          attribute_code: a.attribute_code,
          entity_type: a.entity_type ?? '4',
          attribute_type: info.frontend_input === 'select' ? 'Int' : info.frontend_input === 'boolean' ? 'Int' : 'String',
          input_type: info.frontend_input,
          attribute_options: options
            ? [...options.entries()].sort((x, y) => x[1].order - y[1].order).map(([value, o]) => ({ value: String(value), label: o.label }))
            : [],
          storefront_properties: {
            use_in_product_listing: true,
            position: info.position,
            visible_on_catalog_pages: true,
            use_in_layered_navigation: info.is_filterable ? 'FILTERABLE_WITH_RESULTS' : 'NO',
            use_in_search_results_layered_navigation: Boolean(info.is_filterable),
          },
        };
      }),
  };
}
