'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { CartItem } from '@/lib/magento/operations/cart';
import { useCartStore } from '@/lib/state/cart-store';
import { MAX_QUANTITY, MIN_QUANTITY, clampQuantity } from '@/components/product/AddToCartForm';
import { CartLineInfo } from './CartLineInfo';
import { linePrice, lineRowTotal, regularLinePrice, showsBoth, useCartTaxDisplay } from './tax-display';
import styles from './Cart.module.css';

interface CartLineProps {
  store: string;
  item: CartItem;
  money: (money: { value: number | null; currency?: string | null } | null | undefined) => string;
}

/** One line of the cart page: what it is, its unit price (the regular one struck through when on sale), a quantity to change and its removal. */
export function CartLine({ store, item, money }: CartLineProps) {
  const t = useTranslations('Cart');
  const busy = useCartStore((state) => state.isUpdatingItem);
  const quantityId = useId();
  const [quantity, setQuantity] = useState(String(item.quantity));
  /** The last quantity asked for: leaving the field and then pressing Update sends it once. */
  const requested = useRef(item.quantity);
  const name = item.product.name ?? item.product.sku ?? '';
  const display = useCartTaxDisplay(store);
  const regular = regularLinePrice(item, display);

  async function update(next: number) {
    setQuantity(String(next));
    if (next === requested.current) return;
    requested.current = next;
    await useCartStore
      .getState()
      .updateItem({ uid: item.uid, quantity: next })
      .catch(() => {
        requested.current = item.quantity;
        setQuantity(String(item.quantity));
      });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void update(clampQuantity(quantity));
  }

  return (
    <li className={styles.line}>
      <CartLineInfo store={store} item={item} />
      <p className={styles.linePrice}>
        <span className={styles.figureLabel}>{t('price')}</span> {money(linePrice(item, display))}
        {regular ? (
          <>
            {' '}
            <s className={styles.regularPrice} aria-hidden="true">
              {money(regular)}
            </s>
            <span className="visually-hidden">{t('wasPrice', { price: money(regular) })}</span>
          </>
        ) : null}
        {showsBoth(display.price) ? <small> {t('excludingTax', { amount: money(item.prices?.price) })}</small> : null}
      </p>
      <form className={styles.quantityForm} onSubmit={submit}>
        <label htmlFor={quantityId} className="visually-hidden">
          {t('quantityFor', { name })}
        </label>
        <input
          id={quantityId}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          onBlur={() => void update(clampQuantity(quantity))}
          className={styles.quantityInput}
        />
        <button type="submit" className={styles.secondary} disabled={busy}>
          {t('update')}
        </button>
      </form>
      <p className={styles.lineTotal}>
        <span className={styles.figureLabel}>{t('lineTotal')}</span> {money(lineRowTotal(item, display))}
      </p>
      <button
        type="button"
        className={styles.remove}
        disabled={busy}
        aria-label={t('removeLabel', { name })}
        onClick={() =>
          void useCartStore
            .getState()
            .removeItem({ uid: item.uid })
            .catch(() => undefined)
        }
      >
        {t('remove')}
      </button>
    </li>
  );
}
