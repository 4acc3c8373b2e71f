'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/i18n/format';
import { surcharge, type LensOption, type LensOptionValue } from '@/lib/catalog/lens-options';
import styles from './Configurator.module.css';

export interface LensChoiceGroupProps {
  option: LensOption;
  /** The chosen value uids. */
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** Id of the step's heading, which names the group. */
  labelledBy: string;
  /** Id of the text that describes the group (its hint, its error). */
  describedBy?: string;
  basePrice: number;
  currency: string;
  /** A line under a value's title (what a usage is for, "recommended"). */
  describe?: (value: LensOptionValue) => ReactNode;
}

/**
 * One of the frame's lens options as cards to choose from: radios for a single choice, checkboxes
 * for coatings, each with what it adds to the price in the store's currency.
 */
export function LensChoiceGroup({
  option,
  chosen,
  onChange,
  labelledBy,
  describedBy,
  basePrice,
  currency,
  describe,
}: LensChoiceGroupProps) {
  const t = useTranslations('Product');
  const locale = useLocale();
  const multiple = option.kind === 'checkbox';
  const name = `lens-${option.uid}`;

  return (
    <fieldset className={styles.group} aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {option.values.map((value) => {
        const amount = surcharge(value, basePrice);
        const checked = chosen.includes(value.uid);
        return (
          <label key={value.uid} className={styles.choice}>
            <input
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              value={value.uid}
              checked={checked}
              onChange={(event) => {
                if (!multiple) onChange([value.uid]);
                else onChange(event.target.checked ? [...chosen, value.uid] : chosen.filter((uid) => uid !== value.uid));
              }}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{value.title}</span>
              {describe ? describe(value) : null}
            </span>
            <span className={styles.choicePrice}>
              {amount > 0 ? t('addOn', { amount: formatMoney(amount, currency, locale) }) : t('included')}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
