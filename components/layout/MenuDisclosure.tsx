'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ChevronIcon } from './icons';
import styles from './CategoryMenu.module.css';

export interface MenuDisclosureProps {
  /** The top category's name, for the button's accessible name. */
  name: string;
  panelId: string;
  /** The subcategory list (server-rendered). */
  children: ReactNode;
}

/**
 * The disclosure button of a top category and the subcategories it shows (also shown on hover
 * on large screens). Escape closes it; so does moving the focus out of it.
 */
export function MenuDisclosure({ name, panelId, children }: MenuDisclosureProps) {
  const t = useTranslations('Header');
  const [open, setOpen] = useState(false);

  return (
    <div
      className={styles.disclosure}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          event.currentTarget.querySelector('button')?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('moreIn', { name })}
        onClick={() => setOpen((value) => !value)}
      >
        <ChevronIcon className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} data-open={open || undefined}>
        {children}
      </div>
    </div>
  );
}
