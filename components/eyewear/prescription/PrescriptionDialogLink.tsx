'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import type { CustomerPrescription } from '@/lib/magento/operations/prescription';
import { addEditDialogPath } from '@/lib/eyewear/prescription-paths';
import { PrescriptionDialog } from './PrescriptionDialog';
import { PrescriptionEditor } from './PrescriptionEditor';

export interface PrescriptionDialogLinkProps {
  store: string;
  /** The saved prescription to edit; none to add one. */
  editing?: CustomerPrescription | null;
  /** The link's text, and its accessible name when it says more ("Edit Reading glasses"). */
  label: string;
  accessibleLabel?: string;
  className?: string;
  onSaved: (saved: CustomerPrescription) => void;
}

/**
 * "Add a prescription" / "Edit": in the server's HTML a link to the dialog's own page
 * (/addEditDialog, which works without this script); once the script runs, a button that opens
 * the same form as a modal here.
 */
export function PrescriptionDialogLink({ store, editing, label, accessibleLabel, className, onSaved }: PrescriptionDialogLinkProps) {
  const t = useTranslations('Prescription');
  const [open, setOpen] = useState(false);
  const idPrefix = `rx-dialog-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <>
      {enhanced ? (
        <button type="button" className={className} aria-label={accessibleLabel} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {label}
        </button>
      ) : (
        <a href={addEditDialogPath(store, editing?.uid)} className={className} aria-label={accessibleLabel}>
          {label}
        </a>
      )}
      <PrescriptionDialog
        open={open}
        title={editing ? t('editTitle', { name: editing.prescription.name }) : t('addTitle')}
        closeLabel={t('close')}
        onClose={() => setOpen(false)}
      >
        <PrescriptionEditor
          store={store}
          editing={editing}
          idPrefix={idPrefix}
          onSaved={(saved) => {
            setOpen(false);
            onSaved(saved);
          }}
          onCancel={() => setOpen(false)}
        />
      </PrescriptionDialog>
    </>
  );
}
