'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId } from 'react';
import { prescriptionSummary } from '@/lib/eyewear/prescription';
import type { SavedPrescription } from '@/lib/eyewear/prescription-services';
import { formatDay } from './prescription-messages';
import styles from './Prescription.module.css';

export type SavedPrescriptionsState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; prescriptions: SavedPrescription[] };

export interface SavedPrescriptionChoiceProps {
  state: SavedPrescriptionsState;
  chosen: string | null;
  onChoose: (saved: SavedPrescription) => void;
  /** Id of the text saying why the choice cannot be used (none chosen, expired…). */
  describedBy?: string;
}

/** The signed-in shopper's saved prescriptions to choose from, each with its name, date and values. */
export function SavedPrescriptionChoice({ state, chosen, onChoose, describedBy }: SavedPrescriptionChoiceProps) {
  const t = useTranslations('Prescription');
  const locale = useLocale();
  const id = useId();
  if (state.kind === 'loading') return <p role="status">{t('savedLoading')}</p>;
  if (state.kind === 'failed') return <p className={styles.error}>{t('savedFailed')}</p>;
  if (!state.prescriptions.length) return <p>{t('savedNone')}</p>;

  return (
    <fieldset className={styles.eye} aria-describedby={describedBy}>
      <legend className={styles.legend}>{t('savedLegend')}</legend>
      <div className={styles.choices}>
        {state.prescriptions.map((saved) => (
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
    </fieldset>
  );
}
