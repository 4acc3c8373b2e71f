/**
 * Magento's shipping estimate for a cart (ShippingMethodManagement::estimateByExtendedAddress):
 *
 *   POST /rest/{store}/V1/guest-carts/{cartId}/estimate-shipping-methods
 *        { "address": { "country_id": "GB", "postcode": "SW1A 2AA", "region_id": 0, "region_code": "" } }
 *     → [{ carrier_code, method_code, carrier_title, method_title, amount, base_amount, available,
 *          error_message, price_excl_tax, price_incl_tax }]
 *
 * The cart's items priced for that destination (tax and free-shipping thresholds included);
 * nothing is saved. A country the store view does not ship to answers an empty list, as Magento
 * does; an unknown or inactive cart Magento's 404.
 */
import type { BackendServices, RequestContext } from '../../graphql/context';
import { RestError, type RestRequest, type RestRoute } from '../../rest/router';
import { regionIdOf } from './address';
import { quoteByMaskedId } from './quotes';
import { collectTotals } from './totals';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function estimateShippingMethods(request: RestRequest, params: Record<string, string>, services: BackendServices) {
  const address = isObject(request.body) ? request.body.address : undefined;
  if (!isObject(address)) throw new RestError(400, '"%fieldName" is required. Enter and try again.', { fieldName: 'address' });
  const country = typeof address.country_id === 'string' ? address.country_id.trim().toUpperCase() : '';
  if (!country) throw new RestError(400, '"%fieldName" is required. Enter and try again.', { fieldName: 'country_id' });
  const quote = quoteByMaskedId(services.db, params.cartId);
  if (!quote || !quote.is_active || quote.customer_id !== null) {
    throw new RestError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue: params.cartId });
  }
  const store = services.stores.byStoreId(quote.store_id) ?? request.store;
  const context: RequestContext = { ...services, store, currency: store.currency, headers: request.headers, customerId: null };
  const regionId = regionIdOf(context, country, {
    id: Number(address.region_id) || null,
    codeOrName: typeof address.region_code === 'string' ? address.region_code : typeof address.region === 'string' ? address.region : null,
  });
  const totals = collectTotals(context, quote, { estimateFor: { country_id: country, region_id: regionId } });
  return totals.shippingMethods.map((method) => ({
    carrier_code: method.carrier_code,
    method_code: method.method_code,
    carrier_title: method.carrier_title,
    method_title: method.method_title,
    amount: method.amount,
    base_amount: method.amount,
    available: true,
    error_message: '',
    price_excl_tax: method.priceExclTax,
    price_incl_tax: method.priceInclTax,
  }));
}

export const quoteRest: RestRoute[] = [
  { method: 'POST', pattern: 'guest-carts/:cartId/estimate-shipping-methods', handler: estimateShippingMethods },
];
