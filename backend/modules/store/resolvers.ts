import type { RequestContext } from '../../graphql/context';
import { SHOP_NAME } from '../../graphql/context';
import { toUid } from '../catalog/uids';
import { paymentMethodTitle } from '../quote/payment';
import { reviewStoreConfig } from '../review/resolvers';
import { sendFriendStoreConfig } from '../sendfriend/resolvers';
import { cartTaxDisplay } from '../quote/tax';
import { ROOT_CATEGORY_ID, type Store } from './stores';

/** Magento's StoreConfig for one store view: every field of Magento Open Source 2.4.6's. */
export function storeConfigOf(store: Store, context: RequestContext) {
  const base = `${context.config.publicUrl}/`;
  const group = context.stores.all.filter((s) => s.group_code === store.group_code);
  return {
    id: store.store_id,
    code: store.code,
    store_code: store.code,
    store_name: store.name,
    store_sort_order: store.sort_order,
    is_default_store: Boolean(store.is_default) || group[0]?.store_id === store.store_id,
    store_group_code: store.group_code,
    store_group_name: store.group_code,
    is_default_store_group: true,
    website_id: 1,
    website_code: store.website_code,
    website_name: store.website_code,
    locale: store.locale,
    base_currency_code: store.currency,
    default_display_currency_code: store.currency,
    timezone: store.timezone,
    weight_unit: store.weight_unit,
    base_url: base,
    base_link_url: `${base}${store.code}/`,
    base_media_url: `${base}media/`,
    secure_base_url: base,
    secure_base_link_url: `${base}${store.code}/`,
    secure_base_media_url: `${base}media/`,
    use_store_in_url: true,
    product_url_suffix: '.html',
    category_url_suffix: '.html',
    title_separator: '-',
    list_mode: 'grid',
    grid_per_page_values: '12,24,36',
    grid_per_page: 12,
    list_per_page: 12,
    catalog_default_sort_by: 'position',
    root_category_id: ROOT_CATEGORY_ID,
    root_category_uid: toUid(ROOT_CATEGORY_ID),
    default_title: SHOP_NAME,
    title_prefix: '',
    title_suffix: '',
    default_description: null,
    default_keywords: null,
    header_logo_src: null,
    logo_alt: SHOP_NAME,
    logo_width: null,
    logo_height: null,
    welcome: null,
    copyright: `© 2026 ${SHOP_NAME}`,
    absolute_footer: null,
    front: 'cms',
    cms_home_page: 'home',
    no_route: 'cms/noroute/index',
    cms_no_route: 'no-route',
    show_cms_breadcrumbs: 1,
    minimum_password_length: '8',
    required_character_classes_number: '3',
    autocomplete_on_storefront: true,
    configurable_thumbnail_source: 'itself',
    head_shortcut_icon: null,
    ...reviewStoreConfig(store),
    ...sendFriendStoreConfig(store),
    // The rest of Magento 2.4.6's StoreConfig, with this shop's settings (Magento's defaults where it has none of its own).
    cms_no_cookies: 'enable-cookies',
    allow_order: '0',
    allow_items: '0',
    zero_subtotal_enabled: true,
    zero_subtotal_title: paymentMethodTitle(context.db, store.store_id, 'free'),
    zero_subtotal_new_order_status: 'pending',
    zero_subtotal_payment_action: null,
    zero_subtotal_enable_for_specific_countries: false,
    zero_subtotal_payment_from_specific_countries: null,
    zero_subtotal_sort_order: 1,
    check_money_order_enabled: true,
    check_money_order_title: paymentMethodTitle(context.db, store.store_id, 'checkmo'),
    check_money_order_new_order_status: 'pending',
    check_money_order_enable_for_specific_countries: false,
    check_money_order_payment_from_specific_countries: null,
    check_money_order_make_check_payable_to: SHOP_NAME,
    check_money_order_send_check_to: null,
    check_money_order_min_order_total: null,
    check_money_order_max_order_total: null,
    check_money_order_sort_order: null,
    base_static_url: `${base}static/`,
    secure_base_static_url: `${base}static/`,
    list_per_page_values: '12,24,36',
    payment_payflowpro_cc_vault_active: '0',
    head_includes: null,
    demonotice: 0,
    product_fixed_product_tax_display_setting: 'FPT_DISABLED',
    category_fixed_product_tax_display_setting: 'FPT_DISABLED',
    sales_fixed_product_tax_display_setting: 'FPT_DISABLED',
    magento_wishlist_general_is_enabled: '1',
    braintree_cc_vault_active: '0',
    // Extension part (Magento 2.4.7's TaxGraphQl fields).
    ...cartTaxDisplay(context, store.store_id),
  };
}

export const storeResolvers = {
  Query: {
    storeConfig: (_: unknown, __: unknown, context: RequestContext) => storeConfigOf(context.store, context),
    availableStores: (_: unknown, args: { useCurrentGroup?: boolean | null }, context: RequestContext) =>
      context.stores.all
        .filter((s) => !args.useCurrentGroup || s.group_code === context.store.group_code)
        .map((s) => storeConfigOf(s, context)),
    currency: (_: unknown, __: unknown, context: RequestContext) => {
      const code = context.store.currency;
      return {
        base_currency_code: code,
        base_currency_symbol: currencySymbol(code, context.store.locale),
        default_display_currency_code: code,
        default_display_currency_symbol: currencySymbol(code, context.store.locale),
        available_currency_codes: [code],
        exchange_rates: [{ currency_to: code, rate: 1 }],
      };
    },
  },
};

function currencySymbol(code: string, locale: string): string {
  const part = new Intl.NumberFormat(locale.replace(/_/g, '-'), { style: 'currency', currency: code })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? code;
}
