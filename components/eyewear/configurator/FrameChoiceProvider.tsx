'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { ProductChoiceProvider } from '@/components/product/ProductChoiceProvider';
import { parseSelection, resolveSelection, type ProductChoices, type Selection } from '@/components/product/variant-selection';

/**
 * The frame's variant choice for the configurator. The page is the same for everyone (cached), so
 * the colour and size asked for in the address (`?color=…&frame_size=…`, from the product page's
 * "Choose lenses") are applied once the page runs in the browser.
 */
export function FrameChoiceProvider({ choices, children }: { choices: ProductChoices; children: ReactNode }) {
  const [initial, setInitial] = useState<{ key: string; selection: Selection }>(() => ({
    key: 'default',
    selection: resolveSelection(choices, {}),
  }));
  useEffect(() => {
    const requested = parseSelection(choices.options, new URLSearchParams(window.location.search));
    if (Object.keys(requested).length) setInitial({ key: 'address', selection: resolveSelection(choices, requested) });
  }, [choices]);
  return (
    <ProductChoiceProvider key={initial.key} choices={choices} initialSelection={initial.selection}>
      {children}
    </ProductChoiceProvider>
  );
}
