'use client';

import { useTranslations } from 'next-intl';
import type { LensOptionValue } from '@/lib/catalog/lens-options';
import { useProductChoice } from '@/components/product/ProductChoiceProvider';
import {
  effectiveLensIndex,
  recommendedLensIndexValue,
  type Configuration,
  type LensConfigurator,
  type UsageKind,
} from '@/lib/eyewear/configurator';
import { LensChoiceGroup } from './LensChoiceGroup';
import styles from './Configurator.module.css';

export type ChoiceRole = 'usage' | 'lensType' | 'lensIndex' | 'coatings';

export interface ChoiceStepProps {
  role: ChoiceRole;
  model: LensConfigurator;
  configuration: Configuration;
  update: (change: Partial<Configuration>) => void;
  today: string;
  /** The step's heading, which names the group. */
  headingId: string;
  /** The step's problem message, when shown. */
  problemId: string | null;
}

const USAGE_HINTS: Record<UsageKind, string> = {
  'single-vision': 'usageHint_singleVision',
  progressive: 'usageHint_progressive',
  reading: 'usageHint_reading',
  'non-prescription': 'usageHint_nonPrescription',
};

/** A step that is one of the frame's lens options: usage, lens type, lens index (with the recommendation) or coatings. */
export function ChoiceStep({ role, model, configuration, update, today, headingId, problemId }: ChoiceStepProps) {
  const t = useTranslations('Configurator');
  const { view } = useProductChoice();
  const option = model[role];
  if (!option) return null;

  const recommended = role === 'lensIndex' ? recommendedLensIndexValue(model, configuration, today) : null;
  const chosen =
    role === 'coatings'
      ? configuration.coatings
      : [role === 'lensIndex' ? effectiveLensIndex(model, configuration, today) : configuration[role]];
  const hint = role === 'lensIndex' ? t(recommended ? 'indexRecommended' : 'indexHint') : role === 'coatings' ? t('coatingsHint') : null;
  const hintId = `${headingId}-hint`;

  const describe = (value: LensOptionValue) => {
    if (role === 'usage') {
      const kind = model.usageKinds[value.uid];
      return kind ? <span className={styles.choiceHint}>{t(USAGE_HINTS[kind])}</span> : null;
    }
    return value.uid === recommended ? <span className={styles.badge}>{t('recommended')}</span> : null;
  };

  return (
    <>
      {hint ? (
        <p id={hintId} className={styles.note}>
          {hint}
        </p>
      ) : null}
      <LensChoiceGroup
        option={option}
        chosen={chosen.filter((uid): uid is string => Boolean(uid))}
        onChange={(uids) => update(role === 'coatings' ? { coatings: uids } : { [role]: uids[0] ?? null })}
        labelledBy={headingId}
        describedBy={[problemId, hint ? hintId : null].filter(Boolean).join(' ') || undefined}
        basePrice={view.price.amount}
        currency={view.price.currency}
        describe={describe}
      />
    </>
  );
}
