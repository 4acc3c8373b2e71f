'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/layout/icons';
import styles from './Prescription.module.css';

export interface PrescriptionDialogProps {
  open: boolean;
  title: string;
  closeLabel: string;
  /** Escape, the close button, or the content's own cancel. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The add/edit prescription dialog as a modal: a native <dialog> opened with showModal, so the
 * rest of the page is inert (focus stays inside) and Escape closes it. Focus goes to its title on
 * opening and back to what opened it on closing. A click beside it does not close it: what was
 * typed is not lost by a stray click. It is placed at the end of the body (a portal), so that its
 * form is never inside another (the configurator's step is a form).
 */
export function PrescriptionDialog({ open, title, closeLabel, onClose, children }: PrescriptionDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      heading.current?.focus();
    } else if (!open && element.open) element.close();
    if (!open && opener.current) {
      const back = opener.current;
      opener.current = null;
      if (back.isConnected) back.focus();
    }
  }, [open]);

  if (!mounted) return null;
  return createPortal(
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the parent closes it (and may keep it open while a save is under way).
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
    >
      <div className={styles.dialogBody}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.dialogTitle}>
            {title}
          </h2>
          <button type="button" className={styles.iconButton} onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </button>
        </div>
        {open ? children : null}
      </div>
    </dialog>,
    document.body,
  );
}
