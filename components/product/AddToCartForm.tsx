'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { cartOptionsInput, defaultLensChoices, lensChoicesFromForm, type LensOption } from '@/lib/catalog/lens-options';
import { AddToCartFormView, MAX_QUANTITY, MIN_QUANTITY } from './AddToCartFormView';
import { useProductChoice } from './ProductChoiceProvider';

export { MAX_QUANTITY, MIN_QUANTITY };

/**
 * What goes into the cart: the variant's SKU, its configurable parent, the chosen option value uids
 * (the variant's and the lens choices') and the text typed into text options.
 */
export interface AddToCartSelection {
  sku: string;
  parentSku?: string;
  quantity: number;
  selectedOptions: string[];
  enteredOptions: Array<{ uid: string; value: string }>;
}

export interface AddToCartFormProps {
  /** Adds the selection to the cart (components/cart/ProductAddToCart); without it submitting does nothing. */
  onAdd?: (selection: AddToCartSelection) => Promise<void>;
  /** The product's lens choices (its custom options), chosen in the form. */
  lensOptions?: readonly LensOption[];
}

const NO_OPTIONS: readonly LensOption[] = [];

/** A whole number of frames between 1 and 10; anything unreadable counts as 1. */
export function clampQuantity(value: unknown): number {
  const quantity = Math.trunc(Number(value));
  if (!Number.isFinite(quantity) || quantity < MIN_QUANTITY) return MIN_QUANTITY;
  return Math.min(quantity, MAX_QUANTITY);
}

/** Quantity and "Add to cart" for the chosen variant; disabled, with the reason, when it is out of stock. */
export function AddToCartForm({ onAdd, lensOptions = NO_OPTIONS }: AddToCartFormProps) {
  const { view, choices } = useProductChoice();
  const [adding, setAdding] = useState(false);
  const [lensChoices, setLensChoices] = useState(() => defaultLensChoices(lensOptions));
  const formElement = useRef<HTMLFormElement>(null);
  const outOfStock = view.stockStatus !== 'IN_STOCK';

  // The form takes the place of the server's markup (AddToCartFormView, PurchaseIslands.tsx): lens
  // choices the shopper made before then are in the fields, and the total follows them.
  useEffect(() => {
    if (formElement.current && lensOptions.length) setLensChoices(lensChoicesFromForm(new FormData(formElement.current), lensOptions));
  }, [lensOptions]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (outOfStock || adding) return;
    const form = new FormData(event.currentTarget);
    const quantity = clampQuantity(form.get('quantity'));
    if (!onAdd) return;
    const lenses = cartOptionsInput(lensChoicesFromForm(form, lensOptions));
    setAdding(true);
    try {
      await onAdd({
        sku: view.sku,
        parentSku: view.parentSku,
        quantity,
        selectedOptions: [...view.selectedOptions, ...lenses.selectedOptions],
        enteredOptions: lenses.enteredOptions,
      });
    } finally {
      setAdding(false);
    }
  }

  return (
    <AddToCartFormView
      form={formElement}
      view={view}
      hasOptions={choices.options.length > 0}
      lensOptions={lensOptions}
      lensChoices={lensChoices}
      adding={adding}
      onSubmit={add}
      onChange={
        lensOptions.length ? (event) => setLensChoices(lensChoicesFromForm(new FormData(event.currentTarget), lensOptions)) : undefined
      }
    />
  );
}
