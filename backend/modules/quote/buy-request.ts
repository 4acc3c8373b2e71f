/**
 * Turns a CartItemInput into what a cart line holds: the product, the configurable variant the
 * selected values point to, and the customizable options (lens choices) chosen or entered. Errors
 * are Magento's texts, returned (not thrown) because addProductsToCart reports them per item.
 */
import type { RequestContext } from '../../graphql/context';
import { configurableOptions, customizableOptions } from '../catalog/product-resolvers';
import { loadProduct, loadVariants, type ProductRow } from '../catalog/products';
import { fromUid, toUid } from '../catalog/uids';
import type { GiftCardLineOptions } from '../giftcard/line-options';

export interface CartItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: string[] | null;
  entered_options?: Array<{ uid: string; value: string }> | null;
}

/**
 * A line's options: configurable attribute id → option id; custom option id → value ids or text;
 * for a gift card, its amount, sender, recipient and message.
 */
export interface LineOptions {
  super: Record<string, number>;
  custom: Record<string, number[] | string>;
  giftcard?: GiftCardLineOptions;
}

export interface ResolvedLine {
  product: ProductRow;
  variant: ProductRow | null;
  options: LineOptions;
}

export const BUY_REQUEST_MESSAGES = {
  chooseOptions: 'You need to choose options for your item.',
  optionsNotAvailable: 'The required options you selected are not available.',
  requiredOptions: "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
  optionValueNotAvailable: 'Some of the selected item options are not currently available.',
  textTooLong: 'The text is too long. Shorten the text and try again.',
  notAvailable: 'Product that you are trying to add is not available.',
} as const;

export const productNotFound = (sku: string) => `Could not find a product with SKU "${sku}"`;
export const incorrectUid = (uid: string) => `Value of uid "${uid}" is incorrect.`;

/** Canonical JSON (sorted keys and values), so equal option sets compare equal as strings. */
export function serializeOptions(options: LineOptions): string {
  const sorted = <T>(record: Record<string, T>, map: (v: T) => T = (v) => v) =>
    Object.fromEntries(
      Object.keys(record)
        .sort((a, b) => Number(a) - Number(b))
        .map((k) => [k, map(record[k])]),
    );
  return JSON.stringify({
    super: sorted(options.super),
    custom: sorted(options.custom, (v) => (Array.isArray(v) ? [...v].sort((a, b) => a - b) : v)),
    ...(options.giftcard ? { giftcard: options.giftcard } : {}),
  });
}

export function parseOptions(json: string): LineOptions {
  const parsed = JSON.parse(json) as Partial<LineOptions>;
  return { super: parsed.super ?? {}, custom: parsed.custom ?? {}, ...(parsed.giftcard ? { giftcard: parsed.giftcard } : {}) };
}

/** The uids of a buy request that a product type of its own reads itself (gift cards), decoded. */
export interface TypeSelections {
  selected: string[];
  /** Decoded uid → the text as typed. */
  entered: Record<string, string>;
}

/**
 * A product type beyond simple, virtual and configurable (Magento's product type models): which
 * uids it reads and what it makes of them. Registered by its module (giftcard/resolvers.ts).
 */
export interface ProductTypeBuyRequest {
  claims(decodedUid: string): boolean;
  /** The line's options of the type, or Magento's error text. */
  resolve(context: RequestContext, product: ProductRow, selections: TypeSelections): Partial<LineOptions> | { error: string };
}

const PRODUCT_TYPES = new Map<string, ProductTypeBuyRequest>();

export function registerProductType(typeId: string, type: ProductTypeBuyRequest): void {
  PRODUCT_TYPES.set(typeId, type);
}

export type OptionType = 'field' | 'area' | 'drop_down' | 'radio' | 'checkbox';

const TYPE_BY_TYPENAME: Record<string, OptionType> = {
  CustomizableFieldOption: 'field',
  CustomizableAreaOption: 'area',
  CustomizableDropDownOption: 'drop_down',
  CustomizableRadioOption: 'radio',
  CustomizableCheckboxOption: 'checkbox',
};

export interface OptionValue {
  id: number;
  uid: string;
  title: string;
  price: number;
  priceType: string;
}

/** A customizable option as the cart needs it (the catalogue's shape, normalised). */
export interface ProductOption {
  id: number;
  uid: string;
  title: string;
  type: OptionType;
  required: boolean;
  sortOrder: number;
  /** Text options: their own price and length limit. */
  price: number;
  priceType: string;
  maxCharacters: number | null;
  values: OptionValue[];
}

export const isTextOption = (option: ProductOption) => option.type === 'field' || option.type === 'area';

export function productOptions(product: ProductRow, context: RequestContext): ProductOption[] {
  return customizableOptions(product, context).map((option) => {
    const base = {
      id: option.option_id,
      uid: option.uid,
      title: option.title,
      type: TYPE_BY_TYPENAME[option.__typename],
      required: option.required,
      sortOrder: option.sort_order,
    };
    if (!Array.isArray(option.value)) {
      const value = option.value as { price: number; price_type: string; max_characters: number | null };
      return { ...base, price: value.price, priceType: value.price_type, maxCharacters: value.max_characters, values: [] };
    }
    const values = (option.value as Array<{ option_type_id: number; uid: string; title: string; price: number; price_type: string }>).map(
      (v) => ({ id: v.option_type_id, uid: v.uid, title: v.title, price: v.price, priceType: v.price_type }),
    );
    return { ...base, price: 0, priceType: 'FIXED', maxCharacters: null, values };
  });
}

function productBySku(context: RequestContext, sku: string): ProductRow | undefined {
  const id = context.db.prepare('SELECT entity_id FROM catalog_product WHERE sku = ?').pluck().get(sku) as number | undefined;
  return id === undefined ? undefined : loadProduct(context, id);
}

/** Decodes a uid that must be base64 of one of the given forms. */
function decodeUid(uid: string): string | null {
  const decoded = fromUid(uid);
  return toUid(decoded) === uid.trim() ? decoded : null;
}

/** selected_options and entered_options, sorted by kind; an error text for a uid that is none. */
function readSelections(
  input: CartItemInput,
  type: ProductTypeBuyRequest | undefined,
): { options: LineOptions; typed: TypeSelections } | { error: string } {
  const options: LineOptions = { super: {}, custom: {} };
  const typed: TypeSelections = { selected: [], entered: {} };
  for (const uid of input.selected_options ?? []) {
    const decoded = decodeUid(uid) ?? '';
    const configurable = /^configurable\/(\d+)\/(\d+)$/.exec(decoded);
    const custom = /^custom-option\/(\d+)\/(\d+)$/.exec(decoded);
    if (configurable) options.super[configurable[1]] = Number(configurable[2]);
    else if (custom) {
      const chosen = options.custom[custom[1]];
      options.custom[custom[1]] = [...(Array.isArray(chosen) ? chosen : []), Number(custom[2])];
    } else if (type?.claims(decoded)) typed.selected.push(decoded);
    else return { error: incorrectUid(uid) };
  }
  for (const entered of input.entered_options ?? []) {
    const decoded = decodeUid(entered.uid) ?? '';
    const match = /^custom-option\/(\d+)$/.exec(decoded);
    if (!match) {
      if (!type?.claims(decoded)) return { error: incorrectUid(entered.uid) };
      typed.entered[decoded] = entered.value;
      continue;
    }
    const text = entered.value.trim();
    if (text !== '') options.custom[match[1]] = text;
  }
  return { options, typed };
}

/** The variant of `parent` with exactly these attribute values, or an error text. */
function chooseVariant(parent: ProductRow, chosen: Record<string, number>, context: RequestContext): ProductRow | string {
  const attributes = configurableOptions(parent, context);
  if (attributes.some((a) => chosen[String(a.id)] === undefined)) return BUY_REQUEST_MESSAGES.chooseOptions;
  const variant = loadVariants(context, parent).find((v) =>
    attributes.every((a) => v[a.attribute_code as keyof ProductRow] === chosen[String(a.id)]),
  );
  return variant ?? BUY_REQUEST_MESSAGES.optionsNotAvailable;
}

/** The attribute values that select `variant` among its parent's variants. */
function valuesOf(parent: ProductRow, variant: ProductRow, context: RequestContext): Record<string, number> {
  return Object.fromEntries(
    configurableOptions(parent, context).map((a) => [String(a.id), variant[a.attribute_code as keyof ProductRow] as number]),
  );
}

/** Keeps only the product's own custom options; an error text when one is wrong (or, unless `lite`, missing). */
function checkCustomOptions(product: ProductRow, chosen: LineOptions['custom'], context: RequestContext, lite = false): string | null {
  const options = new Map(productOptions(product, context).map((o) => [String(o.id), o]));
  for (const [optionId, value] of Object.entries(chosen)) {
    const option = options.get(optionId);
    if (!option) return BUY_REQUEST_MESSAGES.optionValueNotAvailable;
    if (isTextOption(option)) {
      if (typeof value !== 'string') return BUY_REQUEST_MESSAGES.optionValueNotAvailable;
      if (option.maxCharacters && value.length > option.maxCharacters) return BUY_REQUEST_MESSAGES.textTooLong;
      continue;
    }
    if (typeof value === 'string') return BUY_REQUEST_MESSAGES.optionValueNotAvailable;
    const single = option.type !== 'checkbox';
    if ((single && value.length > 1) || value.some((id) => !option.values.some((v) => v.id === id))) {
      return BUY_REQUEST_MESSAGES.optionValueNotAvailable;
    }
  }
  if (!lite && [...options.values()].some((o) => o.required && chosen[String(o.id)] === undefined))
    return BUY_REQUEST_MESSAGES.requiredOptions;
  return null;
}

/**
 * Magento's PROCESS_MODE_LITE, how a wish list keeps a product (wishlist module): a configurable
 * product may wait for its variant (none of its values chosen), required custom options and a
 * product type's own choices for the cart.
 */
export interface BuyRequestMode {
  lite?: boolean;
}

/** Resolves one CartItemInput (its quantity is checked by the caller, against stock). */
export function resolveBuyRequest(
  context: RequestContext,
  input: CartItemInput,
  mode: BuyRequestMode = {},
): ResolvedLine | { error: string } {
  let product = productBySku(context, input.sku);
  if (!product) return { error: productNotFound(input.sku) };
  const type = PRODUCT_TYPES.get(product.type_id);
  const selections = readSelections(input, type);
  if ('error' in selections) return selections;
  const { options } = selections;

  // A variant's sku with its parent's: the parent's configurable line, preset to that variant.
  if (input.parent_sku && product.type_id !== 'configurable') {
    const parent = productBySku(context, input.parent_sku);
    if (!parent) return { error: productNotFound(input.parent_sku) };
    if (parent.type_id !== 'configurable' || !loadVariants(context, parent).some((v) => v.entity_id === product!.entity_id)) {
      return { error: BUY_REQUEST_MESSAGES.optionsNotAvailable };
    }
    options.super = valuesOf(parent, product, context);
    product = parent;
  }

  let variant: ProductRow | null = null;
  if (product.type_id === 'configurable' && mode.lite && Object.keys(options.super).length === 0) {
    // Lite mode: the configurable product itself, its variant still to choose.
  } else if (product.type_id === 'configurable') {
    const chosen = chooseVariant(product, options.super, context);
    if (typeof chosen === 'string') return { error: chosen };
    variant = chosen;
    options.super = valuesOf(product, variant, context);
  } else if (product.type_id === 'simple' || product.type_id === 'virtual') {
    options.super = {}; // Magento's simple type ignores super attributes
  } else if (type) {
    options.super = {};
    const resolved = type.resolve(context, product, selections.typed);
    // Lite mode keeps the product without its type's choices (a gift card's amount) until the cart.
    if ('error' in resolved) {
      if (!mode.lite) return resolved;
    } else Object.assign(options, resolved);
  } else {
    return { error: BUY_REQUEST_MESSAGES.notAvailable };
  }

  const optionError = checkCustomOptions(product, options.custom, context, mode.lite);
  if (optionError) return { error: optionError };
  return { product, variant, options };
}
