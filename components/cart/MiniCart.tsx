'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { useAppStore } from '@/lib/state/app-store';
import { cartSummary, useCartStore } from '@/lib/state/cart-store';
import { CloseIcon } from '@/components/layout/icons';
import { cartLines, useCartMoney } from './cart-lines';
import { CartLineInfo } from './CartLineInfo';
import { useCartSession } from './useCartSession';
import { lineRowTotal, useCartTaxDisplay } from './tax-display';
import styles from './Cart.module.css';

/**
 * The mini cart: a modal drawer (a native dialog, so the focus moves in, stays in, comes back
 * and Escape closes) opened through the app store's `cart` drawer, after an add to cart. It also
 * starts the page's cart session.
 */
export function MiniCart({ store }: { store: string }) {
  const t = useTranslations('Cart');
  useCartSession(store);
  const open = useAppStore((state) => state.drawer === 'cart');
  const details = useCartStore((state) => state.details);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const pathname = usePathname();
  const summary = cartSummary(details);
  const money = useCartMoney(summary.currencyCode);
  const lines = cartLines(details);
  const display = useCartTaxDisplay(store);

  /**
   * The control that opened the drawer: the last element focused outside it (the add-to-cart
   * button stays focusable while its add is under way, so it is still the one focused).
   */
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    function remember(event: FocusEvent) {
      const target = event.target;
      if (target instanceof HTMLElement && !dialog.current?.contains(target)) opener.current = target;
    }
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // Opened before this island had seen a focus (it loads late): the control focused now is the opener.
      if (!opener.current && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
        opener.current = document.activeElement;
      }
      element.showModal();
    }
    else if (!open && element.open) element.close();
  }, [open]);

  /** Escape, the close button or the backdrop: focus goes back to the opener (section 10). */
  function returnFocus() {
    const target = opener.current;
    if (!target?.isConnected || dialog.current?.open) return;
    target.focus();
  }

  // Another page closes the drawer. Not on mount: the island loads late, possibly after an add to
  // cart has already opened it.
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (useAppStore.getState().drawer === 'cart') useAppStore.getState().toggleDrawer(null);
  }, [pathname]);

  function close() {
    if (useAppStore.getState().drawer === 'cart') useAppStore.getState().toggleDrawer(null);
  }

  return (
    <dialog
      ref={dialog}
      className={styles.miniCart}
      aria-labelledby={titleId}
      onClose={() => {
        close();
        returnFocus();
      }}
      onClick={(event) => {
        // A click on the dialog itself, not its content, is a click on the backdrop.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.miniCartBody}>
        <div className={styles.miniCartHeader}>
          <h2 id={titleId} className={styles.miniCartTitle}>
            {t('miniCartTitle')}
          </h2>
          <button type="button" className={styles.iconButton} onClick={close} aria-label={t('close')}>
            <CloseIcon />
          </button>
        </div>
        {lines.length ? (
          <>
            <ul className={styles.miniLines}>
              {lines.map((item) => (
                <li key={item.uid} className={styles.miniLine}>
                  <CartLineInfo store={store} item={item} />
                  <div className={styles.lineFigures}>
                    <span>{t('lineQuantity', { quantity: item.quantity })}</span>
                    <span>{money(lineRowTotal(item, display))}</span>
                  </div>
                </li>
              ))}
            </ul>
            <p className={styles.totalRow}>
              <span>{t('subtotal')}</span>
              <span>{money({ value: summary.subtotal, currency: summary.currencyCode })}</span>
            </p>
            <a href={`/${store}/cart`} className={styles.primary} onClick={close}>
              {t('viewCart')}
            </a>
          </>
        ) : (
          <p>{t('empty')}</p>
        )}
      </div>
    </dialog>
  );
}
