'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from '@/components/forms/useForm';
import { useSavedPrescriptions } from '@/components/eyewear/configurator/useConfiguration';
import { browserAccountRequest } from '@/lib/account/browser';
import type { UploadedPrescription } from '@/lib/eyewear/configurator';
import { byFieldOrder, todayIso, validatePrescription, type PrescriptionError, type PrescriptionUsage } from '@/shared/prescription/rules';
import { checkPrescriptionDraft, emptyPrescriptionDraft, type PrescriptionDraft } from '@/lib/eyewear/prescription-draft';
import { forUsage } from '@/shared/prescription/order';
import { configuratorServices, type PrescriptionServices, type SavedPrescription } from '@/lib/eyewear/prescription-services';
import { submitOrderPrescription, type OrderPrescriptionSubmission } from '@/lib/magento/operations/prescription';
import { PrescriptionErrorSummary } from './PrescriptionErrorSummary';
import { PrescriptionForm, prescriptionFieldId } from './PrescriptionForm';
import { PrescriptionUpload } from './PrescriptionUpload';
import { SavedPrescriptionChoice } from './SavedPrescriptionChoice';
import { usePrescriptionErrorText } from './prescription-messages';
import accountStyles from '@/components/account/Account.module.css';
import areas from '@/components/account/areas/Areas.module.css';
import styles from './Prescription.module.css';

type Method = 'enter' | 'saved' | 'upload';

export interface OrderPrescriptionFormProps {
  store: string;
  orderNumber: string;
  /** The key of the e-mail's link (null: the order's signed-in customer, without one). */
  linkKey: string | null;
  /** The rules for the order's lenses (see orderLensUsage). */
  usage: PrescriptionUsage | null;
  services?: PrescriptionServices;
}

const ID_PREFIX = 'rx-order';

/**
 * An order's prescription, sent through its link: typed in, one of the signed-in shopper's saved
 * prescriptions, or a photo or PDF. Checked here, then by Magento (its refusals shown at their
 * fields, in the shopper's language); once accepted, the thanks take the place of the form.
 */
export function OrderPrescriptionForm({ store, orderNumber, linkKey, usage, services = configuratorServices }: OrderPrescriptionFormProps) {
  const t = useTranslations('PrescriptionFix');
  const tPrescription = useTranslations('Prescription');
  const errorText = usePrescriptionErrorText();
  const router = useRouter();
  const saved = useSavedPrescriptions(services.savedPrescriptions, store);
  const [method, setMethod] = useState<Method | null>(null);
  const [chosen, setChosen] = useState<SavedPrescription | null>(null);
  const [upload, setUpload] = useState<UploadedPrescription | null>(null);
  const [today] = useState(todayIso);
  const rules = { today, usage, requireName: false };
  const [serverErrors, setServerErrors] = useState<PrescriptionError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const problemId = useId();
  const form = useForm<PrescriptionDraft, PrescriptionError>(() => emptyPrescriptionDraft(), {
    // The typed prescription's rules count only while it is the chosen way.
    rules: (typed) => (method === 'enter' ? checkPrescriptionDraft(typed, rules).errors : []),
    focusAfterAttempt: (): HTMLElement | null =>
      method === 'enter' && errors.length ? document.getElementById(prescriptionFieldId(ID_PREFIX, errors[0].field)) : problemRef.current,
  });
  const draft = form.values;
  const tried = form.tried;
  const busy = form.busy;

  const methods: Method[] = ['enter', ...(saved && saved.kind !== 'loading' ? (['saved'] as const) : []), 'upload'];
  const ownErrors = form.problems;
  const errors = [...ownErrors, ...serverErrors.filter((error) => !ownErrors.some((own) => own.field === error.field))].sort(byFieldOrder);
  const savedErrors = chosen ? validatePrescription(forUsage(chosen.prescription, usage), { today, usage, requireName: false }) : [];

  /** What stops sending, in words (the typed prescription's errors are shown at their fields instead). */
  function problem(): string | null {
    if (failure) return failure;
    if (!tried) return null;
    if (!method) return t('chooseMethod');
    if (method === 'saved' && !chosen) return tPrescription('savedRequired');
    if (method === 'saved' && savedErrors.length)
      return tPrescription('savedUnusable', { reason: errorText(savedErrors[0], chosen!.prescription.date) });
    if (method === 'upload' && !upload) return tPrescription('uploadRequired');
    return null;
  }
  const problemText = problem();

  useEffect(() => {
    if (done) thanksRef.current?.focus();
  }, [done]);

  function submission(): OrderPrescriptionSubmission | null {
    const typed = method === 'enter' ? checkPrescriptionDraft(draft, rules).prescription : null;
    if (typed) return { prescription: typed };
    if (method === 'saved' && chosen && !savedErrors.length) return { prescription: forUsage(chosen.prescription, usage) };
    if (method === 'upload' && upload) return { uploadUid: upload.uid };
    return null;
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setTried(true);
    setFailure(null);
    setServerErrors([]);
    const what = submission();
    if (!what) {
      form.attempted();
      return;
    }
    const accepted = await form.run(async () => {
      try {
        const answer = await submitOrderPrescription(browserAccountRequest(store), { orderNumber, key: linkKey }, what);
        if ('order' in answer) return true;
        const { errors: refused, uploadNotFound } = answer.refused;
        if (method === 'enter' && refused.length) setServerErrors(refused);
        else setFailure(uploadNotFound ? t('uploadNotFound') : t('failed'));
      } catch {
        setFailure(t('failed'));
      }
      return false;
    });
    if (accepted) {
      setDone(true);
      router.refresh();
    } else form.attempted();
  }

  if (done) {
    return (
      <section className={styles.thanks} aria-labelledby={`${ID_PREFIX}-thanks`}>
        <h2 id={`${ID_PREFIX}-thanks`} ref={thanksRef} tabIndex={-1}>
          {t('thanksTitle')}
        </h2>
        <p>{t('thanks')}</p>
        <div>
          <button type="button" className={areas.secondary} onClick={() => setDone(false)}>
            {t('correct')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <form className={styles.editor} onSubmit={send} noValidate aria-labelledby={`${ID_PREFIX}-heading`} aria-busy={busy || undefined}>
      <h2 id={`${ID_PREFIX}-heading`}>{t('formHeading')}</h2>
      <fieldset className={styles.eye} aria-describedby={tried && !method ? problemId : undefined}>
        <legend className={styles.legend}>{t('methodLegend')}</legend>
        <div className={styles.choices}>
          {methods.map((candidate) => (
            <label key={candidate} className={styles.check}>
              <input
                type="radio"
                name={`${ID_PREFIX}-method`}
                value={candidate}
                checked={method === candidate}
                onChange={() => {
                  setMethod(candidate);
                  setFailure(null);
                }}
              />
              {t(`method_${candidate}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {method === 'enter' ? (
        <>
          <PrescriptionErrorSummary idPrefix={ID_PREFIX} errors={errors} prescriptionDate={draft.date} />
          <PrescriptionForm
            idPrefix={ID_PREFIX}
            draft={draft}
            onChange={(next) => {
              form.setValues(next);
              setServerErrors([]);
            }}
            errors={errors}
            withAdd={usage !== 'single-vision'}
            withName={false}
            today={today}
          />
        </>
      ) : null}
      {method === 'saved' && saved ? (
        <SavedPrescriptionChoice
          store={store}
          state={saved}
          chosen={chosen?.uid ?? null}
          onChoose={setChosen}
          describedBy={problemText ? problemId : undefined}
        />
      ) : null}
      {method === 'upload' ? (
        <PrescriptionUpload
          store={store}
          upload={services.uploadPrescription}
          uploaded={upload}
          onUploaded={setUpload}
          describedBy={problemText ? problemId : undefined}
        />
      ) : null}

      {problemText ? (
        <p id={problemId} ref={problemRef} tabIndex={-1} className={styles.error} role="alert">
          {problemText}
        </p>
      ) : null}
      <div>
        <button type="submit" className={accountStyles.primary} disabled={busy}>
          {busy ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
