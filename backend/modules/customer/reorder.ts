/**
 * reorderItems (Magento_SalesGraphQl's Reorder and Magento\Sales\Model\Reorder\Reorder): the items of
 * one of the customer's own orders are added again to their cart, each with the options it was
 * ordered with, through the cart's own add-to-cart (its checks and texts); what cannot be added is
 * answered in userInputErrors with Magento's codes, and the rest is added.
 */
import type { RequestContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import { configurableValueUid, customOptionUid, customOptionValueUid } from '../catalog/uids';
import { giftCardRequestOptions } from '../giftcard/product';
import { parseOptions, type CartItemInput } from '../quote/buy-request';
import { CartView, changeCart } from '../quote/cart-view';
import { addItem, userError } from '../quote/item-mutations';
import { quoteItems } from '../quote/quotes';
import { orderByIncrementId, orderItems, type OrderItemRow, type OrderRow } from '../sales/orders';
import { requireCustomer } from './access';
import { customerCartFor } from './customer-cart';

/** The buy request an order line was added with: the cart line it came from, else its product as ordered. */
function buyRequest(context: RequestContext, order: OrderRow, item: OrderItemRow): CartItemInput {
  const skuOf = (productId: number) =>
    context.db.prepare('SELECT sku FROM catalog_product WHERE entity_id = ?').pluck().get(productId) as string;
  const line = quoteItems(context.db, order.quote_id).find((l) => l.item_id === item.quote_item_id);
  if (!line) {
    return {
      sku: item.sku,
      quantity: item.qty_ordered,
      parent_sku: item.parent_product_id === null ? null : skuOf(item.parent_product_id),
    };
  }
  const options = parseOptions(line.options);
  const custom = Object.entries(options.custom);
  // A gift card: the same amount, sender, recipient and message.
  const giftcard = options.giftcard ? giftCardRequestOptions(options.giftcard) : { selected: [], entered: [] };
  return {
    sku: skuOf(line.product_id),
    quantity: item.qty_ordered,
    selected_options: [
      ...Object.entries(options.super).map(([attribute, value]) => configurableValueUid(Number(attribute), value)),
      ...custom.flatMap(([option, values]) => (Array.isArray(values) ? values.map((v) => customOptionValueUid(Number(option), v)) : [])),
      ...giftcard.selected,
    ],
    entered_options: [
      ...custom.flatMap(([option, value]) => (typeof value === 'string' ? [{ uid: customOptionUid(Number(option)), value }] : [])),
      ...giftcard.entered,
    ],
  };
}

function reorderItems(context: RequestContext, orderNumber: string) {
  const customer = requireCustomer(context);
  const order = orderByIncrementId(context.db, orderNumber);
  // Magento loads the order by number in the request's store view.
  if (!order || order.store_id !== context.store.store_id || order.customer_id !== customer.entity_id) {
    throw inputError(`Order number "${orderNumber}" doesn't belong to the current customer`);
  }
  const quote = customerCartFor(context, customer);
  const errors: string[] = [];
  const cart: CartView = changeCart(context, quote, () => {
    for (const item of orderItems(context.db, order.entity_id)) {
      const error = addItem(context, quote, buyRequest(context, order, item));
      if (error) errors.push(error);
    }
  });
  return {
    cart,
    userInputErrors: errors.map((message) => ({ ...userError(message), path: ['orderNumber'] })),
  };
}

export const reorderMutations = {
  reorderItems: (_: unknown, args: { orderNumber: string }, context: RequestContext) => reorderItems(context, args.orderNumber),
};
