'use client';

import { useTranslations } from 'next-intl';
import {
  prescriptionUsage,
  type Configuration,
  type LensConfigurator,
  type PrescriptionMethod,
  type StepProblem,
} from '@/lib/eyewear/configurator';
import type { PrescriptionUpload as Upload } from '@/lib/eyewear/prescription-services';
import { PrescriptionErrorSummary } from '@/components/eyewear/prescription/PrescriptionErrorSummary';
import { PrescriptionForm, prescriptionFieldId } from '@/components/eyewear/prescription/PrescriptionForm';
import { PrescriptionUpload } from '@/components/eyewear/prescription/PrescriptionUpload';
import { SavedPrescriptionChoice, type SavedPrescriptionsState } from '@/components/eyewear/prescription/SavedPrescriptionChoice';
import { UseKeptPrescription } from '@/components/eyewear/prescription/UseKeptPrescription';
import styles from './Configurator.module.css';
import { useFeature } from '@/components/app/FeaturesProvider';
import type { PrescriptionError } from '@/shared/prescription/rules';

/** Prefix of the prescription fields' ids in the configurator. */
export const PRESCRIPTION_ID_PREFIX = 'rx';

/** Moves the focus to a field of the step's prescription form (the first one to fix). */
export function focusPrescriptionField(field: PrescriptionError['field']): void {
  document.getElementById(prescriptionFieldId(PRESCRIPTION_ID_PREFIX, field))?.focus();
}

export interface PrescriptionStepProps {
  store: string;
  model: LensConfigurator;
  configuration: Configuration;
  update: (change: Partial<Configuration>) => void;
  today: string;
  /** The step's problem, once the shopper tried to go on (null before). */
  problem: StepProblem | null;
  /** Id of the step's problem message, which describes the control it is about. */
  problemId: string;
  /** Saved prescriptions: offered when loaded (null: nobody signed in, or no source). */
  saved: SavedPrescriptionsState | null;
  upload: Upload;
}

/** How the prescription is given (typed, saved, uploaded, later), then that way's fields. */
export function PrescriptionStep({ store, model, configuration, update, today, problem, problemId, saved, upload }: PrescriptionStepProps) {
  const t = useTranslations('Configurator');
  // Uploads and "send it later" (an e-mailed link) need the prescriptions feature; typing is core.
  const prescriptions = useFeature('prescriptions');
  const methods: PrescriptionMethod[] = [
    'enter',
    ...(saved && saved.kind !== 'loading' ? (['saved'] as const) : []),
    ...(prescriptions ? (['upload', 'later'] as const) : []),
  ];
  const method = configuration.method;
  const usage = prescriptionUsage(model, configuration);
  const errors = problem?.kind === 'prescription' ? problem.errors : [];

  return (
    <>
      <fieldset className={styles.methods} aria-describedby={problem?.kind === 'method' ? problemId : undefined}>
        <legend className={styles.legend}>{t('methodLegend')}</legend>
        {methods.map((candidate) => (
          <label key={candidate} className={styles.choice}>
            <input
              type="radio"
              name="prescription-method"
              value={candidate}
              checked={method === candidate}
              onChange={() => update({ method: candidate })}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{t(`method_${candidate}`)}</span>
              <span className={styles.choiceHint}>{t(`methodHint_${candidate}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {method === 'enter' ? (
        <>
          <UseKeptPrescription store={store} onUse={(draft) => update({ draft })} />
          <PrescriptionErrorSummary idPrefix={PRESCRIPTION_ID_PREFIX} errors={errors} prescriptionDate={configuration.draft.date} />
          <PrescriptionForm
            idPrefix={PRESCRIPTION_ID_PREFIX}
            draft={configuration.draft}
            onChange={(draft) => update({ draft })}
            errors={errors}
            withAdd={usage !== 'single-vision'}
            today={today}
          />
        </>
      ) : null}
      {method === 'saved' && saved ? (
        <SavedPrescriptionChoice
          store={store}
          state={saved}
          chosen={configuration.saved?.uid ?? null}
          onChoose={(choice) => update({ saved: choice })}
          describedBy={problem ? problemId : undefined}
        />
      ) : null}
      {method === 'upload' ? (
        <PrescriptionUpload
          store={store}
          upload={upload}
          uploaded={configuration.upload}
          onUploaded={(uploaded) => update({ upload: uploaded })}
          describedBy={problem ? problemId : undefined}
        />
      ) : null}
      {method === 'later' ? <p className={styles.note}>{t('laterExplained')}</p> : null}
    </>
  );
}
