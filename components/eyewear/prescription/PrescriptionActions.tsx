'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ConfirmAction } from '@/components/account/areas/ConfirmAction';
import { useShowNotice } from '@/components/account/areas/NoticeArea';
import { browserAccountRequest } from '@/lib/account/browser';
import { deleteCustomerPrescription, type CustomerPrescription } from '@/lib/magento/operations/prescription';
import { PrescriptionDialogLink } from './PrescriptionDialogLink';
import accountStyles from '@/components/account/Account.module.css';
import areas from '@/components/account/areas/Areas.module.css';

/** What can be done with a saved prescription: edit it (in the dialog), delete it (asked first). The list is read again after. */
export function PrescriptionActions({ store, saved }: { store: string; saved: CustomerPrescription }) {
  const t = useTranslations('PrescriptionList');
  const router = useRouter();
  const notify = useShowNotice();
  const name = saved.prescription.name;

  async function remove() {
    try {
      await deleteCustomerPrescription(browserAccountRequest(store), saved.uid);
      router.refresh();
      notify('success', t('deleted', { name }));
    } catch {
      notify('error', t('deleteFailed', { name }));
    }
  }

  return (
    <div className={areas.actions}>
      <PrescriptionDialogLink
        store={store}
        editing={saved}
        label={t('edit')}
        accessibleLabel={t('editNamed', { name })}
        className={accountStyles.linkButton}
        onSaved={(updated) => {
          router.refresh();
          notify('success', t('saved', { name: updated.prescription.name }));
        }}
      />
      <ConfirmAction
        label={t('delete')}
        accessibleLabel={t('deleteNamed', { name })}
        question={t('confirmDelete', { name })}
        confirmLabel={t('confirmDeleteYes')}
        cancelLabel={t('keep')}
        onConfirm={remove}
      />
    </div>
  );
}
