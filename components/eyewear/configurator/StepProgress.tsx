'use client';

import { useTranslations } from 'next-intl';
import type { StepId } from '@/lib/eyewear/configurator';
import styles from './Configurator.module.css';

export interface StepProgressProps {
  steps: readonly StepId[];
  current: StepId;
  /** Goes back to an earlier step (later ones are reached with "Next"). */
  onGo: (step: StepId) => void;
}

/** "Step 2 of 6" and the steps' names: done ones go back to that step, the current one is marked. */
export function StepProgress({ steps, current, onGo }: StepProgressProps) {
  const t = useTranslations('Configurator');
  const index = steps.indexOf(current);
  return (
    <nav className={styles.progress} aria-label={t('stepsLabel')}>
      <p className={styles.progressText}>{t('progress', { current: index + 1, total: steps.length })}</p>
      <ol className={styles.progressList}>
        {steps.map((step, position) => (
          <li key={step} className={styles.progressItem} data-state={position < index ? 'done' : position === index ? 'current' : 'next'}>
            {position < index ? (
              <button type="button" className={styles.progressButton} onClick={() => onGo(step)}>
                {t(`step_${step}`)}
              </button>
            ) : (
              <span aria-current={position === index ? 'step' : undefined}>{t(`step_${step}`)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
