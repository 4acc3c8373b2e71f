/**
 * The per-type add mutations Magento 2.4.6 still serves beside addProductsToCart (deprecated in
 * favour of it): addSimpleProductsToCart, addVirtualProductsToCart, addConfigurableProductsToCart,
 * addBundleProductsToCart and addDownloadableProductsToCart. Each item's `data` is a CartItemInput
 * and its `customizable_options` name custom options by id (or uid) with the value(s) as a string.
 * Unlike addProductsToCart, the first item that cannot be added fails the whole call with Magento's
 * "Could not add the product with SKU ... to the shopping cart: ..." (and nothing is added).
 */
import type { RequestContext } from '../../graphql/context';
import { inputError } from '../../graphql/errors';
import { customOptionUid, customOptionValueUid, fromUid } from '../catalog/uids';
import type { CartItemInput } from './buy-request';
import { getCartForUser, missing } from './cart-access';
import { changeCart } from './cart-view';
import { addItem } from './item-mutations';

interface CustomizableOptionInput {
  id?: number | null;
  uid?: string | null;
  value_string: string;
}

interface LegacyCartItem {
  data: CartItemInput;
  customizable_options?: Array<CustomizableOptionInput | null> | null;
  /** Configurable items: the parent's SKU, data.sku the variant's (or variant_sku, deprecated). */
  parent_sku?: string | null;
  variant_sku?: string | null;
}

interface LegacyAddInput {
  cart_id?: string | null;
  cart_items?: Array<LegacyCartItem | null> | null;
}

/** The custom option id of a CustomizableOptionInput (its id, else its uid "custom-option/{id}"). */
function optionIdOf(option: CustomizableOptionInput): number | null {
  if (option.id) return option.id;
  const match = option.uid ? /^custom-option\/(\d+)$/.exec(fromUid(option.uid)) : null;
  return match ? Number(match[1]) : null;
}

/** The item as addProductsToCart's CartItemInput: select-type options become selected_options, text ones entered_options. */
function asCartItemInput(context: RequestContext, item: LegacyCartItem): CartItemInput {
  const selected = [...(item.data.selected_options ?? [])];
  const entered = [...(item.data.entered_options ?? [])];
  for (const option of item.customizable_options ?? []) {
    if (!option) continue;
    const id = optionIdOf(option);
    if (id === null) throw inputError('Provide either the "id" or the "uid" of the customizable option.');
    const type = context.db.prepare('SELECT type FROM catalog_product_option WHERE option_id = ?').pluck().get(id) as string | undefined;
    if (type === 'field' || type === 'area' || type === undefined) {
      entered.push({ uid: customOptionUid(id), value: option.value_string });
    } else {
      for (const value of option.value_string
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)) {
        selected.push(customOptionValueUid(id, Number(value)));
      }
    }
  }
  return {
    sku: item.variant_sku ?? item.data.sku,
    quantity: item.data.quantity,
    parent_sku: item.parent_sku ?? item.data.parent_sku ?? null,
    selected_options: selected,
    entered_options: entered,
  };
}

function addLegacyItems(context: RequestContext, input: LegacyAddInput | null | undefined) {
  if (!input?.cart_id) throw missing('cart_id');
  const items = (input.cart_items ?? []).filter((item): item is LegacyCartItem => Boolean(item));
  if (items.length === 0) throw missing('cart_items');
  const quote = getCartForUser(context, input.cart_id);
  const converted = items.map((item) => {
    if (!item.data?.sku) throw inputError('Missing key "sku" in cart item data');
    return asCartItemInput(context, item);
  });
  // changeCart's transaction rolls every item back when one fails.
  const cart = changeCart(context, quote, () => {
    for (const item of converted) {
      const error = addItem(context, quote, item);
      if (error) throw inputError(`Could not add the product with SKU ${item.sku} to the shopping cart: ${error}`);
    }
  });
  return { cart };
}

const legacyAdd = (_: unknown, args: { input?: LegacyAddInput | null }, context: RequestContext) => addLegacyItems(context, args.input);

export const legacyAddMutations = {
  addSimpleProductsToCart: legacyAdd,
  addVirtualProductsToCart: legacyAdd,
  addConfigurableProductsToCart: legacyAdd,
  addBundleProductsToCart: legacyAdd,
  addDownloadableProductsToCart: legacyAdd,
};
