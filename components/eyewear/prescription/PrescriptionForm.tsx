'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { EyeDraft, PrescriptionDraft } from '@/lib/eyewear/prescription-draft';
import {
  EYES,
  PRESCRIPTION_RULES,
  PRISM_BASES,
  type Eye,
  type PdMode,
  type PrescriptionError,
  type PrescriptionField as Field,
} from '@/shared/prescription/rules';
import { PrescriptionField, PrescriptionSelect } from './PrescriptionField';
import { fieldRuleValues, usePrescriptionErrorText } from './prescription-messages';
import styles from './Prescription.module.css';

/** The id of a field's control: `rx-od-sph` for `od.sph` with the prefix `rx`. */
export function prescriptionFieldId(idPrefix: string, field: Field): string {
  return `${idPrefix}-${field.replace('.', '-')}`;
}

export interface PrescriptionFormProps {
  /** Prefix of the controls' ids (unique on the page). */
  idPrefix: string;
  draft: PrescriptionDraft;
  onChange: (draft: PrescriptionDraft) => void;
  /** The errors to show (none before the shopper first tries to go on). */
  errors: readonly PrescriptionError[];
  /** Whether the lenses take an ADD (progressive and reading). */
  withAdd: boolean;
  /** `YYYY-MM-DD`: the latest date the date field offers. */
  today: string;
  /** Whether the prescription's name is asked (a saved prescription has one; an order's does not). Default true. */
  withName?: boolean;
}

/**
 * The fields of a prescription (no <form>: the configurator's step and the prescription dialog
 * each wrap it in their own): prism switch, right and left eye, PD, date and name. Each field
 * shows its rule and, when broken, its error in the shopper's language.
 */
export function PrescriptionForm({ idPrefix, draft, onChange, errors, withAdd, today, withName = true }: PrescriptionFormProps) {
  const t = useTranslations('Prescription');
  const locale = useLocale();
  const errorText = usePrescriptionErrorText();
  const errorOf = (field: Field) => {
    const error = errors.find((candidate) => candidate.field === field);
    return error ? errorText(error, draft.date) : undefined;
  };
  const id = (field: Field) => prescriptionFieldId(idPrefix, field);
  const setEye = (eye: Eye, key: keyof EyeDraft, value: string) => onChange({ ...draft, [eye]: { ...draft[eye], [key]: value } });
  const rules = PRESCRIPTION_RULES;
  const hint = (field: Field) => t('rangeHint', fieldRuleValues(field, locale));

  return (
    <div className={styles.form}>
      <label className={styles.check}>
        <input type="checkbox" checked={draft.hasPrism} onChange={(event) => onChange({ ...draft, hasPrism: event.target.checked })} />
        {t('hasPrism')}
      </label>

      {EYES.map((eye) => (
        <fieldset key={eye} className={styles.eye}>
          <legend className={styles.legend}>{t(eye === 'od' ? 'rightEye' : 'leftEye')}</legend>
          <div className={styles.grid}>
            <PrescriptionField
              id={id(`${eye}.sph`)}
              label={t('sph')}
              hint={hint(`${eye}.sph`)}
              error={errorOf(`${eye}.sph`)}
              value={draft[eye].sph}
              onChange={(value) => setEye(eye, 'sph', value)}
              kind="decimal"
            />
            <PrescriptionField
              id={id(`${eye}.cyl`)}
              label={t('cyl')}
              hint={hint(`${eye}.cyl`)}
              error={errorOf(`${eye}.cyl`)}
              value={draft[eye].cyl}
              onChange={(value) => setEye(eye, 'cyl', value)}
              kind="decimal"
            />
            <PrescriptionField
              id={id(`${eye}.axis`)}
              label={t('axis')}
              hint={t('axisHint', fieldRuleValues(`${eye}.axis`, locale))}
              error={errorOf(`${eye}.axis`)}
              value={draft[eye].axis}
              onChange={(value) => setEye(eye, 'axis', value)}
              kind="whole"
            />
            {withAdd ? (
              <PrescriptionField
                id={id(`${eye}.add`)}
                label={t('add')}
                hint={hint(`${eye}.add`)}
                error={errorOf(`${eye}.add`)}
                value={draft[eye].add}
                onChange={(value) => setEye(eye, 'add', value)}
                kind="decimal"
              />
            ) : null}
            {draft.hasPrism ? (
              <>
                <PrescriptionField
                  id={id(`${eye}.prism`)}
                  label={t('prism')}
                  hint={hint(`${eye}.prism`)}
                  error={errorOf(`${eye}.prism`)}
                  value={draft[eye].prism}
                  onChange={(value) => setEye(eye, 'prism', value)}
                  kind="decimal"
                />
                <PrescriptionSelect
                  id={id(`${eye}.prismBase`)}
                  label={t('prismBase')}
                  error={errorOf(`${eye}.prismBase`)}
                  value={draft[eye].prismBase}
                  onChange={(value) => setEye(eye, 'prismBase', value)}
                  options={[{ value: '', label: t('noBase') }, ...PRISM_BASES.map((base) => ({ value: base, label: t(`base_${base}`) }))]}
                />
              </>
            ) : null}
          </div>
        </fieldset>
      ))}

      <fieldset className={styles.eye}>
        <legend className={styles.legend}>{t('pdLegend')}</legend>
        <div className={styles.choices} role="radiogroup" aria-label={t('pdMode')}>
          {(['single', 'dual'] as const satisfies readonly PdMode[]).map((mode) => (
            <label key={mode} className={styles.check}>
              <input
                type="radio"
                name={`${idPrefix}-pd-mode`}
                value={mode}
                checked={draft.pdMode === mode}
                onChange={() => onChange({ ...draft, pdMode: mode })}
              />
              {t(mode === 'single' ? 'pdSingle' : 'pdDual')}
            </label>
          ))}
        </div>
        <div className={styles.grid}>
          {draft.pdMode === 'single' ? (
            <PrescriptionField
              id={id('pd')}
              label={t('pd')}
              hint={t('pdHint', fieldRuleValues('pd', locale))}
              error={errorOf('pd')}
              value={draft.pd}
              onChange={(value) => onChange({ ...draft, pd: value })}
              kind="decimal"
            />
          ) : (
            EYES.map((eye) => (
              <PrescriptionField
                key={eye}
                id={id(`${eye}.pd`)}
                label={t(eye === 'od' ? 'pdRight' : 'pdLeft')}
                hint={t('pdHint', fieldRuleValues(`${eye}.pd`, locale))}
                error={errorOf(`${eye}.pd`)}
                value={draft[eye].pd}
                onChange={(value) => setEye(eye, 'pd', value)}
                kind="decimal"
              />
            ))
          )}
        </div>
      </fieldset>

      <div className={styles.grid}>
        <PrescriptionField
          id={id('date')}
          label={t('date')}
          hint={t('dateHint')}
          error={errorOf('date')}
          value={draft.date}
          onChange={(value) => onChange({ ...draft, date: value })}
          kind="date"
          max={today}
        />
        {withName ? (
          <PrescriptionField
            id={id('name')}
            label={t('name')}
            hint={t('nameHint', { max: rules.nameMaxLength })}
            error={errorOf('name')}
            value={draft.name}
            onChange={(value) => onChange({ ...draft, name: value })}
            maxLength={rules.nameMaxLength}
          />
        ) : null}
      </div>
    </div>
  );
}
