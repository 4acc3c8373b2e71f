/**
 * The product's custom options (a frame's lens choices: usage, lens type, lens index, coatings and
 * the prescription as text) as the add-to-cart form shows them, what they add to the price, and
 * what the form's fields become in Magento's cart input (`selected_options`, `entered_options`).
 */
import type { CustomizableOption, OptionPriceType } from '@/lib/magento/product';

export type LensOptionKind = 'radio' | 'checkbox' | 'select' | 'textarea' | 'text';

export interface LensOptionValue {
  uid: string;
  /** The merchant's SKU of the value (`usage-progressive`, `lens-index-167`), null when Magento has none. */
  sku: string | null;
  title: string;
  price: number;
  priceType: OptionPriceType;
}

export interface LensOption {
  uid: string;
  /** Text options: the SKU of the text (`prescription`); other options have none of their own. */
  sku: string | null;
  title: string;
  required: boolean;
  kind: LensOptionKind;
  values: LensOptionValue[];
  /** Text options: the longest text accepted (0: no limit), and the price of typing one. */
  maxCharacters: number;
  textPrice: LensOptionValue | null;
  /** The value chosen before the shopper chooses: a required single choice starts on its first value without a surcharge. */
  defaultValue: string | null;
}

const KIND_BY_TYPENAME: Record<string, LensOptionKind> = {
  CustomizableRadioOption: 'radio',
  CustomizableCheckboxOption: 'checkbox',
  CustomizableDropDownOption: 'select',
  CustomizableAreaOption: 'textarea',
  CustomizableFieldOption: 'text',
};

/** The options this form can show (unknown kinds — file, date — are left to the lens configurator). */
export function lensOptions(options: readonly CustomizableOption[]): LensOption[] {
  return options.flatMap((option) => {
    const kind = KIND_BY_TYPENAME[option.__typename];
    if (!kind) return [];
    const values = (option.choices ?? []).map((value) => ({
      uid: value.uid,
      sku: value.sku ?? null,
      title: value.title ?? '',
      price: value.price ?? 0,
      priceType: value.price_type ?? 'FIXED',
    }));
    const single = kind === 'radio' || kind === 'select';
    const free = values.find((value) => value.price === 0) ?? values[0];
    return [
      {
        uid: option.uid,
        sku: option.text?.sku ?? null,
        title: option.title ?? '',
        required: Boolean(option.required),
        kind,
        values,
        maxCharacters: option.text?.max_characters ?? 0,
        textPrice: option.text
          ? {
              uid: option.text.uid,
              sku: option.text.sku ?? null,
              title: '',
              price: option.text.price ?? 0,
              priceType: option.text.price_type ?? 'FIXED',
            }
          : null,
        defaultValue: single && option.required && free ? free.uid : null,
      },
    ];
  });
}

/** The shopper's choices: value uids per option, text per text option. */
export interface LensChoices {
  selected: Record<string, string[]>;
  entered: Record<string, string>;
}

export function defaultLensChoices(options: readonly LensOption[]): LensChoices {
  const selected: Record<string, string[]> = {};
  for (const option of options) if (option.defaultValue) selected[option.uid] = [option.defaultValue];
  return { selected, entered: {} };
}

/** Reads the choices from the add-to-cart form: each option's field is named after the option's uid. */
export function lensChoicesFromForm(form: FormData, options: readonly LensOption[]): LensChoices {
  const choices: LensChoices = { selected: {}, entered: {} };
  for (const option of options) {
    if (option.kind === 'textarea' || option.kind === 'text') {
      const text = String(form.get(option.uid) ?? '').trim();
      if (text) choices.entered[option.uid] = text;
      continue;
    }
    const known = new Set(option.values.map((value) => value.uid));
    const chosen = form
      .getAll(option.uid)
      .map(String)
      .filter((uid) => known.has(uid));
    if (chosen.length) choices.selected[option.uid] = chosen;
  }
  return choices;
}

/** What one value adds to a unit price: a fixed amount, or a percentage of the product's price. */
export function surcharge(value: Pick<LensOptionValue, 'price' | 'priceType'>, basePrice: number): number {
  return value.priceType === 'PERCENT' ? (basePrice * value.price) / 100 : value.price;
}

/** The unit price with the chosen options (rounded to cents, as Magento rounds). */
export function priceWithOptions(basePrice: number, options: readonly LensOption[], choices: LensChoices): number {
  let total = basePrice;
  for (const option of options) {
    if (option.textPrice && choices.entered[option.uid]) total += surcharge(option.textPrice, basePrice);
    const chosen = new Set(choices.selected[option.uid] ?? []);
    for (const value of option.values) if (chosen.has(value.uid)) total += surcharge(value, basePrice);
  }
  return Math.round(total * 100) / 100;
}

/** Magento's cart input for the choices. */
export function cartOptionsInput(choices: LensChoices): {
  selectedOptions: string[];
  enteredOptions: Array<{ uid: string; value: string }>;
} {
  return {
    selectedOptions: Object.values(choices.selected).flat(),
    enteredOptions: Object.entries(choices.entered).map(([uid, value]) => ({ uid, value })),
  };
}
