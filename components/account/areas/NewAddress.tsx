'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { emptyAddress } from '@/lib/checkout/address-schema';
import { browserAccountRequest } from '@/lib/account/browser';
import { defaultCountry } from '@/lib/checkout/address-rules';
import { createCustomerAddress, type CustomerAddressInput } from '@/lib/magento/operations/account';
import { AddressForm } from './AddressForm';
import { useShowNotice } from './NoticeArea';
import accountStyles from '../Account.module.css';

/**
 * "Add a new address": the address form, in the store view's country to start with. The first
 * address of a book becomes its default shipping and billing address unless the shopper says not.
 */
export function NewAddress({ store, isFirst }: { store: string; isFirst: boolean }) {
  const t = useTranslations('AddressBook');
  const router = useRouter();
  const notify = useShowNotice();
  const [open, setOpen] = useState(false);
  const openRef = useRef<HTMLButtonElement>(null);

  async function save(input: CustomerAddressInput) {
    await createCustomerAddress(browserAccountRequest(store), input);
    setOpen(false);
    router.refresh();
    notify('success', t('addressAdded'));
  }

  if (!open) {
    return (
      <div>
        <button ref={openRef} type="button" className={accountStyles.primary} onClick={() => setOpen(true)}>
          {t('addAddress')}
        </button>
      </div>
    );
  }
  return (
    <AddressForm
      store={store}
      idPrefix="address-new"
      title={t('newAddressTitle')}
      initial={emptyAddress(defaultCountry(store))}
      defaults={{ shipping: isFirst, billing: isFirst }}
      onSave={save}
      onCancel={() => {
        setOpen(false);
        requestAnimationFrame(() => openRef.current?.focus());
      }}
    />
  );
}
