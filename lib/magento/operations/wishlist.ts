/**
 * The signed-in customer's wish list (issue 6, "Wishlist"): Magento 2.4's Magento_WishlistGraphQl.
 * One list per customer (Magento Open Source), made by Magento on first use. The hearts read which
 * products it holds (GetWishlistProducts, every page); the /wishlist page reads it page by page
 * (GetWishlistPage). Changes answer the list's id and count, and the caller reads again.
 *
 * Each document has a typed function beside it that takes the client to use: on the server the
 * customer's own (`createMagentoClient({ store, token })`), in the browser the shared one, whose
 * same-origin proxy adds the token (lib/account/browser.ts).
 */
import type { GraphQlVariables, OperationArguments, TypedDocumentString } from '../client';
import type { CustomizableOption } from '../product';
import type {
  AddProductsToWishlistMutation,
  AddWishlistItemsToCartMutation,
  WishlistPageItemFieldsFragment,
  WishlistItemInput,
  WishlistItemUpdateInput,
} from '../generated/graphql';
import { present, type ProductCardData } from '../types';
import type { AccountRequest } from './account';
import { CustomizableOptionsFields, ProductCardFields } from './fragments';
import {
  GetWishlistProductsDocument as GetWishlistProducts,
  GetWishlistPageDocument as GetWishlistPage,
  AddProductsToWishlistDocument as AddProductsToWishlist,
  RemoveProductsFromWishlistDocument as RemoveProductsFromWishlist,
  UpdateProductsInWishlistDocument as UpdateProductsInWishlist,
  AddWishlistItemsToCartDocument as AddWishlistItemsToCart,
} from '../generated/wishlist';
export {
  GetWishlistProducts,
  GetWishlistPage,
  AddProductsToWishlist,
  RemoveProductsFromWishlist,
  UpdateProductsInWishlist,
  AddWishlistItemsToCart,
};

const readOptions = (request: AccountRequest) => ({ ...request.options, cache: 'no-store' as const });

/** `wishlistId` "0": the customer's own list (Magento's resolvers take 0 for it, and make it when absent). */
export const OWN_WISHLIST_ID = '0';

// --- Which products the list holds (the hearts) ----------------------------------------------

/** The list's id and, per item, its id and product uid. */
export interface WishlistProducts {
  wishlistId: string;
  entries: Array<{ itemId: string; productUid: string }>;
}

const PRODUCTS_PAGE_SIZE = 100;
/** Enough for any wish list a shopper keeps; the hearts stop reading there. */
const MAX_PRODUCT_PAGES = 10;

export async function fetchWishlistProducts(request: AccountRequest): Promise<WishlistProducts> {
  const result: WishlistProducts = { wishlistId: OWN_WISHLIST_ID, entries: [] };
  for (let page = 1; page <= MAX_PRODUCT_PAGES; page++) {
    const { data } = await request.client.query(
      GetWishlistProducts,
      { currentPage: page, pageSize: PRODUCTS_PAGE_SIZE },
      readOptions(request),
    );
    const wishlist = data.customer?.wishlists[0];
    if (!wishlist) break;
    result.wishlistId = wishlist.id ?? OWN_WISHLIST_ID;
    for (const item of wishlist.items_v2?.items ?? []) {
      if (item?.product) result.entries.push({ itemId: item.id, productUid: item.product.uid });
    }
    if (page >= (wishlist.items_v2?.page_info?.total_pages ?? 1)) break;
  }
  return result;
}

// --- The /wishlist page -----------------------------------------------------------------------

type WishlistItemAnswer = WishlistPageItemFieldsFragment;
type ConfigurableItemAnswer = Extract<WishlistItemAnswer, { configured_variant: unknown }>;
type ConfigurableProductAnswer = Extract<NonNullable<WishlistItemAnswer['product']>, { configurable_options: unknown }>;

/**
 * An item as the page reads it: the generated WishlistPageItemFields in one shape for every item and
 * product type (the answer is a union by `__typename`: only a configurable item has its chosen
 * variant, only a configurable product its options), the product's custom options normalised
 * (CustomizableOption: no null entries, `choices` only on choice options).
 */
export type WishlistPageItem = Pick<WishlistItemAnswer, 'id' | 'quantity' | 'added_at' | 'customizable_options'> &
  Partial<Pick<ConfigurableItemAnswer, 'configurable_options' | 'configured_variant'>> & {
    product:
      | (ProductCardData & {
          __typename?: string;
          options?: CustomizableOption[] | null;
          /** A configurable product's options: which attribute (`color`, `frame_size`) each value uid is of. */
          configurable_options?: ConfigurableProductAnswer['configurable_options'];
        })
      | null;
  };

export interface WishlistPage {
  wishlistId: string;
  itemsCount: number;
  currentPage: number;
  totalPages: number;
  items: WishlistPageItem[];
}

export async function fetchWishlistPage(
  request: AccountRequest,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<WishlistPage> {
  const { data } = await request.client.query(GetWishlistPage, { currentPage: page, pageSize }, readOptions(request));
  const wishlist = data.customer?.wishlists[0];
  return {
    wishlistId: wishlist?.id ?? OWN_WISHLIST_ID,
    itemsCount: wishlist?.items_count ?? 0,
    currentPage: wishlist?.items_v2?.page_info?.current_page ?? page,
    totalPages: wishlist?.items_v2?.page_info?.total_pages ?? 1,
    items: present(wishlist?.items_v2?.items).flatMap((item) => (item.product ? [wishlistPageItem(item, item.product)] : [])),
  };
}

/** An item as the page reads it: its product's custom options and their values without Magento's null entries. */
function wishlistPageItem(item: WishlistItemAnswer, product: NonNullable<WishlistItemAnswer['product']>): WishlistPageItem {
  // Only a product with custom options has `options`; only a choice option has `choices`.
  const { options } = { options: null, ...product };
  return {
    ...item,
    product: {
      ...product,
      options:
        options &&
        present(options)
          .map((option) => ({ choices: null, ...option }))
          .map(({ choices, ...option }) => (choices === null ? option : { ...option, choices: present(choices) })),
    },
  };
}

// --- Changes ----------------------------------------------------------------------------------

/** What a change of the list answers: the list's id and count, and what Magento refused. */
type WishlistChange = NonNullable<AddProductsToWishlistMutation['addProductsToWishlist']>;

export type WishlistUserError = WishlistChange['user_errors'][number];

/** Sends one of the list's changes and answers it (a list id Magento refuses throws, as a GraphQL error). */
async function changeWishlist<TField extends string, TVariables extends GraphQlVariables>(
  request: AccountRequest,
  document: TypedDocumentString<{ [K in TField]: WishlistChange | null }, TVariables>,
  field: TField,
  variables: TVariables,
): Promise<WishlistChange> {
  const { data } = await request.client.mutate(document, ...([variables, request.options] as OperationArguments<TVariables>));
  return data[field] ?? { wishlist: { id: null, items_count: null }, user_errors: [] };
}

/** Magento's WishlistItemInput: the variant's SKU with its parent's, or the product's SKU with the chosen value uids. */
export type { WishlistItemInput, WishlistItemUpdateInput };

export function addProductsToWishlist(request: AccountRequest, wishlistId: string, items: WishlistItemInput[]): Promise<WishlistChange> {
  return changeWishlist(request, AddProductsToWishlist, 'addProductsToWishlist', { wishlistId, wishlistItems: items });
}

export function removeProductsFromWishlist(request: AccountRequest, wishlistId: string, itemIds: string[]): Promise<WishlistChange> {
  return changeWishlist(request, RemoveProductsFromWishlist, 'removeProductsFromWishlist', { wishlistId, wishlistItemsIds: itemIds });
}

export function updateProductsInWishlist(
  request: AccountRequest,
  wishlistId: string,
  items: WishlistItemUpdateInput[],
): Promise<WishlistChange> {
  return changeWishlist(request, UpdateProductsInWishlist, 'updateProductsInWishlist', { wishlistId, wishlistItems: items });
}

/** An item the cart did not take (addWishlistItemsToCart's user errors). */
export type WishlistCartError = NonNullable<
  AddWishlistItemsToCartMutation['addWishlistItemsToCart']
>['add_wishlist_items_to_cart_user_errors'][number];

/** Puts items in the customer's cart; those the cart takes leave the list (Magento's addWishlistItemsToCart). */
export async function addWishlistItemsToCart(
  request: AccountRequest,
  wishlistId: string,
  itemIds: string[],
): Promise<{ status: boolean; errors: WishlistCartError[] }> {
  const { data } = await request.client.mutate(AddWishlistItemsToCart, { wishlistId, wishlistItemIds: itemIds }, request.options);
  const answer = data.addWishlistItemsToCart;
  return { status: answer?.status ?? false, errors: answer?.add_wishlist_items_to_cart_user_errors ?? [] };
}
