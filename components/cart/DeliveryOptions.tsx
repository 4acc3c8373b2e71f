import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/i18n/format';
import type { DeliveryDestination, DeliveryMoney } from '@/lib/magento/operations/delivery';
import styles from './Delivery.module.css';

interface DeliveryOptionsProps {
  destinations: DeliveryDestination[];
  /** BCP 47 locale of the store view. */
  locale: string;
  /** The store view's currency, for amounts Magento sent without one. */
  currency: string;
}

/** Server-rendered: per destination country, the shipping methods with their prices and the free-shipping threshold. */
export async function DeliveryOptions({ destinations, locale, currency }: DeliveryOptionsProps) {
  const t = await getTranslations({ locale, namespace: 'Delivery' });
  const price = (amount: DeliveryMoney) => formatMoney(amount.value ?? 0, amount.currency ?? currency, locale);

  if (!destinations.length) return <p className={styles.note}>{t('none')}</p>;

  return (
    <div className={styles.destinations}>
      {destinations.map((destination) => {
        const headingId = `delivery-${destination.country.code}`;
        return (
          <section key={destination.country.code} className={styles.destination} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.heading}>
              {t('destination', { country: destination.country.label })}
            </h2>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('method')}</th>
                  <th scope="col" className={styles.amount}>
                    {t('price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {destination.methods.map((method) => (
                  <tr key={`${method.carrier_code}_${method.method_code}`}>
                    <th scope="row" className={styles.methodCell}>
                      <span className={styles.carrier}>{method.carrier_title}</span>
                      <span className={styles.methodTitle}>{method.method_title}</span>
                    </th>
                    <td className={styles.amount}>{price(method.amount)}</td>
                  </tr>
                ))}
                {destination.free_shipping ? (
                  <tr>
                    <th scope="row" className={styles.methodCell}>
                      <span className={styles.carrier}>{destination.free_shipping.carrier_title}</span>
                      <span className={styles.methodTitle}>{destination.free_shipping.method_title}</span>
                    </th>
                    <td className={styles.amount}>{t('freeFrom', { amount: price(destination.free_shipping.minimum_subtotal) })}</td>
                  </tr>
                ) : null}
              </tbody>
            </table>
          </section>
        );
      })}
      <p className={styles.note}>{t('taxNote')}</p>
    </div>
  );
}
