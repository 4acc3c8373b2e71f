import { useTranslations } from 'next-intl';
import type { PurchaseView } from '@/components/product/variant-selection';
import { alertPagePath } from './alert-paths';
import styles from './Alerts.module.css';

export interface NotifyMeLinksProps {
  store: string;
  urlKey: string;
  /** The chosen product or variant. */
  view: Pick<PurchaseView, 'sku' | 'parentSku' | 'stockStatus'>;
  stockAlertHidden?: boolean;
}

/**
 * The product page's alert links: "notify me when back in stock" while the chosen product (or
 * variant) is sold out, and "notify me of a price drop" always. They lead to the subscription
 * pages, which work for guests and customers alike. A discontinued product (`stockAlertHidden`:
 * its notification_hide_alert attribute) will not be back, so it offers no stock alert. Rendered
 * by the server, and by the product page's late island that follows the shopper's pick
 * (components/product/SelectedVariant.tsx).
 */
export function NotifyMeLinks({ store, urlKey, view, stockAlertHidden = false }: NotifyMeLinksProps) {
  const t = useTranslations('ProductAlert');
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
