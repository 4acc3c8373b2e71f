'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { StoreViewName } from '@/lib/magento/navigation';
import { storeView, toBcp47 } from '@/lib/store-views';
import styles from './StoreSwitcher.module.css';

export interface StoreSwitcherFormProps {
  store: string;
  stores: StoreViewName[];
}

/**
 * A GET form to /switch-store (works without JavaScript), submitted as soon as another store view
 * is chosen. `from` is the page the shopper is on (with its query string once hydrated), so the
 * switch keeps them on the same page.
 */
export function StoreSwitcherForm({ store, stores }: StoreSwitcherFormProps) {
  const t = useTranslations('StoreSwitcher');
  const id = useId();
  const pathname = usePathname();

  return (
    <form
      className={styles.switcher}
      action="/switch-store"
      method="get"
      onSubmit={(event) => {
        // With JavaScript the query string comes along too (a search, a filtered listing).
        const from = event.currentTarget.elements.namedItem('from');
        if (from instanceof HTMLInputElement) from.value = `${window.location.pathname}${window.location.search}`;
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {t('label')}
      </label>
      <select
        id={id}
        name="to"
        className={styles.select}
        defaultValue={store}
        onChange={(event) => {
          if (event.currentTarget.value !== store) event.currentTarget.form?.requestSubmit();
        }}
      >
        {stores.map((view) => {
          const locale = storeView(view.code)?.locale;
          return (
            <option key={view.code} value={view.code} lang={locale ? toBcp47(locale) : undefined}>
              {view.name}
            </option>
          );
        })}
      </select>
      <input type="hidden" name="from" value={pathname || `/${store}`} />
      <button type="submit" className={styles.submit}>
        {t('submit')}
      </button>
    </form>
  );
}
