/**
 * A wish list item as the GraphQL types read it (WishlistItemInterface and its Simple, Virtual and
 * Configurable kinds): its product, the variant its configurable values point to (if chosen), the
 * options it keeps, and the cart input that puts it in a cart as it is.
 */
import type { RequestContext } from '../../graphql/context';
import { configurableOptions } from '../catalog/product-resolvers';
import { finalPriceOf, loadProducts, loadVariants, type ProductRow } from '../catalog/products';
import { configurableValueUid, customOptionUid, customOptionValueUid } from '../catalog/uids';
import { parseOptions, productOptions, type CartItemInput, type LineOptions } from '../quote/buy-request';
import { configurableOptionViews, customOptionViews } from '../quote/totals';
import type { WishlistItemRow } from './wishlists';

export interface WishlistItemView {
  item: WishlistItemRow;
  product: ProductRow;
  /** The configurable product's simple child its values choose, null while none is chosen. */
  variant: ProductRow | null;
  options: LineOptions;
}

/** The variant of `product` with the item's configurable values, if it has them all (and it is enabled). */
export function variantFor(context: RequestContext, product: ProductRow, chosen: LineOptions['super']): ProductRow | null {
  if (product.type_id !== 'configurable' || Object.keys(chosen).length === 0) return null;
  const attributes = configurableOptions(product, context);
  return (
    loadVariants(context, product).find((variant) =>
      attributes.every((attribute) => variant[attribute.attribute_code as keyof ProductRow] === chosen[String(attribute.id)]),
    ) ?? null
  );
}

/** The items whose product can still be read (a product disabled since drops out, as from a cart). */
export function itemViews(context: RequestContext, rows: readonly WishlistItemRow[]): WishlistItemView[] {
  const products = new Map(
    loadProducts(
      context,
      rows.map((row) => row.product_id),
    ).map((product) => [product.entity_id, product]),
  );
  return rows.flatMap((item) => {
    const product = products.get(item.product_id);
    if (!product) return [];
    const options = parseOptions(item.options);
    return [{ item, product, variant: variantFor(context, product, options.super), options }];
  });
}

/** What addProductsToCart gets for the item: its product with the values and options it keeps. */
export function cartInputOf(view: WishlistItemView): CartItemInput {
  const selected = [
    ...Object.entries(view.options.super).map(([attributeId, optionId]) => configurableValueUid(Number(attributeId), optionId)),
    ...Object.entries(view.options.custom).flatMap(([optionId, value]) =>
      Array.isArray(value) ? value.map((valueId) => customOptionValueUid(Number(optionId), valueId)) : [],
    ),
  ];
  const entered = Object.entries(view.options.custom).flatMap(([optionId, value]) =>
    typeof value === 'string' ? [{ uid: customOptionUid(Number(optionId)), value }] : [],
  );
  return { sku: view.product.sku, quantity: view.item.qty, selected_options: selected, entered_options: entered };
}

const itemFields = {
  id: (view: WishlistItemView) => String(view.item.wishlist_item_id),
  quantity: (view: WishlistItemView) => view.item.qty,
  description: (view: WishlistItemView) => view.item.description,
  added_at: (view: WishlistItemView) => view.item.added_at,
  product: (view: WishlistItemView) => view.product,
  customizable_options: (view: WishlistItemView, _: unknown, context: RequestContext) =>
    customOptionViews(context, productOptions(view.product, context), view.options.custom, finalPriceOf(view.variant ?? view.product)),
};

export const wishlistItemResolvers = {
  WishlistItemInterface: {
    __resolveType: (view: WishlistItemView) =>
      view.product.type_id === 'configurable'
        ? 'ConfigurableWishlistItem'
        : view.product.type_id === 'virtual'
          ? 'VirtualWishlistItem'
          : 'SimpleWishlistItem',
  },
  SimpleWishlistItem: itemFields,
  VirtualWishlistItem: itemFields,
  ConfigurableWishlistItem: {
    ...itemFields,
    child_sku: (view: WishlistItemView) => view.variant?.sku ?? '',
    configurable_options: (view: WishlistItemView, _: unknown, context: RequestContext) =>
      configurableOptionViews(context, view.product, view.options.super),
    configured_variant: (view: WishlistItemView) => view.variant,
  },
};
