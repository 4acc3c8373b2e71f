'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { PrescriptionDraft } from '@/lib/eyewear/prescription-draft';
import { readKeptPrescription } from '@/lib/state/kept-prescription';
import styles from './Prescription.module.css';

/**
 * Where a typed prescription attaches to an order (the lens configurator's step): a button that
 * fills the form with the prescription kept in this browser on /addEditDialog, when there is one.
 */
export function UseKeptPrescription({ store, onUse }: { store: string; onUse: (draft: PrescriptionDraft) => void }) {
  const t = useTranslations('KeptPrescription');
  const [kept, setKept] = useState<PrescriptionDraft | null>(null);
  // After hydration: the server has no browser storage.
  useEffect(() => setKept(readKeptPrescription(store)), [store]);
  if (!kept) return null;
  return (
    <button type="button" className={styles.addLink} onClick={() => onUse(kept)}>
      {t('use')}
    </button>
  );
}
