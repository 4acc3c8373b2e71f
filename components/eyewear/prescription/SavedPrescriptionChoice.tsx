'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { prescriptionSummary } from '@/shared/prescription/rules';
import type { SavedPrescription } from '@/lib/eyewear/prescription-services';
import { PrescriptionDialogLink } from './PrescriptionDialogLink';
import { formatDay } from './prescription-messages';
import styles from './Prescription.module.css';

export type SavedPrescriptionsState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; prescriptions: SavedPrescription[] };

export interface SavedPrescriptionChoiceProps {
  state: SavedPrescriptionsState;
  chosen: string | null;
  onChoose: (saved: SavedPrescription) => void;
  /** Id of the text saying why the choice cannot be used (none chosen, expired…). */
  describedBy?: string;
  /** The store view, to offer adding a prescription (in the dialog), which is then chosen; none: not offered. */
  store?: string;
}

/** The signed-in shopper's saved prescriptions to choose from, each with its name, date and values. */
export function SavedPrescriptionChoice({ state, chosen, onChoose, describedBy, store }: SavedPrescriptionChoiceProps) {
  const t = useTranslations('Prescription');
  const locale = useLocale();
  const id = useId();
  const [added, setAdded] = useState<SavedPrescription[]>([]);
  if (state.kind === 'loading') return <p role="status">{t('savedLoading')}</p>;
  if (state.kind === 'failed') return <p className={styles.error}>{t('savedFailed')}</p>;
  const prescriptions = [...added, ...state.prescriptions.filter((saved) => !added.some((own) => own.uid === saved.uid))];
  const add = store ? (
    <PrescriptionDialogLink
      store={store}
      label={t('addTitle')}
      className={styles.addLink}
      onSaved={({ uid, prescription }) => {
        const saved = { uid, prescription };
        setAdded((list) => [saved, ...list]);
        onChoose(saved);
      }}
    />
  ) : null;
  if (!prescriptions.length)
    return (
      <div className={styles.savedNone}>
        <p>{t('savedNone')}</p>
        {add}
      </div>
    );

  return (
    <fieldset className={styles.eye} aria-describedby={describedBy}>
      <legend className={styles.legend}>{t('savedLegend')}</legend>
      <div className={styles.choices}>
        {prescriptions.map((saved) => (
          <label key={saved.uid} className={styles.saved}>
            <input type="radio" name={`${id}-saved`} value={saved.uid} checked={saved.uid === chosen} onChange={() => onChoose(saved)} />
            <span>
              <span className={styles.savedName}>
                {t('savedOption', { name: saved.prescription.name, date: formatDay(saved.prescription.date, locale) })}
              </span>
              <span className={styles.hint} dir="ltr">
                {prescriptionSummary(saved.prescription)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {add}
    </fieldset>
  );
}
