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
import type { CustomizableOption } from '../product';
import type { ProductCardData, ProductPrice } from '../types';
import type { AccountRequest } from './account';
import { CustomizableOptionsFields, ProductCardFields } from './fragments';

const readOptions = (request: AccountRequest) => ({ ...request.options, cache: 'no-store' as const });

/** `wishlistId` "0": the customer's own list (Magento's resolvers take 0 for it, and make it when absent). */
export const OWN_WISHLIST_ID = '0';

// --- Which products the list holds (the hearts) ----------------------------------------------

export const GetWishlistProducts = /* GraphQL */ `
  query GetWishlistProducts($currentPage: Int!, $pageSize: Int!) {
    customer {
      wishlists {
        id
        items_count
        items_v2(currentPage: $currentPage, pageSize: $pageSize) {
          page_info {
            total_pages
          }
          items {
            id
            product {
              uid
            }
          }
        }
      }
    }
  }
`;

interface GetWishlistProductsData {
  customer: {
    wishlists: Array<{
      id: string | null;
      items_count: number | null;
      items_v2: {
        page_info: { total_pages: number | null } | null;
        items: Array<{ id: string; product: { uid: string } | null } | null>;
      } | null;
    }>;
  } | null;
}

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
    const { data } = await request.client.query<GetWishlistProductsData>(
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

/** One item as the page shows it: the product's card, the variant chosen, the lens choices kept, and the product's lens options. */
const WishlistPageItemFields = /* GraphQL */ `
  fragment WishlistPageItemFields on WishlistItemInterface {
    id
    quantity
    added_at
    product {
      __typename
      ...ProductCardFields
      ... on ConfigurableProduct {
        configurable_options {
          uid
          attribute_code
          values {
            uid
            value_index
          }
        }
      }
      ...CustomizableOptionsFields
    }
    customizable_options {
      customizable_option_uid
      label
      values {
        customizable_option_value_uid
        label
        value
      }
    }
    ... on ConfigurableWishlistItem {
      configurable_options {
        configurable_product_option_uid
        option_label
        configurable_product_option_value_uid
        value_label
      }
      configured_variant {
        uid
        sku
        stock_status
        small_image {
          url
          label
        }
        price_range {
          minimum_price {
            regular_price {
              value
              currency
            }
            final_price {
              value
              currency
            }
            discount {
              amount_off
              percent_off
            }
          }
        }
      }
    }
  }
  ${ProductCardFields}
  ${CustomizableOptionsFields}
`;

export const GetWishlistPage = /* GraphQL */ `
  query GetWishlistPage($currentPage: Int!, $pageSize: Int!) {
    customer {
      wishlists {
        id
        items_count
        items_v2(currentPage: $currentPage, pageSize: $pageSize) {
          page_info {
            current_page
            total_pages
          }
          items {
            ...WishlistPageItemFields
          }
        }
      }
    }
  }
  ${WishlistPageItemFields}
`;

export interface WishlistPageItem {
  id: string;
  quantity: number;
  added_at: string;
  product:
    | (ProductCardData & {
        __typename?: string;
        options?: CustomizableOption[] | null;
        /** A configurable product's options: which attribute (`color`, `frame_size`) each value uid is of. */
        configurable_options?: Array<{
          uid: string;
          attribute_code: string | null;
          values: Array<{ uid: string; value_index: number | null } | null> | null;
        } | null> | null;
      })
    | null;
  customizable_options: Array<{
    customizable_option_uid: string;
    label: string;
    values: Array<{ customizable_option_value_uid: string; label: string; value: string }>;
  } | null>;
  configurable_options?: Array<{
    configurable_product_option_uid: string;
    option_label: string;
    configurable_product_option_value_uid: string;
    value_label: string;
  }> | null;
  configured_variant?: {
    uid: string;
    sku: string | null;
    stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
    small_image: { url: string | null; label: string | null } | null;
    price_range: { minimum_price: ProductPrice };
  } | null;
}

interface GetWishlistPageData {
  customer: {
    wishlists: Array<{
      id: string | null;
      items_count: number | null;
      items_v2: {
        page_info: { current_page: number | null; total_pages: number | null } | null;
        items: Array<WishlistPageItem | null>;
      } | null;
    }>;
  } | null;
}

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
  const { data } = await request.client.query<GetWishlistPageData>(GetWishlistPage, { currentPage: page, pageSize }, readOptions(request));
  const wishlist = data.customer?.wishlists[0];
  return {
    wishlistId: wishlist?.id ?? OWN_WISHLIST_ID,
    itemsCount: wishlist?.items_count ?? 0,
    currentPage: wishlist?.items_v2?.page_info?.current_page ?? page,
    totalPages: wishlist?.items_v2?.page_info?.total_pages ?? 1,
    items: (wishlist?.items_v2?.items ?? []).flatMap((item) => (item?.product ? [item] : [])),
  };
}

// --- Changes ----------------------------------------------------------------------------------

const WishlistChangeFields = /* GraphQL */ `
  fragment WishlistChangeFields on Wishlist {
    id
    items_count
  }
`;

export interface WishlistUserError {
  code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED';
  message: string;
}

interface WishlistChange {
  wishlist: { id: string | null; items_count: number | null };
  user_errors: WishlistUserError[];
}

/** Sends one of the list's changes and answers it (a list id Magento refuses throws, as a GraphQL error). */
async function changeWishlist(
  request: AccountRequest,
  document: string,
  field: string,
  variables: Record<string, unknown>,
): Promise<WishlistChange> {
  const { data } = await request.client.mutate<Record<string, WishlistChange | null>>(document, variables, request.options);
  return data[field] ?? { wishlist: { id: null, items_count: null }, user_errors: [] };
}

export const AddProductsToWishlist = /* GraphQL */ `
  mutation AddProductsToWishlist($wishlistId: ID!, $wishlistItems: [WishlistItemInput!]!) {
    addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $wishlistItems) {
      wishlist {
        ...WishlistChangeFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${WishlistChangeFields}
`;

/** Magento's WishlistItemInput: the variant's SKU with its parent's, or the product's SKU with the chosen value uids. */
export interface WishlistItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string;
  selected_options?: string[];
  entered_options?: Array<{ uid: string; value: string }>;
}

export function addProductsToWishlist(request: AccountRequest, wishlistId: string, items: WishlistItemInput[]): Promise<WishlistChange> {
  return changeWishlist(request, AddProductsToWishlist, 'addProductsToWishlist', { wishlistId, wishlistItems: items });
}

export const RemoveProductsFromWishlist = /* GraphQL */ `
  mutation RemoveProductsFromWishlist($wishlistId: ID!, $wishlistItemsIds: [ID!]!) {
    removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $wishlistItemsIds) {
      wishlist {
        ...WishlistChangeFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${WishlistChangeFields}
`;

export function removeProductsFromWishlist(request: AccountRequest, wishlistId: string, itemIds: string[]): Promise<WishlistChange> {
  return changeWishlist(request, RemoveProductsFromWishlist, 'removeProductsFromWishlist', { wishlistId, wishlistItemsIds: itemIds });
}

export const UpdateProductsInWishlist = /* GraphQL */ `
  mutation UpdateProductsInWishlist($wishlistId: ID!, $wishlistItems: [WishlistItemUpdateInput!]!) {
    updateProductsInWishlist(wishlistId: $wishlistId, wishlistItems: $wishlistItems) {
      wishlist {
        ...WishlistChangeFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${WishlistChangeFields}
`;

export interface WishlistItemUpdateInput {
  wishlist_item_id: string;
  quantity?: number;
  selected_options?: string[];
  entered_options?: Array<{ uid: string; value: string }>;
}

export function updateProductsInWishlist(
  request: AccountRequest,
  wishlistId: string,
  items: WishlistItemUpdateInput[],
): Promise<WishlistChange> {
  return changeWishlist(request, UpdateProductsInWishlist, 'updateProductsInWishlist', { wishlistId, wishlistItems: items });
}

export const AddWishlistItemsToCart = /* GraphQL */ `
  mutation AddWishlistItemsToCart($wishlistId: ID!, $wishlistItemIds: [ID!]) {
    addWishlistItemsToCart(wishlistId: $wishlistId, wishlistItemIds: $wishlistItemIds) {
      status
      add_wishlist_items_to_cart_user_errors {
        code
        message
        wishlistItemId
      }
      wishlist {
        ...WishlistChangeFields
      }
    }
  }
  ${WishlistChangeFields}
`;

export interface WishlistCartError {
  code: 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED';
  message: string;
  wishlistItemId: string;
}

/** Puts items in the customer's cart; those the cart takes leave the list (Magento's addWishlistItemsToCart). */
export async function addWishlistItemsToCart(
  request: AccountRequest,
  wishlistId: string,
  itemIds: string[],
): Promise<{ status: boolean; errors: WishlistCartError[] }> {
  const { data } = await request.client.mutate<{
    addWishlistItemsToCart: { status: boolean; add_wishlist_items_to_cart_user_errors: WishlistCartError[] } | null;
  }>(AddWishlistItemsToCart, { wishlistId, wishlistItemIds: itemIds }, request.options);
  const answer = data.addWishlistItemsToCart;
  return { status: answer?.status ?? false, errors: answer?.add_wishlist_items_to_cart_user_errors ?? [] };
}
