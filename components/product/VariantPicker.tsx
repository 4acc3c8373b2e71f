'use client';

import { useEffect, useRef } from 'react';
import { useProductChoice } from './ProductChoiceProvider';
import { VariantPickerForm } from './VariantPickerForm';
import { selectionSearch } from './variant-selection';

/**
 * Colour swatches and sizes as radio groups: a pick updates the page at once, and the URL follows
 * (`?color=…&frame_size=…`).
 * Without JavaScript the same form (VariantPickerForm) is a GET form that reloads the page.
 */
export function VariantPicker() {
  const { choices, selection, choose } = useProductChoice();
  const form = useRef<HTMLFormElement>(null);
  /** The selection the URL shows: the page's at first. */
  const shown = useRef(selection);

  // The picker takes the place of the server's markup (components/product/PurchaseIslands.tsx),
  // which keeps a value the shopper picked there before the code arrived: the page takes it over.
  useEffect(() => {
    const codes = new Set(choices.options.map((option) => option.code));
    for (const field of Array.from(form.current?.elements ?? [])) {
      if (!(field instanceof HTMLInputElement) || !field.checked || !codes.has(field.name)) continue;
      const valueIndex = Number(field.value);
      if (selection[field.name] !== valueIndex) choose(field.name, valueIndex);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the first render: later picks go through onChange
  }, []);

  // The URL follows each pick, so the choice can be shared.
  useEffect(() => {
    if (selection === shown.current) return;
    shown.current = selection;
    const { pathname, search, hash } = window.location;
    window.history.replaceState(null, '', `${pathname}${selectionSearch(choices.options, selection, search)}${hash}`);
  }, [choices, selection]);

  return <VariantPickerForm choices={choices} selection={selection} onChoose={choose} form={form} />;
}
