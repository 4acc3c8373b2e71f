import Form from 'next/form';
import { getTranslations } from 'next-intl/server';
import { orderHistoryHref } from '@/lib/account/orders';
import styles from './Areas.module.css';

/**
 * Finds orders by number: a search form that puts `?number=` in the address (page 1), so the
 * filter works before any script and can be bookmarked.
 */
export async function OrderFilter({ store, number }: { store: string; number: string }) {
  const t = await getTranslations('OrderHistory');
  return (
    <Form action={`/${store}/order-history`} role="search" aria-label={t('filterTitle')} className={styles.filter}>
      <label>
        {t('filterLabel')}
        <input name="number" type="search" defaultValue={number} autoComplete="off" maxLength={32} />
      </label>
      <button type="submit" className={styles.secondary}>
        {t('filterButton')}
      </button>
      {number ? <a href={orderHistoryHref(store)}>{t('showAllOrders')}</a> : null}
    </Form>
  );
}
