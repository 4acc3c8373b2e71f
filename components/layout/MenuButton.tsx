'use client';

import { useTranslations } from 'next-intl';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useAppStore } from '@/lib/state/app-store';
import { MenuIcon } from './icons';
import { MENU_BUTTON_ID, MENU_ID } from './menu-ids';
import styles from './Header.module.css';

/**
 * Opens the menu drawer on small screens. A link to the menu (`#site-menu`, shown by `:target`)
 * that works without JavaScript, acting as a button once hydrated.
 */
export function MenuButton() {
  const t = useTranslations('Header');
  const open = useAppStore((state) => state.drawer === 'nav');
  const toggleDrawer = useAppStore((state) => state.toggleDrawer);

  function toggle(event: MouseEvent | KeyboardEvent) {
    event.preventDefault();
    toggleDrawer('nav');
  }

  return (
    <a
      id={MENU_BUTTON_ID}
      href={`#${MENU_ID}`}
      role="button"
      aria-controls={MENU_ID}
      aria-expanded={open}
      className={styles.menuButton}
      onClick={toggle}
      onKeyDown={(event) => {
        if (event.key === ' ') toggle(event);
      }}
    >
      <MenuIcon />
      <span className={styles.iconLabel}>{t('menu')}</span>
    </a>
  );
}
