import { getTranslations } from 'next-intl/server';
import { orderHistoryHref, pageWindow } from '@/lib/account/orders';
import styles from './Areas.module.css';

interface OrderPagesProps {
  store: string;
  number: string;
  currentPage: number;
  totalPages: number;
}

/** The order history's pages (`?page=`), keeping the number filter; nothing when there is one page. */
export async function OrderPages({ store, number, currentPage, totalPages }: OrderPagesProps) {
  if (totalPages <= 1) return null;
  const t = await getTranslations('OrderHistory');
  const href = (page: number) => orderHistoryHref(store, { page, number });
  return (
    <nav aria-label={t('pagesLabel')}>
      <ul className={styles.pages}>
        {currentPage > 1 ? (
          <li>
            <a href={href(currentPage - 1)} rel="prev">
              {t('previousPage')}
            </a>
          </li>
        ) : null}
        {pageWindow(currentPage, totalPages).map((page, index) => (
          <li key={page ?? `gap-${index}`}>
            {page === null ? (
              <span aria-hidden="true">{t('pagesGap')}</span>
            ) : page === currentPage ? (
              <span aria-current="page">{t('pageNumber', { page })}</span>
            ) : (
              <a href={href(page)}>{t('pageNumber', { page })}</a>
            )}
          </li>
        ))}
        {currentPage < totalPages ? (
          <li>
            <a href={href(currentPage + 1)} rel="next">
              {t('nextPage')}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
