import { buildListingHref, type ListingState } from '@/lib/catalog/listing-params';
import type { Translate } from './translate';
import styles from './Pagination.module.css';

/**
 * Pages to show around the current one: the first, the last, and the current one with its
 * neighbours; `null` marks a gap (…). Short runs are shown whole rather than one page behind a gap.
 */
export function pageWindow(current: number, total: number, neighbours = 1): Array<number | null> {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set<number>([1, total]);
  for (let page = current - neighbours; page <= current + neighbours; page++) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) result.push(null);
    result.push(page);
  });
  return result;
}

export interface PaginationProps {
  basePath: string;
  state: ListingState;
  currentPage: number;
  totalPages: number;
  /** Translator of the `Listing` namespace. */
  t: Translate;
}

/** Page links that keep the filters and the sort; nothing for a single page. */
export function Pagination({ basePath, state, currentPage, totalPages, t }: PaginationProps) {
  if (totalPages <= 1) return null;
  const href = (page: number) => buildListingHref(basePath, state, { page });

  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <ul className={styles.list} role="list">
        <li className={styles.step}>
          {currentPage > 1 ? (
            <a href={href(currentPage - 1)} rel="prev" className={styles.link}>
              <span className={styles.chevron} data-direction="previous" aria-hidden="true" />
              {t('previousPage')}
            </a>
          ) : null}
        </li>
        {pageWindow(currentPage, totalPages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <a
                href={href(page)}
                className={styles.page}
                aria-label={t('pageLabel', { page })}
                aria-current={page === currentPage ? 'page' : undefined}
              >
                {page}
              </a>
            </li>
          ),
        )}
        <li className={styles.step}>
          {currentPage < totalPages ? (
            <a href={href(currentPage + 1)} rel="next" className={styles.link}>
              {t('nextPage')}
              <span className={styles.chevron} data-direction="next" aria-hidden="true" />
            </a>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
