'use client';

import { useTranslations } from 'next-intl';
import type { PrescriptionError } from '@/shared/prescription/rules';
import { prescriptionFieldId } from './PrescriptionForm';
import { usePrescriptionErrorText } from './prescription-messages';
import styles from './Prescription.module.css';

export interface PrescriptionErrorSummaryProps {
  idPrefix: string;
  errors: readonly PrescriptionError[];
  prescriptionDate: string;
}

/**
 * Above the form after a refused attempt: how many fields need attention, each a link to its
 * field with its label and error (announced as an alert).
 */
export function PrescriptionErrorSummary({ idPrefix, errors, prescriptionDate }: PrescriptionErrorSummaryProps) {
  const t = useTranslations('Prescription');
  const errorText = usePrescriptionErrorText();
  if (!errors.length) return null;
  return (
    <div className={styles.summary} role="alert">
      <p className={styles.summaryTitle}>{t('errorSummary', { count: errors.length })}</p>
      <ul className={styles.summaryList}>
        {errors.map((error) => {
          const id = prescriptionFieldId(idPrefix, error.field);
          return (
            <li key={error.field}>
              <a
                href={`#${id}`}
                onClick={(event) => {
                  event.preventDefault();
                  document.getElementById(id)?.focus();
                }}
              >
                {t('errorInField', { field: fieldLabel(t, error.field), error: errorText(error, prescriptionDate) })}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** "SPH (sphere), right eye (OD)" for `od.sph`; a field's label for the others. */
function fieldLabel(t: (key: string, values?: Record<string, string>) => string, field: PrescriptionError['field']): string {
  const [first, second] = field.split('.');
  if (!second) return t(first === 'pdMode' ? 'pdLegend' : first);
  const eye = t(first === 'od' ? 'rightEye' : 'leftEye');
  const label = second === 'pd' ? t(first === 'od' ? 'pdRight' : 'pdLeft') : t(second);
  return t('fieldOfEye', { field: label, eye });
}
