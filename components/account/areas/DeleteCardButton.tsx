'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { browserAccountRequest } from '@/lib/account/browser';
import { deleteSavedPaymentMethod } from '@/lib/magento/operations/account';
import { ConfirmAction } from './ConfirmAction';
import { useShowNotice } from './NoticeArea';
import { refusalText } from './ResultMessage';

/** Deletes a saved card (Magento's deletePaymentToken), asked first. */
export function DeleteCardButton({ store, publicHash, name }: { store: string; publicHash: string; name: string }) {
  const t = useTranslations('SavedPayments');
  const router = useRouter();
  const notify = useShowNotice();

  async function remove() {
    try {
      await deleteSavedPaymentMethod(browserAccountRequest(store), publicHash);
      router.refresh();
      notify('success', t('cardDeleted', { card: name }));
    } catch (error) {
      notify('error', refusalText(error, t('deleteFailed')));
    }
  }

  return (
    <ConfirmAction
      label={t('delete')}
      accessibleLabel={t('deleteNamed', { card: name })}
      question={t('confirmDelete', { card: name })}
      confirmLabel={t('confirmDeleteYes')}
      cancelLabel={t('keep')}
      onConfirm={remove}
    />
  );
}
