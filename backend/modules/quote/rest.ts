/**
 * Magento's shipping estimate for a cart (ShippingMethodManagement::estimateByExtendedAddress):
 *
 *   POST /rest/{store}/V1/guest-carts/{cartId}/estimate-shipping-methods   (signed in: carts/mine/estimate-shipping-methods)
 *        { "address": { "country_id": "GB", "postcode": "SW1A 2AA", "region_id": 0, "region_code": "" } }
 *     → [{ carrier_code, method_code, carrier_title, method_title, amount, base_amount, available,
 *          error_message, price_excl_tax, price_incl_tax }]
 *
 * The cart's items priced for that destination (tax and free-shipping thresholds included);
 * nothing is saved. A country the store view does not ship to answers an empty list, as Magento
 * does; an unknown or inactive cart Magento's 404.
 */
import type { RestRequest, RestRoute } from '../../rest/router';
import { regionIdOf } from './address';
import { customerCart, guestCart, isObject, required, type RestCart } from './rest-carts';
import { collectTotals } from './totals';

function estimateShippingMethods(request: RestRequest, cart: RestCart) {
  const { quote, context, notFound } = cart;
  if (!quote.is_active) throw notFound;
  const address = isObject(request.body) ? request.body.address : undefined;
  if (!isObject(address)) throw required('address');
  const country = typeof address.country_id === 'string' ? address.country_id.trim().toUpperCase() : '';
  if (!country) throw required('country_id');
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
  {
    method: 'POST',
    pattern: 'guest-carts/:cartId/estimate-shipping-methods',
    handler: (request, params, services) => estimateShippingMethods(request, guestCart(request, services, params.cartId)),
  },
  {
    method: 'POST',
    pattern: 'carts/mine/estimate-shipping-methods',
    handler: (request, _params, services) => estimateShippingMethods(request, customerCart(request, services)),
  },
];
