'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { chooseValue, selectionSearch, viewFor, type ProductChoices, type PurchaseView, type Selection } from './variant-selection';

export interface ProductChoiceState {
  choices: ProductChoices;
  selection: Selection;
  /** What the page shows and adds to the cart for the current selection. */
  view: PurchaseView;
  /** Picks one option value; the URL follows (`?color=…&frame_size=…`) so the choice can be shared. */
  choose: (code: string, valueIndex: number) => void;
}

const ProductChoiceContext = createContext<ProductChoiceState | null>(null);

export interface ProductChoiceProviderProps {
  choices: ProductChoices;
  /** The selection the server rendered (from the URL, else the first in-stock variant). */
  initialSelection: Selection;
  children: ReactNode;
}

/** Holds the shopper's choice of variant for the gallery, price, stock, sizes and add-to-cart islands. */
export function ProductChoiceProvider({ choices, initialSelection, children }: ProductChoiceProviderProps) {
  const [selection, setSelection] = useState<Selection>(initialSelection);
  /** The selection the URL shows: the server's at first. */
  const shown = useRef(initialSelection);

  // Picks compose (two picks before a render both count); the URL follows each change.
  const choose = useCallback(
    (code: string, valueIndex: number) => setSelection((current) => chooseValue(choices, current, code, valueIndex)),
    [choices],
  );

  useEffect(() => {
    if (selection === shown.current) return;
    shown.current = selection;
    const { pathname, search, hash } = window.location;
    window.history.replaceState(null, '', `${pathname}${selectionSearch(choices.options, selection, search)}${hash}`);
  }, [choices, selection]);

  const state = useMemo(() => ({ choices, selection, view: viewFor(choices, selection), choose }), [choices, selection, choose]);
  return <ProductChoiceContext.Provider value={state}>{children}</ProductChoiceContext.Provider>;
}

export function useProductChoice(): ProductChoiceState {
  const state = useContext(ProductChoiceContext);
  if (!state) throw new Error('useProductChoice needs a ProductChoiceProvider');
  return state;
}
