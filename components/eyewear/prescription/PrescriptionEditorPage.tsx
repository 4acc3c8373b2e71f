'use client';

import { useRouter } from 'next/navigation';
import type { CustomerPrescription } from '@/lib/magento/operations/prescription';
import { prescriptionListPath } from '@/lib/eyewear/prescription-paths';
import { PrescriptionEditor } from './PrescriptionEditor';

/** /addEditDialog: the dialog's form as a page, back to the list (saying it was saved) when done. */
export function PrescriptionEditorPage({ store, editing }: { store: string; editing: CustomerPrescription | null }) {
  const router = useRouter();
  return (
    <PrescriptionEditor
      store={store}
      editing={editing}
      idPrefix="rx-page"
      onSaved={() => router.push(prescriptionListPath(store, 'saved'))}
      onCancel={() => router.push(prescriptionListPath(store))}
    />
  );
}
