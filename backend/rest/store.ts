import type { RestRoute } from './route';

/** GET /V1/store/storeViews and /V1/store/storeConfigs, as Magento's Store module answers them. */
export const storeViewsRest: RestRoute[] = [
  {
    method: 'GET',
    pattern: 'store/storeViews',
    handler: (_request, _params, services) =>
      services.stores.all.map((s) => ({ id: s.store_id, code: s.code, name: s.name, website_id: 1, store_group_id: 1, is_active: 1 })),
  },
  {
    method: 'GET',
    pattern: 'store/storeConfigs',
    handler: (_request, _params, services) =>
      services.stores.all.map((s) => ({
        id: s.store_id,
        code: s.code,
        website_id: 1,
        locale: s.locale,
        base_currency_code: s.currency,
        default_display_currency_code: s.currency,
        timezone: s.timezone,
        weight_unit: s.weight_unit,
        base_url: `${services.config.publicUrl}/`,
        base_link_url: `${services.config.publicUrl}/${s.code}/`,
        base_static_url: `${services.config.publicUrl}/static/`,
        base_media_url: `${services.config.publicUrl}/media/`,
        secure_base_url: `${services.config.publicUrl}/`,
        secure_base_link_url: `${services.config.publicUrl}/${s.code}/`,
        secure_base_static_url: `${services.config.publicUrl}/static/`,
        secure_base_media_url: `${services.config.publicUrl}/media/`,
      })),
  },
];
