/**
 * Sends the alerts that are due (Magento's product alert cron job, run here by
 * `backend/commands/product-alerts.ts --send`):
 *
 * - a stock alert when its product can be bought again, once: it then waits until the product has
 *   sold out again (seen by a later run) before it can be sent again;
 * - a price alert when the product's final price in the subscriber's store view is lower than the
 *   price last told (at subscription, then at each alert), as Magento compares them.
 *
 * One e-mail per subscriber (store view and e-mail address) and type, listing every product it is
 * about. Everything happens in one write transaction, so two runs never send the same alert twice.
 */
import type { BackendServices, RequestContext } from '../../graphql/context';
import { sendEmail } from '../outbox/outbox';
import type { Store } from '../store/stores';
import { alertEmail, formatPrice, type AlertEmailLine } from './alert-email';
import { alertProduct, productPageUrl, type AlertProduct } from './alert-product';
import { ALERT_STATUS, activeAlerts, markAlertSent, rearmAlert, type AlertType, type ProductAlertRow } from './alerts';
import { unsubscribeUrl } from './signature';

export interface AlertRun {
  /** Alerts told, per type. */
  stock: number;
  price: number;
  /** E-mails written to the outbox. */
  emails: number;
}

/** Prices are compared to the cent. */
const isLower = (now: number, before: number | null) => before === null || Math.round(now * 100) < Math.round(before * 100);

interface Due {
  alert: ProductAlertRow;
  product: AlertProduct;
}

export function sendProductAlerts(services: BackendServices): AlertRun {
  const run: AlertRun = { stock: 0, price: 0, emails: 0 };
  const contexts = new Map<number, RequestContext>();
  const contextOf = (store: Store) => {
    let context = contexts.get(store.store_id);
    if (!context) contexts.set(store.store_id, (context = { ...services, store, currency: store.currency, headers: {}, customerId: null }));
    return context;
  };

  services.db
    .transaction(() => {
      const due = new Map<string, Due[]>();
      for (const alert of activeAlerts(services.db)) {
        const store = services.stores.byStoreId(alert.store_id);
        const product = store && alertProduct(contextOf(store), alert.product_id);
        if (!store || !product) continue;
        if (alert.type === 'stock') {
          if (!product.salable) {
            if (alert.status === ALERT_STATUS.SENT) rearmAlert(services.db, alert.alert_id);
            continue;
          }
          if (alert.status === ALERT_STATUS.SENT) continue;
        } else if (!isLower(product.price, alert.price)) continue;
        const key = `${alert.store_id}\n${alert.email.toLowerCase()}\n${alert.type}`;
        due.set(key, [...(due.get(key) ?? []), { alert, product }]);
      }

      for (const group of due.values()) {
        const { alert: first } = group[0];
        const store = services.stores.byStoreId(first.store_id)!;
        const context = contextOf(store);
        const type: AlertType = first.type;
        const link = (alert: ProductAlertRow, product: AlertProduct, action: 'email' | 'emailAll') =>
          unsubscribeUrl(
            services.db,
            services.config.storefrontUrl,
            store.code,
            { action, productId: alert.product_id, websiteCode: alert.website_code, email: alert.email, type },
            action === 'email' ? product.page.url_key : null,
          );
        const lines: AlertEmailLine[] = group.map(({ alert, product }) => ({
          name: product.product.name,
          url: productPageUrl(context, product.page),
          price: type === 'price' ? formatPrice(store, product.price) : undefined,
          unsubscribeUrl: link(alert, product, 'email'),
        }));
        sendEmail(services.db, alertEmail(store, first.email, type, lines, link(first, group[0].product, 'emailAll')));
        for (const { alert, product } of group) markAlertSent(services.db, alert, type === 'price' ? product.price : alert.price);
        run[type] += group.length;
        run.emails += 1;
      }
    })
    .immediate();
  return run;
}
