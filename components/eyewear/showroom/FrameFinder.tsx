'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FACE_SHAPES, type FaceShape } from '@/lib/eyewear/face-geometry';
import {
  EMPTY_ANSWERS,
  finderFilters,
  MAX_RESULT_PRODUCTS,
  STYLES,
  toResultInput,
  USAGES,
  type FinderAnswers,
  type FinderCatalog,
} from '@/lib/eyewear/finder';
import { formatMoney } from '@/lib/i18n/format';
import { getMagentoClient, type MagentoClient } from '@/lib/magento/client';
import { SaveShowroomResult, ShowroomMatches } from '@/lib/magento/operations/showroom';
import { FinderChoices, type FinderChoice } from './FinderChoices';
import { faceShapeHintKey, faceShapeKey, questionKey, styleHintKey, styleKey, usageHintKey, usageKey } from './labels';
import styles from './FrameFinder.module.css';
import showroom from './Showroom.module.css';

const STEPS = ['faceShape', 'style', 'colors', 'budget', 'usage'] as const;
type Step = (typeof STEPS)[number];

export interface FrameFinderProps {
  store: string;
  catalog: FinderCatalog;
  /** The try-on's estimate of the shopper's face shape, offered as a suggestion. */
  suggestion?: FaceShape | null;
  /** The GraphQL client (tests pass their own). */
  client?: MagentoClient;
}

type Progress = { state: 'answering' } | { state: 'searching' } | { state: 'noMatches' } | { state: 'failed'; reason: string };

const toggle = (values: readonly string[], value: string, on: boolean) =>
  on ? [...new Set([...values, value])] : values.filter((other) => other !== value);

/**
 * The guided frame finder: five questions one at a time (face shape, look, colours, budget, usage),
 * then the matching frames are found, saved as a shareable result and shown at its address.
 */
export function FrameFinder({ store, catalog, suggestion = null, client }: FrameFinderProps) {
  const t = useTranslations('Showroom');
  const locale = useLocale();
  const router = useRouter();
  const [answers, setAnswers] = useState<FinderAnswers>(EMPTY_ANSWERS);
  const [step, setStep] = useState(0);
  const [progress, setProgress] = useState<Progress>({ state: 'answering' });
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const answer = (change: Partial<FinderAnswers>) => {
    setAnswers((current) => ({ ...current, ...change }));
    if (progress.state !== 'searching') setProgress({ state: 'answering' });
  };

  function go(to: number) {
    moved.current = true;
    setStep(Math.max(0, Math.min(STEPS.length - 1, to)));
  }

  async function findAndSave() {
    setProgress({ state: 'searching' });
    try {
      const magento = client ?? getMagentoClient();
      let skus: string[] = [];
      for (const filter of finderFilters(answers, catalog)) {
        const { data } = await magento.query(ShowroomMatches, { filter, pageSize: MAX_RESULT_PRODUCTS });
        skus = (data.products?.items ?? []).map((item) => item?.sku).filter((sku): sku is string => Boolean(sku));
        if (skus.length) break;
      }
      if (!skus.length) {
        setProgress({ state: 'noMatches' });
        return;
      }
      const { data } = await magento.mutate(SaveShowroomResult, { input: toResultInput(answers, skus) });
      const id = data.saveShowroomResult?.id;
      if (!id) throw new Error(t('saveNoId'));
      router.push(`/${store}/room/${encodeURIComponent(id)}`);
    } catch (error) {
      setProgress({ state: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (progress.state === 'searching') return;
    if (step < STEPS.length - 1) go(step + 1);
    else void findAndSave();
  }

  const current: Step = STEPS[step];
  const last = step === STEPS.length - 1;
  return (
    <form className={styles.finder} onSubmit={submit} noValidate>
      <p className={styles.progress}>{t('stepOf', { step: step + 1, total: STEPS.length })}</p>
      <fieldset className={styles.step}>
        <legend className={styles.legend}>
          <h3 ref={heading} tabIndex={-1} className={styles.question}>
            {t(questionKey(current))}
          </h3>
        </legend>
        {current === 'faceShape' ? <FaceShapeStep answers={answers} answer={answer} suggestion={suggestion} /> : null}
        {current === 'style' ? <StyleStep answers={answers} answer={answer} catalog={catalog} /> : null}
        {current === 'colors' ? (
          <>
            <p className={styles.hint}>{t('colorsHint')}</p>
            <FinderChoices
              type="checkbox"
              name="showroom-colors"
              choices={catalog.colors.map((color) => ({ value: color.value, label: color.label, swatch: color.swatch }))}
              selected={answers.colors}
              onChange={(value, on) => answer({ colors: toggle(answers.colors, value, on) })}
            />
          </>
        ) : null}
        {current === 'budget' ? (
          <FinderChoices
            type="radio"
            name="showroom-budget"
            choices={[
              ...catalog.budgets.map((limit) => ({
                value: String(limit),
                label: t('budgetUpTo', { price: formatMoney(limit, catalog.currency, locale) }),
              })),
              { value: '', label: t('budgetAny') },
            ]}
            selected={[answers.budgetMax === null ? '' : String(answers.budgetMax)]}
            onChange={(value) => answer({ budgetMax: value ? Number(value) : null })}
          />
        ) : null}
        {current === 'usage' ? <UsageStep answers={answers} answer={answer} /> : null}
      </fieldset>

      {progress.state === 'noMatches' ? (
        <p role="alert" className={showroom.problem}>
          {t('noMatches')}
        </p>
      ) : null}
      {progress.state === 'failed' ? (
        <p role="alert" className={showroom.problem}>
          {t('saveFailed', { reason: progress.reason })}
        </p>
      ) : null}
      <p role="status" className={styles.searching}>
        {progress.state === 'searching' ? t('searching') : ''}
      </p>

      <div className={styles.actions}>
        {step > 0 ? (
          <button type="button" className={showroom.button} onClick={() => go(step - 1)}>
            {t('back')}
          </button>
        ) : null}
        <button type="submit" className={showroom.primary} disabled={progress.state === 'searching'}>
          {last ? t('showFrames') : t('next')}
        </button>
      </div>
    </form>
  );
}

interface StepProps {
  answers: FinderAnswers;
  answer: (change: Partial<FinderAnswers>) => void;
}

function FaceShapeStep({ answers, answer, suggestion }: StepProps & { suggestion: FaceShape | null }) {
  const t = useTranslations('Showroom');
  const choices: FinderChoice[] = [
    ...FACE_SHAPES.map((shape) => ({
      value: shape,
      label: t(faceShapeKey(shape)),
      hint: t(faceShapeHintKey(shape)),
      tag: shape === suggestion ? t('suggestedTag') : undefined,
    })),
    { value: '', label: t('faceUnsure') },
  ];
  return (
    <>
      {suggestion ? (
        <div className={styles.suggestion}>
          <p>{t('suggestion', { shape: t(faceShapeKey(suggestion)) })}</p>
          {answers.faceShape !== suggestion ? (
            <button type="button" className={showroom.button} onClick={() => answer({ faceShape: suggestion })}>
              {t('useSuggestion')}
            </button>
          ) : null}
        </div>
      ) : (
        <p className={styles.hint}>{t('faceShapeHint')}</p>
      )}
      <FinderChoices
        type="radio"
        name="showroom-face"
        choices={choices}
        selected={[answers.faceShape ?? '']}
        onChange={(value) => answer({ faceShape: (FACE_SHAPES as readonly string[]).includes(value) ? (value as FaceShape) : null })}
      />
    </>
  );
}

function StyleStep({ answers, answer, catalog }: StepProps & { catalog: FinderCatalog }) {
  const t = useTranslations('Showroom');
  return (
    <>
      <FinderChoices
        type="radio"
        name="showroom-style"
        choices={[
          ...STYLES.map((style) => ({ value: style, label: t(styleKey(style)), hint: t(styleHintKey(style)) })),
          { value: '', label: t('styleAny') },
        ]}
        selected={[answers.style ?? '']}
        onChange={(value) => answer({ style: STYLES.find((style) => style === value) ?? null })}
      />
      {catalog.genders.length ? (
        <fieldset className={styles.subgroup}>
          <legend>{t('gendersQuestion')}</legend>
          <p className={styles.hint}>{t('gendersHint')}</p>
          <FinderChoices
            type="checkbox"
            name="showroom-genders"
            choices={catalog.genders}
            selected={answers.genders}
            onChange={(value, on) => answer({ genders: toggle(answers.genders, value, on) })}
          />
        </fieldset>
      ) : null}
    </>
  );
}

function UsageStep({ answers, answer }: StepProps) {
  const t = useTranslations('Showroom');
  return (
    <>
      <FinderChoices
        type="radio"
        name="showroom-usage"
        choices={USAGES.map((usage) => ({ value: usage, label: t(usageKey(usage)), hint: t(usageHintKey(usage)) }))}
        selected={[answers.usage]}
        onChange={(value) => answer({ usage: USAGES.find((usage) => usage === value) ?? 'eyeglasses' })}
      />
      {answers.usage === 'sunglasses' ? (
        <FinderChoices
          type="checkbox"
          name="showroom-polarized"
          choices={[{ value: 'polarized', label: t('polarizedOnly') }]}
          selected={answers.polarizedOnly ? ['polarized'] : []}
          onChange={(_, on) => answer({ polarizedOnly: on })}
        />
      ) : null}
    </>
  );
}
