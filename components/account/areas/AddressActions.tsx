'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { addressFormValues } from '@/lib/account/addresses';
import { browserAccountRequest } from '@/lib/account/browser';
import {
  deleteCustomerAddress,
  updateCustomerAddress,
  type CustomerAddress,
  type CustomerAddressInput,
} from '@/lib/magento/operations/account';
import { AddressForm } from './AddressForm';
import { ConfirmAction } from './ConfirmAction';
import { useShowNotice } from './NoticeArea';
import { refusalText } from './ResultMessage';
import accountStyles from '../Account.module.css';
import styles from './Areas.module.css';

interface AddressActionsProps {
  store: string;
  address: CustomerAddress;
  /** The address in a few words ("221B Baker Street, London"), for the buttons' accessible names. */
  summary: string;
}

/**
 * What can be done with a saved address: edit it (the form opens in its card), make it the
 * default shipping or billing address, delete it (asked first; Magento keeps default addresses).
 * The page is read again after each change; the outcome is reported above the list.
 */
export function AddressActions({ store, address, summary }: AddressActionsProps) {
  const t = useTranslations('AddressBook');
  const router = useRouter();
  const notify = useShowNotice();
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const request = () => browserAccountRequest(store);

  async function save(input: CustomerAddressInput) {
    await updateCustomerAddress(request(), address.id, input);
    setEditing(false);
    router.refresh();
    notify('success', t('addressSaved'));
  }

  async function makeDefault(kind: 'shipping' | 'billing') {
    setBusy(true);
    try {
      await updateCustomerAddress(request(), address.id, kind === 'shipping' ? { default_shipping: true } : { default_billing: true });
      router.refresh();
      notify('success', t(kind === 'shipping' ? 'defaultShippingSaved' : 'defaultBillingSaved', { address: summary }));
    } catch (error) {
      notify('error', refusalText(error, t('saveFailed')));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    try {
      await deleteCustomerAddress(request(), address.id);
      router.refresh();
      notify('success', t('addressDeleted', { address: summary }));
    } catch (error) {
      notify('error', refusalText(error, t('deleteFailed')));
    }
  }

  if (editing) {
    return (
      <AddressForm
        store={store}
        idPrefix={`address-${address.id}`}
        title={t('editAddressTitle')}
        headingLevel="h3"
        initial={addressFormValues(address)}
        onSave={save}
        onCancel={() => {
          setEditing(false);
          requestAnimationFrame(() => editRef.current?.focus());
        }}
      />
    );
  }

  const isDefault = Boolean(address.default_shipping || address.default_billing);
  return (
    <div className={styles.actions}>
      <button
        ref={editRef}
        type="button"
        className={accountStyles.linkButton}
        aria-label={t('editAddressNamed', { address: summary })}
        onClick={() => setEditing(true)}
      >
        {t('edit')}
      </button>
      {address.default_shipping ? null : (
        <button
          type="button"
          className={accountStyles.linkButton}
          disabled={busy}
          aria-label={t('makeDefaultShippingNamed', { address: summary })}
          onClick={() => void makeDefault('shipping')}
        >
          {t('makeDefaultShipping')}
        </button>
      )}
      {address.default_billing ? null : (
        <button
          type="button"
          className={accountStyles.linkButton}
          disabled={busy}
          aria-label={t('makeDefaultBillingNamed', { address: summary })}
          onClick={() => void makeDefault('billing')}
        >
          {t('makeDefaultBilling')}
        </button>
      )}
      {isDefault ? null : (
        <ConfirmAction
          label={t('delete')}
          accessibleLabel={t('deleteAddressNamed', { address: summary })}
          question={t('confirmDelete', { address: summary })}
          confirmLabel={t('confirmDeleteYes')}
          cancelLabel={t('keep')}
          onConfirm={remove}
        />
      )}
    </div>
  );
}
