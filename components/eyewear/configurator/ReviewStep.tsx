'use client';

import { useTranslations } from 'next-intl';
import type { LensRole, PriceLine, StepId } from '@/lib/eyewear/configurator';
import styles from './Configurator.module.css';

export interface ReviewStepProps {
  lines: readonly PriceLine[];
  /** The Prescription option's title and text, when the lenses need one. */
  prescription: { title: string; text: string } | null;
  onGo: (step: StepId) => void;
}

const STEP_OF_ROLE: Record<Exclude<LensRole, 'prescription'>, StepId> = {
  usage: 'usage',
  lensType: 'lensType',
  lensIndex: 'lensIndex',
  coatings: 'coatings',
};

/** Every choice with a way back to change it, and the prescription as it goes to the optician. */
export function ReviewStep({ lines, prescription, onGo }: ReviewStepProps) {
  const t = useTranslations('Configurator');
  const change = (step: StepId, what: string) => (
    <button type="button" className={styles.change} onClick={() => onGo(step)}>
      {t('change')}
      <span className="visually-hidden"> ({what})</span>
    </button>
  );

  return (
    <dl className={styles.review}>
      {lines.map((line) =>
        line.role === 'prescription' ? null : (
          <div key={line.role} className={styles.reviewRow}>
            <dt>{line.option}</dt>
            <dd>
              <span>{line.values.join(', ')}</span>
              {change(STEP_OF_ROLE[line.role], line.option)}
            </dd>
          </div>
        ),
      )}
      {prescription ? (
        <div className={styles.reviewRow}>
          <dt>{prescription.title}</dt>
          <dd>
            <span className={styles.prescriptionText} dir="ltr">
              {prescription.text}
            </span>
            {change('prescription', prescription.title)}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
