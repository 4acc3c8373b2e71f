import type { FormEventHandler, Ref } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/i18n/format';
import { priceWithOptions, type LensChoices, type LensOption } from '@/lib/catalog/lens-options';
import { LensOptions } from './LensOptions';
import type { PurchaseView } from './variant-selection';
import styles from './AddToCartForm.module.css';

export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;

export interface AddToCartFormViewProps {
  view: PurchaseView;
  /** Whether the product has options to choose (its out-of-stock reason names the variant). */
  hasOptions: boolean;
  lensOptions: readonly LensOption[];
  /** The lens choices the running total follows. */
  lensChoices: LensChoices;
  adding?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onChange?: FormEventHandler<HTMLFormElement>;
  form?: Ref<HTMLFormElement>;
}

/**
 * The add-to-cart form's markup: the lens choices with the running total, the quantity and "Add to
 * cart", disabled with the reason when the chosen variant is out of stock. Rendered by the server
 * on the product page (no code in the first load, issue 16) and by AddToCartForm, which takes its
 * place and adds to the cart.
 */
export function AddToCartFormView({
  view,
  hasOptions,
  lensOptions,
  lensChoices,
  adding = false,
  onSubmit,
  onChange,
  form,
}: AddToCartFormViewProps) {
  const t = useTranslations('Product');
  const locale = useLocale();
  const outOfStock = view.stockStatus !== 'IN_STOCK';
  const quantityId = 'add-to-cart-quantity';
  const reasonId = 'add-to-cart-reason';

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} onChange={onChange}>
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
          {hasOptions ? t('variantOutOfStock') : t('productOutOfStock')}
        </p>
      ) : null}
    </form>
  );
}
