/**
 * Magento's PWA module (backend/schema/pwa.graphql): the store flags PWA Studio reads, the cart's
 * summary quantity, the order's state, the product's custom attributes and their metadata
 * (attributesMetadata), robots, search terms and reCAPTCHA (off). Served only with the PWA part:
 * the schema assembly adds `pwaResolvers` together with pwa.graphql.
 */
import type { RequestContext } from '../../graphql/context';
import { attributeOptionLabels } from '../catalog/product-search';
import type { ProductRow } from '../catalog/products';
import { toUid } from '../catalog/uids';
import type { CartView } from '../quote/cart-view';

interface AttributeRow {
  attribute_code: string;
  attribute_id: number;
  frontend_input: string;
  is_filterable: number;
  is_comparable: number;
  position: number;
}

const UI_INPUT: Record<string, [typename: string, type: string]> = {
  select: ['UiAttributeTypeSelect', 'SELECT'],
  boolean: ['UiAttributeTypeBoolean', 'BOOLEAN'],
  price: ['UiAttributeTypeAny', 'PRICE'],
  text: ['UiAttributeTypeAny', 'TEXT'],
};

/** Magento's attribute uid: base64 of "{entity type}/{attribute code}". */
const attributeUid = (code: string) => toUid(`catalog_product/${code}`);

function attributes(context: RequestContext): AttributeRow[] {
  return context.db.prepare('SELECT * FROM eav_attribute ORDER BY position, attribute_code').all() as AttributeRow[];
}

function optionsOf(context: RequestContext, code: string) {
  const options = attributeOptionLabels(context).get(code);
  if (!options) return [];
  return [...options.entries()]
    .sort((a, b) => a[1].order - b[1].order)
    .map(([id, option]) => ({ uid: toUid(id), label: option.label, is_default: false, value: String(id) }));
}

/** ProductAttributeMetadata of one of the shop's product attributes, in the request's store view. */
function attributeMetadata(context: RequestContext, attribute: AttributeRow) {
  const labels = context.db
    .prepare('SELECT store_id, label FROM eav_attribute_label WHERE attribute_code = ?')
    .all(attribute.attribute_code) as Array<{ store_id: number; label: string }>;
  const labelIn = (storeId: number) =>
    labels.find((l) => l.store_id === storeId)?.label ?? labels.find((l) => l.store_id === 0)?.label ?? attribute.attribute_code;
  const [typename, uiInputType] = UI_INPUT[attribute.frontend_input] ?? ['UiAttributeTypeAny', 'TEXT'];
  const components = ['PRODUCT_DETAILS_PAGE', 'PRODUCTS_LISTING'];
  if (attribute.is_comparable) components.push('PRODUCTS_COMPARE');
  if (attribute.is_filterable) components.push('PRODUCT_FILTER', 'PRODUCT_SEARCH_RESULTS_FILTER');
  return {
    __typename: 'ProductAttributeMetadata',
    uid: attributeUid(attribute.attribute_code),
    code: attribute.attribute_code,
    label: labelIn(context.store.store_id),
    attribute_labels: context.stores.all.map((store) => ({ store_code: store.code, label: labelIn(store.store_id) })),
    data_type: attribute.frontend_input === 'select' || attribute.frontend_input === 'boolean' ? 'INT' : 'STRING',
    sort_order: attribute.position,
    is_system: false,
    entity_type: 'PRODUCT',
    ui_input: {
      __typename: typename,
      ui_input_type: uiInputType,
      is_html_allowed: false,
      ...(typename === 'UiAttributeTypeAny' ? {} : { attribute_options: optionsOf(context, attribute.attribute_code) }),
    },
    used_in_components: components,
  };
}

interface CustomAttributeView {
  selected_attribute_options: { attribute_option: Array<{ uid: string; label: string; is_default: boolean }> } | null;
  entered_attribute_value: { value: string } | null;
  attribute_metadata: ReturnType<typeof attributeMetadata>;
}

/** custom_attributes: the product's values of the shop's attributes, with their metadata. */
function customAttributes(product: ProductRow, context: RequestContext): CustomAttributeView[] {
  return attributes(context).flatMap((attribute): CustomAttributeView[] => {
    const value = product[attribute.attribute_code as keyof ProductRow] as number | string | null | undefined;
    if (value === null || value === undefined) return [];
    const metadata = attributeMetadata(context, attribute);
    if (attribute.frontend_input === 'select') {
      const option = optionsOf(context, attribute.attribute_code).find((o) => o.value === String(value));
      return [
        {
          selected_attribute_options: { attribute_option: option ? [option] : [] },
          entered_attribute_value: null,
          attribute_metadata: metadata,
        },
      ];
    }
    return [{ selected_attribute_options: null, entered_attribute_value: { value: String(value) }, attribute_metadata: metadata }];
  });
}

const typename = (value: { __typename: string }) => value.__typename;
const productField = { custom_attributes: (p: ProductRow, _: unknown, context: RequestContext) => customAttributes(p, context) };

export const pwaStoreConfig = {
  contact_enabled: () => true,
  newsletter_enabled: () => true,
};

export const pwaResolvers = {
  Query: {
    robotsConfig: () => ({ defaultRobots: 'INDEX,FOLLOW', customInstructions: null }),
    attributesMetadata: (
      _: unknown,
      args: { entityType: 'PRODUCT'; attributeUids?: string[] | null; showSystemAttributes?: boolean | null },
      context: RequestContext,
    ) => ({
      items: attributes(context)
        .filter((a) => !args.attributeUids || args.attributeUids.includes(attributeUid(a.attribute_code)))
        .map((a) => attributeMetadata(context, a)),
    }),
    /** reCAPTCHA v3 is not set up in this shop: no key and no form uses it (Magento's answer then). */
    recaptchaV3Config: () => ({
      website_key: '',
      minimum_score: 0.5,
      badge_position: 'inline',
      language_code: null,
      failure_message: 'reCAPTCHA verification failed.',
      forms: [],
    }),
    /** No search term has a redirect or a recorded popularity here. */
    searchTerm: (_: unknown, args: { Search?: string | null }) => ({ query_text: args.Search ?? null, redirect: null, popularity: 0 }),
  },
  StoreConfig: pwaStoreConfig,
  CustomerToken: {
    /** Magento's oauth/access_token_lifetime/customer, in hours. */
    customer_token_lifetime: (_: unknown, __: unknown, context: RequestContext) => context.config.customerTokenLifetime / 3600,
  },
  Customer: { is_confirmed: () => true },
  CustomerOrder: { state: ({ order }: { order: { state: string } }) => order.state },
  Cart: {
    /** checkout/cart_link/use_qty = 1 (Magento's default): the quantity of every item. */
    total_summary_quantity_including_config: (cart: CartView) => cart.totals.totalQuantity,
  },
  AttributeOption: {
    uid: (option: { value: string }) => toUid(option.value),
    is_default: () => false,
  },
  AttributeMetadataInterface: { __resolveType: typename },
  UiInputTypeInterface: { __resolveType: typename },
  AttributeOptionsInterface: { __resolveType: typename },
  SelectableInputTypeInterface: { __resolveType: typename },
  AttributeOptionInterface: { __resolveType: () => 'AttributeOption' },
  SimpleProduct: productField,
  VirtualProduct: productField,
  ConfigurableProduct: productField,
  GroupedProduct: productField,
  BundleProduct: productField,
  DownloadableProduct: productField,
  GiftCardProduct: productField,
};
