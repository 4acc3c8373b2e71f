'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { SavedAddress } from './useSignedInCheckout';
import styles from '@/components/forms/Field.module.css';

/** One line per saved address: "Ada Lovelace, 10 Downing Street, London SW1A 2AA, GB". */
export function addressLine({ address }: SavedAddress): string {
  const place = [address.city, address.postcode].filter(Boolean).join(' ');
  return [`${address.firstname} ${address.lastname}`, ...address.street, place, address.country_id].filter(Boolean).join(', ');
}

/** A signed-in shopper's address book at checkout: picking one fills the address form (still editable). */
export function SavedAddressPicker({ addresses, onPick }: { addresses: SavedAddress[]; onPick: (address: SavedAddress) => void }) {
  const t = useTranslations('Checkout');
  const id = useId();
  if (!addresses.length) return null;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('savedAddressLabel')}</label>
      <select
        id={id}
        defaultValue=""
        onChange={(event) => {
          const picked = addresses.find((entry) => String(entry.id) === event.target.value);
          if (picked) onPick(picked);
        }}
      >
        <option value="">{t('savedAddressNone')}</option>
        {addresses.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {addressLine(entry)}
          </option>
        ))}
      </select>
    </div>
  );
}
