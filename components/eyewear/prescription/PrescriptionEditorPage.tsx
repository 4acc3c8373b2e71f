'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { CustomerPrescription } from '@/lib/magento/operations/prescription';
import type { PrescriptionDraft } from '@/lib/eyewear/prescription-draft';
import { prescriptionListPath } from '@/lib/eyewear/prescription-paths';
import { forgetKeptPrescription, readKeptPrescription } from '@/lib/state/kept-prescription';
import { PrescriptionEditor } from './PrescriptionEditor';
import styles from './Prescription.module.css';

/**
 * /addEditDialog: the dialog's form as a page, back to the list (saying it was saved) when done.
 * Adding one after signing in starts from the prescription kept in this browser as a visitor, if
 * any, saying so; once saved to the account, the browser forgets it.
 */
export function PrescriptionEditorPage({ store, editing }: { store: string; editing: CustomerPrescription | null }) {
  const router = useRouter();
  const t = useTranslations('KeptPrescription');
  const [kept, setKept] = useState<PrescriptionDraft | null>(null);
  useEffect(() => {
    if (!editing) setKept(readKeptPrescription(store));
  }, [editing, store]);
  return (
    <>
      {kept ? (
        <p className={styles.status} role="status">
          {t('offerToSave')}
        </p>
      ) : null}
      <PrescriptionEditor
        key={kept ? 'kept' : 'new'}
        store={store}
        editing={editing}
        initialDraft={kept}
        idPrefix="rx-page"
        onSaved={() => {
          if (kept) forgetKeptPrescription(store);
          router.push(prescriptionListPath(store, 'saved'));
        }}
        onCancel={() => router.push(prescriptionListPath(store))}
      />
    </>
  );
}
