import type { Translate } from './translate';
import styles from './Breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Absent for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the home page to the current page. */
  items: readonly BreadcrumbItem[];
  /** Translator of the `Breadcrumbs` namespace. */
  t: Translate;
}

/** The trail to the current page: a navigation landmark whose last item is the current page. */
export function Breadcrumbs({ items, t }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('label')} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {current ? (
                <span aria-current="page" className={styles.current}>
                  {item.label}
                </span>
              ) : item.href ? (
                <a href={item.href}>{item.label}</a>
              ) : (
                <span>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
