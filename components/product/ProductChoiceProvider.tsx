'use client';

import { useContext } from 'react';
import { ProductChoiceContext } from './product-choice-context';
import { chooseValue, viewFor, type ProductChoices, type PurchaseView, type Selection } from './variant-selection';

export { ProductChoiceProvider, type ProductChoiceProviderProps } from './product-choice-context';

export interface ProductChoiceState {
  choices: ProductChoices;
  selection: Selection;
  /** What the page shows and adds to the cart for the current selection. */
  view: PurchaseView;
  /** Picks one option value (the picker, VariantPicker, makes the URL follow: `?color=…&frame_size=…`). */
  choose: (code: string, valueIndex: number) => void;
}

/** The shopper's choice of variant, inside a ProductChoiceProvider. */
export function useProductChoice(): ProductChoiceState {
  const holder = useContext(ProductChoiceContext);
  if (!holder) throw new Error('useProductChoice needs a ProductChoiceProvider');
  const { choices, selection, setSelection } = holder;
  return {
    choices,
    selection,
    view: viewFor(choices, selection),
    // Picks compose (two picks before a render both count).
    choose: (code, valueIndex) => setSelection((current) => chooseValue(choices, current, code, valueIndex)),
  };
}
