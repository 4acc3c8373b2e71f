'use client';

import { createContext, useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { ProductChoices, Selection } from './variant-selection';

/** The shopper's choice of variant as the provider holds it; read it through useProductChoice (ProductChoiceProvider.tsx). */
export interface ProductChoiceHolder {
  choices: ProductChoices;
  selection: Selection;
  setSelection: Dispatch<SetStateAction<Selection>>;
}

export const ProductChoiceContext = createContext<ProductChoiceHolder | null>(null);

export interface ProductChoiceProviderProps {
  choices: ProductChoices;
  /** The selection the server rendered (from the URL, else the first in-stock variant). */
  initialSelection: Selection;
  children: ReactNode;
}

/**
 * Holds the shopper's choice of variant for the gallery, price, stock, sizes and add-to-cart
 * islands. Only the state: what a choice means (variant-selection.ts) is in useProductChoice, so
 * a product page's first load carries none of it, its islands being late (issue 16).
 */
export function ProductChoiceProvider({ choices, initialSelection, children }: ProductChoiceProviderProps) {
  const [selection, setSelection] = useState<Selection>(initialSelection);
  const holder = useMemo(() => ({ choices, selection, setSelection }), [choices, selection]);
  return <ProductChoiceContext.Provider value={holder}>{children}</ProductChoiceContext.Provider>;
}
