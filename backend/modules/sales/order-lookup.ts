/**
 * The order a guest's cart became, found by the cart's masked id (extension part of the REST API):
 *
 *   GET /rest/{store}/V1/guest-carts/{cartId}/order → { entity_id, increment_id, state, status }
 *
 * Magento's payment-information answers the order's entity id; a shopper knows an order by its
 * number (increment id), which Luma's success page reads from the checkout session. A headless
 * storefront has no such session, so it asks with the cart's masked id — a secret only the shopper
 * who placed the order holds (the same one that let them place it). A customer's cart is never
 * answered here (404, as for an unknown cart): customers read their orders with their token.
 */
import type { Db } from '../../db/database';
import type { BackendServices } from '../../graphql/context';
import { RestError, type RestRequest, type RestRoute } from '../../rest/router';
import { orderById, type OrderRow } from './orders';

/** The order placed from the cart with this masked id, if any. */
export function orderByMaskedCartId(db: Db, maskedId: string): OrderRow | undefined {
  const id = db
    .prepare('SELECT o.entity_id FROM sales_order o JOIN quote q ON q.entity_id = o.quote_id WHERE q.masked_id = ?')
    .pluck()
    .get(maskedId) as number | undefined;
  return id === undefined ? undefined : orderById(db, id);
}

function guestCartOrder(_request: RestRequest, params: Record<string, string>, services: BackendServices) {
  const order = orderByMaskedCartId(services.db, params.cartId);
  if (!order || order.customer_id !== null) {
    throw new RestError(404, 'No such entity with %fieldName = %fieldValue', { fieldName: 'cartId', fieldValue: params.cartId });
  }
  return { entity_id: order.entity_id, increment_id: order.increment_id, state: order.state, status: order.status };
}

export const orderLookupRest: RestRoute[] = [{ method: 'GET', pattern: 'guest-carts/:cartId/order', handler: guestCartOrder }];
