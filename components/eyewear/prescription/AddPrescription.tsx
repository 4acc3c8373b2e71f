'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useShowNotice } from '@/components/account/areas/NoticeArea';
import { PrescriptionDialogLink } from './PrescriptionDialogLink';
import styles from './Prescription.module.css';

/** "Add a prescription" above the list: the dialog, then the list read again. */
export function AddPrescription({ store }: { store: string }) {
  const t = useTranslations('PrescriptionList');
  const router = useRouter();
  const notify = useShowNotice();
  return (
    <div>
      <PrescriptionDialogLink
        store={store}
        label={t('add')}
        className={styles.primaryLink}
        onSaved={(saved) => {
          router.refresh();
          notify('success', t('saved', { name: saved.prescription.name }));
        }}
      />
    </div>
  );
}
