/**
 * The cart a REST call is about, as Magento's webapi finds it: `guest-carts/{cartId}` by the
 * cart's masked id (GuestCartRepository), `carts/mine` by the bearer's customer and their active
 * cart (QuoteRepository::getActiveForCustomer), each with Magento's REST errors. Shared by the
 * checkout calls (sales/rest.ts) and the shipping estimate (quote/rest.ts).
 */
import type { BackendServices, RequestContext } from '../../graphql/context';
import { RestError, type RestRequest } from '../../rest/router';
import { customerById, type CustomerRow } from '../customer/customers';
import { readBearer } from '../customer/tokens';
import { activeQuoteForCustomer, quoteByMaskedId, type QuoteRow } from './quotes';

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Magento's 400 for a missing body field. */
export const required = (fieldName: string) => new RestError(400, '"%fieldName" is required. Enter and try again.', { fieldName });

export const noSuchCart = (cartId: string) =>
  new RestError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue: cartId });

/** The cart a call is about, a context in the cart's store view (whose prices it holds), and its 404. */
export interface RestCart {
  quote: QuoteRow;
  context: RequestContext;
  notFound: RestError;
}

function cartContext(request: RestRequest, services: BackendServices, quote: QuoteRow): RequestContext {
  const store = services.stores.byStoreId(quote.store_id) ?? request.store;
  return { ...services, store, currency: store.currency, headers: request.headers, customerId: quote.customer_id };
}

/** A guest's cart by masked id (active or not: payment-information answers an ordered one's order). */
export function guestCart(request: RestRequest, services: BackendServices, cartId: string): RestCart {
  const quote = quoteByMaskedId(services.db, cartId);
  if (!quote || quote.customer_id !== null) throw noSuchCart(cartId);
  return { quote, context: cartContext(request, services, quote), notFound: noSuchCart(cartId) };
}

/** Magento's carts/mine: the bearer's customer and their active cart; 401 without a valid customer token. */
export function customerCart(request: RestRequest, services: BackendServices): RestCart & { customer: CustomerRow } {
  const bearer = readBearer(services.db, request.headers, request.store);
  const customer = bearer.kind === 'customer' ? customerById(services.db, bearer.customerId) : undefined;
  if (!customer) throw new RestError(401, "The consumer isn't authorized to access %resources.", { resources: 'self' });
  const websiteStores = services.stores.all.filter((s) => s.website_code === customer.website_code).map((s) => s.store_id);
  const quote = activeQuoteForCustomer(services.db, customer.entity_id, websiteStores);
  const notFound = new RestError(404, 'No such entity with %fieldName = %fieldValue', {
    fieldName: 'customerId',
    fieldValue: String(customer.entity_id),
  });
  if (!quote) throw notFound;
  return { quote, context: cartContext(request, services, quote), notFound, customer };
}
