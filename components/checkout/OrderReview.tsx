'use client';

import { useTranslations } from 'next-intl';
import { CartTotals } from '@/components/cart/CartTotals';
import { cartLines, useCartMoney } from '@/components/cart/cart-lines';
import { lineRowTotal, shippingPrice, useCartTaxDisplay } from '@/components/cart/tax-display';
import type { CartDetails } from '@/lib/magento/operations/cart';
import { useCheckoutStore } from '@/lib/state/checkout-store';
import styles from './Checkout.module.css';

/** The order's lines and totals (with taxes) before it is placed. */
export function OrderReview({ store, details, currency }: { store: string; details: CartDetails | null; currency: string }) {
  const t = useTranslations('Checkout');
  const money = useCartMoney(details?.prices?.grand_total?.currency ?? currency);
  const lines = cartLines(details);
  const display = useCartTaxDisplay(store);
  const shipping = useCheckoutStore((state) =>
    state.availableShippingMethods.find(
      (method) => method.carrier_code === state.shippingMethod?.carrier_code && method.method_code === state.shippingMethod.method_code,
    ),
  );
  return (
    <section className={styles.step} aria-labelledby="checkout-review">
      <h2 id="checkout-review">{t('review')}</h2>
      <ul className={styles.lines}>
        {lines.map((item) => (
          <li key={item.uid} className={styles.line}>
            <span>{t('lineQuantity', { name: item.product.name ?? item.product.sku ?? '', quantity: item.quantity })}</span>
            <span>{money(lineRowTotal(item, display))}</span>
          </li>
        ))}
      </ul>
      {shipping ? (
        <p className={styles.line}>
          <span>{t('shippingLine', { title: shipping.title })}</span>
          <span>{money(shippingPrice(shipping, display))}</span>
        </p>
      ) : null}
      <CartTotals
        prices={details?.prices}
        coupons={details?.applied_coupons}
        giftCards={details?.applied_gift_cards}
        money={money}
        display={display}
      />
    </section>
  );
}
