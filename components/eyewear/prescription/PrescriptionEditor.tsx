'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { useForm } from '@/components/forms/useForm';
import { browserAccountRequest } from '@/lib/account/browser';
import { byFieldOrder, todayIso, type PrescriptionError } from '@/shared/prescription/rules';
import {
  checkPrescriptionDraft,
  draftFromPrescription,
  emptyPrescriptionDraft,
  type PrescriptionDraft,
} from '@/lib/eyewear/prescription-draft';
import { saveCustomerPrescription, type CustomerPrescription } from '@/lib/magento/operations/prescription';
import { PrescriptionErrorSummary } from './PrescriptionErrorSummary';
import { PrescriptionForm, prescriptionFieldId } from './PrescriptionForm';
import accountStyles from '@/components/account/Account.module.css';
import areas from '@/components/account/areas/Areas.module.css';
import styles from './Prescription.module.css';

export interface PrescriptionEditorProps {
  store: string;
  /** The saved prescription to edit; none to add one. */
  editing?: CustomerPrescription | null;
  /** What the form starts with when adding (a prescription kept in this browser); default empty. */
  initialDraft?: PrescriptionDraft | null;
  /** Prefix of the fields' ids (unique on the page). */
  idPrefix: string;
  onSaved: (saved: CustomerPrescription) => void;
  onCancel: () => void;
}

/**
 * The add/edit form of a saved prescription, in the dialog and on /addEditDialog alike: every
 * field with its rule, checked in the browser when the shopper saves and again by Magento, whose
 * refusals are shown at their fields in the shopper's language. Nothing typed is lost.
 */
export function PrescriptionEditor({ store, editing, initialDraft, idPrefix, onSaved, onCancel }: PrescriptionEditorProps) {
  const t = useTranslations('Prescription');
  const [today] = useState(todayIso);
  const rules = { today, usage: null, requireName: true } as const;
  const [serverErrors, setServerErrors] = useState<PrescriptionError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<PrescriptionDraft, PrescriptionError>(
    () => (editing ? draftFromPrescription(editing.prescription) : (initialDraft ?? emptyPrescriptionDraft(t('defaultName')))),
    {
      rules: (draft) => checkPrescriptionDraft(draft, rules).errors,
      // After a refused save: the first field to fix, or the message saying what went wrong.
      focusAfterAttempt: (): HTMLElement | null =>
        errors.length ? document.getElementById(prescriptionFieldId(idPrefix, errors[0].field)) : failureRef.current,
    },
  );
  const draft = form.values;
  const ownErrors = form.problems;
  const errors = [...ownErrors, ...serverErrors.filter((error) => !ownErrors.some((own) => own.field === error.field))].sort(byFieldOrder);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Its dialog may be opened from within another form (the configurator's step): that one is not submitted.
    event.stopPropagation();
    form.setTried(true);
    setFailure(null);
    setServerErrors([]);
    const { prescription } = checkPrescriptionDraft(draft, rules);
    if (!prescription) {
      form.attempted();
      return;
    }
    const saved = await form.run(async () => {
      try {
        const answer = await saveCustomerPrescription(browserAccountRequest(store), prescription, editing?.uid);
        if ('saved' in answer) return answer.saved;
        setServerErrors(answer.refused.errors);
        if (!answer.refused.errors.length) setFailure(t('saveFailed'));
      } catch {
        setFailure(t('saveFailed'));
      }
      return undefined;
    });
    if (saved) onSaved(saved);
    else form.attempted();
  }

  return (
    <form className={styles.editor} onSubmit={save} noValidate aria-busy={form.busy || undefined}>
      <PrescriptionErrorSummary idPrefix={idPrefix} errors={errors} prescriptionDate={draft.date} />
      <PrescriptionForm
        idPrefix={idPrefix}
        draft={draft}
        onChange={(next) => {
          form.setValues(next);
          setServerErrors([]);
        }}
        errors={errors}
        withAdd
        today={today}
      />
      {failure ? (
        <p ref={failureRef} tabIndex={-1} className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={areas.buttons}>
        <button type="submit" className={accountStyles.primary} disabled={form.busy}>
          {form.busy ? t('saving') : t('save')}
        </button>
        <button type="button" className={areas.secondary} onClick={onCancel} disabled={form.busy}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
