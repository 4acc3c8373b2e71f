'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  configurationChoices,
  firstIncompleteStep,
  lensConfigurator,
  nextStep,
  previousStep,
  priceBreakdown,
  prescriptionText,
  stepProblem,
  visibleSteps,
  type LensConfigurator as Model,
  type StepId,
  type StepProblem,
} from '@/lib/eyewear/configurator';
import { configurationKey } from '@/lib/eyewear/configurator-store';
import { todayIso } from '@/shared/prescription/rules';
import type { PrescriptionServices } from '@/lib/eyewear/prescription-services';
import type { LensOption } from '@/lib/catalog/lens-options';
import { useProductChoice } from '@/components/product/ProductChoiceProvider';
import { usePrescriptionErrorText } from '@/components/eyewear/prescription/prescription-messages';
import { ChoiceStep } from './ChoiceStep';
import { FramePanel, useFrameDetails } from './FramePanel';
import type { FramePictures } from './frame-pictures';
import { loadedPrescriptionStep, loadPrescriptionStep, onDemandPrescriptionServices } from './on-demand';
import { PriceSummary } from './PriceSummary';
import { ReviewStep } from './ReviewStep';
import { StepProgress } from './StepProgress';
import { useAddToCart } from './useAddToCart';
import { useConfiguration, useSavedPrescriptions } from './useConfiguration';
import styles from './Configurator.module.css';
import { useFeature } from '@/components/app/FeaturesProvider';

export interface LensConfiguratorProps {
  store: string;
  urlKey: string;
  productName: string;
  /** The frame's lens options (lib/catalog/lens-options). */
  options: readonly LensOption[];
  /** The `<img>` attributes of each variant's picture (frame-pictures.ts, computed on the server). */
  pictures: FramePictures;
  /** Saved prescriptions and upload (default: the shop's, see lib/eyewear/prescription-services, loaded on first use). */
  services?: PrescriptionServices;
}

/**
 * The lens configurator: one step at a time (usage, prescription, lens type, lens index,
 * coatings, review) with Back and Next, focus on each step's heading, the choices kept in the
 * configurator store, and the frame with the running total beside (below on phones). "Add to
 * cart" adds the frame with the choices as its custom options, then opens the mini cart.
 */
export function LensConfigurator({
  store,
  urlKey,
  productName,
  options,
  pictures,
  services = onDemandPrescriptionServices,
}: LensConfiguratorProps) {
  const model = useMemo(() => lensConfigurator(options), [options]);
  // The page only renders the configurator for a frame with lens options.
  return model ? (
    <Configurator store={store} urlKey={urlKey} productName={productName} model={model} pictures={pictures} services={services} />
  ) : null;
}

type ConfiguratorProps = Omit<LensConfiguratorProps, 'options'> & { model: Model; services: PrescriptionServices };

/**
 * The step to show: the configuration's, once its code is there. The prescription step's code comes
 * on demand (on-demand.ts): "Next" and "Back" wait for it before they move, and when the page opens
 * on it (restored from the session) the step shown until then stays until its code has arrived.
 */
function useShownStep(wanted: StepId, first: StepId) {
  const ready = wanted !== 'prescription' || loadedPrescriptionStep() !== undefined;
  const [lastReady, setLastReady] = useState<StepId>(ready ? wanted : first);
  const [, setArrived] = useState(0);
  if (ready && lastReady !== wanted) setLastReady(wanted);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadPrescriptionStep().then(
      () => live && setArrived((count) => count + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ready]);
  return ready ? wanted : lastReady;
}

function Configurator({ store, urlKey, productName, model, pictures, services }: ConfiguratorProps) {
  const t = useTranslations('Configurator');
  const tRetry = useTranslations('Retry');
  const tProduct = useTranslations('Product');
  const tCart = useTranslations('Cart');
  const tPrescription = useTranslations('Prescription');
  const errorText = usePrescriptionErrorText();
  const { view } = useProductChoice();
  const frameDetails = useFrameDetails();
  const { configuration, update } = useConfiguration(configurationKey(store, urlKey), model, tPrescription('defaultName'));
  // Saved prescriptions, uploads and "send it later" need the prescriptions feature.
  const prescriptions = useFeature('prescriptions');
  const saved = useSavedPrescriptions(prescriptions ? services.savedPrescriptions : null, store);
  const cart = useAddToCart(store);
  const [today] = useState(todayIso);
  const [attempt, setAttempt] = useState(0);
  /** The code of the step the shopper went to did not arrive (a network failure): they can try again. */
  const [stepUnavailable, setStepUnavailable] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const headingId = useId();
  const problemId = useId();

  const steps = visibleSteps(model, configuration);
  const step = useShownStep(configuration.step, steps[0]);
  const needsPrescription = steps.includes('prescription');
  const notes = { later: t('noteLater'), uploaded: ({ fileName }: { fileName: string }) => t('noteUploaded', { fileName }) };
  const choices = configurationChoices(model, configuration, today, notes);
  const { lines, total } = priceBreakdown(model, choices, view.price.amount);
  const problem = attempt > 0 ? stepProblem(model, configuration, step, today) : null;
  const problemText = problem ? describeProblem(problem) : null;
  const text = prescriptionText(model, configuration, today, notes);

  // The prescription step's code, fetched once the page works, so that "Next" seldom waits for it.
  useEffect(() => {
    if (needsPrescription) loadPrescriptionStep().catch(() => undefined);
  }, [needsPrescription]);

  // A new step: its heading takes the focus (not when the page opens on a restored step).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [step]);

  // A refused "Next": the first field to fix, or the message saying what is missing. Only when the
  // shopper tries again, not on every change of the configuration.
  useEffect(() => {
    if (!attempt) return;
    const current = stepProblem(model, configuration, step, today);
    if (current?.kind === 'prescription') loadedPrescriptionStep()?.focusPrescriptionField(current.errors[0].field);
    else problemRef.current?.focus();
  }, [attempt]);

  function describeProblem(current: StepProblem): string | null {
    switch (current.kind) {
      case 'choose':
        return step === 'prescription' ? tPrescription('savedRequired') : t('chooseOne');
      case 'method':
        return t('chooseMethod');
      case 'upload':
        return tPrescription('uploadRequired');
      case 'savedInvalid':
        return tPrescription('savedUnusable', { reason: errorText(current.errors[0], configuration.saved?.prescription.date) });
      case 'prescription':
        // Shown by the form: a summary, and each error at its field.
        return null;
    }
  }

  async function go(target: StepId, keepAttempt = false) {
    if (target === 'prescription' && !loadedPrescriptionStep()) {
      try {
        await loadPrescriptionStep();
      } catch {
        setStepUnavailable(true);
        return;
      }
    }
    setStepUnavailable(false);
    moved.current = true;
    setAttempt(keepAttempt ? 1 : 0);
    cart.reset();
    update({ step: target });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step === 'review') {
      const incomplete = firstIncompleteStep(model, configuration, today);
      if (incomplete) void go(incomplete, true);
      else void cart.add(choices);
    } else if (stepProblem(model, configuration, step, today)) setAttempt((count) => count + 1);
    else void go(nextStep(model, { ...configuration, step }));
  }

  const shownProblemId = problemText ? problemId : null;
  const PrescriptionStep = loadedPrescriptionStep()?.PrescriptionStep;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <StepProgress steps={steps} current={step} onGo={(target) => void go(target)} />
        <form className={styles.step} onSubmit={submit} noValidate aria-labelledby={headingId}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {t(`heading_${step}`)}
          </h2>
          {step === 'prescription' ? (
            PrescriptionStep && (
              <PrescriptionStep
                store={store}
                model={model}
                configuration={configuration}
                update={update}
                today={today}
                problem={problem}
                problemId={problemId}
                saved={saved}
                upload={services.uploadPrescription}
              />
            )
          ) : step === 'review' ? (
            <ReviewStep
              lines={lines}
              prescription={text && model.prescription ? { title: model.prescription.title, text } : null}
              onGo={(target) => void go(target)}
            />
          ) : (
            <ChoiceStep
              role={step}
              model={model}
              configuration={configuration}
              update={update}
              today={today}
              headingId={headingId}
              problemId={shownProblemId}
            />
          )}

          {problemText ? (
            <p id={problemId} ref={problemRef} tabIndex={-1} className={styles.problem} role="alert">
              {problemText}
            </p>
          ) : null}

          <div className={styles.actions}>
            {steps.indexOf(step) > 0 ? (
              <button type="button" className={styles.back} onClick={() => void go(previousStep(model, { ...configuration, step }))}>
                {t('back')}
              </button>
            ) : null}
            <button
              type="submit"
              className={styles.next}
              disabled={step === 'review' && (view.stockStatus !== 'IN_STOCK' || cart.state.kind === 'adding')}
            >
              {step === 'review' ? tProduct('addToCart') : t('next')}
            </button>
          </div>
          <p className={styles.status} role="status">
            {cart.state.kind === 'adding' ? t('adding') : cart.state.kind === 'added' ? t('added') : ''}
          </p>
          {stepUnavailable ? (
            <p className={styles.problem} role="alert">
              {tRetry('network')}
            </p>
          ) : null}
          {cart.state.kind === 'failed' ? (
            <p className={styles.problem} role="alert">
              {tCart('addError', { message: cart.state.message })}
            </p>
          ) : null}
        </form>
      </div>
      <aside className={styles.aside} aria-label={t('asideLabel')}>
        <FramePanel pictures={pictures} />
        <PriceSummary
          frameName={productName}
          frameDetails={frameDetails}
          framePrice={view.price.amount}
          lines={lines}
          total={total}
          currency={view.price.currency}
        />
      </aside>
    </div>
  );
}
