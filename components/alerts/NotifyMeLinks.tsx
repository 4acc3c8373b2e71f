'use client';

import { useTranslations } from 'next-intl';
import { useProductChoice } from '@/components/product/ProductChoiceProvider';
import { alertPagePath } from './alert-paths';
import styles from './Alerts.module.css';

/**
 * The product page's alert links: "notify me when back in stock" while the chosen product (or
 * variant) is sold out, and "notify me of a price drop" always. They lead to the subscription
 * pages, which work for guests and customers alike. A discontinued product (`stockAlertHidden`:
 * its notification_hide_alert attribute) will not be back, so it offers no stock alert.
 */
export function NotifyMeLinks({ store, urlKey, stockAlertHidden = false }: { store: string; urlKey: string; stockAlertHidden?: boolean }) {
  const t = useTranslations('ProductAlert');
  const { view } = useProductChoice();
  const variant = view.parentSku ? view.sku : null;
  return (
    <ul className={styles.links}>
      {view.stockStatus !== 'IN_STOCK' && !stockAlertHidden ? (
        <li>
          <a href={alertPagePath(store, 'STOCK', urlKey, variant)}>
            {t('notifyStock')}
          </a>
        </li>
      ) : null}
      <li>
        <a href={alertPagePath(store, 'PRICE', urlKey)}>
          {t('notifyPrice')}
        </a>
      </li>
    </ul>
  );
}
