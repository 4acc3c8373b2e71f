'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PrescriptionErrorSummary } from '@/components/eyewear/prescription/PrescriptionErrorSummary';
import { PrescriptionForm, prescriptionFieldId } from '@/components/eyewear/prescription/PrescriptionForm';
import { todayIso } from '@/shared/prescription/rules';
import { checkPrescriptionDraft, emptyPrescriptionDraft } from '@/lib/eyewear/prescription-draft';
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
  const [draft, setDraft] = useState(() => emptyPrescriptionDraft(tPrescription('defaultName')));
  const [today] = useState(todayIso);
  const [tried, setTried] = useState(false);
  const [status, setStatus] = useState<'kept' | 'forgotten' | 'unavailable' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // What this browser kept, once it is there to read (after hydration: the server has no storage).
  useEffect(() => {
    const kept = readKeptPrescription(store);
    if (kept) setDraft(kept);
  }, [store]);

  const check = checkPrescriptionDraft(draft, { today, usage: null, requireName: true });
  const errors = tried ? check.errors : [];

  useEffect(() => {
    if (!attempt) return;
    if (errors.length) document.getElementById(prescriptionFieldId(ID_PREFIX, errors[0].field))?.focus();
    else statusRef.current?.focus();
  }, [attempt]);

  function change(next: typeof draft) {
    setDraft(next);
    setStatus(null);
    keepPrescription(store, next);
  }

  function keep(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    setStatus(check.prescription ? (keepPrescription(store, draft) ? 'kept' : 'unavailable') : null);
    setAttempt((count) => count + 1);
  }

  function forget() {
    forgetKeptPrescription(store);
    setDraft(emptyPrescriptionDraft(tPrescription('defaultName')));
    setTried(false);
    setStatus('forgotten');
    setAttempt((count) => count + 1);
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
        <Link href={signInPath(store, addEditDialogPath(store))}>{t('signInToSave')}</Link>
      </p>
    </form>
  );
}
