'use client';

import { useEffect, useId, useRef, useState } from 'react';
import accountStyles from '../Account.module.css';
import styles from './Areas.module.css';

interface ConfirmActionProps {
  /** The button that asks first ("Delete"); its accessible name may say more than its text. */
  label: string;
  accessibleLabel?: string;
  /** The question shown before anything happens. */
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Runs after "yes"; the question closes when it settles. */
  onConfirm: () => Promise<void>;
}

/**
 * A destructive action asked twice: the button shows a question with "yes" and "no" in place
 * (focus goes to "no", the safe answer; "no" brings focus back to the button).
 */
export function ConfirmAction({ label, accessibleLabel, question, confirmLabel, cancelLabel, onConfirm }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) cancelRef.current?.focus();
    else if (wasAsking.current) openRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      wasAsking.current = false;
      setAsking(false);
    }
  }

  if (!asking) {
    return (
      <button ref={openRef} type="button" className={accountStyles.linkButton} aria-label={accessibleLabel} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby={questionId} className={styles.confirm}>
      <p id={questionId}>{question}</p>
      <div className={styles.buttons}>
        <button type="button" className={accountStyles.primary} disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </button>
        <button ref={cancelRef} type="button" className={styles.secondary} disabled={busy} onClick={() => setAsking(false)}>
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
