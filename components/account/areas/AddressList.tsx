import { getTranslations } from 'next-intl/server';
import { sortedAddressBook } from '@/lib/account/addresses';
import type { CustomerAddress } from '@/lib/magento/operations/account';
import { AddressActions } from './AddressActions';
import { PostalAddress } from './PostalAddress';
import styles from './Areas.module.css';

/** A saved address in a few words, for the names of its buttons: its first street line and city. */
function summaryOf(address: CustomerAddress): string {
  return [address.street?.find(Boolean), address.city].filter(Boolean).join(', ');
}

/** The saved addresses, defaults first and marked, each with its actions (an island per card). */
export async function AddressList({ store, locale, addresses }: { store: string; locale: string; addresses: CustomerAddress[] }) {
  const t = await getTranslations('AddressBook');
  return (
    <section className={styles.section} aria-labelledby="address-book-saved">
      <h2 id="address-book-saved">{t('savedAddresses')}</h2>
      {addresses.length ? (
        <ul className={styles.cards}>
          {sortedAddressBook(addresses).map((address) => (
            <li key={address.id} className={styles.card}>
              {address.default_shipping || address.default_billing ? (
                <ul className={styles.badges}>
                  {address.default_shipping ? <li className={styles.badge}>{t('defaultShipping')}</li> : null}
                  {address.default_billing ? <li className={styles.badge}>{t('defaultBilling')}</li> : null}
                </ul>
              ) : null}
              <PostalAddress address={address} locale={locale} />
              <AddressActions store={store} address={address} summary={summaryOf(address)} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('noAddresses')}</p>
      )}
    </section>
  );
}
