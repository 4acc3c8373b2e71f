import { getTranslations } from 'next-intl/server';
import type { CustomerPrescription } from '@/lib/magento/operations/prescription';
import { PrescriptionActions } from './PrescriptionActions';
import { formatDay } from './prescription-messages';
import areas from '@/components/account/areas/Areas.module.css';
import styles from './Prescription.module.css';

/**
 * The signed-in shopper's saved prescriptions, each a card: its name, whether it is still valid
 * (and until when), the day it was written, its values in the optician's notation, and its
 * actions (an island per card).
 */
export async function PrescriptionList({
  store,
  locale,
  prescriptions,
}: {
  store: string;
  locale: string;
  prescriptions: CustomerPrescription[];
}) {
  const t = await getTranslations('PrescriptionList');
  return (
    <section className={areas.section} aria-labelledby="prescription-list-heading">
      <h2 id="prescription-list-heading">{t('listHeading')}</h2>
      {prescriptions.length ? (
        <ul className={areas.cards}>
          {prescriptions.map((saved) => (
            <li key={saved.uid} className={areas.card}>
              <h3>{saved.prescription.name}</h3>
              <ul className={areas.badges}>
                <li className={saved.isExpired ? `${areas.badge} ${styles.expired}` : areas.badge}>
                  {t(saved.isExpired ? 'expired' : 'validUntil', { date: formatDay(saved.expiresOn, locale) })}
                </li>
              </ul>
              <p className={areas.muted}>{t('writtenOn', { date: formatDay(saved.prescription.date, locale) })}</p>
              <p className={styles.notation} dir="ltr">
                {saved.summary}
              </p>
              <PrescriptionActions store={store} saved={saved} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={areas.muted}>{t('none')}</p>
      )}
    </section>
  );
}
