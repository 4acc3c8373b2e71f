'use client';

import { useEffect, useRef } from 'react';
import { useProductChoice } from './ProductChoiceProvider';
import { VariantPickerForm } from './VariantPickerForm';

/**
 * Colour swatches and sizes as radio groups: a pick updates the page at once (and the URL).
 * Without JavaScript the same form (VariantPickerForm) is a GET form that reloads the page.
 */
export function VariantPicker() {
  const { choices, selection, choose } = useProductChoice();
  const form = useRef<HTMLFormElement>(null);

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

  return <VariantPickerForm choices={choices} selection={selection} onChoose={choose} form={form} />;
}
