'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAppStore } from '@/lib/state/app-store';
import { CloseIcon } from './icons';
import { MENU_BUTTON_ID, MENU_ID } from './menu-ids';
import styles from './Header.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The category menu and store switcher: a row under the header on large screens, a modal drawer
 * on small ones (opened by MenuButton through the app store's `drawer`). The drawer takes the
 * focus, keeps it inside, closes with Escape, the backdrop, a link or a new page, and gives the
 * focus back to the menu button.
 */
export function MenuDrawer({ children }: { children: ReactNode }) {
  const t = useTranslations('Header');
  const open = useAppStore((state) => state.drawer === 'nav');
  const toggleDrawer = useAppStore((state) => state.toggleDrawer);
  const panel = useRef<HTMLDivElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    if (useAppStore.getState().drawer === 'nav') useAppStore.getState().toggleDrawer(null);
  }, [pathname]);

  useEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const focusables = () => [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((node) => node.getClientRects().length > 0);
    focusables()[0]?.focus();
    const root = document.documentElement;
    root.classList.add(styles.scrollLocked);

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        useAppStore.getState().toggleDrawer(null);
      } else if (event.key === 'Tab') {
        const nodes = focusables();
        if (!nodes.length) return;
        const first = nodes[0];
        const last = nodes[nodes.length - 1];
        if (event.shiftKey && (document.activeElement === first || !element?.contains(document.activeElement))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !element?.contains(document.activeElement))) {
          event.preventDefault();
          first.focus();
        }
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      root.classList.remove(styles.scrollLocked);
      document.getElementById(MENU_BUTTON_ID)?.focus();
    };
  }, [open]);

  return (
    <>
      {open ? <div className={styles.backdrop} onClick={() => toggleDrawer(null)} aria-hidden="true" /> : null}
      <div
        id={MENU_ID}
        ref={panel}
        className={styles.drawer}
        data-open={open || undefined}
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-label={open ? t('menu') : undefined}
        onClick={(event) => {
          if (open && (event.target as Element).closest('a[href]')) toggleDrawer(null);
        }}
      >
        {open ? (
          <button type="button" className={styles.closeButton} onClick={() => toggleDrawer(null)} aria-label={t('closeMenu')}>
            <CloseIcon />
          </button>
        ) : null}
        {children}
      </div>
    </>
  );
}
