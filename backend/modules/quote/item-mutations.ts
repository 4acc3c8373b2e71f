/**
 * Creating carts and changing what is in them: createEmptyCart, createGuestCart,
 * addProductsToCart, updateCartItems and removeItemFromCart, with Magento's validation texts.
 */
import type { RequestContext } from '../../graphql/context';
import { alreadyExistsError, inputError, noSuchEntityError } from '../../graphql/errors';
import { fromUid, toUid } from '../catalog/uids';
import { requireCustomer } from '../customer/access';
import { customerCartFor } from '../customer/customer-cart';
import { incorrectUid, resolveBuyRequest, serializeOptions, type CartItemInput } from './buy-request';
import { getCartForUser, missing, requestCustomerId } from './cart-access';
import { STOCK_MESSAGES, quantityMessage, stockLevels } from './inventory';
import {
  MASKED_ID_LENGTH,
  createQuote,
  deleteItem,
  insertItem,
  quoteByMaskedId,
  quoteItems,
  randomMaskedId,
  setItemQty,
  type QuoteRow,
} from './quotes';
import { CartView, changeCart } from './cart-view';

type UserErrorCode = 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED';

/** Magento's AddProductsToCart maps messages to codes by what they contain. */
const MESSAGE_CODES: Array<[string, UserErrorCode]> = [
  ['Could not find a product with SKU', 'PRODUCT_NOT_FOUND'],
  ['The required options you selected are not available', 'NOT_SALABLE'],
  ['Product that you are trying to add is not available.', 'NOT_SALABLE'],
  ['This product is out of stock', 'INSUFFICIENT_STOCK'],
  ['There are no source items', 'NOT_SALABLE'],
  ['The fewest you may purchase is', 'INSUFFICIENT_STOCK'],
  ['The most you may purchase is', 'INSUFFICIENT_STOCK'],
  ['The requested qty is not available', 'INSUFFICIENT_STOCK'],
];

export const userError = (message: string) => ({
  message,
  code: MESSAGE_CODES.find(([text]) => message.toLowerCase().includes(text.toLowerCase()))?.[1] ?? 'UNDEFINED',
});

/**
 * A new cart for the store view; a client may choose its 32-character id (Magento's rules). A
 * customer has one cart: createEmptyCart answers theirs (Magento's createEmptyCartForCustomer).
 */
function createCart(context: RequestContext, requestedId: string | null | undefined): QuoteRow {
  if (context.customerId !== null) return customerCartFor(context, requireCustomer(context));
  if (requestedId !== undefined && requestedId !== null) {
    if ([...requestedId].length !== MASKED_ID_LENGTH) throw inputError(`Cart ID length should to be ${MASKED_ID_LENGTH} symbols.`);
    if (quoteByMaskedId(context.db, requestedId)) throw alreadyExistsError(`Cart with ID "${requestedId}" already exists.`);
  }
  let maskedId = requestedId ?? randomMaskedId();
  while (!requestedId && quoteByMaskedId(context.db, maskedId)) maskedId = randomMaskedId();
  return createQuote(context.db, context.store.store_id, maskedId);
}

function cartItemIdOf(args: { cart_item_id?: number | null; cart_item_uid?: string | null }): number {
  if (args.cart_item_uid) {
    const decoded = fromUid(args.cart_item_uid);
    if (!/^\d+$/.test(decoded) || toUid(decoded) !== args.cart_item_uid) throw inputError(incorrectUid(args.cart_item_uid));
    return Number(decoded);
  }
  return Number(args.cart_item_id);
}

/** Messages the cart already has (stock that ran out), which Magento reports with any add. */
function cartMessages(cart: CartView): string[] {
  const messages = new Set<string>();
  for (const line of cart.totals.lines) {
    for (const error of line.errors ?? []) {
      messages.add(error.message === STOCK_MESSAGES.outOfStock ? STOCK_MESSAGES.someOutOfStock : error.message);
    }
  }
  return [...messages];
}

/** Adds one item (merging it into an identical line); returns Magento's error text, if any. */
export function addItem(context: RequestContext, quote: QuoteRow, input: CartItemInput): string | null {
  if (!(input.quantity > 0)) return 'The product quantity should be greater than 0';
  const resolved = resolveBuyRequest(context, input);
  if ('error' in resolved) return resolved.error;
  const { product, variant, options } = resolved;
  const stockProduct = variant ?? product;
  const serialized = serializeOptions(options);
  const items = quoteItems(context.db, quote.entity_id);
  const same = items.find(
    (i) => i.product_id === product.entity_id && i.variant_id === (variant?.entity_id ?? null) && i.options === serialized,
  );
  const inCart = items.filter((i) => (i.variant_id ?? i.product_id) === stockProduct.entity_id).reduce((total, i) => total + i.qty, 0);
  const level = stockLevels(context.db, [stockProduct.entity_id]).get(stockProduct.entity_id);
  const lineQty = (same?.qty ?? 0) + input.quantity;
  const message = quantityMessage(level, lineQty, inCart + input.quantity);
  if (message === STOCK_MESSAGES.outOfStock) return STOCK_MESSAGES.notAvailable;
  if (message) return message;
  if (same) setItemQty(context.db, same.item_id, lineQty);
  else {
    insertItem(context.db, {
      quote_id: quote.entity_id,
      product_id: product.entity_id,
      variant_id: variant?.entity_id ?? null,
      qty: input.quantity,
      options: serialized,
    });
  }
  return null;
}

interface UpdateCartItemsInput {
  cart_id?: string | null;
  cart_items?: Array<{ cart_item_id?: number | null; cart_item_uid?: string | null; quantity?: number | null }> | null;
}

function updateItems(context: RequestContext, quote: QuoteRow, updates: NonNullable<UpdateCartItemsInput['cart_items']>): void {
  for (const update of updates) {
    if (!update.cart_item_id && !update.cart_item_uid) throw inputError('Required parameter "cart_item_uid" for "cart_items" is missing.');
    const itemId = cartItemIdOf(update);
    if (update.quantity === null || update.quantity === undefined) {
      throw inputError('Required parameter "quantity" for "cart_items" is missing.');
    }
    const items = quoteItems(context.db, quote.entity_id);
    const item = items.find((i) => i.item_id === itemId);
    if (!item) throw noSuchEntityError(`Could not find cart item with id: ${itemId}.`);
    if (update.quantity <= 0) {
      deleteItem(context.db, item.item_id);
      continue;
    }
    const stockId = item.variant_id ?? item.product_id;
    const others = items.filter((i) => i !== item && (i.variant_id ?? i.product_id) === stockId).reduce((t, i) => t + i.qty, 0);
    const message = quantityMessage(stockLevels(context.db, [stockId]).get(stockId), update.quantity, others + update.quantity);
    if (message) {
      const sku = context.db.prepare('SELECT sku FROM catalog_product WHERE entity_id = ?').pluck().get(stockId) as string;
      throw inputError(`Could not update the product with SKU ${sku}: ${message}`);
    }
    setItemQty(context.db, item.item_id, update.quantity);
  }
}

export const itemMutations = {
  createEmptyCart: (_: unknown, args: { input?: { cart_id?: string | null } | null }, context: RequestContext) =>
    createCart(context, args.input?.cart_id).masked_id,

  createGuestCart: (_: unknown, args: { input?: { cart_uid?: string | null } | null }, context: RequestContext) => {
    if (requestCustomerId(context) !== null) throw alreadyExistsError("Use 'Query.customerCart' for logged in customer.");
    return { cart: new CartView(context, createCart(context, args.input?.cart_uid)) };
  },

  addProductsToCart: (_: unknown, args: { cartId: string; cartItems: CartItemInput[] }, context: RequestContext) => {
    if (!args.cartId) throw missing('cartId');
    if (!args.cartItems?.length) throw missing('cartItems');
    const quote = getCartForUser(context, args.cartId, 'cartId');
    const errors = cartMessages(new CartView(context, quote));
    const cart = changeCart(context, quote, () => {
      for (const item of args.cartItems) {
        const error = addItem(context, quote, item);
        if (error) errors.push(error);
      }
    });
    return { cart, user_errors: errors.map(userError) };
  },

  updateCartItems: (_: unknown, args: { input?: UpdateCartItemsInput | null }, context: RequestContext) => {
    if (!args.input?.cart_id) throw missing('cart_id');
    if (!args.input.cart_items?.length) throw inputError('Required parameter "cart_items" is missing.');
    const quote = getCartForUser(context, args.input.cart_id);
    return { cart: changeCart(context, quote, () => updateItems(context, quote, args.input!.cart_items!)) };
  },

  removeItemFromCart: (
    _: unknown,
    args: { input?: { cart_id?: string | null; cart_item_id?: number | null; cart_item_uid?: string | null } | null },
    context: RequestContext,
  ) => {
    const input = args.input ?? {};
    if (!input.cart_id) throw missing('cart_id');
    if (!input.cart_item_id && !input.cart_item_uid) throw inputError('"cart_item_id" or "cart_item_uid" is required');
    if (input.cart_item_id && input.cart_item_uid) throw inputError('"cart_item_id" and "cart_item_uid" values cannot be used together');
    const quote = getCartForUser(context, input.cart_id);
    const itemId = cartItemIdOf(input);
    if (!quoteItems(context.db, quote.entity_id).some((i) => i.item_id === itemId)) {
      throw noSuchEntityError("The cart doesn't contain the item");
    }
    return { cart: changeCart(context, quote, () => deleteItem(context.db, itemId)) };
  },
};
