/**
 * Which variant of a configurable frame the shopper has chosen. A selection maps each option's
 * attribute code to a value index (Magento's option id), as in the page URL:
 * `?color=27&frame_size=44`. Pure functions, shared by the server render and the client island.
 */

export type Selection = Record<string, number>;

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

/** One value of an option, as the picker shows it. */
export interface ChoiceValue {
  uid: string;
  valueIndex: number;
  label: string;
  /** A CSS colour for colour swatches, else null (the label is shown). */
  swatch: string | null;
}

export interface ChoiceOption {
  code: string;
  label: string;
  values: ChoiceValue[];
}

/** The price as shown, formatted on the server in the store view's currency and locale. */
export interface PriceView {
  /** The final price as a number, and its currency (the base of lens surcharges). */
  amount: number;
  currency: string;
  final: string;
  /** The regular price when it is higher than the final price, else null. */
  regular: string | null;
  /** The discount, formatted as a percentage (e.g. "20%"), else null. */
  percentOff: string | null;
}

export interface ImageView {
  url: string;
  alt: string;
}

export interface SizeView {
  lensWidth: number | null;
  bridgeWidth: number | null;
  templeLength: number | null;
}

/** What the page shows and adds to the cart for one variant (or for a product without variants). */
export interface PurchaseView {
  sku: string;
  /** The configurable product's SKU when this is one of its variants. */
  parentSku?: string;
  /** The chosen option value uids (Magento's `selected_options`). */
  selectedOptions: string[];
  stockStatus: StockStatus;
  onlyLeft: number | null;
  price: PriceView;
  images: ImageView[];
  size: SizeView;
}

export interface VariantChoice {
  selection: Selection;
  view: PurchaseView;
}

/** Everything the client island needs: the options, every variant and the product's own view. */
export interface ProductChoices {
  options: ChoiceOption[];
  variants: VariantChoice[];
  product: PurchaseView;
}

const inStock = (variant: VariantChoice) => variant.view.stockStatus === 'IN_STOCK';

/** Whether a variant has every value of a (possibly partial) selection. */
export function matchesSelection(variant: VariantChoice, selection: Selection): boolean {
  return Object.entries(selection).every(([code, valueIndex]) => variant.selection[code] === valueIndex);
}

/** The variant with exactly these values, when every option has one. */
export function findVariant(choices: Pick<ProductChoices, 'options' | 'variants'>, selection: Selection): VariantChoice | undefined {
  if (!choices.options.every((option) => selection[option.code] !== undefined)) return undefined;
  return choices.variants.find((variant) => matchesSelection(variant, selection));
}

/**
 * Reads a selection from URL search parameters: only known options with one of their values
 * count (`?color=27&frame_size=44`); anything else is ignored.
 */
export function parseSelection(
  options: readonly ChoiceOption[],
  params: Record<string, string | string[] | undefined> | URLSearchParams | undefined,
): Selection {
  const selection: Selection = {};
  if (!params) return selection;
  for (const option of options) {
    const raw = params instanceof URLSearchParams ? params.get(option.code) : params[option.code];
    const text = Array.isArray(raw) ? raw[0] : raw;
    if (!text || !/^\d+$/.test(text)) continue;
    const valueIndex = Number(text);
    if (option.values.some((value) => value.valueIndex === valueIndex)) selection[option.code] = valueIndex;
  }
  return selection;
}

/**
 * Completes a requested selection into one that names a variant: the exact variant when every
 * value is given and exists (even out of stock: that is what the shopper asked for); otherwise
 * the first in-stock variant with the requested values, then with the value of `keep` only,
 * then any in-stock variant; the first variant when all are out of stock.
 */
export function resolveSelection(choices: Pick<ProductChoices, 'options' | 'variants'>, requested: Selection, keep?: string): Selection {
  const { variants } = choices;
  if (!variants.length) return {};
  const exact = findVariant(choices, requested);
  if (exact) return { ...exact.selection };
  const pools = [
    variants.filter((variant) => matchesSelection(variant, requested)),
    keep !== undefined && requested[keep] !== undefined ? variants.filter((variant) => variant.selection[keep] === requested[keep]) : [],
    variants,
  ];
  const pool = pools.find((candidates) => candidates.length > 0)!;
  return { ...(pool.find(inStock) ?? pool[0]).selection };
}

/** The selection after the shopper picks one value, keeping the other values where that variant exists. */
export function chooseValue(
  choices: Pick<ProductChoices, 'options' | 'variants'>,
  selection: Selection,
  code: string,
  valueIndex: number,
): Selection {
  return resolveSelection(choices, { ...selection, [code]: valueIndex }, code);
}

/**
 * Whether picking this value (keeping the other chosen values) gives an in-stock variant. When
 * that combination does not exist, whether any variant with this value is in stock.
 */
export function isValueInStock(
  choices: Pick<ProductChoices, 'options' | 'variants'>,
  selection: Selection,
  code: string,
  valueIndex: number,
): boolean {
  const combined = findVariant(choices, { ...selection, [code]: valueIndex });
  if (combined) return inStock(combined);
  return choices.variants.some((variant) => variant.selection[code] === valueIndex && inStock(variant));
}

/** What the product can show, whichever variant is chosen: its own view, then each variant's. */
export function everyView(choices: Pick<ProductChoices, 'product' | 'variants'>): PurchaseView[] {
  return [choices.product, ...choices.variants.map((variant) => variant.view)];
}

/** What the page shows for a selection: the chosen variant's view, else the product's own. */
export function viewFor(choices: ProductChoices, selection: Selection): PurchaseView {
  return findVariant(choices, selection)?.view ?? choices.product;
}

/** The URL search string for a selection, keeping unrelated parameters: `?color=27&frame_size=44`. */
export function selectionSearch(options: readonly ChoiceOption[], selection: Selection, current = ''): string {
  const params = new URLSearchParams(current);
  for (const option of options) {
    const valueIndex = selection[option.code];
    if (valueIndex === undefined) params.delete(option.code);
    else params.set(option.code, String(valueIndex));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
