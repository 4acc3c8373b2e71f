/**
 * Changing a wish list, as Magento_Wishlist's AddProductsToWishlist, UpdateProductsInWishlist and
 * RemoveProductsFromWishlist models do: item by item, each problem reported (not thrown) as a user
 * error in Magento's words, the rest applied.
 */
import type { RequestContext } from '../../graphql/context';
import { resolveBuyRequest, serializeOptions, type CartItemInput } from '../quote/buy-request';
import { itemViews } from './item-view';
import { allItems, deleteItem, insertItem, phpInt, updateItem, type WishlistItemRow, type WishlistRow } from './wishlists';

export type WishlistErrorCode = 'PRODUCT_NOT_FOUND' | 'UNDEFINED';

export interface WishlistUserError {
  code: WishlistErrorCode;
  message: string;
}

export const WISHLIST_MESSAGES = {
  zeroQuantity: 'The quantity of a wish list item cannot be 0',
  disabled: 'The product is disabled',
  descriptionTooLong: `The description of a wish list item can have at most 2000 characters.`,
} as const;

/** Customers' notes on an item: at most this many characters. */
export const DESCRIPTION_LIMIT = 2000;

export const productNotFound = (sku: string) => `Could not find a product with SKU "${sku}"`;
export const notInWishlist = (id: string | number) => `The wishlist item with ID "${id}" does not belong to the wishlist`;

const undefinedError = (message: string): WishlistUserError => ({
  code: message.startsWith('Could not find a product with SKU') ? 'PRODUCT_NOT_FOUND' : 'UNDEFINED',
  message,
});

export interface WishlistItemUpdateInput {
  wishlist_item_id: string;
  quantity?: number | null;
  description?: string | null;
  selected_options?: string[] | null;
  entered_options?: Array<{ uid: string; value: string }> | null;
}

/** An item of the list with the same product and options, other than `except`. */
function sameItem(db: RequestContext['db'], wishlistId: number, productId: number, options: string, except?: number) {
  return allItems(db, wishlistId).find((row) => row.product_id === productId && row.options === options && row.wishlist_item_id !== except);
}

/** Adds one product (Magento's Wishlist::addNewItem: the same product with the same options adds up its quantity). */
export function addToWishlist(context: RequestContext, wishlist: WishlistRow, input: CartItemInput): WishlistUserError | null {
  const sku = input.parent_sku ?? input.sku;
  const status = context.db.prepare('SELECT status FROM catalog_product WHERE sku = ?').pluck().get(sku) as number | undefined;
  if (status === undefined) return { code: 'PRODUCT_NOT_FOUND', message: productNotFound(sku) };
  if (!(input.quantity > 0)) return undefinedError(WISHLIST_MESSAGES.zeroQuantity);
  if (status !== 1) return undefinedError(WISHLIST_MESSAGES.disabled);
  const resolved = resolveBuyRequest(context, input, { lite: true });
  if ('error' in resolved) return undefinedError(resolved.error);
  const options = serializeOptions(resolved.options);
  const same = sameItem(context.db, wishlist.wishlist_id, resolved.product.entity_id, options);
  if (same) updateItem(context.db, same.wishlist_item_id, { qty: same.qty + input.quantity });
  else {
    insertItem(context.db, {
      wishlist_id: wishlist.wishlist_id,
      product_id: resolved.product.entity_id,
      store_id: context.store.store_id,
      qty: input.quantity,
      options,
    });
  }
  return null;
}

function itemOf(context: RequestContext, wishlist: WishlistRow, id: string): WishlistItemRow | undefined {
  const itemId = phpInt(id);
  return allItems(context.db, wishlist.wishlist_id).find((row) => row.wishlist_item_id === itemId);
}

/** Changes one item's quantity, note or options; new options equal to another item's merge the two. */
export function updateInWishlist(context: RequestContext, wishlist: WishlistRow, input: WishlistItemUpdateInput): WishlistUserError | null {
  const item = itemOf(context, wishlist, input.wishlist_item_id);
  if (!item) return undefinedError(notInWishlist(input.wishlist_item_id));
  if (input.quantity !== undefined && input.quantity !== null && !(input.quantity > 0))
    return undefinedError(WISHLIST_MESSAGES.zeroQuantity);
  if (typeof input.description === 'string' && input.description.length > DESCRIPTION_LIMIT) {
    return undefinedError(WISHLIST_MESSAGES.descriptionTooLong);
  }
  const qty = input.quantity ?? item.qty;
  const change: Partial<Pick<WishlistItemRow, 'qty' | 'description' | 'options'>> = { qty };
  if (input.description !== undefined) change.description = input.description?.trim() || null;

  const newOptions = input.selected_options !== undefined && input.selected_options !== null;
  const newText = input.entered_options !== undefined && input.entered_options !== null;
  if (newOptions || newText) {
    const [view] = itemViews(context, [item]);
    if (!view) return undefinedError(productNotFound(String(item.product_id)));
    const resolved = resolveBuyRequest(
      context,
      { sku: view.product.sku, quantity: qty, selected_options: input.selected_options, entered_options: input.entered_options },
      { lite: true },
    );
    if ('error' in resolved) return undefinedError(resolved.error);
    change.options = serializeOptions(resolved.options);
    const same = sameItem(context.db, wishlist.wishlist_id, item.product_id, change.options, item.wishlist_item_id);
    if (same) {
      updateItem(context.db, same.wishlist_item_id, { qty: same.qty + qty });
      deleteItem(context.db, item.wishlist_item_id);
      return null;
    }
  }
  updateItem(context.db, item.wishlist_item_id, change);
  return null;
}

export function removeFromWishlist(context: RequestContext, wishlist: WishlistRow, id: string): WishlistUserError | null {
  const item = itemOf(context, wishlist, id);
  if (!item) return undefinedError(notInWishlist(id));
  deleteItem(context.db, item.wishlist_item_id);
  return null;
}
