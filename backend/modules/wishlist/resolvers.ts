/**
 * Magento_WishlistGraphQl for this backend: the signed-in customer's wish list (one per customer in
 * Magento Open Source, made on first use), read through `customer.wishlists` / `wishlist_v2` and
 * changed by addProductsToWishlist, updateProductsInWishlist, removeProductsFromWishlist and
 * addWishlistItemsToCart. Only its owner reads or changes a list; guests get Magento's
 * graphql-authorization error, anyone else's list id "The wishlist was not found.".
 */
import type { RequestContext } from '../../graphql/context';
import { authorizationError, inputError } from '../../graphql/errors';
import { requireCustomer } from '../customer/access';
import { customerCartFor } from '../customer/customer-cart';
import type { CartItemInput } from '../quote/buy-request';
import { changeCart } from '../quote/cart-view';
import { addItem, userError } from '../quote/item-mutations';
import { cartInputOf, itemViews, wishlistItemResolvers } from './item-view';
import {
  addToWishlist,
  removeFromWishlist,
  updateInWishlist,
  type WishlistItemUpdateInput,
  type WishlistUserError,
} from './wishlist-changes';
import {
  deleteItem,
  phpInt,
  shownItemCount,
  shownItems,
  shownItemsByIds,
  touchWishlist,
  wishlistById,
  wishlistOfCustomer,
  type WishlistRow,
} from './wishlists';

export const WISHLIST_NOT_FOUND = 'The wishlist was not found.';
/** Items one call may change (beyond Magento: a bound on what one request makes the database do). */
export const ITEMS_PER_CALL = 100;
export const GUEST_REFUSED = 'The current user cannot perform operations on wishlist';

function wishlistCustomer(context: RequestContext): number {
  if (context.customerId === null) throw authorizationError(GUEST_REFUSED);
  return context.customerId;
}

/** Magento's getWishlist: by id when it is a positive number, else the customer's own (made when absent); only theirs. */
function ownWishlist(context: RequestContext, wishlistId: string | null | undefined): WishlistRow {
  const customerId = wishlistCustomer(context);
  const id = phpInt(wishlistId);
  const wishlist = id > 0 ? wishlistById(context.db, id) : wishlistOfCustomer(context.db, customerId);
  if (!wishlist || wishlist.customer_id !== customerId) throw inputError(WISHLIST_NOT_FOUND);
  return wishlist;
}

/** Applies a change to each input in one transaction; answers the list as it now is with the errors. */
function changeWishlist<T>(
  context: RequestContext,
  wishlistId: string,
  inputs: readonly T[],
  change: (wishlist: WishlistRow, input: T) => WishlistUserError | null,
) {
  const wishlist = ownWishlist(context, wishlistId);
  if (inputs.length > ITEMS_PER_CALL) throw inputError(`A wish list can be changed by at most ${ITEMS_PER_CALL} items at once.`);
  const errors = context.db.transaction(() => {
    const found = inputs.map((input) => change(wishlist, input)).filter((error): error is WishlistUserError => error !== null);
    touchWishlist(context.db, wishlist.wishlist_id);
    return found;
  })();
  return { wishlist: wishlistById(context.db, wishlist.wishlist_id)!, user_errors: errors };
}

/**
 * Magento's AddToCart resolver: the items (all of them without ids) go into the customer's cart one
 * by one; each one the cart takes leaves the list, each one it refuses stays with the cart's reason.
 */
function addWishlistItemsToCart(context: RequestContext, args: { wishlistId: string; wishlistItemIds?: string[] | null }) {
  wishlistCustomer(context);
  // PHP's empty(): no id, "" and "0" alike.
  if (!args.wishlistId || args.wishlistId === '0') throw inputError('"wishlistId" value should be specified');
  const wishlist = ownWishlist(context, args.wishlistId);
  if ((args.wishlistItemIds ?? []).length > ITEMS_PER_CALL) {
    throw inputError(`A wish list can be changed by at most ${ITEMS_PER_CALL} items at once.`);
  }
  const ids = (args.wishlistItemIds ?? []).map((id) => ({ id, itemId: phpInt(id) }));
  const items = shownItemsByIds(
    context.db,
    wishlist.wishlist_id,
    ids.map(({ itemId }) => itemId),
  );
  const unknown = ids.filter(({ itemId }) => !items.some((item) => item.wishlist_item_id === itemId)).map(({ id }) => id);
  if (unknown.length) throw inputError(`The wishlist item ids "${unknown.join(',')}" were not found.`);

  const quote = customerCartFor(context, requireCustomer(context));
  const errors: Array<{ wishlistId: string; wishlistItemId: string; code: string; message: string }> = [];
  changeCart(context, quote, () => {
    for (const view of itemViews(context, items)) {
      const input: CartItemInput = cartInputOf(view);
      const message = addItem(context, quote, input);
      if (message === null) {
        deleteItem(context.db, view.item.wishlist_item_id);
        continue;
      }
      errors.push({
        wishlistId: String(wishlist.wishlist_id),
        wishlistItemId: String(view.item.wishlist_item_id),
        ...userError(message),
      });
    }
    touchWishlist(context.db, wishlist.wishlist_id);
  });
  return {
    wishlist: wishlistById(context.db, wishlist.wishlist_id)!,
    status: errors.length === 0,
    add_wishlist_items_to_cart_user_errors: errors,
  };
}

/** The deprecated WishlistItem of `Wishlist.items` and `Query.wishlist`: every shown item, oldest first. */
function legacyItems(context: RequestContext, wishlist: WishlistRow) {
  return itemViews(context, shownItems(context.db, wishlist.wishlist_id, { currentPage: 1, pageSize: null })).map((view) => ({
    id: view.item.wishlist_item_id,
    qty: view.item.qty,
    description: view.item.description,
    added_at: view.item.added_at,
    product: view.product,
  }));
}

export const wishlistResolvers = {
  Query: {
    /** The deprecated Query.wishlist (WishlistOutput): the signed-in customer's list. */
    wishlist: (_: unknown, __: unknown, context: RequestContext) => {
      const wishlist = wishlistOfCustomer(context.db, wishlistCustomer(context));
      return {
        items: legacyItems(context, wishlist),
        items_count: shownItemCount(context.db, wishlist.wishlist_id),
        name: null,
        sharing_code: wishlist.sharing_code,
        updated_at: wishlist.updated_at,
      };
    },
  },
  Customer: {
    /** The deprecated Customer.wishlist: the customer's list, made on first use. */
    wishlist: (_: unknown, __: unknown, context: RequestContext) => wishlistOfCustomer(context.db, wishlistCustomer(context)),
    /** Magento's CustomerWishlists: the customer's lists (one here), made on first use. */
    wishlists: (_: unknown, args: { pageSize?: number | null; currentPage?: number | null }, context: RequestContext) => {
      const wishlist = wishlistOfCustomer(context.db, wishlistCustomer(context));
      const page = args.currentPage ?? 1;
      return page > 1 && (args.pageSize ?? 20) > 0 ? [] : [wishlist];
    },
    /** Magento's WishlistById: the customer's list with that id, or null for any other id. */
    wishlist_v2: (_: unknown, args: { id: string }, context: RequestContext) => {
      const customerId = wishlistCustomer(context);
      const id = phpInt(args.id);
      const wishlist = id > 0 ? wishlistById(context.db, id) : wishlistOfCustomer(context.db, customerId);
      return wishlist && wishlist.customer_id === customerId ? wishlist : null;
    },
  },
  Wishlist: {
    id: (wishlist: WishlistRow) => String(wishlist.wishlist_id),
    items_count: (wishlist: WishlistRow, _: unknown, context: RequestContext) => shownItemCount(context.db, wishlist.wishlist_id),
    sharing_code: (wishlist: WishlistRow) => wishlist.sharing_code,
    items: (wishlist: WishlistRow, _: unknown, context: RequestContext) => legacyItems(context, wishlist),
    updated_at: (wishlist: WishlistRow) => wishlist.updated_at,
    /** One page, oldest item first; a page number below 1 reads page 1, a page size below 1 every item (Magento's collection). */
    items_v2: (wishlist: WishlistRow, args: { currentPage?: number | null; pageSize?: number | null }, context: RequestContext) => {
      const currentPage = Math.max(1, args.currentPage ?? 1);
      const pageSize = (args.pageSize ?? 20) > 0 ? (args.pageSize ?? 20) : null;
      const total = shownItemCount(context.db, wishlist.wishlist_id);
      const rows = shownItems(context.db, wishlist.wishlist_id, { currentPage, pageSize });
      return {
        items: itemViews(context, rows),
        page_info: {
          current_page: currentPage,
          page_size: pageSize ?? total,
          total_pages: pageSize === null ? 1 : Math.max(1, Math.ceil(total / pageSize)),
        },
      };
    },
  },
  ...wishlistItemResolvers,
  Mutation: {
    addProductsToWishlist: (_: unknown, args: { wishlistId: string; wishlistItems: CartItemInput[] }, context: RequestContext) =>
      changeWishlist(context, args.wishlistId, args.wishlistItems, (wishlist, input) => addToWishlist(context, wishlist, input)),
    updateProductsInWishlist: (
      _: unknown,
      args: { wishlistId: string; wishlistItems: WishlistItemUpdateInput[] },
      context: RequestContext,
    ) => changeWishlist(context, args.wishlistId, args.wishlistItems, (wishlist, input) => updateInWishlist(context, wishlist, input)),
    removeProductsFromWishlist: (_: unknown, args: { wishlistId: string; wishlistItemsIds: string[] }, context: RequestContext) =>
      changeWishlist(context, args.wishlistId, args.wishlistItemsIds, (wishlist, id) => removeFromWishlist(context, wishlist, id)),
    addWishlistItemsToCart: (_: unknown, args: { wishlistId: string; wishlistItemIds?: string[] | null }, context: RequestContext) =>
      addWishlistItemsToCart(context, args),
  },
};
