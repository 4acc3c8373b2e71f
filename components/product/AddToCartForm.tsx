'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/i18n/format';
import { cartOptionsInput, defaultLensChoices, lensChoicesFromForm, priceWithOptions, type LensOption } from '@/lib/catalog/lens-options';
import { LensOptions } from './LensOptions';
import { useProductChoice } from './ProductChoiceProvider';
import styles from './AddToCartForm.module.css';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;

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
  const t = useTranslations('Product');
  const locale = useLocale();
  const { view, choices } = useProductChoice();
  const [adding, setAdding] = useState(false);
  const [lensChoices, setLensChoices] = useState(() => defaultLensChoices(lensOptions));
  const formElement = useRef<HTMLFormElement>(null);
  const quantityId = useId();
  const reasonId = useId();
  const outOfStock = view.stockStatus !== 'IN_STOCK';

  // The form is rendered on the server and its code arrives later (ProductAddToCartLoader): lens
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
    <form
      ref={formElement}
      className={styles.form}
      onSubmit={add}
      onChange={
        lensOptions.length ? (event) => setLensChoices(lensChoicesFromForm(new FormData(event.currentTarget), lensOptions)) : undefined
      }
    >
      {lensOptions.length ? (
        <>
          <LensOptions options={lensOptions} basePrice={view.price.amount} currency={view.price.currency} />
          <p className={styles.total} aria-live="polite">
            {t('totalWithLenses', {
              amount: formatMoney(priceWithOptions(view.price.amount, lensOptions, lensChoices), view.price.currency, locale),
            })}
          </p>
        </>
      ) : null}
      <div className={styles.quantity}>
        <label htmlFor={quantityId}>{t('quantity')}</label>
        <input
          id={quantityId}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          defaultValue={MIN_QUANTITY}
          required
          className={styles.input}
        />
      </div>
      {/* While the add is under way the button stays focusable (aria-disabled, a second press adds
          nothing): a disabled control would drop the keyboard focus to the page, and the mini cart
          could not give it back when it closes. */}
      <button
        type="submit"
        className={styles.add}
        disabled={outOfStock}
        aria-disabled={adding || undefined}
        aria-describedby={outOfStock ? reasonId : undefined}
      >
        {t('addToCart')}
      </button>
      {outOfStock ? (
        <p id={reasonId} className={styles.reason}>
          {choices.options.length ? t('variantOutOfStock') : t('productOutOfStock')}
        </p>
      ) : null}
    </form>
  );
}
