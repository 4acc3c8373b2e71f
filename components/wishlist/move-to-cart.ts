/**
 * What "Move to cart" does with a wish list item (Magento's addWishlistItemsToCart puts the item
 * in the cart as kept, then takes it off the list):
 * - a frame kept without its colour and size cannot go: the shopper chooses them on its page (so
 *   is a product type with choices of its own, such as a gift card's amount);
 * - a frame kept without the lens choices it requires goes with the standard lenses its product
 *   page starts from (the free first value of each required choice: lens-options.ts), set on the
 *   item first (updateProductsInWishlist), keeping its variant and any lens choice it has;
 * - anything else goes as it is.
 */
import { defaultLensChoices, lensOptions, type LensOption } from '@/lib/catalog/lens-options';
import type { WishlistItemUpdateInput, WishlistPageItem } from '@/lib/magento/operations/wishlist';

export type MoveToCartPlan = { kind: 'choose-options' } | { kind: 'move'; update: WishlistItemUpdateInput | null; standardLenses: boolean };

/** The product's lens options (its custom options). */
export function itemLensOptions(item: WishlistPageItem): LensOption[] {
  return lensOptions((item.product?.options ?? []).map((option) => ({ ...option, choices: option.choices?.filter(Boolean) })));
}

const isText = (option: LensOption) => option.kind === 'text' || option.kind === 'textarea';

/** Product types whose items go to the cart as kept; others (a gift card, with its amount) are chosen on their page. */
const MOVABLE_TYPES = new Set(['SimpleProduct', 'VirtualProduct', 'ConfigurableProduct']);

export function moveToCartPlan(item: WishlistPageItem): MoveToCartPlan {
  if (item.product?.__typename && !MOVABLE_TYPES.has(item.product.__typename)) return { kind: 'choose-options' };
  if (item.configurable_options !== undefined && !item.configured_variant) return { kind: 'choose-options' };
  const options = itemLensOptions(item);
  const kept = (item.customizable_options ?? []).flatMap((option) => (option ? [option] : []));
  const chosen = new Set(kept.map((option) => option.customizable_option_uid));
  const missing = options.filter((option) => option.required && !chosen.has(option.uid));
  if (missing.length === 0) return { kind: 'move', update: null, standardLenses: false };
  if (missing.some((option) => !option.defaultValue)) return { kind: 'choose-options' };

  const kindOf = new Map(options.map((option) => [option.uid, option]));
  const selected = [
    ...(item.configurable_options ?? []).map((option) => option.configurable_product_option_value_uid),
    ...kept.flatMap((option) => {
      const lens = kindOf.get(option.customizable_option_uid);
      return lens && !isText(lens) ? option.values.map((value) => value.customizable_option_value_uid) : [];
    }),
    ...Object.values(defaultLensChoices(missing).selected).flat(),
  ];
  const entered = kept.flatMap((option) => {
    const lens = kindOf.get(option.customizable_option_uid);
    return lens && isText(lens) ? option.values.map((value) => ({ uid: value.customizable_option_value_uid, value: value.value })) : [];
  });
  return {
    kind: 'move',
    update: { wishlist_item_id: item.id, selected_options: selected, ...(entered.length ? { entered_options: entered } : {}) },
    standardLenses: true,
  };
}

/** "Colour: Black", "Frame size: M": the variant kept. */
export function variantLabels(item: WishlistPageItem): Array<{ label: string; value: string }> {
  return (item.configurable_options ?? []).map((option) => ({ label: option.option_label, value: option.value_label }));
}

/** "Single vision, Clear, 1.50": the lens choices kept (text options such as a typed prescription are not repeated). */
export function lensChoiceLabels(item: WishlistPageItem): string[] {
  return (item.customizable_options ?? []).flatMap((option) =>
    option ? option.values.filter((value) => value.label).map((value) => value.label) : [],
  );
}

/**
 * The kept variant as the product page and the lens configurator read it from their address
 * (`?color=27&frame_size=44`, see components/product/variant-selection.ts); empty without one.
 */
export function variantSearch(item: WishlistPageItem): string {
  const params = new URLSearchParams();
  for (const chosen of item.configurable_options ?? []) {
    const option = item.product?.configurable_options?.find((candidate) => candidate?.uid === chosen.configurable_product_option_uid);
    const value = option?.values?.find((candidate) => candidate?.uid === chosen.configurable_product_option_value_uid);
    if (option?.attribute_code && value?.value_index !== null && value?.value_index !== undefined) {
      params.set(option.attribute_code, String(value.value_index));
    }
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
