'use client';

import { useTranslations } from 'next-intl';
import { maskCode } from '@/lib/giftcard/options';
import type { CartDetails, CartMoney } from '@/lib/magento/operations/cart';
import { cartSubtotal, showsBoth, type CartTaxDisplay } from './tax-display';
import styles from './Cart.module.css';

interface CartTotalsProps {
  prices?: CartDetails['prices'];
  coupons?: CartDetails['applied_coupons'];
  /** The gift cards paying part of the total (after tax and shipping). */
  giftCards?: CartDetails['applied_gift_cards'];
  money: (money: CartMoney | null | undefined) => string;
  /** The store view's cart tax display (tax-display.ts useCartTaxDisplay). */
  display: CartTaxDisplay;
  /** The shipping method chosen at checkout and its price (tax-display.ts selectedShipping), part of the total. */
  shipping?: { title: string; price: CartMoney } | null;
}

/**
 * Subtotal, each discount, the shipping chosen at checkout, each tax, what gift cards pay, and the order total, in the store view's
 * currency. Where the store view shows prices including tax, the subtotal includes it and the
 * tax lines say what the total includes ("incl. VAT 20%"); elsewhere they are added to it. The
 * order total stays the last line.
 */
export function CartTotals({ prices, coupons, giftCards, money, display, shipping }: CartTotalsProps) {
  const t = useTranslations('Cart');
  const discounts = (prices?.discounts ?? []).flatMap((discount) => (discount ? [discount] : []));
  const taxes = (prices?.applied_taxes ?? []).flatMap((tax) => (tax && (display.zeroTax || tax.amount.value) ? [tax] : []));
  const taxIncluded = display.grandTotal;
  const taxRows = (included: boolean) =>
    taxes.map((tax, index) => (
      <div key={`tax-${index}`} className={styles.totalRow}>
        <dt>
          {included
            ? tax.label
              ? t('taxIncluded', { label: tax.label })
              : t('taxIncludedUnnamed')
            : tax.label
              ? t('option', { label: t('tax'), value: tax.label })
              : t('tax')}
        </dt>
        <dd>{money(tax.amount)}</dd>
      </div>
    ));
  const codes = (coupons ?? []).flatMap((coupon) => (coupon ? [coupon.code] : []));
  const cards = (giftCards ?? []).flatMap((card) => (card?.code && card.applied_balance?.value ? [card] : []));

  return (
    <dl className={styles.totals}>
      <div className={styles.totalRow}>
        <dt>{t('subtotal')}</dt>
        <dd>
          {money(cartSubtotal(prices, display))}
          {showsBoth(display.subtotal) ? <small> {t('excludingTax', { amount: money(prices?.subtotal_excluding_tax) })}</small> : null}
        </dd>
      </div>
      {discounts.map((discount, index) => (
        <div key={`discount-${index}`} className={styles.totalRow}>
          <dt>{discount.label ? t('option', { label: t('discount'), value: discount.label }) : t('discount')}</dt>
          <dd>{money({ ...discount.amount, value: -(discount.amount.value ?? 0) })}</dd>
        </div>
      ))}
      {shipping ? (
        <div className={styles.totalRow}>
          <dt>{t('shippingLine', { title: shipping.title })}</dt>
          <dd>{money(shipping.price)}</dd>
        </div>
      ) : null}
      {taxRows(taxIncluded)}
      {codes.map((code) => (
        <div key={code} className={styles.totalRow}>
          <dt>{t('coupon', { code })}</dt>
          <dd />
        </div>
      ))}
      {cards.map((card) => (
        <div key={`giftcard-${card.code}`} className={styles.totalRow}>
          <dt>{t('giftCard', { code: maskCode(card.code ?? '') })}</dt>
          <dd>{money({ ...card.applied_balance, value: -(card.applied_balance?.value ?? 0) })}</dd>
        </div>
      ))}
      <div className={`${styles.totalRow} ${styles.grandTotal}`}>
        <dt>{t('grandTotal')}</dt>
        <dd>{money(prices?.grand_total)}</dd>
      </div>
    </dl>
  );
}
