'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from '@/components/forms/useForm';
import { PrescriptionErrorSummary } from '@/components/eyewear/prescription/PrescriptionErrorSummary';
import { PrescriptionForm, prescriptionFieldId } from '@/components/eyewear/prescription/PrescriptionForm';
import { todayIso, type PrescriptionError } from '@/shared/prescription/rules';
import { checkPrescriptionDraft, emptyPrescriptionDraft, type PrescriptionDraft } from '@/lib/eyewear/prescription-draft';
import { addEditDialogPath } from '@/lib/eyewear/prescription-paths';
import { signInPath } from '@/lib/session/guard';
import { forgetKeptPrescription, keepPrescription, readKeptPrescription } from '@/lib/state/kept-prescription';
import accountStyles from '@/components/account/Account.module.css';
import areas from '@/components/account/areas/Areas.module.css';
import styles from '@/components/eyewear/prescription/Prescription.module.css';

const ID_PREFIX = 'rx-kept';

/**
 * /addEditDialog for a visitor: the prescription form, kept in this browser as it is typed (per
 * store view) and checked, in the shopper's language, when they keep it. Signing in (the link
 * comes back here) offers to save it to the account; the lens configurator offers to use it.
 */
export function KeptPrescriptionForm({ store }: { store: string }) {
  const t = useTranslations('KeptPrescription');
  const tPrescription = useTranslations('Prescription');
  const [today] = useState(todayIso);
  const rules = { today, usage: null, requireName: true } as const;
  const [status, setStatus] = useState<'kept' | 'forgotten' | 'unavailable' | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<PrescriptionDraft, PrescriptionError>(() => emptyPrescriptionDraft(tPrescription('defaultName')), {
    rules: (draft) => checkPrescriptionDraft(draft, rules).errors,
    focusAfterAttempt: (): HTMLElement | null =>
      errors.length ? document.getElementById(prescriptionFieldId(ID_PREFIX, errors[0].field)) : statusRef.current,
  });
  const { values: draft, setValues: setDraft, problems: errors } = form;

  // What this browser kept, once it is there to read (after hydration: the server has no storage).
  useEffect(() => {
    const kept = readKeptPrescription(store);
    if (kept) setDraft(kept);
  }, [store]);

  function change(next: PrescriptionDraft) {
    setDraft(next);
    setStatus(null);
    keepPrescription(store, next);
  }

  function keep(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setTried(true);
    setStatus(checkPrescriptionDraft(draft, rules).prescription ? (keepPrescription(store, draft) ? 'kept' : 'unavailable') : null);
    form.attempted();
  }

  function forget() {
    forgetKeptPrescription(store);
    setDraft(emptyPrescriptionDraft(tPrescription('defaultName')));
    form.setTried(false);
    setStatus('forgotten');
    form.attempted();
  }

  return (
    <form className={styles.editor} onSubmit={keep} noValidate>
      <p className={areas.muted}>{t('intro')}</p>
      <PrescriptionErrorSummary idPrefix={ID_PREFIX} errors={errors} prescriptionDate={draft.date} />
      <PrescriptionForm idPrefix={ID_PREFIX} draft={draft} onChange={change} errors={errors} withAdd today={today} />
      <p ref={statusRef} tabIndex={-1} role="status" className={status === 'unavailable' ? styles.error : styles.status}>
        {status === 'kept' ? t('kept') : status === 'forgotten' ? t('forgotten') : status === 'unavailable' ? t('unavailable') : ''}
      </p>
      <div className={areas.buttons}>
        <button type="submit" className={accountStyles.primary}>
          {t('keep')}
        </button>
        <button type="button" className={areas.secondary} onClick={forget}>
          {t('forget')}
        </button>
      </div>
      <p>
        <a href={signInPath(store, addEditDialogPath(store))}>{t('signInToSave')}</a>
      </p>
    </form>
  );
}
