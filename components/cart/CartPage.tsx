'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useCartStore } from '@/lib/state/cart-store';
import { cartLines, useCartMoney } from './cart-lines';
import { CartLine } from './CartLine';
import { useFeature } from '@/components/app/FeaturesProvider';
import { GiftCardSlot } from '@/components/giftcard/GiftCardSlot';
import { CartTotals } from './CartTotals';
import { CouponForm } from './CouponForm';
import { ShippingEstimate } from './ShippingEstimate';
import { selectedShipping, useCartTaxDisplay } from './tax-display';
import { useCartSession } from './useCartSession';
import styles from './Cart.module.css';

/**
 * The cart page's content, rendered in the browser only: the server renders the page's shell,
 * never a shopper's lines, so the page stays cacheable. Reads the cart from the network on arrival.
 */
export function CartPage({ store, currency }: { store: string; currency: string }) {
  const t = useTranslations('Cart');
  useCartSession(store);
  const started = useCartStore((state) => state.store === store);
  const details = useCartStore((state) => state.details);
  const cartId = useCartStore((state) => state.cartId);
  const isLoading = useCartStore((state) => state.isLoading);
  // An add still on its way (the shopper came here right after the click) is waited for.
  const isAddingItem = useCartStore((state) => state.isAddingItem);
  const removedItems = useCartStore((state) => state.removedItems);
  const loadError = useCartStore((state) => state.getDetailsError ?? state.getCartError);
  const changeError = useCartStore((state) => state.updateItemError ?? state.removeItemError);
  const money = useCartMoney(details?.prices?.grand_total?.currency ?? currency);
  const lines = cartLines(details);
  const giftCards = useFeature('giftcards');
  const display = useCartTaxDisplay(store);

  useEffect(() => {
    // On a fresh page the cart session reads the cart; after a client navigation the cart in
    // memory may be old, so it is read again from the network.
    const cart = useCartStore.getState();
    if (cart.store === store && cart.details) void cart.getDetails();
  }, [store]);

  if (!started || (!details && !loadError && (isLoading || cartId)) || (isAddingItem && !lines.length)) {
    return (
      <p role="status" className={styles.status}>
        {t('loading')}
      </p>
    );
  }

  return (
    <div className={styles.page}>
      {loadError && !details ? (
        <p role="alert" className={styles.error}>
          {t('loadError')}
        </p>
      ) : null}
      {changeError ? (
        <p role="alert" className={styles.error}>
          {t('updateError', { message: changeError.message })}
        </p>
      ) : null}
      {removedItems.length ? (
        <p role="status" className={styles.notice}>
          {t('removedItems')}
        </p>
      ) : null}
      {lines.length ? (
        <div className={styles.layout}>
          <ul className={styles.lines} aria-busy={isLoading || undefined}>
            {lines.map((item) => (
              <CartLine key={`${item.uid}-${item.quantity}`} store={store} item={item} money={money} />
            ))}
          </ul>
          <section className={styles.summary} aria-labelledby="cart-summary">
            <h2 id="cart-summary" className={styles.summaryHeading}>
              {t('summaryHeading')}
            </h2>
            <CouponForm />
            {giftCards ? <GiftCardSlot store={store} money={money} /> : null}
            {details?.is_virtual ? null : <ShippingEstimate store={store} money={money} />}
            <CartTotals
              prices={details?.prices}
              coupons={details?.applied_coupons}
              giftCards={details?.applied_gift_cards}
              money={money}
              display={display}
              shipping={selectedShipping(details, display)}
            />
          </section>
        </div>
      ) : (
        <div className={styles.empty}>
          <p>{t('empty')}</p>
          <a href={`/${store}`} className={styles.primary}>
            {t('continueShopping')}
          </a>
        </div>
      )}
    </div>
  );
}
